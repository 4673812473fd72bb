"""manastack-speed: start your engines! (CR 702.179) and max speed (CR 702.178).

CR 702.179a-b: players have no speed until a rule sets it; a player who controls a
permanent with start your engines! and has no speed gets speed 1, a state-based action
(704; the kernel's ``manastack_state_based_actions``, asked while a permanent carrying this
plugin's tag is on the battlefield). 702.179d: a player with speed has the inherent
triggered ability with no source "Whenever one or more opponents lose life during your turn,
if your speed is less than 4, your speed increases by 1. This ability triggers only once each
turn." (the kernel's :func:`manastack.api.set_sourceless_triggers`). 702.179e: a player with
speed 4 has max speed; 702.179f: no speed counts as 0.

CR 702.178a: "Max speed — [ability]" means "As long as your speed is 4, this object has
[ability]": a static ability granting the triggered or activated ability read on the line
in layer 6 (613.1f); when [ability] is itself a static ability, having it as long as your
speed is 4 is that ability applying as long as you have max speed (611.3a), read so. "You
have max speed" is a condition ("unless you have max speed"). A granted ability that
functions from the graveyard makes the max speed ability function there (702.178b); a cost
change is granted as written (601.2f). "Your speed" is a number (702.179f). Still refused:
"each player who doesn't have max speed".

The entry module is light: the work is in :mod:`manastack_speed.speed` and
:mod:`manastack_speed.keyword`, imported when they are needed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword, reads_tag
from manastack_grammar.api import KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, Game, GameObject, ZoneMove

#: Speed needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "speed"

#: The keyword's name, as it appears in an object's keywords (702.179).
START_YOUR_ENGINES = "start your engines!"
#: The max speed ability's name (702.178).
MAX_SPEED = "max speed"
#: The tag of a permanent with start your engines! on the battlefield: what the state-based
#: action of 702.179a looks at.
ENGINES = "start your engines"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.179: "Start your engines!", a keyword line; CR 702.178: "Max speed —
    [ability]", the ability read on the rest of the line."""
    return [
        KeywordDef(name=START_YOUR_ENGINES, pattern=r"start your engines!", rule="702.179a"),
        KeywordDef(name=MAX_SPEED, pattern=r"max speed\s*—\s*(?P<ability>.+)",
                   build=deferred("manastack_speed.keyword", "build_max_speed"),
                   with_builder=True, rule="702.178a"),
    ]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """"You have max speed" (702.179e): a condition, asked of the ability's controller; what
    a max speed ability granting a static ability is read with (702.178a). "Your speed"
    (702.179f: 0 with none): a number, counted as the effect happens (107.3c)."""
    return [
        SentenceRule(name="you have max speed", pattern=r"you have max speed",
                     build=deferred("manastack_speed.speed", "build_condition"),
                     kind="condition", plugin=PLUGIN),
        SentenceRule(name="your speed", pattern=r"your speed",
                     build=deferred("manastack_speed.speed", "build_count"), kind="count",
                     plugin=PLUGIN),
    ]


@hookimpl
@reads_keyword(START_YOUR_ENGINES, "battlefield")
def manastack_zone_changed(game: Game, old: GameObject, new: GameObject | None,
                           move: ZoneMove) -> None:
    """A permanent with start your engines! arrives: tagged, so that 702.179a is checked
    while it is on the battlefield."""
    from manastack_speed.speed import tag_engine

    tag_engine(game, new)


@hookimpl
@reads_tag(ENGINES, "battlefield")
def manastack_state_based_actions(game: Game) -> Iterable[Callable[[], None]]:
    """702.179a: a player controlling a permanent with start your engines! who has no speed
    gets speed 1."""
    from manastack_speed.speed import engine_actions

    return engine_actions(game)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards this package's tests play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
