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
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
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
def manastack_replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.155b, 714.3a: a Saga with read ahead enters with the chosen number of lore
    counters, from one to its final chapter number."""
    from manastack.api import FACE_DOWN, Zone, final_chapter, reads_ahead

    if move.to_zone is not Zone.BATTLEFIELD or move.obj.zone is Zone.BATTLEFIELD:
        return []  # cheap check first: only entering the battlefield
    obj = move.obj
    if obj.zone is Zone.STACK and obj.tags.get(FACE_DOWN):
        return []  # CR 708.4: a face-down spell enters face down, with no text
    card = obj.card
    if not (card.type_line.has_subtype("Saga") and reads_ahead(card.abilities)):
        return []
    return [_chosen_lore(game, obj.id, final_chapter(card.abilities))]


def _chosen_lore(game: Game, obj_id: int, last: int) -> Replacement:
    from manastack.api import Replacement

    def apply(m: ZoneMove) -> ZoneMove:
        # CR 702.155b: the player it would enter under the control of chooses (614.12)
        player = m.controller if m.controller is not None else m.obj.owner
        if last < 1:
            return m  # no chapter: no number to choose from (714.2d)
        options = tuple(range(1, last + 1))
        (n,) = game.decide(kind="read_ahead", player=player,
                           prompt=f"Read ahead: {m.obj} enters with how many lore counters "
                                  f"(1 to {last})?", options=options, numbers=True,
                           rule="702.155b")
        game.log_event("effect", f"read ahead: {m.obj} enters with {n} lore counter(s)",
                       rule="702.155b", source=m.obj.id)
        return m.replace(counters=(*m.counters, ("lore", n)))

    return Replacement(key=f"read-ahead:{obj_id}", text="read ahead: a chosen number of lore "
                       "counters", apply=apply, rule="702.155b")


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The read ahead Sagas this package's tests play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
