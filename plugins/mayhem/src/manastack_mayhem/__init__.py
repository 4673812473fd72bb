"""manastack-mayhem: the mayhem keyword (CR 702.187).

"Mayhem [cost]" is a static ability that functions while the card is in a graveyard
(702.187a): "As long as you discarded this card this turn, you may cast it from your
graveyard by paying [cost] rather than paying its mana cost" (702.187b) -- a casting
permission (``manastack_casting_permissions``) whose cost is an alternative cost
(118.9, 601.2b, 601.2f-h), offered only for a card the kernel's turn records show was
discarded this turn (``TurnState.discarded``, 701.9a, 400.7). Nothing replaces where the
card goes afterwards. "Mayhem" without a cost (702.187c, play a land) is not read.

Everything here goes through public kernel hooks and values only. The entry module is
light: the registrations and one-line hook implementations; the work is in
:mod:`manastack_mayhem.keyword`, imported on first use (docs/plugin-guide.rst, "Keep the
entry module light").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, names_from, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, CastingPermission, Game, IllegalActionError
    from manastack_mayhem.keyword import *  # noqa: F403 (the names handed out below)
else:  # MayhemAbility, MAYHEM from the keyword module, imported on first use
    __getattr__ = names_from(__name__, "manastack_mayhem.keyword")

MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "mayhem"
KEYWORD = "mayhem"
RULE = "702.187b"

#: "Mayhem {1}{R}": a cost is required; bare "Mayhem" (702.187c) stays unread
_KEYWORD_PATTERN = r"mayhem\s+(?P<cost>\S.*)"
_KEYWORD_MODULE = "manastack_mayhem.keyword"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.187b: "Mayhem [cost]"."""
    return [KeywordDef(name=KEYWORD, pattern=_KEYWORD_PATTERN,
                       build=deferred(_KEYWORD_MODULE, "_build"), rule="702.187",
                       reminder="You may cast this card from your graveyard for [cost] if you "
                                "discarded it this turn. Timing rules still apply.")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The mayhem cards this package's tests use (exact Oracle text)."""
    return [TomlCardSource.from_package("mayhem", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword(KEYWORD, "graveyard")  # asked only when such a card exists
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.187b: cast a card with mayhem you discarded this turn from your graveyard for
    its mayhem cost (:func:`manastack_mayhem.keyword.permissions`)."""
    import manastack_mayhem.keyword as keyword

    return keyword.permissions(game, player)


@hookimpl
def manastack_cast_refused(game: Game, player: int, obj: int,
                           permission: str) -> IllegalActionError | None:
    """CR 702.187b, 601.3: mayhem casts a card only from its owner's graveyard, and only as
    long as they discarded it this turn."""
    import manastack_mayhem.keyword as keyword

    return keyword.refusal(game, player, obj, permission)
