"""Printed "Whenever ~ deals combat damage to a player or planeswalker, ...", played (CR
603.2, 120.3, 120.3c, 510.2).

Psychic Frog draws a card when its combat damage hits Bob or Bob's planeswalker, none when
it is blocked; Grateful Apparition proliferates the planeswalker's loyalty after hitting it.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Card
from manastack.model.turns import Step
from manastack.model.typeline import TypeLine

FROG = CardDef(
    name="Psychic Frog", mana_cost="{U}{B}", type_line="Creature — Frog", power="1",
    toughness="2",
    text="Whenever this creature deals combat damage to a player or planeswalker, draw a "
         "card.\nDiscard a card: Put a +1/+1 counter on this creature.\nExile three cards from "
         "your graveyard: This creature gains flying until end of turn.")
APPARITION = CardDef(
    name="Grateful Apparition", mana_cost="{1}{W}", type_line="Creature — Spirit", power="1",
    toughness="1", keywords=("Flying", "Proliferate"),
    text="Flying\nWhenever this creature deals combat damage to a player or planeswalker, "
         "proliferate. (Choose any number of permanents and/or players, then give each another "
         "counter of each kind already there.)")

CARDS = (FROG, APPARITION)
kit = pytest.mark.plugins(extra={"walker-damage-kit": card_pool("walker-damage-kit", CARDS)})


def _walker(table: Table, player: int = 1) -> None:
    walker = Card(name="Test Walker", type_line=TypeLine.parse("Legendary Planeswalker — Jace"),
                  loyalty="4")
    table.battlefield(player, walker, counters={"loyalty": 4})


@kit
def test_frog_draws_for_damage_to_a_player(table: Table) -> None:
    """CR 120.3, 603.2: 1 combat damage to Bob: a card."""
    table.library(0, "Forest", "Island")
    table.battlefield(0, "Psychic Frog")
    table.attack("Psychic Frog")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(1) == 19
    assert table.names("hand", 0) == ["Forest"]


@kit
def test_frog_draws_for_damage_to_a_planeswalker(table: Table) -> None:
    """CR 120.3c: damage to Bob's planeswalker removes loyalty and triggers it too."""
    table.library(0, "Forest", "Island")
    table.battlefield(0, "Psychic Frog")
    _walker(table)
    table.attack("Psychic Frog", defender="Test Walker")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(1) == 20
    table.assert_counters("Test Walker", "loyalty", 3)
    assert table.names("hand", 0) == ["Forest"]


@kit
def test_frog_blocked_draws_nothing(table: Table) -> None:
    """CR 510.1c: its damage goes to the blocker, neither a player nor a planeswalker."""
    table.library(0, "Forest", "Island")
    table.battlefield(0, "Psychic Frog")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Psychic Frog")
    table.block({"Grizzly Bears": "Psychic Frog"})
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.names("hand", 0) == []


@kit
def test_apparition_proliferates_after_hitting_a_planeswalker(table: Table) -> None:
    """CR 701.34a: Alice's own planeswalker gets a loyalty counter; Bob's, just hit, not."""
    table.battlefield(0, "Grateful Apparition")
    _walker(table, 1)
    mine = Card(name="Own Walker", type_line=TypeLine.parse("Legendary Planeswalker — Ajani"),
                loyalty="2")
    table.battlefield(0, mine, counters={"loyalty": 2})
    table.attack("Grateful Apparition", defender="Test Walker")
    table.block()
    table.go_to(Step.COMBAT_DAMAGE)
    table.resolve(answers=[Answer("proliferate", (table.find("Own Walker").id,))])
    table.assert_counters("Test Walker", "loyalty", 3)
    table.assert_counters("Own Walker", "loyalty", 3)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
