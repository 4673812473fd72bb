"""The tiered keyword's ability, its section's reading and the work of its hook (CR 702.183).

Imported by the first card with tiered read, or the first hook call of a game:
``manastack_tiered`` itself (the entry point) stays light (docs/plugin-guide.rst, "Keep the
entry module light").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import Ability, Cost, KeywordAbility, SpellAbility
from manastack_grammar.api import Builder, NotUnderstood, costed_modes
from manastack_tiered import COST_NAME, PLUGIN

if TYPE_CHECKING:
    from manastack.api import AdditionalCost, Game, Spell

__all__ = [
    "TieredAbility",
    "tiered_abilities",
]

#: One mode's line: "• Fira — {2} — ~ deals 2 damage to each creature." (the name: no rules
#: meaning, as an ability word's, CR 207.2c).
_MODE_LINE = re.compile(r"• (?P<name>[^—{}]+?) — (?P<cost>\{[^—]*?) — (?P<effect>.+)")


@frozen
class TieredAbility(KeywordAbility):
    """"Tiered" (CR 702.183a): ``costs[i]`` is the additional cost of the spell's mode ``i``,
    paid when that mode is the one chosen (700.2h)."""

    costs: tuple[Cost, ...] = field(default=(), kw_only=True)

    def __str__(self) -> str:
        return "Tiered (" + ", ".join(str(c) for c in self.costs) + ")"


def build_tiered(match: re.Match[str], own: Sequence[str], abilities: Sequence[Ability],
                 b: Builder) -> tuple[Ability, ...]:
    """The tiered section: each "• [name] — [cost] — [effect]" line a mode with its cost
    (CR 702.183a, 700.2h); the spell's one ability chooses exactly one of them (700.2). A
    line whose effect isn't read leaves the card refused, naming the sentences not read."""
    if abilities or not own:
        raise NotUnderstood()  # text besides the modes: not part of tiered, never guessed
    modes = costed_modes(own, _MODE_LINE, b)
    return (SpellAbility(modes=tuple(m for m, _ in modes), min_modes=1, max_modes=1,
                         modal=True, text=match.group(0)),
            TieredAbility(keyword="tiered", costs=tuple(c for _, c in modes), plugin=PLUGIN,
                          text=match.group(0)))


def tiered_abilities(game: Game, spell: Spell) -> list[TieredAbility]:
    """The tiered abilities of the spell (CR 702.183a)."""
    found = game.find(spell.obj)
    abilities = game.chars(found.id).abilities if found is not None else spell.card.abilities
    return [a for a in abilities if isinstance(a, TieredAbility)]


# --------------------------------------------------------------------------
# What the hook runs (manastack_tiered's hook implementation calls this)
# --------------------------------------------------------------------------


def additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.183a, 700.2h: the cost of the chosen mode, paid with the total cost (601.2f-h)."""
    if not spell.modes:
        return []
    from manastack.api import AdditionalCost

    return [
        AdditionalCost(name=COST_NAME, cost=ability.costs[i], plugin=PLUGIN,
                       label=f"tiered {ability.costs[i]}")
        for ability in tiered_abilities(game, spell)
        for i in spell.modes if i < len(ability.costs)
    ]
