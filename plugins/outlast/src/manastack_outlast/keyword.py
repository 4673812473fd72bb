"""Outlast's activated ability (CR 702.107a, 602.5d).

Imported by the first card with outlast read: ``manastack_outlast`` (the entry point) stays
light.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import ActivatedAbility, Custom, KeywordAbility
from manastack_outlast import OUTLAST, PLUGIN

if TYPE_CHECKING:
    from manastack.api import Context
    from manastack_grammar.api import Builder

__all__ = ["OutlastAbility", "build"]

#: CR 702.107a: what "Outlast [cost]" means, [cost] the printed one.
DEFINITION = "{cost}, {{T}}: Put a +1/+1 counter on this creature. Activate only as a sorcery."


@frozen
class OutlastAbility(ActivatedAbility):
    """"Outlast [cost]" (702.107a): "[Cost], {T}: Put a +1/+1 counter on this creature.
    Activate only as a sorcery." ``keyword`` names it like a keyword ability."""

    keyword: str = field(default=OUTLAST, kw_only=True)
    plugin: str = field(default=PLUGIN, kw_only=True, eq=False)


def build(match: re.Match[str], b: Builder) -> tuple[KeywordAbility, OutlastAbility] | None:
    """CR 702.107a: the keyword and its ability, read from the definition with the printed
    cost (the card reader's own reading of "[cost], {T}: ..."); None (the line not
    understood) when that cost can't be read or paid."""
    from manastack_grammar.api import keyword_activated

    ability = keyword_activated(match, b, DEFINITION, OutlastAbility, sorcery_speed=True,
                                first=Custom(log_outlast, text="outlast"))
    if ability is None:
        return None
    return KeywordAbility(keyword=OUTLAST, text=match.group(0), plugin=PLUGIN), ability


def log_outlast(ctx: Context) -> None:
    """The explain log cites 702.107a as the ability resolves (the counter follows)."""
    game = ctx.game
    game.log_event("effect", f"outlast: a +1/+1 counter on {ctx.source_name}",
                   rule="702.107a", source=ctx.source)
