"""manastack-landwalk: the landwalk keywords (CR 702.14), evasion abilities.

Landwalk is a generic term (702.14a): "[type]walk", usually a land type (islandwalk,
swampwalk, forestwalk, mountainwalk, plainswalk, desertwalk), but also a supertype or
card type ("legendary landwalk", "snow landwalk", "artifact landwalk"), its negation
("nonbasic landwalk") or a supertype with a subtype ("snow swampwalk"). CR 702.14c: "A
creature with landwalk can't be blocked as long as the defending player controls at least
one land with the specified land type [...], with the specified type or supertype [...],
without the specified type or supertype [...], or with both the specified type or
supertype and the specified subtype". Landwalk abilities don't cancel one another
(702.14d); multiple instances of the same kind are redundant (702.14e: an object's
keywords are a set).

One package reads the whole family: each kind of landwalk is a keyword of its own
(``islandwalk``, ``nonbasic landwalk``...) among an object's keywords, so that "gains
forestwalk", "creatures with islandwalk" and "loses forestwalk" name exactly one, and each
is declared in the entry-point group ``manastack.keywords`` (a card using one names this
plugin when it is not enabled). Its meaning is the block restriction asked through the
kernel's question ``manastack_block_restrictions`` (509.1b); the land each kind looks for
is :func:`manastack_landwalk.keyword.walked_land`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, TypeVar

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, Game, GameObject

PLUGIN = "landwalk"

#: Landwalk needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

#: Every kind of landwalk this plugin reads (702.14a), as it appears in an object's
#: keywords: the printed ones of the Oracle corpus.
LANDWALKS: tuple[str, ...] = (
    "islandwalk", "swampwalk", "forestwalk", "mountainwalk", "plainswalk", "desertwalk",
    "nonbasic landwalk", "legendary landwalk", "snow landwalk", "artifact landwalk",
    "snow swampwalk", "snow forestwalk",
)

_REMINDER = "This creature can't be blocked as long as defending player controls {what}."


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.14a: each kind of landwalk, a keyword line of its own (also inside lists:
    "Islandwalk, swampwalk")."""
    import re

    return [KeywordDef(name=name, pattern=re.escape(name), rule="702.14",
                       reminder=_REMINDER.format(what=_reminder_land(name)))
            for name in LANDWALKS]


def _reminder_land(name: str) -> str:
    """The land of the printed reminder text ("an Island", "a nonbasic land")."""
    words = name.removesuffix("walk").removesuffix("land").split()
    if name.endswith("landwalk"):
        return f"a {' '.join(words)} land".replace("a artifact", "an artifact")
    noun = words[-1].capitalize()
    prefix = " ".join(w.lower() for w in words[:-1])
    article = "an" if (prefix or noun)[0].lower() in "aeiou" else "a"
    return f"{article} {prefix + ' ' if prefix else ''}{noun}"


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """"Creatures with islandwalk can be blocked as though they didn't have islandwalk"
    (Gosta Dirk), "Creatures with landwalk abilities can be blocked as though they didn't
    have those abilities" (Staff of the Ages): static abilities (CR 609.4) that set 702.14c
    aside for the creatures they name."""
    import re

    walks = "|".join(re.escape(w) for w in LANDWALKS)
    return [SentenceRule(
        name="can be blocked as though it didn't have landwalk",
        pattern=(rf"creatures with (?:(?P<walk>{walks}) can be blocked as though they didn't "
                 rf"have (?P=walk)|(?P<all>landwalk abilities) can be blocked as though they "
                 r"didn't have those abilities)"),
        build=deferred("manastack_landwalk.keyword", "build_blocked_as_though"),
        kind="ability", plugin=PLUGIN)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards this plugin's tests play, with their exact Oracle text."""
    return [TomlCardSource.from_package("landwalk", "manastack_landwalk", "cards.toml",
                                        priority=PRIORITY_POOL)]


_F = TypeVar("_F", bound=Callable[..., Any])


def _reads_every_landwalk(function: _F) -> _F:
    """Declare each landwalk of :data:`LANDWALKS`: the restriction is asked only when the
    attacker or the blocker has one now (CR 702.14c, 613)."""
    for walk in LANDWALKS:
        function = reads_keyword(walk, "battlefield")(function)
    return function


@hookimpl
@_reads_every_landwalk
def manastack_block_restrictions(game: Game, blocker: GameObject,
                                 attacker: GameObject) -> list[str] | None:
    """CR 702.14c (:func:`manastack_landwalk.keyword.block_restrictions`)."""
    import manastack_landwalk.keyword as keyword

    return keyword.block_restrictions(game, blocker, attacker)
