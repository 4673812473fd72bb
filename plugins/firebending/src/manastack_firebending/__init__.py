"""manastack-firebending: the firebending keyword (CR 702.189).

"Firebending is a triggered ability. 'Firebending N' means 'Whenever this creature attacks,
add N {R}. Until end of combat, you don't lose this mana as steps and phases end.'"
(702.189a). The mana is added with the kernel's mark
:data:`~manastack.api.KEPT_UNTIL_END_OF_COMBAT`: the pool keeps it as combat steps end
(the exception to 106.4 and 500.5) and loses it as the end of combat step ends (511.3); it
is spent like any other red mana. "Firebending X, where X is ..." is left unread.

The keyword is a :class:`~manastack.api.KeywordTrigger` named "firebending", so
``game.has_keyword(obj, "firebending")`` holds while the object has it.

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

#: Firebending needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "firebending"

#: The keyword's name, as it appears in an object's keywords.
FIREBENDING = "firebending"

#: CR 702.189a: what "Firebending N" means.
DEFINITION = ("Whenever this creature attacks, add N {R}. Until end of combat, you don't "
              "lose this mana as steps and phases end.")


def build(match: re.Match[str]) -> Ability:
    """CR 702.189a: the triggered ability "Firebending N" stands for, named by the keyword."""
    from manastack.api import (
        KEPT_UNTIL_END_OF_COMBAT,
        Custom,
        KeywordTrigger,
        Mana,
        Mode,
        TriggerCondition,
    )
    from manastack_grammar.api import NotUnderstood

    n = int(match["n"])
    if n < 1:
        raise NotUnderstood(match.group(0))

    def add(ctx: Context) -> None:
        # CR 702.189a: N {R} the controller doesn't lose as steps end until end of combat
        units = [Mana("R", source=ctx.source, kept=KEPT_UNTIL_END_OF_COMBAT)] * n
        ctx.game.add_mana(ctx.controller, units, rule="702.189a", source=ctx.source)
        ctx.game.log_event("effect", f"firebending {n}: {'{R}' * n} lasts until end of "
                           "combat", rule="702.189a", source=ctx.source)

    text = f"add {'{R}' * n}. Until end of combat, you don't lose this mana as steps and " \
           "phases end"
    effect = Mode(instructions=(Custom(add),), text=text)
    trigger = TriggerCondition("attacks", self_only=True, text="Whenever this creature attacks")
    return KeywordTrigger(trigger=trigger, effect=effect, keyword=FIREBENDING, optional=False,
                          text=match.group(0), plugin=PLUGIN)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.189: the keyword line "Firebending N" (a number; X is not read)."""
    return [KeywordDef(name=FIREBENDING, pattern=r"firebending (?P<n>\d+)", rule="702.189",
                       build=build, reminder=DEFINITION)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The firebending creatures this package's tests play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
