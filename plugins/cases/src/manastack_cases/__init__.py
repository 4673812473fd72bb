"""manastack-cases: Case cards (CR 719), "To solve — [condition]" and "Solved — [ability]".

CR 719.3a: "'To solve — [Condition]' means 'At the beginning of your end step, if
[condition] and this Case is not solved, this Case becomes solved.'" CR 702.169a-d: "Solved
— [Ability text]" is a static ability working "as long as this Case is solved", a triggered
ability that "triggers only if this Case is solved", or an activated ability to "activate
only if this Case is solved".

- "To solve — [condition]" is read as the card reader reads "At the beginning of your end
  step, if [condition], this Case becomes solved": the condition is an intervening "if"
  (603.4) the reader already knows; "and this Case is not solved" is checked with it.
- "Solved — [ability]" is the ability read as any line is, then limited to a solved Case.
- Solved is a designation of the permanent (719.3b), kept as the object's tag
  :data:`SOLVED`: not an ability, not copiable, gone with the object (400.7).
- The plugin event :data:`EVENT` is fired as a Case becomes solved (what "whenever you solve
  a Case" would trigger on; no such trigger is read yet).

The entry module is light: the work is in :mod:`manastack_cases.keyword`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Cases need no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "cases"

#: The keyword (CR 702.169a): MTGJSON lists it for every Case card.
SOLVED_KEYWORD = "solved"

#: The object tag marking a solved permanent (CR 719.3b: a designation).
SOLVED = "solved"

#: The plugin event fired as a Case becomes solved (719.3a): ``obj`` the Case, ``player``
#: its controller (the player who solved it).
EVENT = "case_solved"

_KEYWORD_MODULE = "manastack_cases.keyword"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.169a: "Solved", recognised in the lines of a Case by the sentence rules."""
    return [KeywordDef(name=SOLVED_KEYWORD, pattern=r"solved", kind="action", rule="702.169a")]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """"To solve — [condition]" (719.3a), "Solved — [ability]" (702.169) and the effect "this
    Case becomes solved" (719.3a)."""
    return [
        SentenceRule(name="to solve", pattern=r"to solve — (?P<cond>.+)",
                     build=deferred(_KEYWORD_MODULE, "to_solve"), kind="ability",
                     plugin=PLUGIN),
        SentenceRule(name="solved ability", pattern=r"solved — (?P<rest>.+)",
                     build=deferred(_KEYWORD_MODULE, "solved_ability"), kind="ability",
                     plugin=PLUGIN),
        SentenceRule(name="becomes solved", pattern=r"~ becomes solved",
                     build=deferred(_KEYWORD_MODULE, "becomes_solved"), kind="effect",
                     plugin=PLUGIN),
    ]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The Case cards this package's tests play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
