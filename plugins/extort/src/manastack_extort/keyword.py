"""Extort's triggered ability and its payment (CR 702.101)."""

from __future__ import annotations

import re

from attrs import field, frozen

from manastack.api import (
    Context,
    Instruction,
    KeywordAbility,
    KeywordTrigger,
    ManaCost,
    Mode,
    TriggerCondition,
    pays_unless,
)
from manastack_extort import PLUGIN

__all__ = ["Extort", "build"]

#: CR 702.101a: the cost paid as the ability resolves.
COST = "{W/B}"

#: The ability's words (702.101a).
TEXT = ("Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life "
        "and you gain life equal to the total life lost this way.")


@frozen
class Extort(Instruction):
    """"You may pay {W/B}. If you do, each opponent loses 1 life and you gain life equal to
    the total life lost this way." (702.101a): the payment an explicit decision, offered
    only if it can be paid now; the life gained is what the opponents' life totals lost."""

    #: "You may pay": the payment is its controller's choice as it resolves (608.2d)
    optional: bool = field(default=True, init=False)

    def run(self, ctx: Context) -> None:
        game = ctx.game
        you = ctx.controller
        if not pays_unless(ctx, you, ManaCost.parse(COST),
                           "each opponent loses 1 life and you gain that much life"):
            game.log_event("effect", f"extort: {game.player(you)} doesn't pay {COST} for "
                           f"{ctx.source_name}", rule="702.101a", source=ctx.source)
            return
        lost = 0
        for opponent in game.opponents(you):
            before = game.player(opponent).life
            game.lose_life(opponent, 1, rule="702.101a")
            lost += max(before - game.player(opponent).life, 0)
        game.log_event("effect", f"extort: {game.player(you)} paid {COST} ({ctx.source_name}): "
                       f"the opponents lost {lost} life in total", rule="702.101a",
                       source=ctx.source)
        game.gain_life(you, lost, rule="702.101a")


def build(match: re.Match[str]) -> tuple[KeywordAbility, KeywordTrigger]:
    """CR 702.101a: the keyword and the triggered ability it stands for, on the cast event of
    each spell its controller casts (603.2; each instance triggers, 702.101b)."""
    trigger = TriggerCondition("cast", whose="you", text="Whenever you cast a spell")
    effect = Mode(instructions=(Extort(text=TEXT),), text=TEXT)
    return (KeywordAbility(keyword="extort", text=match.group(0), plugin=PLUGIN),
            KeywordTrigger(trigger=trigger, effect=effect, text=TEXT, keyword="extort",
                           plugin=PLUGIN))
