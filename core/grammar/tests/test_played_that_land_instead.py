"""Landfall's "If that land is a [type], [effect] instead" played (CR 603.7c, 608.2c).

Oran-Rief Hydra: "Whenever a land you control enters, put a +1/+1 counter on this creature. If
that land is a Forest, put two +1/+1 counters on this creature instead." Akoum Hellkite:
"Whenever a land you control enters, this creature deals 1 damage to any target. If that land
is a Mountain, this creature deals 2 damage instead." "That land" is the land whose entering
triggered the ability, not what the first instruction acts on: a Forest / Mountain gives the
bigger effect, another land the first one. The printed cards are read from the Oracle corpus.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.decisions import Answer
from manastack.model.objects import PlayerRef, Zone

oracle = pytest.mark.plugins("oracle")


def _cast(table: Table, name: str, mana: str) -> None:
    table.hand(0, name)
    table.mana(0, mana)
    table.cast(name)
    table.resolve()
    table.assert_zone(name, Zone.BATTLEFIELD, 0)


@oracle
def test_oran_rief_hydra_gets_two_counters_for_a_forest(table: Table) -> None:
    """CR 603.7c, 608.2c: a Forest entered: two +1/+1 counters instead of one."""
    _cast(table, "Oran-Rief Hydra", "GGCCCC")
    table.hand(0, "Forest")
    table.play("Forest")
    table.resolve()
    table.assert_counters("Oran-Rief Hydra", "+1/+1", 2)
    assert table.power("Oran-Rief Hydra") == 7


@oracle
def test_oran_rief_hydra_gets_one_counter_for_another_land(table: Table) -> None:
    """A Plains is no Forest: the first instruction, one counter."""
    _cast(table, "Oran-Rief Hydra", "GGCCCC")
    table.hand(0, "Plains")
    table.play("Plains")
    table.resolve()
    table.assert_counters("Oran-Rief Hydra", "+1/+1", 1)


@oracle
def test_akoum_hellkite_deals_two_for_a_mountain(table: Table) -> None:
    """CR 603.7c, 608.2c: a Mountain entered: 2 damage to Bob instead of 1."""
    _cast(table, "Akoum Hellkite", "RRCCCC")
    table.hand(0, "Mountain")
    table.game.script.queue.append(Answer("targets", (PlayerRef(1),)))
    table.play("Mountain")
    table.resolve()
    table.assert_life(1, 18)


@oracle
def test_akoum_hellkite_deals_one_for_another_land(table: Table) -> None:
    """An Island is no Mountain: 1 damage, to the target chosen (Alice's own Grizzly Bears
    survive 1)."""
    _cast(table, "Akoum Hellkite", "RRCCCC")
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Island")
    table.game.script.queue.append(Answer("targets", (table.find("Grizzly Bears").id,)))
    table.play("Island")
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    assert table.game.obj(table.find("Grizzly Bears").id).damage == 1
    table.assert_life(1, 20)


@pytest.mark.parametrize(("land", "untaps"), [("Island", False), ("Plains", True)])
@oracle
def test_guardian_of_tazeem_keeps_the_creature_tapped_for_an_island(table: Table, land: str,
                                                                   untaps: bool) -> None:
    """CR 603.7c, 502.3: Bob's Grizzly Bears is tapped; "that land" an Island, it doesn't
    untap during Bob's next untap step; a Plains, it does."""
    _cast(table, "Guardian of Tazeem", "UUCCC")
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, land)
    table.game.script.queue.append(Answer("targets", (table.find("Grizzly Bears").id,)))
    table.play(land)
    table.resolve()
    table.assert_tapped("Grizzly Bears")
    table.library(1, "Plains")
    table.next_turn()
    table.assert_tapped("Grizzly Bears", not untaps)
