"""A defender allowed to attack for the turn played (CR 702.3b, 609.4, 611.2c).

Mirror Wall ("Defender / {W}: This creature can attack this turn as though it didn't have
defender.") can't attack before the ability resolves (702.3b: refused, the game unchanged,
CR 732), attacks once it did, and can't attack again in its controller's next turn (the
permission lasted the turn, 611.2c). Dark Maze's "Exile it at the beginning of the next end
step." exiles the Maze itself.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

MIRROR_WALL = CardDef(
    name="Mirror Wall", mana_cost="{3}{U}", type_line="Creature — Wall",
    text="Defender (This creature can't attack.)\n{W}: This creature can attack this turn as "
         "though it didn't have defender.", power="3", toughness="4")
DARK_MAZE = CardDef(
    name="Dark Maze", mana_cost="{4}{U}", type_line="Creature — Wall",
    text="Defender (This creature can't attack.)\n{0}: This creature can attack this turn as "
         "though it didn't have defender. Exile it at the beginning of the next end step.",
    power="4", toughness="5")

CARDS = (MIRROR_WALL, DARK_MAZE)
kit = pytest.mark.plugins(extra={"defender-attacks-kit": card_pool("defender-attacks-kit",
                                                                    CARDS)})


@kit
def test_mirror_wall_attacks_only_after_its_ability(table: Table) -> None:
    """CR 702.3b: refused first; after {W}, it attacks and deals 3 (609.4)."""
    table.battlefield(0, "Mirror Wall")
    table.assert_illegal(table.attack, "Mirror Wall", rule="508.1")
    table.mana(0, "W")
    table.activate("Mirror Wall")
    table.resolve()
    table.attack("Mirror Wall")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 17)


@kit
def test_mirror_wall_permission_lasts_the_turn(table: Table) -> None:
    """CR 611.2c: in its controller's next turn it can't attack without a new activation."""
    table.battlefield(0, "Mirror Wall")
    table.mana(0, "W")
    table.activate("Mirror Wall")
    table.resolve()
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.next_turn()
    table.next_turn()
    assert table.game.state.turn.active == 0
    table.assert_illegal(table.attack, "Mirror Wall", rule="508.1")


@kit
def test_dark_maze_attacks_then_is_exiled(table: Table) -> None:
    """CR 603.7: the delayed trigger exiles the Maze at the next end step."""
    table.battlefield(0, "Dark Maze")
    table.activate("Dark Maze")
    table.resolve()
    table.attack("Dark Maze")
    table.block()
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_life(1, 16)
    assert table.zone_of("Dark Maze") is Zone.EXILE


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
