"""manastack-dungeons: dungeons and "venture into the dungeon" (CR 309, 701.49), and the
initiative (CR 725), a player designation that ventures into Undercity.

A dungeon card (309) is brought from outside the game into its owner's command zone as they
venture with none there (701.49a); its rooms are data (:mod:`manastack_dungeons.rooms`), each
room's effect read by the card reader into a room ability ("When you move your venture marker
into this room, [effect]", 309.4c); the player chooses the branch (701.49b); a dungeon whose
marker is on its bottommost room is removed, completed, as a state-based action (704.5t, 309.6,
309.7; the kernel's ``manastack_state_based_actions``). A dungeon with a room not read is
refused, and so is every sentence that may venture into it.

The initiative (725): three triggered abilities with no source, controlled by its holder
(the kernel's ``set_sourceless_triggers``, 725.2), passed on as its holder leaves (725.4).

The entry module is light: the instructions are in :mod:`manastack_dungeons.dungeon` and
:mod:`manastack_dungeons.initiative`, imported when they are needed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_tag
from manastack_grammar.api import KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, Game

#: Dungeons need no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "dungeons"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 701.49 and 725: the keyword action and the designation, recognised inside
    sentences."""
    return [KeywordDef(name="venture into the dungeon", pattern=r"venture into the dungeon",
                       kind="action", rule="701.49"),
            KeywordDef(name="the initiative", pattern=r"the initiative", kind="action",
                       rule="725.1")]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """"Venture into the dungeon" (701.49), "you take the initiative" (725.1), effects;
    "you have the initiative" (725.1), "you've completed a dungeon" (309.7), conditions;
    "Whenever you venture into the dungeon" (701.49), a trigger."""
    return [
        SentenceRule(name="venture into the dungeon", pattern=r"venture into the dungeon",
                     build=deferred("manastack_dungeons.dungeon", "build"), kind="effect",
                     plugin=PLUGIN),
        SentenceRule(name="you take the initiative", pattern=r"you take the initiative",
                     build=deferred("manastack_dungeons.initiative", "build"), kind="effect",
                     plugin=PLUGIN),
        SentenceRule(name="you have the initiative", pattern=r"you have the initiative",
                     build=deferred("manastack_dungeons.initiative", "build_condition"),
                     kind="condition", plugin=PLUGIN),
        SentenceRule(name="you've completed a dungeon",
                     pattern=r"you(?:'ve| have) completed a dungeon",
                     build=deferred("manastack_dungeons.dungeon", "build_completed"),
                     kind="condition", plugin=PLUGIN),
    ]


@hookimpl
@reads_tag("dungeon", "command")
def manastack_state_based_actions(game: Game) -> Iterable[Callable[[], None]]:
    """704.5t: a completed dungeon is removed from the game."""
    from manastack_dungeons.dungeon import completion_actions

    return completion_actions(game)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards this package's tests play (exact Oracle text)."""
    return [TomlCardSource.from_package("dungeons", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
