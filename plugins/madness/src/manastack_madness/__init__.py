"""manastack-madness: the madness keyword (CR 702.35).

"Madness [cost]" represents two abilities (702.35a):

* a static ability that functions while the card is in a player's hand: "If a
  player would discard this card, that player discards it, but exiles it instead of
  putting it into their graveyard" -- a replacement effect (614.1a) through
  ``manastack_replace_zone_change``, on a move whose cause is a discard;
* a triggered ability: "When this card is exiled this way, its owner may cast it by
  paying [cost] rather than paying its mana cost. If that player doesn't, they put
  this card into their graveyard." -- triggered from ``manastack_zone_changed``
  when the move was the one the replacement changed (the kernel's
  ``trigger_ability``); as it resolves, the owner may cast the card through a
  casting permission named "madness" whose cost is an alternative cost (702.35b,
  601.2b, 601.2f-h), offered only then.

Everything here goes through public kernel hooks and values only. The entry module
is light: the registrations and one-line hook implementations; the work is in
:mod:`manastack_madness.keyword`, imported on first use (docs/plugin-guide.rst,
"Keep the entry module light").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, names_from, reads_keyword, reads_move
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import (
        CardSource,
        CastingPermission,
        Game,
        GameObject,
        Replacement,
        ZoneMove,
    )
    from manastack_madness.keyword import *  # noqa: F403 (the names handed out below)
else:  # MadnessAbility, CastForMadness from the keyword module, imported on first use
    __getattr__ = names_from(__name__, "manastack_madness.keyword")

MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "madness"
KEYWORD = "madness"
RULE = "702.35a"

_KEYWORD = r"madness(?:\s*—\s*|\s+)(?P<cost>.+)"
_KEYWORD_MODULE = "manastack_madness.keyword"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.35: "Madness [cost]"."""
    return [KeywordDef(name=KEYWORD, pattern=_KEYWORD, build=deferred(_KEYWORD_MODULE, "_build"),
                       rule="702.35", reminder="If you discard this card, discard it into exile. "
                                               "When you do, cast it for its madness cost or put "
                                               "it into your graveyard.")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The madness cards this package's tests use (exact Oracle text)."""
    return [TomlCardSource.from_package("madness", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_move("hand", "graveyard")  # CR 702.35a: only a card discarded to a graveyard
def manastack_replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.35a: a card with madness discarded is exiled instead of put into the graveyard."""
    import manastack_madness.keyword as keyword

    return keyword.replace_zone_change(game, move)


@hookimpl
@reads_keyword(KEYWORD, "exile")  # CR 702.35a: told only of a card with it put into the exile
def manastack_zone_changed(game: Game, old: GameObject, new: GameObject | None,
                           move: ZoneMove) -> None:
    """CR 702.35a: "When this card is exiled this way" -- the madness trigger."""
    import manastack_madness.keyword as keyword

    keyword.zone_changed(game, old, new, move)


@hookimpl
@reads_keyword(KEYWORD, "exile")  # asked only when such a card exists
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.35a-b: cast the card for its madness cost while its madness trigger resolves
    (:func:`manastack_madness.keyword.casting_permissions`)."""
    import manastack_madness.keyword as keyword

    return keyword.casting_permissions(game, player)
