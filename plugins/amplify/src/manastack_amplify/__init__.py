"""manastack-amplify: the keyword amplify N (CR 702.38), a static ability.

CR 702.38a: "'Amplify N' means 'As this object enters, reveal any number of cards from your
hand that share a creature type with it. This permanent enters with N +1/+1 counters on it
for each card revealed this way. You can't reveal this card or any other cards that are
entering the battlefield at the same time as this card.'" A replacement effect on the event
of entering (614.1c): as the permanent would enter (614.12), from any zone, the player it
would enter under the control of chooses any number of cards in their hand (none is fine)
sharing a creature type with it as it would exist on the battlefield, reveals them, and it
enters with N +1/+1 counters for each (122.6). Each instance works separately (702.38b).

The entry module is light: the work is in :mod:`manastack_amplify.keyword`, imported when
used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_move
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, Game, Replacement, ZoneMove

#: Amplify needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "amplify"

#: The keyword's name, as it appears in an object's keywords.
AMPLIFY = "amplify"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.38a: the keyword line "Amplify N" (N a number)."""
    return [KeywordDef(name=AMPLIFY, pattern=r"amplify (?P<n>\d+)",
                       build=deferred("manastack_amplify.keyword", "build"), rule="702.38")]


@hookimpl
@reads_move(None, "battlefield")  # CR 614.1c: asked only about a permanent entering
def manastack_replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.38a, 614.1c: as a permanent with amplify would enter, the cards revealed."""
    from manastack_amplify.keyword import replacements

    return replacements(game, move)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The amplify creatures this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
