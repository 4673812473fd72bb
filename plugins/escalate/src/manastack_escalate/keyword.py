"""The escalate keyword's ability and the work of its hook (CR 702.120).

Imported by the first card with escalate read, or the first hook call of a game:
``manastack_escalate`` itself (the entry point) stays light, so that loading the
rules imports none of the card vocabulary (docs/plugin-guide.rst, "Keep the entry
module light").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import Cost, KeywordAbility
from manastack_escalate import COST_NAME, PLUGIN
from manastack_grammar.api import Builder, NotUnderstood, parse_cost

# the engine's names (casting, game, layers, zones...) are imported from the API inside the functions
# that run them, which imports their modules then: reading a card imports none of them
if TYPE_CHECKING:
    from manastack.api import AdditionalCost, Game, Spell

__all__ = [
    "EscalateAbility",
    "escalate_abilities",
]


@frozen
class EscalateAbility(KeywordAbility):
    """"Escalate [cost]" (CR 702.120a): the cost paid for each mode beyond the first."""

    cost: Cost = field(factory=Cost, kw_only=True)

    def __str__(self) -> str:
        return f"Escalate {self.cost}"


def _build(match: re.Match[str]) -> EscalateAbility | None:
    """The cost after "Escalate " or "Escalate—"; a cost the grammar can't read is no match,
    so the card reports the line as not understood instead of guessing."""
    try:
        cost = parse_cost(match.group(1), Builder(card=""))
    except NotUnderstood:
        return None
    return EscalateAbility(keyword="escalate", cost=cost, plugin=PLUGIN, text=match.group(0))


def escalate_abilities(game: Game, spell: Spell) -> list[EscalateAbility]:
    """The escalate abilities of the spell (CR 702.120a; each instance counts)."""
    found = game.find(spell.obj)
    abilities = game.chars(found.id).abilities if found is not None else spell.card.abilities
    return [a for a in abilities if isinstance(a, EscalateAbility)]


# --------------------------------------------------------------------------
# What the hook runs (manastack_escalate's hook implementation calls this)
# --------------------------------------------------------------------------


def additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.120a, 601.2b: the escalate cost, once for each mode chosen beyond the first."""
    extra_modes = len(spell.modes) - 1
    if extra_modes <= 0:
        return []  # asked for every spell cast: nothing imported for most
    from manastack.api import AdditionalCost

    return [
        AdditionalCost(name=COST_NAME, cost=ability.cost, times=extra_modes, plugin=PLUGIN,
                       label=f"escalate {ability.cost}")
        for ability in escalate_abilities(game, spell)
    ]
