"""manastack-level-up: the keyword level up (CR 702.87) and the level symbols of leveler
cards (CR 711).

CR 702.87a: "Level up is an activated ability. 'Level up [cost]' means '[Cost]: Put a level
counter on this permanent. Activate only as a sorcery.'"

CR 711.2: a level symbol ("LEVEL 2-6", "LEVEL 7+") is a keyword ability standing for a
static ability; the abilities and the P/T box printed in its striation are part of it:
"As long as this creature has at least N1 level counters on it, but no more than N2 level
counters on it, it has base power and toughness [P/T] and has [abilities]" (711.2a, "N3 or
more" for "N3+", 711.2b).

- Level up: a :class:`~manastack.api.KeywordAbility` and its activated ability, a
  :class:`~manastack_level_up.keyword.LevelUpAbility` read from the definition above with
  the printed mana cost (sorcery speed, 602.5d).
- A level symbol: a section of the card's text (the reader's ``kind="section"`` keyword):
  its P/T box and the abilities read on its lines make one
  :class:`~manastack_level_up.keyword.LevelAbility`, a static ability setting base P/T in
  layer 7b (613.4b) and granting the abilities in layer 6 (613.1f) while the number of
  level counters is in its range. A line of the section the reader can't read leaves the
  card refused, naming it.

The entry module is light: the work is in :mod:`manastack_level_up.keyword`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Level up needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "level_up"

#: The keyword's name, as it appears in an object's keywords.
LEVEL_UP = "level up"

#: The level symbol's name (CR 711.2: a keyword ability).
LEVEL = "level"

#: The kind of counter level up puts (CR 122.1, 702.87a).
LEVEL_COUNTER = "level"

#: The reminder text printed on the cards ([Cost] the keyword's cost).
REMINDER = "[Cost]: Put a level counter on this. Level up only as a sorcery."


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.87a: the keyword line "Level up {1}{G}" (a mana cost only); CR 711.2: the
    level symbols "LEVEL N1-N2" and "LEVEL N3+", each heading its section of the text,
    whose first line is its P/T box."""
    return [
        KeywordDef(name=LEVEL_UP, pattern=r"level up (?P<mana>(?:\{[^}]+\})+)",
                   build=deferred("manastack_level_up.keyword", "build_level_up"),
                   with_builder=True, rule="702.87", reminder=REMINDER),
        KeywordDef(name=LEVEL, pattern=r"level (?P<low>\d+)(?:-(?P<high>\d+)|(?P<plus>\+))",
                   build=deferred("manastack_level_up.keyword", "build_level"),
                   kind="section", own_lines=r"\d+/\d+", rule="711.2"),
    ]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The leveler cards this package's tests play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
