"""manastack-dredge: the keyword dredge (CR 702.52), a static ability that functions in the
graveyard and replaces a draw.

CR 702.52a: "Dredge is a static ability that functions only while the card with dredge is in a
player's graveyard. 'Dredge N' means 'As long as you have at least N cards in your library, if
you would draw a card, you may instead mill N cards and return this card from your graveyard
to your hand.'" 702.52b: "A player with fewer cards in their library than the number
required by a dredge ability can't mill any of them this way."

- The ability: a :class:`~manastack_dredge.keyword.DredgeAbility` (a keyword with its N).
- Its meaning, through the kernel's ``manastack_replace_draw`` (614.11, 121.6): before each
  draw of its owner (each card its own event, 121.2), every card with dredge in that
  player's graveyard whose N is at most the library's size offers an optional replacement;
  the player chooses one, or to draw normally (616.1, the decision ``"replace_draw"``).

The entry module is light: the work is in :mod:`manastack_dredge.keyword`, imported only when a
player about to draw has a card with dredge in their graveyard (``reads_keyword``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, DrawReplacement, Game

#: Dredge needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "dredge"

#: The keyword's name, as it appears in an object's keywords.
DREDGE = "dredge"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.52: the keyword line "Dredge 4"."""
    return [KeywordDef(name=DREDGE, pattern=r"dredge (?P<n>\d+)",
                       build=deferred("manastack_dredge.keyword", "build"), rule="702.52")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The dredge cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("dredge", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword(DREDGE, "graveyard")  # asked only when the player's graveyard has a dredge card
def manastack_replace_draw(game: Game, player: int) -> list[DrawReplacement]:
    """CR 702.52a, 614.11: a replacement of this draw for each dredge card in the graveyard."""
    from manastack_dredge.keyword import replacements

    return replacements(game, player)
