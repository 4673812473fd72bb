""""Untap target permanent and gain control of it until end of turn." (Word of Seizing) on a
planeswalker being attacked, played (CR 506.4, 506.4c, 510.1b): a permanent whose controller
changes is removed from combat, an attacked planeswalker as well as a creature; the creature
attacking it stays an attacking creature attacking nothing, and deals no combat damage.

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed texts.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle", "split_second", "haste")
pytestmark = needs_corpus


def _bears_attack_jace(table: Table) -> None:
    """Alice's Grizzly Bears attack Bob's Jace Beleren (loyalty 3); no block."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Jace Beleren", counters={"loyalty": 3})
    table.hand(0, "Word of Seizing")
    table.attack("Grizzly Bears", defender="Jace Beleren")
    table.block({})


@oracle
def test_506_4_a_planeswalker_taken_while_attacked_is_removed_from_combat(table: Table) -> None:
    """CR 506.4, 506.4c, 510.1b: Alice takes Jace with Word of Seizing after blocks: Jace is
    removed from combat; the Bears still attack, attacking nothing, and deal no damage:
    Jace, now Alice's, keeps its 3 loyalty, Bob keeps his 20 life."""
    _bears_attack_jace(table)
    table.mana(0, "RRRRR")
    table.cast("Word of Seizing", targets=["Jace Beleren"])
    table.resolve()
    jace = table.find("Jace Beleren")
    assert table.game.controller(jace.id) == 0
    combat = table.game.state.combat
    assert combat is not None
    bears = table.find("Grizzly Bears")
    assert bears.id in combat.attackers and combat.attackers[bears.id] is None
    table.assert_logged(rule="506.4", contains="is removed from combat: its controller changed")
    table.go_to(Step.END_COMBAT)
    assert table.find("Jace Beleren").counter("loyalty") == 3
    table.assert_life(1, 20)


@oracle
def test_510_1b_a_planeswalker_still_its_controllers_is_dealt_the_damage(table: Table) -> None:
    """CR 510.1b, 120.3c: the same attack without the spell: Jace is dealt 2 and keeps 1."""
    _bears_attack_jace(table)
    table.go_to(Step.END_COMBAT)
    assert table.find("Jace Beleren").counter("loyalty") == 1
