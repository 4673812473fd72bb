"""Printed "Whenever you cast a spell that targets a creature you control, put a +1/+1
counter on Colleen Wing. Scry 1.", played (CR 601.2c, 601.2i, 115.1, 701.22).

Giant Growth on Alice's Grizzly Bears triggers it (a counter, then scry 1); Shock at Bob's
creature does not, nor Bob's own Giant Growth on his creature.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

COLLEEN_WING = CardDef(
    name="Colleen Wing, Street Samurai", mana_cost="{1}{W}",
    type_line="Legendary Creature — Human Samurai Hero", power="2", toughness="2",
    keywords=("Scry",),
    text="Whenever you cast a spell that targets a creature you control, put a +1/+1 counter "
         "on Colleen Wing. Scry 1. (Look at the top card of your library. You may put that "
         "card on the bottom.)")

CARDS = (COLLEEN_WING,)
kit = pytest.mark.plugins(extra={"colleen-kit": card_pool("colleen-kit", CARDS)})
NAME = "Colleen Wing, Street Samurai"


@kit
def test_a_spell_targeting_her_controllers_creature_triggers(table: Table) -> None:
    """CR 601.2c, 115.1: Giant Growth targets Alice's Bears: a counter on Colleen Wing."""
    table.library(0, "Forest", "Island")
    table.battlefield(0, NAME, "Grizzly Bears")
    table.lands(0, "Forest", 1)
    table.hand(0, "Giant Growth")
    table.cast("Giant Growth", targets=["Grizzly Bears"])
    assert len(table.names(Zone.STACK)) == 2
    table.resolve_all()
    table.assert_counters(NAME, "+1/+1", 1)


@kit
def test_a_spell_at_an_opponents_creature_does_not(table: Table) -> None:
    """CR 115.1: Shock at Bob's Bears targets no creature Alice controls; Bob's own Giant
    Growth is not cast by Alice."""
    table.battlefield(0, NAME)
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 1)
    table.lands(1, "Forest", 1)
    table.hand(0, "Shock")
    table.hand(1, "Giant Growth")
    table.cast("Shock", targets=["Grizzly Bears"])
    assert len(table.names(Zone.STACK)) == 1
    table.pass_priority()
    table.cast("Giant Growth", targets=["Grizzly Bears"])
    assert len(table.names(Zone.STACK)) == 2
    table.resolve_all()
    table.assert_counters(NAME, "+1/+1", 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
