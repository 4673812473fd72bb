"""The class level bar's activated and static abilities (CR 716.2a, 716.2b, 716.2d).

Imported by the first Class card read: ``manastack_class_cards`` (the entry point) stays
light.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import (
    ActivatedAbility,
    ActivationRestriction,
    AddAbilities,
    Instruction,
    Mode,
    StaticAbility,
    StaticEffect,
    fire_event,
)
from manastack_class_cards import CLASS_LEVEL, EVENT, LEVEL, PLUGIN

if TYPE_CHECKING:
    from manastack.api import Ability, Context, Game, GameObject
    from manastack_grammar.api import Builder, SentenceResult

__all__ = ["BecomeLevel", "ClassLevelAbility", "build_class_level", "level_of",
           "when_becomes_level"]


def level_of(obj: GameObject) -> int:
    """CR 716.2b, 716.2d: the permanent's level, 1 when it has none."""
    level = obj.tags.get(LEVEL)
    return level if isinstance(level, int) else 1


@frozen
class BecomeLevel(Instruction):
    """"This Class's level becomes N" (716.2a): the source permanent's level designation is
    set; gone from the battlefield, nothing happens (400.7)."""

    level: int = 2

    def run(self, ctx: Context) -> None:
        game = ctx.game
        obj = ctx.source_permanent()
        if obj is None:
            game.log_event("effect", f"level {self.level}: the Class has left the battlefield, "
                           "nothing happens", rule="716.2a", source=ctx.source)
            return
        # CR 716.2b: a designation of the permanent, not a counter (716.4) nor copiable
        game.set_object(obj.replace(tags={**obj.tags, LEVEL: self.level}))
        game.log_event("effect", f"{obj}'s level becomes {self.level}", rule="716.2a",
                       source=obj.id)
        # CR 603.2: "When this Class becomes level N" triggers now, the ability gained with it
        fire_event(game, f"{EVENT}_{self.level}", obj=obj.id, player=ctx.controller,
                   n=self.level)


@frozen
class ClassLevelAbility(ActivatedAbility):
    """"[Cost]: This Class's level becomes N. Activate only if this Class is level N-1 and
    only as a sorcery." (716.2a) ``keyword`` names the class level bar."""

    level: int = field(default=2, kw_only=True)
    keyword: str = field(default=CLASS_LEVEL, kw_only=True)
    plugin: str = field(default=PLUGIN, kw_only=True, eq=False)


@frozen
class ClassLevelStatic(StaticAbility):
    """"As long as this Class is level N or greater, it has [abilities]." (716.2a)"""

    level: int = field(default=2, kw_only=True)
    granted: tuple[Ability, ...] = field(default=(), kw_only=True)
    keyword: str = field(default=CLASS_LEVEL, kw_only=True)
    plugin: str = field(default=PLUGIN, kw_only=True, eq=False)


def build_class_level(match: re.Match[str], own: Sequence[str], abilities: Sequence[Ability],
                      b: Builder) -> tuple[Ability, ...] | None:
    """CR 716.2a: "[Cost]: Level N" and the abilities of its section: the activated ability
    and the static one. None (the bar not understood) when the cost can't be read or N is
    below 2 (a Class starts at level 1, 716.2d)."""
    from manastack_grammar.api import keyword_cost

    cost = keyword_cost(match, b)
    n = int(match["n"])
    if cost is None or n < 2 or own:
        return None
    text = f"{match['mana']}: Level {n}"

    def at_previous(game: Game, oid: int) -> bool:
        # CR 716.2a: only if this Class is level N-1
        return level_of(game.obj(oid)) == n - 1

    restriction = ActivationRestriction(
        "source_condition", text=f"Activate only if this Class is level {n - 1}",
        of_source=at_previous)
    activated = ClassLevelAbility(
        cost=cost, effect=Mode(instructions=(BecomeLevel(n, text=f"level {n}"),),
                               text=f"This Class's level becomes {n}."),
        sorcery_speed=True, restrictions=(restriction,), level=n, text=text)
    found: list[Ability] = [activated]
    if abilities:
        def at_least(game: Game, obj: GameObject) -> bool:
            # CR 716.2a: as long as this Class is level N or greater
            return level_of(obj) >= n

        effect = StaticEffect(parts=(AddAbilities(tuple(abilities)),), self_only=True,
                              condition=at_least, text=f"level {n} (CR 716.2a)")
        found.append(ClassLevelStatic(effects=(effect,), level=n, granted=tuple(abilities),
                                      text=f"Level {n}"))
    return tuple(found)


def when_becomes_level(match: re.Match[str], b: Builder) -> SentenceResult:
    """"When this Class becomes level N, [effect]" (716.2a, 603.2): triggered by the event
    fired as this permanent's level becomes N. The effect is read as the card reader reads
    any "When ~ [event], [effect]"."""
    import attrs

    from manastack.api import TriggerCondition, TriggeredAbility
    from manastack_grammar.api import NotUnderstood, recognize_line_ability

    read = recognize_line_ability(f"When ~ enters, {match['rest']}", b)
    if not isinstance(read, TriggeredAbility) or type(read) is not TriggeredAbility:
        raise NotUnderstood(match.group(0))
    n = int(match["n"])
    trigger = TriggerCondition(f"{EVENT}_{n}", self_only=True,
                               text=f"When ~ becomes level {n}")
    return attrs.evolve(read, trigger=trigger, text=match.group(0))
