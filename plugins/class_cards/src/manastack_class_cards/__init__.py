"""manastack-class_cards: the class level bars of Class cards (CR 716).

CR 716.2a: "'[Cost]: Level N — [Abilities]' means '[Cost]: This Class's level becomes N.
Activate only if this Class is level N-1 and only as a sorcery' and 'As long as this Class
is level N or greater, it has [abilities].'"

- A class level bar heads a section of the card's text (the reader's ``kind="section"``
  keyword): the abilities read on its lines, up to the next bar, and the bar make a
  :class:`~manastack_class_cards.keyword.ClassLevelAbility` (the activated ability) and a
  static ability granting them in layer 6 (613.1f) while the permanent's level is N or
  more. A line of the section the reader can't read leaves the card refused, naming it.
- The level is a designation of the permanent (716.2b), kept as the object's tag
  :data:`LEVEL`: not a counter (716.4), not copiable, gone with the object (400.7); a
  permanent without one is level 1 (716.2d).
- "When this Class becomes level N, [effect]": triggered by the plugin event :data:`EVENT`
  fired as the level bar's ability resolves, for that level only.

The entry module is light: the work is in :mod:`manastack_class_cards.keyword`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Class cards need no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "class_cards"

#: The class level bar's name (CR 716.2: a keyword ability).
CLASS_LEVEL = "class level"

#: The object tag holding a permanent's level (CR 716.2b: a designation).
LEVEL = "class_level"

#: The plugin event fired as a permanent's level becomes N (716.2a): ``obj`` the permanent,
#: ``player`` the ability's controller, ``n`` the new level.
EVENT = "becomes_class_level"

_KEYWORD_MODULE = "manastack_class_cards.keyword"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 716.2a: the class level bar "{1}{R}{W}: Level 2" (a mana cost only), heading its
    section of the text."""
    return [KeywordDef(name=CLASS_LEVEL, pattern=r"(?P<mana>(?:\{[^}]+\})+): level (?P<n>\d+)",
                       build=deferred(_KEYWORD_MODULE, "build_class_level"),
                       kind="section", rule="716.2")]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """The trigger "When this Class becomes level N, [effect]" (716.2a, 603.2)."""
    return [SentenceRule(name="when becomes level",
                         pattern=r"when ~ becomes level (?P<n>\d+), (?P<rest>.+)",
                         build=deferred(_KEYWORD_MODULE, "when_becomes_level"),
                         kind="ability", plugin=PLUGIN)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The Class cards this package's tests play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
