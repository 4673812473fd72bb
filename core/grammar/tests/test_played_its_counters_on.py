"""Printed "When this creature dies, put its counters on target creature you control.", cast
and played (CR 603.10a, 608.2h).

Dockworker Drone and Star Pupil are cast from their owner's hand with their exact Oracle
definitions (the corpus records, checked below): each enters with a +1/+1 counter (614.1c);
as it dies, the trigger looks back on it as it last existed on the battlefield, and as the
ability resolves the target gets as many counters of each kind as it had then (608.2h), the
card in the graveyard having none (400.7, 122.2).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

DOCKWORKER_DRONE = CardDef(
    name="Dockworker Drone", mana_cost="{1}{W}", type_line="Artifact Creature — Robot",
    text="This creature enters with a +1/+1 counter on it.\nWhen this creature dies, put its "
         "counters on target creature you control.", power="1", toughness="1")
STAR_PUPIL = CardDef(
    name="Star Pupil", mana_cost="{W}", type_line="Creature — Human Wizard",
    text="This creature enters with a +1/+1 counter on it.\nWhen this creature dies, put its "
         "counters on target creature you control.", power="0", toughness="0")

CARDS = (DOCKWORKER_DRONE, STAR_PUPIL)

kit = pytest.mark.plugins(extra={"proved-its-counters-kit":
                                 card_pool("proved-its-counters-kit", CARDS)})


def _bolt(table: Table, name: str, then_target: str | None = None) -> None:
    """Player 0 bolts ``name``; the dies trigger will target ``then_target`` (603.3d)."""
    table.hand(0, "Lightning Bolt")
    table.mana(0, "R")
    table.cast("Lightning Bolt", targets=[name])
    if then_target is not None:
        table.answer("targets", then_target)
    table.resolve()


@kit
def test_dockworker_drone_dies_and_its_counters_go_on_the_target(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 608.2h: the Drone had a +1/+1 counter and two oil counters as it last existed on
    the battlefield; the Grizzly Bears it targets gets the same, kind by kind."""
    cast_and_resolve(table, "Dockworker Drone", {"Plains": 2})
    table.assert_counters("Dockworker Drone", "+1/+1", 1)
    table.game.add_counters(table.find("Dockworker Drone").id, "oil", 2)
    table.battlefield(0, "Grizzly Bears")
    table.refresh()
    _bolt(table, "Dockworker Drone", "Grizzly Bears")
    table.resolve_all()
    table.assert_zone("Dockworker Drone", Zone.GRAVEYARD, 0)
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    table.assert_counters("Grizzly Bears", "oil", 2)
    table.assert_logged(rule="608.2h", contains="Grizzly Bears")


@kit
def test_star_pupil_cannot_target_an_opponents_creature(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 603.3d, 115.1: "target creature you control": with only the opponent's creature
    left the trigger has no legal target and is removed; nothing gets the counter."""
    cast_and_resolve(table, "Star Pupil", {"Plains": 1})
    table.battlefield(1, "Grizzly Bears")
    _bolt(table, "Star Pupil")
    table.resolve_all()
    table.assert_zone("Star Pupil", Zone.GRAVEYARD, 0)
    table.assert_counters("Grizzly Bears", "+1/+1", 0)


@kit
def test_star_pupil_counter_goes_on_another_creature_you_control(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 608.2h: Star Pupil (0/0 with its +1/+1 counter) dies; its one +1/+1 counter is put
    on the Grizzly Bears its controller chose, a 3/3 now."""
    cast_and_resolve(table, "Star Pupil", {"Plains": 1})
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    _bolt(table, "Star Pupil", "Grizzly Bears")
    table.resolve_all()
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    table.assert_counters("Hill Giant", "+1/+1", 0)
    assert table.power("Grizzly Bears") == 3


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has it."""
    assert_printed(CARDS)
