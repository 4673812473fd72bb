"""Special actions (CR 116): actions a player with priority takes that don't use the stack.

The kernel's own is playing a land (116.2a, :class:`~manastack.api.PlayLand`); a keyword's
(suspend 116.2f, foretell 116.2h, plot 116.2k) is offered by its plugin at each priority
(``manastack_special_actions``) and taken by it (``manastack_take_special_action``). The
player receives priority afterward (116.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.engine.hook_scopes import call_for_player
from manastack.errors import IllegalActionError

if TYPE_CHECKING:
    from manastack.engine.game import Game
    from manastack.model.actions import SpecialAction

_OFFER = "manastack_special_actions"
_TAKE = "manastack_take_special_action"
_REFUSED = "manastack_special_action_refused"


def special_actions(game: Game, player: int) -> list[SpecialAction]:
    """The special actions plugins offer ``player`` now (CR 116.2), in the plugins' order."""
    ruleset = game.rules.ruleset
    if not ruleset.has_impls(_OFFER):
        return []
    out: list[SpecialAction] = []
    # an implementation declared with reads_keyword is asked only when its scope holds one
    for found in call_for_player(game, _OFFER, player):
        out.extend(found)
    return out


def take_special_action(game: Game, player: int, action: SpecialAction) -> None:
    """CR 116.1, 116.2: take ``action`` if it is one offered now, else refuse it (the game
    unchanged, 732); it doesn't use the stack."""
    if action not in special_actions(game, player):
        # CR 116.2, 732: the keyword's rule and reason, asked only now it is refused
        raise special_action_refusal(game, player, action.obj, action.name) or \
            IllegalActionError(f"{action} is not a special action {game.player(player)} "
                               "may take now", rule="116.2")
    with game.transaction():
        taken = game.rules.ruleset.call(_TAKE, game=game, player=player, action=action)
        if not taken:
            raise IllegalActionError(f"no plugin takes the special action {action}",
                                     rule="116.2")


def special_action_refusal(game: Game, player: int, obj: int,
                           action: str) -> IllegalActionError | None:
    """Why ``player`` can't take the special action named ``action`` with the object ``obj``
    now (CR 116.2): the refusal of the plugin whose object it is (its keyword's rule and the
    reason: its timing, its cost, 601.2g-h), or None when no plugin explains it. Asked only
    after such an action is refused, never at priority."""
    if game.find(obj) is None:
        return None
    refused = game.rules.ruleset.call(_REFUSED, game=game, player=player, obj=obj,
                                      action=action)
    return refused if isinstance(refused, IllegalActionError) else None
