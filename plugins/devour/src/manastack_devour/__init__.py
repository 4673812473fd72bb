"""manastack-devour: the keyword devour N (CR 702.82), a static ability.

CR 702.82a: "'Devour N' means 'As this object enters, you may sacrifice any number of
creatures. This permanent enters with N +1/+1 counters on it for each creature sacrificed
this way.'" A replacement effect on the event of entering (614.1c): as the permanent would
enter (614.12), from any zone, the player it would enter under the control of chooses any
number of creatures they control (none is fine) and sacrifices them (701.21a); it enters
with N +1/+1 counters for each (122.6). Each devour of the permanent is its own choice.

Devour [quality] N (702.82c: "Devour artifact 1", "Devour land 3") and "it devoured"
(702.82b) are not read: the keyword line matches "Devour N" only.

The entry module is light: the work is in :mod:`manastack_devour.keyword`, imported when
used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_move
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, Game, Replacement, ZoneMove

PLUGIN = "devour"

#: The keyword's name, as it appears in an object's keywords.
DEVOUR = "devour"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.82a: the keyword line "Devour N" (N a number)."""
    return [KeywordDef(name=DEVOUR, pattern=r"devour (?P<n>\d+)",
                       build=deferred("manastack_devour.keyword", "build"), rule="702.82")]


@hookimpl
@reads_move(to_zone="battlefield")  # CR 702.82a: only an object entering the battlefield
def manastack_replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.82a, 614.1c: as a permanent with devour would enter, the sacrifices."""
    from manastack_devour.keyword import replacements

    return replacements(game, move)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The devour creatures this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
