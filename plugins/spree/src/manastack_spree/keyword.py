"""The spree keyword's ability, its section's reading and the work of its hook (CR 702.172).

Imported by the first card with spree read, or the first hook call of a game:
``manastack_spree`` itself (the entry point) stays light (docs/plugin-guide.rst, "Keep the
entry module light").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import Ability, Cost, KeywordAbility, SpellAbility
from manastack_grammar.api import Builder, NotUnderstood, costed_modes
from manastack_spree import COST_NAME, PLUGIN

if TYPE_CHECKING:
    from manastack.api import AdditionalCost, Game, Spell

__all__ = [
    "SpreeAbility",
    "spree_abilities",
]

#: One mode's line: "+ {1}{U} — Counter target spell." (CR 702.172b: "+" is only a reminder).
_MODE_LINE = re.compile(r"\+ (?P<cost>[^—]+?) — (?P<effect>.+)")


@frozen
class SpreeAbility(KeywordAbility):
    """"Spree" (CR 702.172a): ``costs[i]`` is the additional cost of the spell's mode ``i``,
    paid when that mode is chosen (700.2h)."""

    costs: tuple[Cost, ...] = field(default=(), kw_only=True)

    def __str__(self) -> str:
        return "Spree (" + ", ".join(f"+ {c}" for c in self.costs) + ")"


def build_spree(match: re.Match[str], own: Sequence[str], abilities: Sequence[Ability],
                b: Builder) -> tuple[Ability, ...]:
    """The spree section: each "+ [cost] — [effect]" line a mode with its cost (CR 702.172a,
    700.2h); the spell's one ability chooses one or more of them (700.2). A line whose
    effect isn't read leaves the card refused, naming the sentences not read."""
    if abilities or not own:
        raise NotUnderstood()  # text after the modes: not part of spree, never guessed
    modes = costed_modes(own, _MODE_LINE, b)
    return (SpellAbility(modes=tuple(m for m, _ in modes), min_modes=1, max_modes=len(modes),
                         modal=True, text=match.group(0)),
            SpreeAbility(keyword="spree", costs=tuple(c for _, c in modes), plugin=PLUGIN,
                         text=match.group(0)))


def spree_abilities(game: Game, spell: Spell) -> list[SpreeAbility]:
    """The spree abilities of the spell (CR 702.172a)."""
    found = game.find(spell.obj)
    abilities = game.chars(found.id).abilities if found is not None else spell.card.abilities
    return [a for a in abilities if isinstance(a, SpreeAbility)]


# --------------------------------------------------------------------------
# What the hook runs (manastack_spree's hook implementation calls this)
# --------------------------------------------------------------------------


def additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.172a, 700.2h: the cost of each chosen mode, paid with the total cost (601.2f-h)."""
    if not spell.modes:
        return []
    from manastack.api import AdditionalCost

    return [
        AdditionalCost(name=COST_NAME, cost=ability.costs[i], plugin=PLUGIN,
                       label=f"spree + {ability.costs[i]}")
        for ability in spree_abilities(game, spell)
        for i in spell.modes if i < len(ability.costs)
    ]
