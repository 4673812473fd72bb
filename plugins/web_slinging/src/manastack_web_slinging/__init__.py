"""manastack-web_slinging: the web-slinging keyword (CR 702.188).

"Web-slinging is a static ability that functions while the spell with web-slinging is on
the stack. 'Web-slinging [cost]' means 'You may cast this spell by paying [cost] and
returning a tapped creature you control to its owner's hand rather than paying its mana
cost.'" (702.188a): an alternative cost (118.9), paid by the rules of 601.2b and 601.2f-h.

The alternative cost is read by the card reader as the cost "[cost], Return a tapped
creature you control to its owner's hand" (the kernel's ``ReturnPermanents`` cost part,
its creature chosen and returned as the costs are paid, 601.2h); the casting permission
from its owner's hand is the kernel's ``HandAlternativeCost`` named "web-slinging", like
dash's and blitz's.

The entry module is light: the work is in :mod:`manastack_web_slinging.keyword`, imported
when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, CastingPermission, Game

#: Web-slinging needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "web_slinging"

#: The keyword's name and the casting permission's (``cast ... using="web-slinging"``).
WEB_SLINGING = "web-slinging"

#: CR 702.188a: what the keyword means.
DEFINITION = ("You may cast this spell by paying [cost] and returning a tapped creature you "
              "control to its owner's hand rather than paying its mana cost.")


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.188: the keyword line "Web-slinging {2}{W}"."""
    return [KeywordDef(name=WEB_SLINGING, pattern=r"web-slinging (?P<mana>(?:\{[^}]+\})+)",
                       build=deferred("manastack_web_slinging.keyword", "build"),
                       with_builder=True, rule="702.188", reminder=DEFINITION)]


@hookimpl
@reads_keyword(WEB_SLINGING, "hand")  # asked only when such a card is in the hand
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.188a, 118.9, 601.2b: cast a card from your hand for its web-slinging cost."""
    from manastack_web_slinging.keyword import casting_permissions

    return casting_permissions(game, player)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The web-slinging cards this package's tests and examples cast (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
