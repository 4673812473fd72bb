"""Printed "Whenever you sacrifice another permanent, ..." creatures, cast and played (CR
701.21a, 603.6c, 603.10a).

Bloodbriar ("... put a +1/+1 counter on this creature.") and Giant Fly ("... this creature
gets +1/+0 until end of turn.") are cast from their owner's hand with their exact Oracle
definitions (the corpus records, checked below): the ability triggers for each other
permanent its controller sacrifices (here as Bone Splinters' additional cost, 601.2b), not
for a permanent destroyed.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

BLOODBRIAR = CardDef(
    name="Bloodbriar", mana_cost="{2}{G}", type_line="Creature — Plant Elemental",
    text="Whenever you sacrifice another permanent, put a +1/+1 counter on this creature.",
    power="2", toughness="3")
GIANT_FLY = CardDef(
    name="Giant Fly", mana_cost="{2}{B}", type_line="Creature — Insect",
    text="Flying\nWhenever you sacrifice another permanent, this creature gets +1/+0 until "
         "end of turn.", power="2", toughness="2")

CARDS = (BLOODBRIAR, GIANT_FLY)

kit = pytest.mark.plugins(extra={"proved-sacrifice-trigger-kit":
                                 card_pool("proved-sacrifice-trigger-kit", CARDS)})


@kit
def test_bloodbriar_grows_when_you_sacrifice_another_creature(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 701.21a: Grizzly Bears sacrificed to Bone Splinters: one +1/+1 counter (3/4); the
    opponent's Hill Giant, destroyed, is not sacrificed: no second counter."""
    cast_and_resolve(table, "Bloodbriar", {"Forest": 3})
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Swamp", 1)
    table.hand(0, "Bone Splinters")
    table.cast("Bone Splinters", targets=["Hill Giant"], sacrifice=["Grizzly Bears"])
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_counters("Bloodbriar", "+1/+1", 1)
    assert table.power("Bloodbriar") == 3 and table.toughness("Bloodbriar") == 4


@kit
def test_bloodbriar_ignores_a_creature_that_dies_otherwise(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 701.21a: its controller's own Grizzly Bears destroyed by Bone Splinters (Memnite
    sacrificed): one counter for Memnite only, none for the destroyed Bears."""
    cast_and_resolve(table, "Bloodbriar", {"Forest": 3})
    table.battlefield(0, "Grizzly Bears", "Memnite")
    table.lands(0, "Swamp", 1)
    table.hand(0, "Bone Splinters")
    table.cast("Bone Splinters", targets=["Grizzly Bears"], sacrifice=["Memnite"])
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_counters("Bloodbriar", "+1/+1", 1)


@kit
def test_giant_fly_gets_power_until_end_of_turn(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 611.2a: Memnite sacrificed: the Fly is 3/2 until end of turn, 2/2 again on the
    next turn."""
    cast_and_resolve(table, "Giant Fly", {"Swamp": 3})
    table.battlefield(0, "Memnite")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Swamp", 1)
    table.hand(0, "Bone Splinters")
    table.cast("Bone Splinters", targets=["Hill Giant"], sacrifice=["Memnite"])
    table.resolve_all()
    assert table.power("Giant Fly") == 3 and table.toughness("Giant Fly") == 2
    next_turn(table, 1)
    assert table.power("Giant Fly") == 2


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has it."""
    assert_printed(CARDS)
