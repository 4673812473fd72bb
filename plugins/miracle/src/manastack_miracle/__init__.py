"""manastack-miracle: the miracle keyword (CR 702.94).

"Miracle [cost]" is a static ability linked to a triggered ability (702.94a, 603.11):

* "You may reveal this card from your hand as you draw it if it's the first card you've
  drawn this turn" -- when a card with miracle is drawn (``manastack_zone_changed``, a move
  to the hand whose cause is a draw) and it is the first card its owner has drawn this turn,
  the owner decides whether to reveal it (an explicit "may" decision of the drawing player);
* "When you reveal this card this way, you may cast it by paying [cost] rather than its
  mana cost" -- a revealed card triggers its own ability (the kernel's ``trigger_ability``);
  as it resolves, the owner may cast the card from the hand through a casting permission
  named "miracle" whose cost is an alternative cost (118.9, 601.2b, 601.2f-h), offered only
  then (timing ignored, 608.2g).

The card stays revealed until it leaves the hand or the ability resolves or leaves the stack
(702.94b; :func:`manastack_miracle.keyword.revealed`).

Everything here goes through public kernel hooks and values only. The entry module is light:
the registrations and one-line hook implementations; the work is in
:mod:`manastack_miracle.keyword`, imported on first use (docs/plugin-guide.rst, "Keep the
entry module light").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, names_from, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, CastingPermission, Game, GameObject, ZoneMove
    from manastack_miracle.keyword import *  # noqa: F403 (the names handed out below)
else:  # MiracleAbility, CastForMiracle from the keyword module, imported on first use
    __getattr__ = names_from(__name__, "manastack_miracle.keyword")

MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "miracle"
KEYWORD = "miracle"
RULE = "702.94a"

_KEYWORD = r"miracle(?:\s*—\s*|\s+)(?P<cost>.+)"
_KEYWORD_MODULE = "manastack_miracle.keyword"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.94: "Miracle [cost]"."""
    return [KeywordDef(name=KEYWORD, pattern=_KEYWORD, build=deferred(_KEYWORD_MODULE, "_build"),
                       rule="702.94", reminder="You may cast this card for its miracle cost "
                                               "when you draw it if it's the first card you "
                                               "drew this turn.")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The miracle cards this package's tests use (exact Oracle text)."""
    return [TomlCardSource.from_package("miracle", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword(KEYWORD, "hand")  # CR 702.94a: told only of a card with it put into the hand
def manastack_zone_changed(game: Game, old: GameObject, new: GameObject | None,
                           move: ZoneMove) -> None:
    """CR 702.94a: "You may reveal this card from your hand as you draw it if it's the first
    card you've drawn this turn" -- and, revealed, its trigger."""
    import manastack_miracle.keyword as keyword

    keyword.zone_changed(game, old, new, move)


@hookimpl
@reads_keyword(KEYWORD, "hand")  # asked only when such a card exists
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.94a: cast the card for its miracle cost while its miracle trigger resolves
    (:func:`manastack_miracle.keyword.casting_permissions`)."""
    import manastack_miracle.keyword as keyword

    return keyword.casting_permissions(game, player)
