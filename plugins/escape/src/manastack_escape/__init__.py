"""manastack-escape: the escape keyword (CR 702.138).

"Escape [cost]" means "You may cast this card from your graveyard by paying
[cost] rather than paying its mana cost" (702.138a): a casting permission
(``manastack_casting_permissions``) whose cost is an alternative cost (118.9),
usually mana plus "Exile N other cards from your graveyard", a cost the caster
pays by choosing the cards (601.2h). Being an alternative cost, it can't be
combined with another one nor with "without paying its mana cost" (118.9a,
SEED-38); additional costs are still paid, increases and reductions apply to it
(118.9d, 601.2f, SEED-43), and the card's own timing applies (SEED-40).

A spell or permanent "escaped" if it was cast from a graveyard with an escape
ability (702.138b); the kernel keeps the casting permission's name on the
permanent the spell becomes (``GameObject.cast_with``). On top of that:

* "[This permanent] escapes with [counters]" (702.138c): if it escaped, it
  enters with them -- a replacement effect applied as it enters (614.1c),
  through ``manastack_replace_zone_change``;
* "sacrifice it unless it escaped" (Uro, Kroxa) reads 702.138b;
* Underworld Breach: "Each nonland card in your graveyard has escape. The
  escape cost is equal to the card's mana cost plus exile three other cards
  from your graveyard." -- a static ability reaching cards in graveyards
  (611.3, layer 6).

An escaped instant or sorcery goes to its owner's graveyard as usual after
resolving; an escaped permanent goes to the graveyard when it dies, and may
escape again (SEED-39): escape, unlike flashback, has no exile clause.

The package's entry module is light: the registrations (keyword, sentences, card
pool) and one-line hook implementations. The abilities, the builds and the work of
the hooks live in :mod:`manastack_escape.keyword`, imported by the first card with
escape read or the first hook call of a game (docs/plugin-guide.rst, "Keep the entry
module light").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, names_from, reads_keyword, reads_move
from manastack_grammar.api import NUMBER, KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import (
        CardSource,
        CastingPermission,
        Game,
        IllegalActionError,
        Replacement,
        ZoneMove,
    )
    from manastack_escape.keyword import *  # noqa: F403 (the names handed out below)
else:  # EscapeAbility, escaped... from the keyword module, imported on first use
    __getattr__ = names_from(__name__, "manastack_escape.keyword")

MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "escape"
RULE = "702.138a"

_KEYWORD = r"escape\s*—\s*(?P<cost>.+)"
_BREACH = (
    r"each (?P<what>nonland) card in your graveyard has escape\. the escape cost is equal to "
    rf"the card's mana cost plus exile (?P<n>{NUMBER}) other cards from your graveyard"
)
_KEYWORD_MODULE = "manastack_escape.keyword"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.138: "Escape—[cost]"."""
    return [KeywordDef(name="escape", pattern=_KEYWORD, build=deferred(_KEYWORD_MODULE, "_build"),
                       rule="702.138",
                       reminder="You may cast this card from your graveyard for its escape cost.")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The escape cards this package's tests use (exact Oracle text)."""
    return [TomlCardSource.from_package("escape", __name__, "cards.toml", priority=PRIORITY_POOL)]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """"~ escapes with N counters", "sacrifice it unless it escaped", Underworld Breach."""
    return [
        SentenceRule(name="escapes with counters",
                     pattern=rf"~ escapes with (?P<n>{NUMBER}) (?P<kind>[+-]1/[+-]1|\w+) counters? on it",
                     build=deferred(_KEYWORD_MODULE, "_escapes_with"), kind="ability",
                     plugin=PLUGIN),
        SentenceRule(name="escapes with a choice of counters",
                     pattern=r"~ escapes with your choice of (?P<list>.+?) on it",
                     build=deferred(_KEYWORD_MODULE, "_escapes_with_choice"), kind="ability",
                     plugin=PLUGIN),
        SentenceRule(name="enters with, escapes with instead",
                     pattern=rf"~ enters with (?P<n>{NUMBER}) (?P<kind>[+-]1/[+-]1|\w+) counters? "
                             rf"on it\. it escapes with (?P<n2>{NUMBER}) "
                             r"(?P<kind2>[+-]1/[+-]1|\w+) counters? on it instead",
                     build=deferred(_KEYWORD_MODULE, "_enters_or_escapes_with"), kind="ability",
                     plugin=PLUGIN),
        SentenceRule(name="when it enters this way",
                     pattern=r"when (?:it|~) enters this way, (?P<effect>.+)",
                     build=deferred(_KEYWORD_MODULE, "_enters_this_way"), kind="ability",
                     plugin=PLUGIN),
        SentenceRule(name="sacrifice unless escaped",
                     pattern=r"sacrifice (?:it|~) unless it escaped",
                     build=deferred(_KEYWORD_MODULE, "_sacrifice_unless_escaped"), plugin=PLUGIN),
        SentenceRule(name="grant escape", pattern=_BREACH,
                     build=deferred(_KEYWORD_MODULE, "_grant_escape"), kind="ability",
                     plugin=PLUGIN),
    ]


@hookimpl
@reads_keyword("escape", "graveyard")  # asked only when such a card exists
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.138a: cast a card with escape from your graveyard for its escape cost, one
    permission per escape ability (601.2b, SEED-42)
    (:func:`manastack_escape.keyword.casting_permissions`)."""
    import manastack_escape.keyword as keyword

    return keyword.casting_permissions(game, player)


@hookimpl
@reads_move("stack", "battlefield")  # CR 702.138c: only a spell entering the battlefield
def manastack_replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.138c, 614.1c: an escaped permanent enters with its "escapes with" counters."""
    import manastack_escape.keyword as keyword

    return keyword.replace_zone_change(game, move)


@hookimpl
def manastack_cast_refused(game: Game, player: int, obj: int,
                           permission: str) -> IllegalActionError | None:
    """CR 702.138a, 601.3: escape casts a card only from its owner's graveyard."""
    import manastack_escape.keyword as keyword

    return keyword.ESCAPE_CAST.refusal(game, player, obj, permission)
