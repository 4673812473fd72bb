"""Printed "When this creature enters, create two 2/2 black Zombie creature tokens with decayed.
When you do, exile up to two target cards from graveyards." (Diregraf Horde) and "When this
creature enters, exile up to two target cards from graveyards. You gain 3 life." (Rooftop
Percher), played (CR 115.1, 603.12, 603.3d).

Each target may be in any graveyard (not all in one, as "from a single graveyard" says), up
to two of them; the reflexive ability chooses its targets as it is put on the stack, after
the tokens are created. The printed cards come from the pool below with their exact Oracle
text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

DIREGRAF_HORDE = CardDef(
    name="Diregraf Horde", mana_cost="{4}{B}", type_line="Creature — Zombie", power="3",
    toughness="4",
    text="When this creature enters, create two 2/2 black Zombie creature tokens with decayed. "
         "When you do, exile up to two target cards from graveyards. (A creature with decayed "
         "can't block. When it attacks, sacrifice it at end of combat.)")

ROOFTOP_PERCHER = CardDef(
    name="Rooftop Percher", mana_cost="{5}", type_line="Creature — Shapeshifter", power="3",
    toughness="3", keywords=("Changeling", "Flying"),
    text="Changeling (This card is every creature type.)\nFlying\nWhen this creature enters, "
         "exile up to two target cards from graveyards. You gain 3 life.")

CARDS = (DIREGRAF_HORDE, ROOFTOP_PERCHER)
kit = pytest.mark.plugins("changeling", extra={"graveyards-kit": card_pool("graveyards-kit", CARDS)})


@kit
def test_the_reflexive_ability_exiles_a_card_from_each_graveyard(table: Table) -> None:
    """CR 603.12: two Zombies, then the reflexive ability targets Alice's Grizzly Bears and
    Bob's Hill Giant: both exiled, Bob's Forest stays."""
    table.lands(0, "Swamp", 5)
    table.hand(0, "Diregraf Horde")
    table.graveyard(0, "Grizzly Bears")
    table.graveyard(1, "Hill Giant", "Forest")
    table.cast("Diregraf Horde")
    table.resolve()
    table.answer("targets", "Grizzly Bears", "Hill Giant")
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Zombie Token") == 2
    table.assert_logged(rule="603.12", contains="reflexive trigger")
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    table.assert_zone("Hill Giant", Zone.EXILE)
    assert table.names(Zone.GRAVEYARD, 1) == ["Forest"]


@kit
def test_up_to_two_none_chosen_and_the_life_gained(table: Table) -> None:
    """CR 115.1: "up to two": Rooftop Percher may target none; Alice gains 3 life anyway."""
    table.lands(0, "Plains", 5)
    table.hand(0, "Rooftop Percher")
    table.graveyard(1, "Hill Giant")
    table.cast("Rooftop Percher")
    table.resolve()
    table.answer("targets")
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 1) == ["Hill Giant"]
    table.assert_life(0, 23)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
