"""manastack-conspire: the keyword conspire (CR 702.78).

CR 702.78a: "'Conspire' means 'As an additional cost to cast this spell, you may tap two
untapped creatures you control that each share a color with it' and 'When you cast this
spell, if its conspire cost was paid, copy it. If the spell has any targets, you may choose
new targets for the copy.' Paying a spell's conspire cost follows the rules for paying
additional costs in rules 601.2b and 601.2f-h."

- The cost (601.2b, 601.2f-h): ``manastack_additional_costs`` asks the caster, as a
  decision ``"conspire"``, whether they pay it (only when two untapped creatures they
  control each share a color with the spell); the two creatures are chosen when the costs
  are paid (601.2h, decision ``"tap"``).
- The trigger: a :class:`~manastack.api.KeywordTrigger` named "conspire" on the kernel's
  "cast" event with ``self_only`` (113.6k: it functions on the stack) and an intervening
  "if" (603.4): its conspire cost was paid. It makes one copy
  (:func:`~manastack.api.copy_spell`, 707.10), which may get new targets (707.10c). Each
  instance is paid separately and triggers on its own payment (702.78b): with P paid, the
  first P alike instances trigger (:func:`~manastack.api.among_first_paid`).

The entry module is light: the keyword's values and the hook's work are in
:mod:`manastack_conspire.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import AdditionalCost, CardSource, Game, Spell

#: Conspire needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "conspire"

#: The keyword's name, and the additional cost's (``spell.paid_additional("conspire")``).
CONSPIRE = "conspire"

_KEYWORD_MODULE = "manastack_conspire.keyword"

#: "Conspire" (702.78a), a keyword without parameter.
KEYWORD = KeywordDef(
    name=CONSPIRE,
    pattern=r"conspire\.?",
    build=deferred(_KEYWORD_MODULE, "build"),
    rule="702.78a",
    reminder="As you cast this spell, you may tap two untapped creatures you control that "
             "share a color with it. When you do, copy it.",
)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.78: the keyword line "Conspire"."""
    return [KEYWORD]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The conspire cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword("conspire", "stack")
def manastack_additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.78a, 601.2b: each conspire cost the caster announces paying
    (:func:`manastack_conspire.keyword.additional_costs`)."""
    import manastack_conspire.keyword as keyword

    return keyword.additional_costs(game, spell)
