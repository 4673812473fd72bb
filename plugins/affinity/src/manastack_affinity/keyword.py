"""The affinity keyword's value and its hook's work (CR 702.41)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import KeywordAbility
from manastack_affinity import PLUGIN

if TYPE_CHECKING:
    from manastack.api import CostChange, Count, Game, Spell
    from manastack_grammar.api import Builder


@frozen
class AffinityAbility(KeywordAbility):
    """"Affinity for [text]" (702.41a): ``what`` is the [text], ``count`` counts the
    permanents of that kind the spell's controller controls."""

    what: str = field(default="", kw_only=True)
    count: Count | None = field(default=None, kw_only=True, eq=False)


def build(match: re.Match[str], b: Builder) -> AffinityAbility | None:
    """CR 702.41a: "[text] you control" read as the reader reads "for each ... you control";
    None (not understood) when it can't be read."""
    from manastack_grammar.api import NotUnderstood, parse_count

    what = match["what"].strip()
    try:
        count = parse_count(f"{what} you control", b)
    except NotUnderstood:
        return None
    return AffinityAbility(keyword="affinity", what=what, count=count, text=match.group(0),
                           plugin=PLUGIN)


def reductions(game: Game, spell: Spell) -> list[CostChange]:
    """CR 702.41a-b: one generic reduction per instance of affinity, of {1} for each
    permanent of its kind the caster controls now (as the total cost is determined)."""
    from manastack.api import Context, CostChange, ManaCost

    out: list[CostChange] = []
    ctx = Context(game=game, controller=spell.controller, source=spell.obj, spell=spell)
    for ability in game.chars(spell.obj).abilities:
        if not isinstance(ability, AffinityAbility) or ability.count is None:
            continue
        n = ability.count(ctx)
        if n > 0:
            out.append(CostChange(mana=ManaCost.parse(f"{{{n}}}"), rule="702.41a",
                                  source=f"{spell.card.name}: affinity for {ability.what} "
                                  f"({n}, CR 702.41a)"))
    return out
