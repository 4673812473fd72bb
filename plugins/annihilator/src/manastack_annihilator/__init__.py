"""manastack-annihilator: the annihilator keyword (CR 702.86).

"Annihilator is a triggered ability. 'Annihilator N' means 'Whenever this creature attacks,
defending player sacrifices N permanents'" (702.86a); each instance triggers separately
(702.86b).

The keyword is a :class:`~manastack.api.KeywordTrigger` named "annihilator", built from the
kernel's vocabulary: the "attacks" event of the creature itself (508.1m, 603.2), and
:class:`~manastack.api.Sacrifice` by :class:`~manastack.api.DefendingPlayer` (506.2: the
player it attacks, or the controller of the planeswalker it attacks), who chooses the N
permanents (701.21a) and sacrifices all they have if fewer. Its effect begins with a log
line citing 702.86a.

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

#: Annihilator needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "annihilator"

#: The keyword's name, as it appears in an object's keywords.
ANNIHILATOR = "annihilator"

#: CR 702.86a: what "Annihilator N" means (its reminder text).
DEFINITION = "Whenever this creature attacks, defending player sacrifices N permanents."


def build(match: re.Match[str]) -> Ability:
    """CR 702.86a: the triggered ability "Annihilator N" stands for, named by the keyword."""
    from manastack.api import (
        Custom,
        DefendingPlayer,
        KeywordTrigger,
        Mode,
        Sacrifice,
        TriggerCondition,
    )

    n = int(match["n"])

    def log(ctx: Context) -> None:
        # the explain log cites the keyword's rule, naming who sacrifices
        who = [str(ctx.game.player(p)) for p in DefendingPlayer().players(ctx)]
        ctx.game.log_event("effect", f"annihilator {n}: {', '.join(who) or 'nobody'} "
                           f"sacrifices {n} permanent{'s' if n != 1 else ''}",
                           rule="702.86a", source=ctx.source)

    text = f"defending player sacrifices {n} permanent{'s' if n != 1 else ''}"
    effect = Mode(instructions=(Custom(log), Sacrifice(who=DefendingPlayer(), count=n,
                                                       text=text)), text=text)
    return KeywordTrigger(trigger=TriggerCondition("attacks", self_only=True, text="~ attacks"),
                          effect=effect, keyword=ANNIHILATOR, text=match.group(0),
                          plugin=PLUGIN)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.86: the keyword line "Annihilator N" (also in lists: "Flying, annihilator 6")."""
    return [KeywordDef(name=ANNIHILATOR, pattern=r"annihilator (?P<n>\d+)", rule="702.86",
                       build=build, reminder=DEFINITION)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The annihilator creatures this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("annihilator", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
