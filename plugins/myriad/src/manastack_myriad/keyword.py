"""Myriad's trigger: token copies attacking the other opponents (CR 702.116)."""

from __future__ import annotations

import re
from typing import Any

from attrs import frozen

from manastack.api import (
    Context,
    CreateDelayedTrigger,
    CreateTokenCopy,
    DefendingPlayer,
    Exile,
    FixedObjects,
    Instruction,
    ItRef,
    KeywordTrigger,
    Mode,
    PlayerRef,
    SourceRef,
    Step,
    TriggerCondition,
    put_into_combat_attacking,
)
from manastack_myriad import MYRIAD, PLUGIN

DEFINITION = ("Whenever this creature attacks, for each opponent other than defending player, "
              "you may create a token that's a copy of this creature that's tapped and "
              "attacking that player or a planeswalker they control. If one or more tokens "
              "are created this way, exile the tokens at end of combat.")

EXILE_TEXT = "exile the tokens at end of combat"


@frozen
class MyriadTokens(Instruction):
    """CR 702.116a: the tokens, each one the controller's choice (``optional``, 608.2d)."""

    optional: bool = True

    def run(self, ctx: Context) -> None:
        resolve(ctx)


def build(match: re.Match[str]) -> KeywordTrigger:
    """CR 702.116a: the triggered ability "Myriad" stands for, named by the keyword."""
    return KeywordTrigger(trigger=TriggerCondition("attacks", self_only=True,
                                                   text="Whenever this creature attacks"),
                          effect=Mode(instructions=(MyriadTokens(text=DEFINITION),),
                                      text=DEFINITION),
                          keyword=MYRIAD, plugin=PLUGIN, text=match.group(0))


def _defending_player(ctx: Context) -> int | None:
    """CR 506.2, 508.5, 702.116a: the player the creature attacks, or the controller of the
    planeswalker it attacks after control-changing effects (layer 2, 613.1b), not its owner:
    "defending player" as the attack fixed it (None once that player has left the game,
    800.4a, and is no opponent to ask about anyway)."""
    return DefendingPlayer().one_player(ctx)


def resolve(ctx: Context) -> None:
    """CR 702.116a: for each opponent other than defending player, in seating order, a "may",
    a token copy tapped and attacking them or a planeswalker they control; then the
    delayed exile at end of combat (603.7, 511.2) if any token was made."""
    game = ctx.game
    you = ctx.controller
    defending = _defending_player(ctx)
    made: list[int] = []
    for opponent in game.opponents(you):
        if opponent == defending or game.player(opponent).lost:
            continue
        (answer,) = game.decide(kind="may", player=you,
                                prompt=f"Myriad: create a token copy attacking "
                                       f"{game.player(opponent)} or a planeswalker they "
                                       "control?", options=("yes", "no"), rule="702.116a")
        if answer != "yes":
            continue
        walkers = [o.id for o in game.battlefield(opponent)
                   if game.chars(o.id).type_line.has_type("Planeswalker")]
        target: Any = PlayerRef(opponent)
        if walkers:
            (target,) = game.decide(kind="myriad defender", player=you,
                                    prompt="Myriad: the token attacks",
                                    options=(PlayerRef(opponent), *walkers), rule="702.116a")
        copy = CreateTokenCopy(of=SourceRef(), use_lki=True, tapped=True,
                               text="create a token that's a copy of this creature")
        copy.run(ctx)
        for token in ctx.it or ():
            game.log_event("effect", f"myriad: {game.obj(token)} enters tapped and attacking "
                           f"{game.player(opponent)}", rule="702.116a", obj=token)
            if put_into_combat_attacking(game, token, target, rule="702.116a"):
                made.append(token)
            elif game.find(token) is not None:
                made.append(token)  # created this way though not attacking (506.3)
    if made:
        exile = Mode(instructions=(Exile(ItRef(), text=EXILE_TEXT),), text=EXILE_TEXT)
        CreateDelayedTrigger(event="step_begins", effect=exile, what=FixedObjects(tuple(made)),
                             step=Step.END_COMBAT, text=EXILE_TEXT).run(ctx)
