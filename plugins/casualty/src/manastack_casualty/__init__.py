"""manastack-casualty: the keyword casualty (CR 702.153).

CR 702.153a: "Casualty N means 'As an additional cost to cast this spell, you may sacrifice
a creature with power N or greater,' and 'When you cast this spell, if a casualty cost was
paid for it, copy it. If the spell has any targets, you may choose new targets for the
copy.' Paying a spell's casualty cost follows the rules for paying additional costs in
rules 601.2b and 601.2f-h."

- The cost (601.2b, 601.2f-h): ``manastack_additional_costs`` asks the caster, as a
  decision ``"casualty"``, whether they pay it (only when a creature they control has power
  N or greater); the creature is chosen when the costs are paid (601.2h), among those with
  power N or greater, a :class:`~manastack.api.SacrificeCost`.
- The trigger: a :class:`~manastack.api.KeywordTrigger` named "casualty" on the kernel's
  "cast" event with ``self_only`` (113.6k: it functions on the stack) and an intervening
  "if" (603.4): a casualty cost was paid for the spell. It makes one copy
  (:func:`~manastack.api.copy_spell`, 707.10), which may get new targets (707.10c). Each
  instance is paid separately and triggers on its own payment (702.153b): with P paid,
  the first P alike instances trigger (:func:`~manastack.api.among_first_paid`).

The entry module is light: the keyword's values and the hook's work are in
:mod:`manastack_casualty.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import AdditionalCost, CardSource, Game, Spell

#: Casualty needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "casualty"

#: The keyword's name, and the additional cost's (``spell.paid_additional("casualty")``).
CASUALTY = "casualty"

_KEYWORD_MODULE = "manastack_casualty.keyword"

#: "Casualty 2" (702.153a); "Casualty X" is not matched: X is defined by the card's other
#: text (Ob Nixilis, the Adversary), never guessed.
KEYWORD = KeywordDef(
    name=CASUALTY,
    pattern=r"casualty (?P<n>\d+)\.?",
    build=deferred(_KEYWORD_MODULE, "build"),
    rule="702.153a",
    reminder="As you cast this spell, you may sacrifice a creature with power N or greater. "
             "When you do, copy this spell.",
)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.153: the keyword line "Casualty N"."""
    return [KEYWORD]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The casualty cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword("casualty", "stack")
def manastack_additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.153a, 601.2b: each casualty cost the caster announces paying
    (:func:`manastack_casualty.keyword.additional_costs`)."""
    import manastack_casualty.keyword as keyword

    return keyword.additional_costs(game, spell)
