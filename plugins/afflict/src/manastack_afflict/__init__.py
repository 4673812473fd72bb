"""manastack-afflict: the afflict keyword (CR 702.130).

"Afflict is a triggered ability. 'Afflict N' means 'Whenever this creature becomes blocked,
defending player loses N life.'" (702.130a); each instance triggers separately (702.130b).
"Becomes blocked" triggers once each combat for the creature, however many creatures block
it (509.3c): the kernel's ``becomes_blocked`` event, fired once per blocked attacker as
blockers are declared (509.1h). "Defending player" is the kernel's
:class:`~manastack.api.DefendingPlayer` (506.2): the player the creature attacks, or the
controller of the planeswalker or battle it attacks.

The keyword is a :class:`~manastack.api.KeywordTrigger` named "afflict", so
``game.has_keyword(obj, "afflict")`` holds while the object has it.

The entry module is light: the build imports what it builds when a card is read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import Ability, CardSource, Context

#: Afflict needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "afflict"

#: The keyword's name, as it appears in an object's keywords.
AFFLICT = "afflict"

#: CR 702.130a: what "Afflict N" means (its reminder text).
DEFINITION = "Whenever this creature becomes blocked, defending player loses N life."


def build(match: re.Match[str]) -> Ability:
    """CR 702.130a: the triggered ability "Afflict N" stands for, named by the keyword."""
    from manastack.api import (
        Custom,
        DefendingPlayer,
        KeywordTrigger,
        LoseLife,
        Mode,
        TriggerCondition,
    )
    from manastack_grammar.api import NotUnderstood

    n = int(match["n"])
    if n < 1:
        raise NotUnderstood(match.group(0))

    def log(ctx: Context) -> None:
        # the explain log cites the keyword's rule, naming who loses life
        who = [str(ctx.game.player(p)) for p in DefendingPlayer().players(ctx)]
        ctx.game.log_event("effect", f"afflict {n}: {', '.join(who) or 'nobody'} loses {n} "
                           "life", rule="702.130a", source=ctx.source)

    text = f"defending player loses {n} life"
    effect = Mode(instructions=(Custom(log), LoseLife(n, DefendingPlayer())), text=text)
    # CR 509.3c: "becomes blocked" triggers once each combat, however many block it
    trigger = TriggerCondition("becomes_blocked", self_only=True, text="~ becomes blocked")
    return KeywordTrigger(trigger=trigger, effect=effect, keyword=AFFLICT, optional=False,
                          text=match.group(0), plugin=PLUGIN)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.130: the keyword line "Afflict N"."""
    return [KeywordDef(name=AFFLICT, pattern=r"afflict (?P<n>\d+)", rule="702.130",
                       build=build, reminder=DEFINITION)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The afflict creatures this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
