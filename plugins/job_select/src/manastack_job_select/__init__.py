"""manastack-job_select: the keyword job select (CR 702.182), a triggered ability.

CR 702.182a: "Job select is a triggered ability. 'Job select' means 'When this Equipment
enters, create a 1/1 colorless Hero creature token, then attach this Equipment to it.'" The
token is created as the ability resolves (111.1), then the Equipment is attached to it
(701.3a) if the Equipment is still on the battlefield as the object that entered (400.7);
otherwise the Hero stays unequipped, a 1/1 creature that survives on its own. An Equipment
attached to a creature that left simply stays on the battlefield unattached (701.3d).

The keyword's definition is read as rules text with the card's builder (``with_builder``),
like living weapon's, and named by the keyword (a :class:`~manastack.api.KeywordTrigger`
named "job select": ``game.has_keyword(obj, "job select")`` holds while the object has it).
The reader already reads the definition's effect, so the plugin adds no sentence.

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
    from manastack_grammar.api import Builder

#: Job select needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "job_select"

#: The keyword's name, as it appears in an object's keywords.
JOB_SELECT = "job select"

#: The reminder text printed on the cards.
REMINDER = ("When this Equipment enters, create a 1/1 colorless Hero creature token, then "
            "attach this to it.")

#: CR 702.182a: what "Job select" means, read as the card's rules text.
DEFINITION = ("When this Equipment enters, create a 1/1 colorless Hero creature token, then "
              "attach this Equipment to it.")


def build(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.182a: the triggered ability "Job select" stands for, read from its definition
    by the card reader and named by the keyword."""
    from manastack.api import Custom
    from manastack_grammar.api import keyword_trigger

    return keyword_trigger(match, b, DEFINITION, keyword=JOB_SELECT, plugin=PLUGIN,
                           first=Custom(log_job_select))


def log_job_select(ctx: Context) -> None:
    """The explain log cites the keyword's rule and names the Equipment."""
    game = ctx.game
    source = game.find(ctx.source) if ctx.source is not None else None
    who = str(source) if source is not None else "the Equipment"
    game.log_event("effect", f"job select: {who} creates a 1/1 colorless Hero creature token "
                   "and is attached to it", rule="702.182a", source=ctx.source)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.182: the keyword line "Job select"."""
    return [KeywordDef(name=JOB_SELECT, pattern="job select", rule="702.182", build=build,
                       with_builder=True, reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The job select Equipment this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("job_select", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
