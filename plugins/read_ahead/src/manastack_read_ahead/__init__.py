"""manastack-read_ahead: the keyword read ahead (CR 702.155) of some Sagas.

CR 702.155b, 714.3a: as a Saga with read ahead enters the battlefield, its controller
chooses a number from one to its final chapter number (714.2d), and it enters with that
many lore counters (instead of one). CR 702.155a: "Chapter abilities of this Saga can't
trigger the turn it entered the battlefield unless it has exactly the number of lore
counters on it specified in the chapter symbol of that ability": the chapters skipped
don't trigger. Multiple instances are redundant (702.155c): one choice.

The kernel leaves out the one lore counter of a Saga with read ahead (714.3a) and its
chapter abilities check 702.155a; this plugin reads the keyword (a plain
:class:`~manastack.api.KeywordAbility` named "read ahead") and makes the choice, a
replacement effect on the Saga entering (614.1c, 122.6).

The entry module is light: the replacement is built in :mod:`manastack_read_ahead.keyword`,
imported when a permanent first enters.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_move
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import CardSource, Game, Replacement, ZoneMove

#: Read ahead needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "read_ahead"

#: The keyword's name, as it appears in an object's keywords (the kernel's READ_AHEAD).
READ_AHEAD = "read ahead"

REMINDER = ("Choose a chapter and start with that many lore counters. Add one after your "
            "draw step. Skipped chapters don't trigger.")


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.155: the keyword line "Read ahead"."""
    return [KeywordDef(name=READ_AHEAD, pattern=r"read ahead", rule="702.155",
                       reminder=REMINDER)]


@hookimpl
@reads_move(to_zone="battlefield")  # CR 614.1c: only an object entering the battlefield
def manastack_replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.155b, 714.3a: a Saga with read ahead enters with the chosen number of lore
    counters, from one to its final chapter number."""
    from manastack_read_ahead.keyword import replacements

    return replacements(game, move)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The read ahead Sagas this package's tests play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
