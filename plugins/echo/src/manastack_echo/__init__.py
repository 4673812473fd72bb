"""manastack-echo: the keyword echo (CR 702.30), a triggered ability.

CR 702.30a: "Echo is a triggered ability. 'Echo [cost]' means 'At the beginning of your
upkeep, if this permanent came under your control since the beginning of your last upkeep,
sacrifice it unless you pay [cost].'" The condition is an intervening "if" (603.4): checked
as the upkeep begins and again as the ability resolves. Its controller chooses whether to
pay (118.12, the kernel's :class:`~manastack.api.SacrificeUnlessCostPaid`); the cost may be
mana or another cost the card reader reads ("Echo—Discard a card."). A cost it can't read
leaves the card refused, quoting the keyword line.

The keyword is a :class:`~manastack.api.KeywordTrigger` named "echo" (with the
:class:`~manastack_echo.keyword.EchoAbility` carrying the cost): ``game.has_keyword(obj,
"echo")`` holds while the object has it. The entry module is light: the work is in
:mod:`manastack_echo.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Echo needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "echo"

#: The keyword's name, as it appears in an object's keywords.
ECHO = "echo"

REMINDER = ("At the beginning of your upkeep, if this came under your control since the "
            "beginning of your last upkeep, sacrifice it unless you pay its echo cost.")


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.30: "Echo {3}{R}" and "Echo—Discard a card."."""
    return [KeywordDef(name=ECHO,
                       pattern=r"echo(?: (?P<mana>(?:\{[^}]+\})+)|\s*[—-]\s*(?P<cost>[^.]+)\.?)",
                       build=deferred("manastack_echo.keyword", "build"), with_builder=True,
                       rule="702.30", reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The echo cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("echo", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
