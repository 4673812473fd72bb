"""Regression tests for kernel bugs found by random play (manastack simulate), named after the rule."""

from __future__ import annotations

from typing import Any

import pytest

from manastack.engine.game import Game
from manastack.errors import PluginError
from manastack.hookspecs import hookimpl
from manastack.loading.rules import Rules
from manastack.model.actions import PassPriority
from manastack.model.objects import Zone
from manastack.model.turns import Step


class _RaisesOnTurnTwo:
    @hookimpl
    def manastack_casting_permissions(self, game: Game, player: int) -> list[Any]:
        if game.state.turn.number >= 2:
            raise ValueError("no permissions today")
        return []


def test_CR_732_advancing_to_the_next_decision_is_undone_when_a_plugin_raises() -> None:
    # pending() passes priority automatically and runs turn-based actions: outside a
    # transaction, a plugin raising half-way left the game in the next turn's upkeep
    game = Game(Rules.load(extra={"perm": _RaisesOnTurnTwo()}), ("Ann", "Ben"), seed=3)
    for player in (0, 1):
        for _ in range(3):
            game.put("Forest", Zone.LIBRARY, player)
    game.set_turn(active=0, step=Step.END, number=1)  # only passing is possible from here
    before = (game.state_digest(), len(game.log))
    with pytest.raises(PluginError, match=r"plugin .perm. .* raised in "
                                          "manastack_casting_permissions: ValueError"):
        game.pending()
    assert (game.state_digest(), len(game.log)) == before
    assert game.state.turn.number == 1 and game.state.turn.step is Step.END
    with pytest.raises(PluginError):
        game.respond((PassPriority(),))
    assert (game.state_digest(), len(game.log)) == before


@pytest.mark.parametrize(("card", "index"), [("Prodigal Pyromancer", -1),
                                             ("Prodigal Pyromancer", 1),
                                             ("Grizzly Bears", -1), ("Grizzly Bears", 0)])
def test_CR_602_1_activating_an_ability_the_permanent_does_not_have_is_refused(
        card: str, index: int) -> None:
    # a negative index picked the last ability (Python indexing); one past the end raised
    # IndexError instead of an illegal-action error
    from manastack.errors import IllegalActionError
    from manastack.model.actions import ActivateAbility

    game = Game(Rules.load(enable=[]), ("Ann", "Ben"), seed=1)
    game.put("Forest", Zone.LIBRARY, 0)
    game.put("Forest", Zone.LIBRARY, 1)
    sparkmage = game.put(card, Zone.BATTLEFIELD, 0)
    game.put("Mountain", Zone.BATTLEFIELD, 0)
    game.put("Lightning Bolt", Zone.HAND, 0)  # so that player 1 has a choice in main phase 1
    game.set_turn(active=0, step=Step.MAIN1, number=2)
    assert game.pending() is not None and game.pending().kind == "priority"
    before = (game.state_digest(), len(game.log))
    with pytest.raises(IllegalActionError, match=r"has no activated ability .*\(CR 602\.1\)"):
        game.respond((ActivateAbility(sparkmage.id, index),))
    assert (game.state_digest(), len(game.log)) == before
