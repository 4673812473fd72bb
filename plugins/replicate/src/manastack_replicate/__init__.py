"""manastack-replicate: the keyword replicate (CR 702.56).

CR 702.56a: "'Replicate [cost]' means 'As an additional cost to cast this spell, you may pay
[cost] any number of times' and 'When you cast this spell, if a replicate cost was paid for
it, copy it for each time its replicate cost was paid. If the spell has any targets, you
may choose new targets for any of the copies.' Paying a spell's replicate cost follows the
rules for paying additional costs in rules 601.2b and 601.2f-h."

- The cost (601.2b, 601.2f-h): ``manastack_additional_costs`` asks the caster how many
  times to pay it (the numbers they could pay now) and returns an
  :class:`~manastack.api.AdditionalCost` named ``"replicate"`` paid that many times; the
  kernel adds it to the total cost, with an alternative cost too (601.2f, 118.8), and never
  to the mana value (118.8d).
- The trigger: a :class:`~manastack.api.KeywordTrigger` named "replicate" on the kernel's
  "cast" event with ``self_only`` (113.6k: it functions on the stack) and an intervening
  "if" (603.4): a replicate cost was paid for the spell. It makes one copy per payment
  (:func:`~manastack.api.copy_spell`, 707.10), each may get new targets (707.10c); copies
  are not cast and pay nothing (707.10). Each instance counts its own payments (702.56b).

The entry module is light: the keyword's values and the hook's work are in
:mod:`manastack_replicate.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import AdditionalCost, CardSource, Game, Spell

#: Replicate needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "replicate"

#: The keyword's name, and the additional cost's (``spell.paid_additional("replicate")``).
REPLICATE = "replicate"

_KEYWORD_MODULE = "manastack_replicate.keyword"

#: "Replicate {1}{U}", "Replicate—Tap an untapped Horror you control." (702.56a)
KEYWORD = KeywordDef(
    name=REPLICATE,
    pattern=r"replicate(?:\s*[—-]\s*|\s+)(?P<cost>.+?)\.?",
    build=deferred(_KEYWORD_MODULE, "build"),  # None for a cost it can't read: never guessed
    rule="702.56a",
    reminder="When you cast this spell, copy it for each time you paid its replicate cost.",
)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.56: the keyword line "Replicate [cost]"."""
    return [KEYWORD]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The replicate cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword("replicate", "stack")
def manastack_additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.56a, 601.2b: each replicate cost, paid as many times as the caster announces
    (:func:`manastack_replicate.keyword.additional_costs`)."""
    import manastack_replicate.keyword as keyword

    return keyword.additional_costs(game, spell)
