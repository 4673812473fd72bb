"""Modes with a cost listed before their effect (CR 700.2h): spree's "+ {1} — Counter target
spell." (702.172a), tiered's "• Fire — {0} — ~ deals 1 damage to each creature." (702.183a).

:func:`costed_modes` reads such lines for a keyword plugin's section build: each line's cost
(:func:`~manastack_grammar.phrases.costs.parse_cost`) and its effect, with the effect
grammar, into a mode whose targets are its own (601.2c: chosen only if the mode is).
:func:`modal_with_costs` builds the section's abilities (the modal spell ability and a
:class:`ModeCosts` keyword ability holding each mode's cost), and :func:`chosen_mode_costs`
is what the plugin's ``manastack_additional_costs`` returns: the costs of the modes chosen.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import Ability, Cost, KeywordAbility, Mode, SpellAbility
from manastack_grammar.builder import Builder
from manastack_grammar.matching import effect_instructions
from manastack_grammar.phrases.costs import parse_cost
from manastack_grammar.registration import NotUnderstood

if TYPE_CHECKING:
    from manastack.api import AdditionalCost, Game, Spell

__all__ = ["ModeCosts", "chosen_mode_costs", "costed_modes", "modal_with_costs"]


@frozen
class ModeCosts(KeywordAbility):
    """A keyword whose modes each have an additional cost (spree, tiered; CR 700.2h):
    ``costs[i]`` is the cost of the spell's mode ``i``, paid when that mode is chosen."""

    costs: tuple[Cost, ...] = field(default=(), kw_only=True)

    def __str__(self) -> str:
        return f"{self.keyword.capitalize()} (" + ", ".join(str(c) for c in self.costs) + ")"


def costed_modes(lines: Sequence[str], line: re.Pattern[str],
                 b: Builder) -> tuple[tuple[Mode, Cost], ...]:
    """Each of ``lines`` (fully matching ``line``, whose groups ``cost`` and ``effect`` are
    the mode's cost and effect) as a mode and its cost (CR 700.2h), read with a builder of
    its own; the rules used are recorded in ``b``. Raises :exc:`NotUnderstood` with every
    sentence not read (a line not matching ``line``, a cost or an effect sentence): a mode
    is never left out."""
    out: list[tuple[Mode, Cost]] = []
    failures: list[str] = []
    for text in lines:
        found = line.fullmatch(text)
        if found is None:
            failures.append(text)
            continue
        mb = Builder(card=b.card, rules=b.rules, is_permanent=False)
        mode_failures: list[str] = []
        try:
            cost = parse_cost(found["cost"], mb)
        except NotUnderstood:
            mode_failures.append(text)
            cost = Cost()
        instructions = effect_instructions(found["effect"], mb, failures=mode_failures)
        b.trace.extend(mb.trace)
        b.missing.extend(x for x in mb.missing if x not in b.missing)
        failures.extend(mode_failures)
        out.append((Mode(instructions=tuple(instructions), targets=tuple(mb.targets),
                         text=found["effect"]), cost))
    if failures:
        raise NotUnderstood(*failures)
    return tuple(out)


def modal_with_costs(match: re.Match[str], own: Sequence[str], abilities: Sequence[Ability],
                     b: Builder, *, line: re.Pattern[str], keyword: str, plugin: str,
                     one: bool) -> tuple[Ability, ...]:
    """A keyword section of costed mode lines (``own``, each fully matching ``line``) as the
    spell's modal ability, choosing one or more of them (``one``: exactly one; CR 700.2), and
    the keyword's :class:`ModeCosts`. Text besides the modes (``abilities``) is not part of
    the keyword: refused, never guessed."""
    if abilities or not own:
        raise NotUnderstood()
    modes = costed_modes(own, line, b)
    return (SpellAbility(modes=tuple(m for m, _ in modes), min_modes=1,
                         max_modes=1 if one else len(modes), modal=True, text=match.group(0)),
            ModeCosts(keyword=keyword, costs=tuple(c for _, c in modes), plugin=plugin,
                      text=match.group(0)))


def chosen_mode_costs(game: Game, spell: Spell, *, keyword: str,
                      cost_name: str) -> list[AdditionalCost]:
    """The additional cost of each mode chosen for ``spell`` by its ``keyword``'s
    :class:`ModeCosts` (CR 700.2h), paid with the total cost (601.2f-h), named
    ``cost_name`` (``spell.paid_additional(cost_name)``)."""
    if not spell.modes:
        return []
    from manastack.api import AdditionalCost

    found = game.find(spell.obj)
    abilities = game.chars(found.id).abilities if found is not None else spell.card.abilities
    return [AdditionalCost(name=cost_name, cost=ability.costs[i], plugin=ability.plugin,
                           label=f"{keyword} {ability.costs[i]}")
            for ability in abilities
            if isinstance(ability, ModeCosts) and ability.keyword == keyword
            for i in spell.modes if i < len(ability.costs)]
