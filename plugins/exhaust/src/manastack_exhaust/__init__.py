"""manastack-exhaust: exhaust abilities (CR 702.177).

CR 702.177a: "An exhaust ability is a special kind of activated ability. 'Exhaust — [Cost]:
[Effect]' means '[Cost]: [Effect]. Activate only once.'"

- The line (``manastack_register_keywords``): "Exhaust — [cost]: [effect]" is read as the
  card reader reads "[cost]: [effect]" (its cost, its effect, its other "Activate only ..."
  restrictions), with the kernel's ``"once"`` restriction added: once the ability has been
  activated, that object can't activate it again (602.5b; a new object, 400.7, may). A
  mana ability may be an exhaust ability (Loot, the Pathfinder: 605.1a).
- The trigger (``manastack_register_sentences``): "Whenever you activate an exhaust ability"
  (603.2), on the kernel's ``"activate"`` event (an exhaust mana ability's activation too:
  it is activated by its index, 602.5b); "... that isn't a mana ability" excludes those.

The entry module is light: the ability's value and its build are in
:mod:`manastack_exhaust.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Exhaust needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "exhaust"

#: The keyword's name.
EXHAUST = "exhaust"

#: "Exhaust — {2}{G}: Surveil 2, then untap this creature." (702.177a): the cost is what
#: comes before the first colon, the effect the rest (its sentences and restrictions).
KEYWORD = KeywordDef(
    name=EXHAUST,
    pattern=r"exhaust — (?P<cost>[^:]+?): (?P<effect>.+)",
    build=deferred("manastack_exhaust.keyword", "build"),
    with_builder=True,
    rule="702.177a",
    reminder="Activate each exhaust ability only once.",
)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.177a: the line "Exhaust — [cost]: [effect]"."""
    return [KEYWORD]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """CR 603.2, 702.177a: "Whenever you activate an exhaust ability [that isn't a mana
    ability]"."""
    return [SentenceRule(name="you activate an exhaust ability",
                         pattern=r"you activate an exhaust ability"
                                 r"(?P<nonmana> that isn't a mana ability)?",
                         build=deferred("manastack_exhaust.keyword", "you_activate"),
                         kind="trigger", plugin=PLUGIN)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The exhaust cards this package's tests play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
