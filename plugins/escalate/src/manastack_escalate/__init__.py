"""manastack plugin: escalate (CR 702.120).

"Escalate [cost]" is a static ability of modal spells that works while the
spell is on the stack: "For each mode you choose beyond the first as you cast
this spell, you pay an additional [cost]" (CR 702.120a). The cost may be mana
("Escalate {2}") or not ("Escalate—Discard a card.", "Escalate—Tap an untapped
creature you control.").

The plugin recognises the keyword line and, once the modes are chosen (CR
601.2b: all at once, none twice, CR 700.2), returns one additional cost paid
``len(modes) - 1`` times through ``manastack_additional_costs``. The kernel
adds it to the total cost before increases and reductions (CR 601.2f, so a
reduction applies to the escalate part too), pays it even when the spell is
cast without paying its mana cost (CR 118.9, 118.8), and never counts it in
the spell's mana value (CR 118.8d, 202.3).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack import hookimpl
from manastack.abilities import KeywordAbility, KeywordDef
from manastack.cards import PRIORITY_POOL, CardSource, TomlCardSource
from manastack.costs import Cost
from manastack.oracle import Builder, NotUnderstood, parse_cost

# the game engine's modules (casting, game, layers, zones...) are imported inside the
# functions that run them: loading the plugin (Rules.load) imports none of them
if TYPE_CHECKING:
    from manastack.casting import AdditionalCost, Spell
    from manastack.game import Game

MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "escalate"
#: The name of the additional cost (``spell.paid_additional("escalate")``).
COST_NAME = "escalate"


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


KEYWORD = KeywordDef(
    name="escalate",
    pattern=r"escalate(?:\s*[—-]\s*|\s+)(.+)",
    build=_build,  # may return None: not an escalate line after all
    rule="702.120a",
    reminder="Pay this cost for each mode chosen beyond the first.",
)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.120: the keyword lines "Escalate {2}", "Escalate—Discard a card."."""
    return [KEYWORD]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The 9 printed escalate cards (and Ruthless Instincts), Oracle text verbatim."""
    return [TomlCardSource.from_package(PLUGIN, "manastack_escalate", "cards.toml",
                                        priority=PRIORITY_POOL)]


def escalate_abilities(game: Game, spell: Spell) -> list[EscalateAbility]:
    """The escalate abilities of the spell (CR 702.120a; each instance counts)."""
    found = game.find(spell.obj)
    abilities = game.chars(found.id).abilities if found is not None else spell.card.abilities
    return [a for a in abilities if isinstance(a, EscalateAbility)]


@hookimpl
def manastack_additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.120a, 601.2b: the escalate cost, once for each mode chosen beyond the first."""
    from manastack.casting import AdditionalCost

    extra_modes = len(spell.modes) - 1
    if extra_modes <= 0:
        return []
    return [
        AdditionalCost(name=COST_NAME, cost=ability.cost, times=extra_modes, plugin=PLUGIN,
                       label=f"escalate {ability.cost}")
        for ability in escalate_abilities(game, spell)
    ]
