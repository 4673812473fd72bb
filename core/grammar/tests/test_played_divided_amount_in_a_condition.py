"""Printed "When this creature enters, you may sacrifice an artifact. If you do, this creature
deals 4 damage divided as you choose among any number of targets." (Kuldotha Flamefiend),
played (CR 603.3d, 601.2d, 608.2c).

The damage stands in an "If you do": its targets and its division are still announced as the
ability is put on the stack (603.3d), before the sacrifice is chosen as it resolves; the
damage is dealt as divided only if the artifact was sacrificed (608.2c).
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Answer, Table
from manastack.model.objects import Zone

pytestmark = [needs_corpus, pytest.mark.plugins("oracle")]


def _enter(table: Table, *, sacrifice: bool) -> list[str]:
    """Alice casts Kuldotha Flamefiend with Ornithopter to sacrifice, Bob has Hill Giant and
    Grizzly Bears; the trigger targets both, 2 and 2. Returns the kinds of the decisions."""
    table.battlefield(0, "Ornithopter")
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.hand(0, "Kuldotha Flamefiend")
    table.lands(0, "Mountain", 6)
    seen = table.watch_decisions(player=0)
    table.cast("Kuldotha Flamefiend")
    table.answer("targets", "Hill Giant", "Grizzly Bears")
    table.answer("divide", (2, 2))
    table.answer("may", "yes" if sacrifice else "no")
    table.resolve()  # the creature spell: it enters, the ability goes on the stack
    return [d.kind for d in seen]


def test_the_division_is_announced_as_it_goes_on_the_stack() -> None:
    """CR 603.3d: the division is asked with the targets, before anything resolves."""
    table = Table.new(["oracle"])
    kinds = _enter(table, sacrifice=True)
    assert kinds[-2:] == ["targets", "divide"]
    table.assert_logged(rule="601.2d", contains="2 to Hill Giant")


def test_the_artifact_sacrificed_the_damage_is_dealt_as_divided() -> None:
    """CR 608.2c: "If you do": Ornithopter sacrificed, 2 to each: the Bears die (704.5g)."""
    table = Table.new(["oracle"])
    _enter(table, sacrifice=True)
    table.resolve()
    table.assert_zone("Ornithopter", Zone.GRAVEYARD, 0)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    assert table.find("Hill Giant").damage == 2


def test_no_artifact_sacrificed_no_damage() -> None:
    """CR 608.2c: declined, nothing is dealt, whatever was divided."""
    table = Table.new(["oracle"])
    _enter(table, sacrifice=False)
    table.resolve()
    table.assert_zone("Ornithopter", Zone.BATTLEFIELD, 0)
    assert table.find("Hill Giant").damage == 0
    assert table.find("Grizzly Bears").damage == 0


def test_the_division_is_answered_by_its_options() -> None:
    """The decision offers each way to give 4 to two targets, each at least 1 (601.2d)."""
    table = Table.new(["oracle"])
    table.battlefield(0, "Ornithopter")
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.hand(0, "Kuldotha Flamefiend")
    table.lands(0, "Mountain", 6)
    divides = table.watch_decisions("divide")
    table.cast("Kuldotha Flamefiend")
    table.game.script.queue.append(Answer("targets", (table.find("Hill Giant").id,
                                                      table.find("Grizzly Bears").id)))
    table.game.script.queue.append(Answer("divide", ((3, 1),)))
    table.answer("may", "yes")
    table.resolve()
    assert [d.options for d in divides] == [((1, 3), (2, 2), (3, 1))]
    table.resolve()
    assert table.zone_of("Hill Giant") is Zone.GRAVEYARD
    assert table.find("Grizzly Bears").damage == 1
