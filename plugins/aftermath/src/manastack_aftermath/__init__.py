"""manastack-aftermath: the aftermath keyword (CR 702.127), on the second half of a split
card (709).

"Aftermath" means three static abilities (702.127a):

* "You may cast this half of this split card from your graveyard": a casting permission
  (``manastack_casting_permissions``) for the card in its owner's graveyard; the half's own
  mana cost is paid (no alternative cost) and only the aftermath half may be cast with it;
* "This half of this split card can't be cast from any zone other than a graveyard":
  checked at 601.2e (``manastack_cast_restrictions``), whatever permission is used;
* "If this spell was cast from a graveyard, exile it instead of putting it anywhere else any
  time it would leave the stack": a replacement effect (614.1a) through
  ``manastack_replace_zone_change``, for a graveyard cast by any permission.

The card data must give both halves (MTGJSON AtomicCards or ``[[card.faces]]`` in a TOML
card file); the kernel casts the chosen half (709.3). The entry module is light: the work
of the hooks lives in :mod:`manastack_aftermath.keyword`, imported on first use
(docs/plugin-guide.rst, "Keep the entry module light").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, names_from, reads_keyword, reads_move
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, CastingPermission, Game, Replacement, Spell, ZoneMove
    from manastack_aftermath.keyword import *  # noqa: F403 (the names handed out below)
else:  # AftermathAbility... from the keyword module, imported on first use
    __getattr__ = names_from(__name__, "manastack_aftermath.keyword")

MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "aftermath"
RULE = "702.127a"

_KEYWORD_MODULE = "manastack_aftermath.keyword"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.127: "Aftermath", on the second half of a split card."""
    return [KeywordDef(name="aftermath", pattern=r"aftermath",
                       build=deferred(_KEYWORD_MODULE, "_build"), rule="702.127",
                       reminder="Cast this spell only from your graveyard. Then exile it.")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The aftermath cards this package's tests use (exact Oracle text of both halves)."""
    return [TomlCardSource.from_package("aftermath", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword("aftermath", "graveyard")  # asked only when such a card exists
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.127a: cast the aftermath half of a card in your graveyard."""
    import manastack_aftermath.keyword as keyword

    return keyword.permissions(game, player)


@hookimpl
def manastack_cast_restrictions(game: Game, spell: Spell) -> Iterable[str]:
    """CR 702.127a (checked at 601.2e): the aftermath half only from a graveyard; the
    aftermath permission casts that half only."""
    import manastack_aftermath.keyword as keyword

    return keyword.restrictions(game, spell)


@hookimpl
@reads_move("stack")  # CR 702.127a: only a spell leaving the stack
def manastack_replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.127a: the aftermath half cast from a graveyard is exiled whenever it would
    leave the stack."""
    import manastack_aftermath.keyword as keyword

    return keyword.replacements(game, move)
