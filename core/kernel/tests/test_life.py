"""Life (CR 119): the record of the life each player lost this turn (119.3), read by
"if an opponent lost life this turn" (spectacle, 702.137a)."""

from __future__ import annotations

from manastack.driver import Table


def test_119_3_damage_to_a_player_is_life_lost_this_turn(table: Table) -> None:
    """CR 120.3a: damage dealt to a player causes that player to lose that much life."""
    table.hand(0, "Lightning Bolt")
    table.mana(0, "R")
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve()
    assert table.game.life_lost_this_turn(1) == 3
    assert table.game.life_lost_this_turn(0) == 0


def test_119_4_paying_life_is_losing_life(table: Table) -> None:
    """Gitaxian Probe's {U/P} paid with 2 life (107.4f): the payer lost 2 life (119.4)."""
    table.hand(0, "Gitaxian Probe")
    table.library(0, "Forest")
    table.cast("Gitaxian Probe", targets=["Bob"])
    assert table.game.life_lost_this_turn(0) == 2


def test_119_3_losses_add_up_and_gaining_life_doesnt_undo_them(table: Table) -> None:
    table.game.lose_life(1, 2)
    table.game.lose_life(1, 1)
    table.game.gain_life(1, 5)
    assert table.game.life_lost_this_turn(1) == 3
    table.assert_life(1, 22)


def test_119_3_a_new_turn_starts_again_from_zero(table: Table) -> None:
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.game.lose_life(1, 4)
    table.next_turn()
    assert table.game.life_lost_this_turn(1) == 0
