"""Printed "you may have target opponent discard a card" and "Whenever a creature an opponent
controls enters, you may have that player lose 1 life.", played (CR 608.2d, 603.7c, 701.9a,
119.3).

Brutal Nightstalker's controller chooses whether Bob discards; Blood Seeker makes Bob lose 1
life when his creature enters (Alice choosing), and nothing when Alice's own creature enters.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

NIGHTSTALKER = CardDef(
    name="Brutal Nightstalker", mana_cost="{3}{B}{B}", type_line="Creature — Nightstalker",
    power="3", toughness="2",
    text="When this creature enters, you may have target opponent discard a card.")
BLOOD_SEEKER = CardDef(
    name="Blood Seeker", mana_cost="{1}{B}", type_line="Creature — Vampire Shaman", power="1",
    toughness="1",
    text="Whenever a creature an opponent controls enters, you may have that player lose 1 "
         "life.")

CARDS = (NIGHTSTALKER, BLOOD_SEEKER)
kit = pytest.mark.plugins(extra={"have-kit": card_pool("have-kit", CARDS)})


@pytest.mark.parametrize(("choice", "graveyard"), [("yes", ["Forest"]), ("no", [])])
@kit
def test_nightstalker_may_have_bob_discard(table: Table, choice: str,
                                           graveyard: list[str]) -> None:
    """CR 608.2d: Alice chooses; if she does, Bob (the target) discards his card."""
    table.lands(0, "Swamp", 5)
    table.hand(0, "Brutal Nightstalker")
    table.hand(1, "Forest")
    table.answer("may", choice, player=0)
    table.cast("Brutal Nightstalker")
    table.resolve()
    table.resolve(answers=[])  # the enters ability, targeting Bob
    assert table.names(Zone.GRAVEYARD, 1) == graveyard


@kit
def test_blood_seeker_drains_the_controller_of_the_entering_creature(table: Table) -> None:
    """CR 603.7c: Bob's Grizzly Bears enters: Bob loses 1; Alice's own creature: nothing."""
    table.battlefield(0, "Blood Seeker")
    table.answer("may", "yes", player=0)
    table.lands(1, "Forest", 2)
    table.hand(1, "Grizzly Bears")
    table.library(1, "Forest")
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve()
    assert table.names(Zone.STACK) == []
    assert table.life(0) == 20
    table.next_turn()
    table.cast("Grizzly Bears")
    table.resolve()
    table.resolve()  # Blood Seeker's trigger
    assert table.life(1) == 19
    assert table.life(0) == 20


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
