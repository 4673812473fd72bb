"""The kernel's replacement of a draw (CR 614.11, 121.6, 121.2, 616.1): the hook
``manastack_replace_draw``, with in-process plugins whose effects are the words of the rules
(not printed cards): a mandatory one, two mandatory ones, and none.

Forest and Divination come from the kernel's pool; dredge's own tests play printed cards.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table

from manastack.api import DrawReplacement, Game, Step, Zone, hookimpl


class GainInstead:
    """"If a player would draw a card, they gain 1 life instead" (CR 614.11)."""

    @staticmethod
    @hookimpl
    def manastack_replace_draw(game: Game, player: int) -> list[DrawReplacement]:
        return [DrawReplacement(key="gain", text="gain 1 life instead of drawing",
                                apply=lambda g: g.gain_life(player, 1))]


class LoseInstead:
    """"If a player would draw a card, they lose 1 life instead" (CR 614.11)."""

    @staticmethod
    @hookimpl
    def manastack_replace_draw(game: Game, player: int) -> list[DrawReplacement]:
        return [DrawReplacement(key="lose", text="lose 1 life instead of drawing",
                                apply=lambda g: g.lose_life(player, 1))]


class DrawTwoInstead:
    """"If a player would draw a card, they draw two cards instead" (CR 614.11)."""

    @staticmethod
    @hookimpl
    def manastack_replace_draw(game: Game, player: int) -> list[DrawReplacement]:
        def draw_two(g: Game) -> None:
            g.draw(player, 2)

        return [DrawReplacement(key="two", text="draw two cards instead", apply=draw_two)]


@pytest.mark.plugins(extra={"draw-two": DrawTwoInstead()})
def test_a_replacement_does_not_apply_to_the_draws_it_makes(table: Table) -> None:
    """CR 614.5: "draw two cards instead" gets one opportunity: the two draws it makes are
    not replaced again (not four, not forever)."""
    table.library(0, *(["Forest"] * 6))
    table.game.draw(0)
    assert table.names(Zone.HAND, 0) == ["Forest", "Forest"]
    table.game.draw(0)
    assert len(table.names(Zone.HAND, 0)) == 4


@pytest.mark.plugins(extra={"gain-instead": GainInstead()})
def test_a_replacement_applies_to_a_draw_from_an_empty_library(table: Table) -> None:
    """CR 614.11, 121.6a: the replacement applies even with no card to draw: Alice's draw
    step draw from her empty library is replaced, she doesn't lose (704.5b), nobody is
    asked (one mandatory replacement)."""
    table.set_turn(active=0, step=Step.UPKEEP, turn=2)
    asked = table.watch_decisions("replace_draw")
    table.go_to(Step.MAIN1)
    assert asked == []
    assert not table.game.state.over
    table.assert_life(0, 21)
    table.assert_logged(rule="614.11", contains="instead of drawing")


@pytest.mark.plugins(extra={"gain-instead": GainInstead()})
def test_each_card_of_a_draw_of_two_is_replaced(table: Table) -> None:
    """CR 121.2, 614.11a: Divination's two draws are two events, each replaced."""
    table.lands(0, "Island", 3)
    table.hand(0, "Divination")
    table.library(0, "Forest", "Forest")
    table.cast("Divination")
    table.resolve()
    table.assert_life(0, 22)
    assert table.names(Zone.HAND, 0) == []
    assert len(table.game.ids_in(Zone.LIBRARY, 0)) == 2


@pytest.mark.plugins(extra={"gain-instead": GainInstead(), "lose-instead": LoseInstead()})
def test_the_affected_player_chooses_among_mandatory_replacements(table: Table) -> None:
    """CR 616.1: two replacements apply to Alice's draw: she chooses one (no "draw the
    card": neither is optional); the chosen one replaces the draw, the other no longer
    applies (the draw is gone)."""
    table.library(0, "Forest")
    table.set_turn(active=0, step=Step.UPKEEP, turn=2)
    asked = table.watch_decisions("replace_draw")
    table.answer("replace_draw", "lose")
    table.go_to(Step.MAIN1)
    [decision] = asked
    assert sorted(decision.options) == ["gain", "lose"]
    table.assert_life(0, 19)
    assert table.names(Zone.HAND, 0) == []


def test_without_a_replacement_the_draw_is_the_kernels(table: Table) -> None:
    """CR 121.1: no plugin replaces draws: nobody is asked, the card is drawn."""
    table.library(0, "Forest")
    table.set_turn(active=0, step=Step.UPKEEP, turn=2)
    asked = table.watch_decisions("replace_draw")
    table.go_to(Step.MAIN1)
    assert asked == []
    assert table.names(Zone.HAND, 0) == ["Forest"]
