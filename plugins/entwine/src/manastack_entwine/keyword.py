"""The entwine keyword's ability and the work of its hooks (CR 702.42).

Imported by the first card with entwine read, or the first hook call of a game:
``manastack_entwine`` itself (the entry point) stays light, so that loading the rules
imports none of the card vocabulary (docs/plugin-guide.rst, "Keep the entry module
light").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import Cost, KeywordAbility
from manastack_entwine import COST_NAME, PLUGIN
from manastack_grammar.api import Builder, NotUnderstood, parse_cost

# the engine's names are imported from the API inside the functions that run them
if TYPE_CHECKING:
    from manastack.api import AdditionalCost, Game, Spell

__all__ = [
    "EntwineAbility",
    "entwine_abilities",
]


@frozen
class EntwineAbility(KeywordAbility):
    """"Entwine [cost]" (CR 702.42a): the cost paid to choose every mode."""

    cost: Cost = field(factory=Cost, kw_only=True)

    def __str__(self) -> str:
        return f"Entwine {self.cost}"


def _build(match: re.Match[str]) -> EntwineAbility | None:
    """The cost after "Entwine " or "Entwine—"; a cost the grammar can't read is no match,
    so the card reports the line as not understood instead of guessing."""
    try:
        cost = parse_cost(match.group(1), Builder(card=""))
    except NotUnderstood:
        return None
    if cost.unpayable:
        return None
    return EntwineAbility(keyword="entwine", cost=cost, plugin=PLUGIN, text=match.group(0))


def entwine_abilities(game: Game, spell: Spell) -> list[EntwineAbility]:
    """The entwine abilities of the spell, with its current characteristics (613)."""
    found = game.find(spell.obj)
    abilities = game.chars(found.id).abilities if found is not None else spell.card.abilities
    return [a for a in abilities if isinstance(a, EntwineAbility)]


def _entwinable(spell: Spell) -> bool:
    """CR 702.42a: "instead of just the number specified": only a modal spell that lets
    fewer modes be chosen than it has."""
    ability = spell.ability
    return ability is not None and ability.modal and len(ability.modes) > ability.max_modes


# --------------------------------------------------------------------------
# What the hooks run (manastack_entwine's hook implementations call these)
# --------------------------------------------------------------------------


def choose_all_modes(game: Game, spell: Spell) -> Iterable[str]:
    """CR 702.42a: "You may choose all modes of this spell": one label per entwine ability."""
    if not _entwinable(spell):
        return []
    return [f"entwine {a.cost}" for a in entwine_abilities(game, spell)]


def entwined(spell: Spell) -> bool:
    """CR 702.42a: every mode was chosen, more than the spell's number specified."""
    ability = spell.ability
    return _entwinable(spell) and ability is not None and \
        len(set(spell.modes)) == len(ability.modes)


def additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.42a, 601.2b, 601.2f: "If you do, you pay an additional [cost]": the entwine
    cost, once, when all modes were chosen (the first ability's, one being enough)."""
    if not entwined(spell):
        return []  # asked for every spell cast: nothing imported for most
    abilities = entwine_abilities(game, spell)
    if not abilities:
        return []
    from manastack.api import AdditionalCost

    ability = abilities[0]
    game.log_event("announce", f"{spell.card.name} is entwined: its entwine cost "
                   f"{ability.cost} is an additional cost", rule="702.42a", obj=spell.obj)
    return [AdditionalCost(name=COST_NAME, cost=ability.cost, plugin=PLUGIN,
                           label=f"entwine {ability.cost}")]
