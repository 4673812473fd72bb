"""manastack-offspring: the offspring keyword (CR 702.175).

CR 702.175a: "'Offspring [cost]' means 'You may pay an additional [cost] as you cast this
spell' and 'When this permanent enters, if its offspring cost was paid, create a token
that's a copy of it, except it's 1/1.'"

- The additional cost (118.8, 601.2b): one optional ``AdditionalCost`` per instance of
  offspring (702.175b: each paid separately), through ``manastack_additional_costs``; the
  first is named ``"offspring"`` (``pay={"offspring": True}``), a second ``"offspring 2"``.
- The triggered ability: built with the keyword, an enters trigger whose intervening "if"
  (603.4) asks whether its own instance's cost was paid for the spell the permanent was
  (``tags["cast"]``, 400.7); it creates a token copy of the permanent (707.2), 1/1 as an
  exception of the copy (707.9b), from its last known information if it has left (608.2h).

The entry module is light: the work is in :mod:`manastack_offspring.keyword`, imported when
used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import AdditionalCost, CardSource, Game, Spell

PLUGIN = "offspring"

#: The name of the first instance's additional cost (``pay={"offspring": True}``).
COST_NAME = "offspring"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.175a: the keyword line "Offspring {2}" (a mana cost)."""
    return [KeywordDef(name="offspring", pattern=r"offspring (?P<mana>(?:\{[^}]+\})+)",
                       build=deferred("manastack_offspring.keyword", "build"),
                       with_builder=True, rule="702.175")]


@hookimpl
@reads_keyword("offspring", "stack")  # CR 702.175a: only a spell with offspring has the cost
def manastack_additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.175a-b, 601.2b: each offspring cost, optional, paid separately."""
    from manastack_offspring.keyword import additional_costs

    return additional_costs(game, spell)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The offspring cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("offspring", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
