"""Printed "detain", played (CR 701.35a, 611.2a, 611.2c, 602.5, 508.1c, 509.1b).

Azorius Arrester: "When this creature enters, detain target creature an opponent controls."
Until Alice's next turn, Bob's Llanowar Elves can't attack or block and its activated
abilities (its mana ability too, 605.1a) can't be activated; as Alice's next turn begins the
effect ends. Inaction Injunction detains with a sorcery and draws a card.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

AZORIUS_ARRESTER = CardDef(
    name="Azorius Arrester", mana_cost="{1}{W}", type_line="Creature — Human Soldier",
    power="2", toughness="1",
    text="When this creature enters, detain target creature an opponent controls. (Until your "
         "next turn, that creature can't attack or block and its activated abilities can't be "
         "activated.)")
INACTION_INJUNCTION = CardDef(
    name="Inaction Injunction", mana_cost="{1}{U}", type_line="Sorcery",
    text="Detain target creature an opponent controls. (Until your next turn, that creature "
         "can't attack or block and its activated abilities can't be activated.)\nDraw a card.")

CARDS = (AZORIUS_ARRESTER, INACTION_INJUNCTION)
kit = pytest.mark.plugins(extra={"detain-kit": card_pool("detain-kit", CARDS)})


def _arrest_the_elves(table: Table) -> None:
    table.battlefield(1, "Llanowar Elves", "Grizzly Bears")
    table.lands(0, "Plains", 2)
    table.hand(0, "Azorius Arrester")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.cast("Azorius Arrester")
    table.resolve(answers=[Answer("targets", (table.find("Llanowar Elves").id,))])
    table.resolve()


@kit
def test_the_detained_creature_cant_attack_or_tap_for_mana_on_bobs_turn(table: Table) -> None:
    """CR 701.35a: on Bob's turn the Elves can't attack (508.1c) nor tap for {G} (602.5,
    605.1a), refused with the game as it was (732); the Bears, not detained, attack."""
    _arrest_the_elves(table)
    assert {"cant_attack", "cant_block"} <= table.restrictions("Llanowar Elves")
    assert "cant_attack" not in table.restrictions("Grizzly Bears")
    table.next_turn()
    assert table.game.state.turn.active == 1
    with pytest.raises(IllegalActionError):
        table.tap_for_mana("Llanowar Elves", "G")
    table.go_to(Step.DECLARE_ATTACKERS)
    before = table.game.to_json()
    with pytest.raises(IllegalActionError):
        table.attack("Llanowar Elves")
    assert table.game.to_json() == before
    table.attack("Grizzly Bears")
    table.assert_logged(rule="701.35a")


@kit
def test_the_detention_ends_as_alices_next_turn_begins(table: Table) -> None:
    """CR 611.2a, 701.35a: "until your next turn": on Alice's next turn the Elves may be
    tapped for mana again and block."""
    _arrest_the_elves(table)
    table.next_turn()
    table.library(1, "Island")
    table.next_turn()
    assert table.game.state.turn.active == 0
    assert "cant_block" not in table.restrictions("Llanowar Elves")
    assert "cant_attack" not in table.restrictions("Llanowar Elves")


@kit
def test_inaction_injunction_detains_and_draws(table: Table) -> None:
    """CR 701.35a, 121.1: Bob's Grizzly Bears is detained (can't attack or block); Alice
    draws a card."""
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Island", 2)
    table.hand(0, "Inaction Injunction")
    table.library(0, "Forest")
    table.cast("Inaction Injunction", targets=["Grizzly Bears"])
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Forest"]
    assert {"cant_attack", "cant_block"} <= table.restrictions("Grizzly Bears")


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
