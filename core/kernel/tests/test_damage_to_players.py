"""Damage dealt to players (CR 120.3): the record of the damage each player was dealt this
turn, read by "if an opponent was dealt damage this turn" (bloodthirst, 702.54a)."""

from __future__ import annotations

from manastack.driver import Table


def test_120_3_damage_to_a_player_is_recorded_for_the_turn(table: Table) -> None:
    """CR 120.3: Lightning Bolt deals 3 damage to Bob; Alice was dealt none."""
    table.hand(0, "Lightning Bolt")
    table.mana(0, "R")
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve()
    assert table.game.damage_dealt_this_turn(1) == 3
    assert table.game.damage_dealt_this_turn(0) == 0


def test_119_4_paying_life_is_no_damage(table: Table) -> None:
    """Gitaxian Probe's {U/P} paid with 2 life (119.4): life lost, but no damage dealt."""
    table.hand(0, "Gitaxian Probe")
    table.library(0, "Forest")
    table.cast("Gitaxian Probe", targets=["Bob"])
    assert table.game.life_lost_this_turn(0) == 2
    assert table.game.damage_dealt_this_turn(0) == 0


def test_615_1a_prevented_damage_was_never_dealt(table: Table) -> None:
    """CR 615.1a: Healing Salve prevents the next 3 damage to Bob; Shock's 2 damage to him is
    prevented, so none was dealt to him this turn."""
    table.hand(0, "Healing Salve", "Shock")
    table.mana(0, "WR")
    table.cast("Healing Salve", modes=[1], targets=["Bob"])
    table.resolve()
    table.cast("Shock", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 20)
    assert table.game.damage_dealt_this_turn(1) == 0


def test_120_3_a_new_turn_starts_again_from_zero(table: Table) -> None:
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.hand(0, "Shock")
    table.mana(0, "R")
    table.cast("Shock", targets=["Bob"])
    table.resolve()
    assert table.game.damage_dealt_this_turn(1) == 2
    table.next_turn()
    assert table.game.damage_dealt_this_turn(1) == 0
