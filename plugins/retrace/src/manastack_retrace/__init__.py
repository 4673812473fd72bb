"""manastack-retrace: the retrace keyword (CR 702.81).

"Retrace" is a static ability that functions while the card is in a graveyard
(702.81a): "You may cast this card from your graveyard by discarding a land card as
an additional cost to cast it" -- a casting permission
(``manastack_casting_permissions``) for the card's mana cost plus the discard
(601.2b, 601.2f-h). Nothing happens to the card afterwards: cast with retrace, it
goes back to the graveyard as it resolves, and may be retraced again.

Everything here goes through public kernel hooks and values only. The entry
module is light: the registrations and one-line hook implementations; the work is
in :mod:`manastack_retrace.keyword`, imported on first use (docs/plugin-guide.rst,
"Keep the entry module light").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, names_from, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, CastingPermission, Game, IllegalActionError
    from manastack_retrace.keyword import *  # noqa: F403 (the names handed out below)
else:  # RetraceAbility, DISCARD_A_LAND_CARD from the keyword module, imported on first use
    __getattr__ = names_from(__name__, "manastack_retrace.keyword")

MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "retrace"
KEYWORD = "retrace"
RULE = "702.81a"

_KEYWORD_MODULE = "manastack_retrace.keyword"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.81: "Retrace" (no cost of its own: the card's mana cost and a land discarded)."""
    return [KeywordDef(name=KEYWORD, pattern=r"retrace", build=deferred(_KEYWORD_MODULE, "_build"),
                       rule="702.81", reminder="You may cast this card from your graveyard by "
                                               "discarding a land card in addition to paying its "
                                               "other costs.")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The retrace cards this package's tests use (exact Oracle text)."""
    return [TomlCardSource.from_package("retrace", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword(KEYWORD, "graveyard")  # asked only when such a card exists
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.81a: cast a card with retrace from your graveyard, discarding a land card
    (:data:`manastack_retrace.keyword.RETRACE`, the kernel's
    :class:`~manastack.api.GraveyardCast`)."""
    import manastack_retrace.keyword as keyword

    return keyword.RETRACE.permissions(game, player)


@hookimpl
def manastack_cast_refused(game: Game, player: int, obj: int,
                           permission: str) -> IllegalActionError | None:
    """CR 702.81a, 601.3: retrace casts a card only from its owner's graveyard."""
    import manastack_retrace.keyword as keyword

    return keyword.RETRACE.refusal(game, player, obj, permission)
