"""The spree keyword's section reading and the work of its hook (CR 702.172), on the card
reader's modes with costs (:mod:`manastack_grammar.api`: ``modal_with_costs``,
``chosen_mode_costs``, CR 700.2h).

Imported by the first card with spree read, or the first hook call of a game:
``manastack_spree`` itself (the entry point) stays light (docs/plugin-guide.rst, "Keep the
entry module light").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from manastack.api import Ability
from manastack_grammar.api import Builder, ModeCosts, chosen_mode_costs, modal_with_costs
from manastack_spree import COST_NAME, PLUGIN

if TYPE_CHECKING:
    from manastack.api import AdditionalCost, Game, Spell

__all__ = [
    "spree_abilities",
]

#: One mode's line: "+ {1}{U} — Counter target spell." (CR 702.172b: "+" is only a reminder).
_MODE_LINE = re.compile(r"\+ (?P<cost>[^—]+?) — (?P<effect>.+)")


def build_spree(match: re.Match[str], own: Sequence[str], abilities: Sequence[Ability],
                b: Builder) -> tuple[Ability, ...]:
    """The spree section: each "+ [cost] — [effect]" line a mode with its cost (CR 702.172a,
    700.2h); the spell's one ability chooses one or more of them (700.2). A line whose effect
    isn't read leaves the card refused, naming the sentences not read."""
    return modal_with_costs(match, own, abilities, b, line=_MODE_LINE, keyword="spree",
                            plugin=PLUGIN, one=False)


def spree_abilities(game: Game, spell: Spell) -> list[ModeCosts]:
    """The spree abilities of the spell (CR 702.172a)."""
    found = game.find(spell.obj)
    abilities = game.chars(found.id).abilities if found is not None else spell.card.abilities
    return [a for a in abilities if isinstance(a, ModeCosts) and a.keyword == "spree"]


def additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.172a, 700.2h: the cost of each mode chosen, paid with the total cost (601.2f-h)."""
    return chosen_mode_costs(game, spell, keyword="spree", cost_name=COST_NAME)
