"""Counters of every kind, and counters a player gets, increased instead, played (CR 614.1a,
122.6, 122.1, 122.1f).

Winding Constrictor: "If one or more counters would be put on an artifact or creature you
control, that many plus one of each of those kinds of counters are put on that permanent
instead." Battlegrowth's +1/+1 counter on Alice's Grizzly Bears becomes two, on Bob's stays one;
Grim Affliction's -1/-1 counter becomes two (every kind); Chalice of the Void cast for X=1 enters
with two charge counters (as it enters, 122.6). "If you would get one or more counters, you get
that many plus one of each of those kinds of counters instead.": Aether Hub's {E} gives Alice
two, Bob's Glistener Elf's infect damage gives her two poison counters (120.3b), while Bob's own
counters are untouched. Loading Zone: "twice that many of each of those kinds of counters".
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")


def _cast(table: Table, name: str, *lands: str) -> None:
    """Alice casts ``name`` with its own lands (put tapped afterwards by the payment)."""
    for land in lands:
        table.lands(0, land, 1)
    table.hand(0, name)
    table.cast(name)
    table.resolve()


def _constrictor(table: Table) -> None:
    _cast(table, "Winding Constrictor", "Swamp", "Forest")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")


@needs_corpus
@oracle
def test_one_more_plus_one_counter_on_your_creature_only(table: Table) -> None:
    """CR 614.1a: two +1/+1 counters on Alice's Grizzly Bears, one on Bob's."""
    _constrictor(table)
    table.lands(0, "Forest", 2)
    table.hand(0, "Battlegrowth", "Battlegrowth")
    mine = table.find("Grizzly Bears", player=0).id
    theirs = table.find("Grizzly Bears", player=1).id
    table.cast("Battlegrowth", targets=[f"Grizzly Bears#{mine}"])
    table.resolve()
    table.cast("Battlegrowth", targets=[f"Grizzly Bears#{theirs}"])
    table.resolve()
    assert table.game.obj(mine).counters == {"+1/+1": 2}
    assert table.game.obj(theirs).counters == {"+1/+1": 1}
    table.assert_logged(rule="614.1a")


@needs_corpus
@oracle
def test_one_more_counter_of_any_kind(table: Table) -> None:
    """CR 614.1a: "each of those kinds": a -1/-1 counter too; Grizzly Bears gets two and is
    0/0 (704.5f)."""
    _constrictor(table)
    table.lands(0, "Swamp", 3)
    table.hand(0, "Grim Affliction")
    mine = table.find("Grizzly Bears", player=0).id
    table.cast("Grim Affliction", targets=[f"Grizzly Bears#{mine}"])
    table.resolve()
    assert table.game.find(mine) is None
    assert "Grizzly Bears" in table.names("graveyard", 0)


@needs_corpus
@oracle
def test_an_artifact_enters_with_one_more_counter(table: Table) -> None:
    """CR 122.6, 614.1a: Chalice of the Void with X=1 enters with two charge counters."""
    _cast(table, "Winding Constrictor", "Swamp", "Forest")
    table.lands(0, "Island", 2)
    table.hand(0, "Chalice of the Void")
    table.cast("Chalice of the Void", x=1)
    table.resolve()
    table.assert_counters("Chalice of the Void", "charge", 2)


@needs_corpus
@oracle
def test_you_get_one_more_energy(table: Table) -> None:
    """CR 122.1, 614.1a: Aether Hub's {E} gives Alice two energy counters."""
    _cast(table, "Winding Constrictor", "Swamp", "Forest")
    table.hand(0, "Aether Hub")
    table.play("Aether Hub")
    table.resolve()
    assert dict(table.game.player(0).counters) == {"energy": 2}


@needs_corpus
@pytest.mark.plugins("oracle", "infect")
def test_you_get_one_more_poison_counter_and_your_opponent_none(table: Table) -> None:
    """CR 120.3b, 122.1f, 614.1a: Bob's Glistener Elf deals Alice 1 infect damage: two poison
    counters; Bob's own Aether Hub gives Bob one {E} (the replacement is only its
    controller's)."""
    _cast(table, "Winding Constrictor", "Swamp", "Forest")
    table.battlefield(1, "Glistener Elf")
    table.set_turn(active=1)
    table.attack("Glistener Elf")
    table.block()
    table.go_to(Step.END_COMBAT)
    assert table.game.player(0).poison == 2
    table.go_to(Step.MAIN2)
    table.hand(1, "Aether Hub")
    table.play("Aether Hub")
    table.resolve()
    assert dict(table.game.player(1).counters) == {"energy": 1}


@needs_corpus
@pytest.mark.plugins("oracle", "warp")
def test_loading_zone_doubles_each_kind(table: Table) -> None:
    """CR 614.1a: Loading Zone: Battlegrowth's counter becomes two."""
    _cast(table, "Loading Zone", "Forest", "Forest", "Forest", "Forest")
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Forest", 1)
    table.hand(0, "Battlegrowth")
    table.cast("Battlegrowth", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_counters("Grizzly Bears", "+1/+1", 2)
