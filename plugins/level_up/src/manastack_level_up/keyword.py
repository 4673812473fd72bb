"""Level up's activated ability (CR 702.87a, 602.5d) and the level symbols' static
abilities (CR 711.2).

Imported by the first leveler card read: ``manastack_level_up`` (the entry point) stays
light.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import (
    ActivatedAbility,
    AddAbilities,
    Custom,
    KeywordAbility,
    SetPT,
    StaticAbility,
    StaticEffect,
)
from manastack_level_up import LEVEL, LEVEL_COUNTER, LEVEL_UP, PLUGIN

if TYPE_CHECKING:
    from manastack.api import Ability, Context, Game, GameObject, Modification
    from manastack_grammar.api import Builder

__all__ = ["LevelAbility", "LevelUpAbility", "build_level", "build_level_up"]

#: CR 702.87a: what "Level up [cost]" means, [cost] the printed one.
DEFINITION = "{cost}: Put a level counter on this permanent. Activate only as a sorcery."


@frozen
class LevelUpAbility(ActivatedAbility):
    """"Level up [cost]" (702.87a): "[Cost]: Put a level counter on this permanent.
    Activate only as a sorcery." ``keyword`` names it like a keyword ability."""

    keyword: str = field(default=LEVEL_UP, kw_only=True)
    plugin: str = field(default=PLUGIN, kw_only=True, eq=False)


@frozen
class LevelAbility(StaticAbility):
    """A level symbol (711.2): the static ability "as long as it has ``low`` to ``high``
    (``None``: no most) level counters, it has base P/T ``pt`` and has ``granted``"."""

    low: int = field(default=0, kw_only=True)
    high: int | None = field(default=None, kw_only=True)
    pt: tuple[int, int] = field(default=(0, 0), kw_only=True)
    granted: tuple[Ability, ...] = field(default=(), kw_only=True)
    keyword: str = field(default=LEVEL, kw_only=True)
    plugin: str = field(default=PLUGIN, kw_only=True, eq=False)


def build_level_up(match: re.Match[str], b: Builder
                   ) -> tuple[KeywordAbility, LevelUpAbility] | None:
    """CR 702.87a: the keyword and its ability, read from the definition with the printed
    cost (the card reader's own reading of "[cost]: Put a level counter on ..."); None (the
    line not understood) when that cost can't be read."""
    from manastack_grammar.api import keyword_activated

    ability = keyword_activated(match, b, DEFINITION, LevelUpAbility, sorcery_speed=True,
                                first=Custom(log_level_up, text="level up"))
    if ability is None:
        return None
    return KeywordAbility(keyword=LEVEL_UP, text=match.group(0), plugin=PLUGIN), ability


def log_level_up(ctx: Context) -> None:
    """The explain log cites 702.87a as the ability resolves (the counter follows)."""
    ctx.game.log_event("effect", f"level up: a level counter on {ctx.source_name}",
                       rule="702.87a", source=ctx.source)


def build_level(match: re.Match[str], own: Sequence[str], abilities: Sequence[Ability],
                b: Builder) -> LevelAbility | None:
    """CR 711.2a/b: "LEVEL N1-N2" or "LEVEL N3+", its P/T box (the section's one own line)
    and the abilities printed in its striation: one static ability. None (the heading not
    understood) without exactly one P/T box (711.1: each striation has one)."""
    if len(own) != 1:
        return None
    power, toughness = (int(x) for x in own[0].split("/"))
    low = int(match["low"])
    high = None if match["plus"] else int(match["high"])
    if high is not None and high < low:
        return None
    span = f"{low}+" if high is None else f"{low}-{high}"
    # the heading and the P/T box only: the granted abilities carry their own words
    text = f"LEVEL {span} {power}/{toughness}"

    def in_range(game: Game, obj: GameObject) -> bool:
        # CR 711.2a/b: the level counters on it now, within the symbol's range
        n = obj.counters.get(LEVEL_COUNTER, 0)
        return n >= low and (high is None or n <= high)

    # CR 711.2: base P/T in layer 7b (613.4b), the abilities in layer 6 (613.1f)
    parts: list[Modification] = [SetPT(power, toughness)]
    if abilities:
        parts.insert(0, AddAbilities(tuple(abilities)))
    effect = StaticEffect(parts=tuple(parts), self_only=True, condition=in_range,
                          text=f"level {span} (CR 711.2): {text}")
    return LevelAbility(effects=(effect,), low=low, high=high, pt=(power, toughness),
                        granted=tuple(abilities), text=text)
