"""Printed "Whenever ~ attacks, defending player may draw a card." and "Whenever ~ becomes
blocked, defending player discards a card.", played (CR 506.2, 508.5, 509.3c, 608.2d).

Harbor Guardian attacks Bob: Bob, not Alice, chooses whether he draws. Alley Grifters
becomes blocked by Bob's creature: Bob discards a card; unblocked, nothing happens.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

HARBOR_GUARDIAN = CardDef(
    name="Harbor Guardian", mana_cost="{2}{W}{U}", type_line="Creature — Gargoyle", power="3",
    toughness="4", keywords=("Reach",),
    text="Reach (This creature can block creatures with flying.)\nWhenever this creature "
         "attacks, defending player may draw a card.")
ALLEY_GRIFTERS = CardDef(
    name="Alley Grifters", mana_cost="{1}{B}{B}", type_line="Creature — Human Mercenary",
    power="2", toughness="2",
    text="Whenever this creature becomes blocked, defending player discards a card.")

CARDS = (HARBOR_GUARDIAN, ALLEY_GRIFTERS)
kit = pytest.mark.plugins(extra={"defending-kit": card_pool("defending-kit", CARDS)})


@pytest.mark.parametrize(("choice", "hand"), [("yes", ["Island"]), ("no", [])])
@kit
def test_defending_player_chooses_whether_to_draw(table: Table, choice: str,
                                                  hand: list[str]) -> None:
    """CR 608.2d, 508.5: Bob, the player attacked, answers the "may"; Alice draws nothing."""
    table.library(0, "Forest")
    table.library(1, "Island")
    table.battlefield(0, "Harbor Guardian")
    table.answer("may", choice, player=1)
    table.attack("Harbor Guardian")
    table.resolve()
    assert table.names(Zone.HAND, 1) == hand
    assert table.names(Zone.HAND, 0) == []


@kit
def test_grifters_blocked_makes_the_defender_discard(table: Table) -> None:
    """CR 509.3c, 506.2: blocked by Bob's Bears, Bob (the player it attacks) discards."""
    table.battlefield(0, "Alley Grifters")
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Forest")
    table.hand(1, "Island")
    table.attack("Alley Grifters")
    table.block({"Grizzly Bears": "Alley Grifters"})
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Island"]
    assert table.names(Zone.HAND, 0) == ["Forest"]


@kit
def test_grifters_unblocked_makes_nobody_discard(table: Table) -> None:
    """CR 509.3c: no blocker, no trigger."""
    table.battlefield(0, "Alley Grifters")
    table.battlefield(1, "Grizzly Bears")
    table.hand(1, "Island")
    table.attack("Alley Grifters")
    table.block()
    table.go_to(Step.END_COMBAT)
    assert table.names(Zone.HAND, 1) == ["Island"]
    assert table.life(1) == 18


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
