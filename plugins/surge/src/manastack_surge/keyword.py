"""The surge keyword's value, its sentences and its hooks' work (CR 702.117)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import (
    Ability,
    AlternativeCostAbility,
    CastingPermission,
    Conditional,
    Context,
    Cost,
    Game,
    GameObject,
    HandAlternativeCost,
    ManaCost,
    Mode,
    TriggeredAbility,
    spell_of,
)
from manastack_grammar.api import Builder, NotUnderstood
from manastack_surge import PERMISSION, PLUGIN

if TYPE_CHECKING:
    from manastack.api import Spell


@frozen
class SurgeAbility(AlternativeCostAbility):
    """"Surge [cost]" (702.117a): the alternative cost the card may be cast for."""


def build(match: re.Match[str]) -> SurgeAbility:
    """CR 702.117a: the surge cost, as the card's alternative cost."""
    return SurgeAbility(keyword="surge", cost=Cost(mana=ManaCost.parse(match["mana"])),
                        text=match.group(0), plugin=PLUGIN)


def cast_another_spell(game: Game, player: int) -> bool:
    """CR 702.117a: has ``player`` cast a spell this turn (counted as each spell becomes cast,
    601.2i: the spell being cast isn't counted yet, so any is "another")? The kernel has no
    teams (810), so "you or one of your teammates" is "you"."""
    return game.player(player).spells_cast_this_turn > 0


#: CR 702.117a, 118.9: cast from the hand for the surge cost, if you cast another spell this
#: turn.
FROM_HAND = HandAlternativeCost(
    name=PERMISSION, plugin=PLUGIN, ability=SurgeAbility, rule="702.117a",
    condition=cast_another_spell,
    label=lambda a: f"for its surge cost {a.cost.mana} (you cast another spell this turn)")


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.117a, 118.9, 601.2b: cast a card from your hand paying its surge cost instead,
    if you have cast another spell this turn (only the hand: another zone's permission
    carries its own alternative cost, which can't be combined, 118.9a)."""
    return FROM_HAND.permissions(game, player)


def log_cast(game: Game, spell: Spell) -> None:
    """CR 702.117a: say how many other spells the caster had cast this turn."""
    before = game.player(spell.controller).spells_cast_this_turn - 1
    game.log_event("cost", f"surge: {game.obj(spell.obj)} was cast for its surge cost "
                   f"({game.player(spell.controller)} had cast {before} other spell(s) this "
                   "turn)", rule="702.117a", source=spell.obj)


# --------------------------------------------------------------------------
# Was its surge cost paid? (CR 702.117a, 118.9)
# --------------------------------------------------------------------------


def surge_paid(spell: Spell | None) -> bool:
    """CR 702.117a: was ``spell`` cast for its surge cost (the permission it was cast with;
    a copy of a spell copies the choice of an alternative cost, 707.10)?"""
    return FROM_HAND.cast_with(spell)


def surge_paid_in(ctx: Context) -> bool:
    """Was the surge cost paid for the object whose effect is happening: the resolving spell
    (608.2), or the permanent whose ability it is (its last known information if it is
    gone, 113.7a)?"""
    if ctx.spell is not None:
        return surge_paid(ctx.spell)
    obj = ctx.game.find(ctx.source) if ctx.source is not None else None
    return surge_paid(spell_of(obj if obj is not None else ctx.source_lki))


@frozen
class IfSurgePaid(Conditional):
    """"If this spell's surge cost was paid, [effect]" (702.117a, 608.2c): asked as the
    effect happens; logged with its rule when the surge branch runs."""

    condition: Callable[[Context], bool] = field(default=surge_paid_in, eq=False, repr=False)

    def run(self, ctx: Context) -> None:
        if not surge_paid_in(ctx):
            for step in self.otherwise:
                step.run(ctx)
            return
        name = ctx.source_name
        ctx.game.log_event("surge", f"{name}'s surge cost was paid: "
                           f"{self.text.replace('~', name)}", rule="702.117a", obj=ctx.source)
        for step in self.then:
            step.run(ctx)


def _no_new_target(b: Builder, before: int, text: str) -> None:
    """A target only if the surge cost was paid would change the cast (601.2c): such a
    sentence is not understood rather than read wrongly."""
    if len(b.targets) > before:
        raise NotUnderstood(f"{text} (a target only if its surge cost was paid)")


def if_surge_paid(m: re.Match[str], b: Builder) -> IfSurgePaid:
    """"If this spell's surge cost was paid, [effect]" (702.117a, 608.2c); "... instead" is
    not read (nothing to replace is known here)."""
    rest = m["rest"].strip()
    if re.search(r"\binstead\b", rest, re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    before = len(b.targets)
    steps = tuple(b.effect(rest))
    _no_new_target(b, before, m.group(0))
    return IfSurgePaid(then=steps, text=m.group(0))


def enters_if_surge_paid(m: re.Match[str], b: Builder) -> Ability:
    """"When this creature enters, if its surge cost was paid, [effect]": a triggered ability
    with an intervening "if" (603.4), checked as it enters and again as it resolves. Its
    targets are its own (a fresh builder, as for any ability)."""
    from manastack.api import TriggerCondition

    inner = Builder(card=b.card, rules=b.rules, is_permanent=True)
    instructions = tuple(inner.effect(m["effect"]))
    b.trace.extend(inner.trace)
    b.missing.extend(x for x in inner.missing if x not in b.missing)
    checked = IfSurgePaid(then=instructions, text=m["effect"])
    mode = Mode(instructions=(checked,), targets=tuple(inner.targets), text=m["effect"])

    def paid(game: Game, source: GameObject) -> bool:
        return surge_paid(spell_of(source))

    condition = TriggerCondition("enters", self_only=True, intervening_if=paid,
                                 text=f"~ enters, {m['clause']}")
    return TriggeredAbility(trigger=condition, effect=mode, text=m.group(0))
