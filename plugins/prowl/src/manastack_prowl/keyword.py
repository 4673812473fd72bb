"""The prowl keyword's value, its sentences and its hooks' work (CR 702.76)."""

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
    Zone,
)
from manastack_grammar.api import Builder, NotUnderstood
from manastack_prowl import PERMISSION, PLUGIN

if TYPE_CHECKING:
    from manastack.api import CombatDamageToPlayer, Spell

RULE = "702.76a"


@frozen
class ProwlAbility(AlternativeCostAbility):
    """"Prowl [cost]" (702.76a): the alternative cost the card may be cast for."""


def build(match: re.Match[str]) -> ProwlAbility:
    """CR 702.76a: the prowl cost, as the card's alternative cost."""
    return ProwlAbility(keyword="prowl", cost=Cost(mana=ManaCost.parse(match["mana"])),
                        text=match.group(0), plugin=PLUGIN)


def _hits_by(game: Game, player: int) -> list[CombatDamageToPlayer]:
    """CR 702.76a: the combat damage dealt to a player this turn by a source under
    ``player``'s control at the time it dealt that damage (the kernel's record keeps the
    source as it was then, 510.2, 603.10)."""
    return [dealt for dealt in game.combat_damage_to_players_this_turn()
            if dealt.controller == player and dealt.amount > 0]


def shared_creature_types(game: Game, player: int, card: int) -> tuple[str, ...]:
    """CR 702.76a: the creature types of ``card`` (as it is now, in the hand: changeling's
    every type included, 702.73a) that a source ``player`` controlled had as it dealt
    combat damage to a player this turn."""
    mine = game.chars(card).type_line.subtypes_of("creature")
    if not mine:
        return ()  # CR 702.76a: a spell with no creature type can't share one
    had: set[str] = set()
    for dealt in _hits_by(game, player):
        had.update(dealt.chars.type_line.subtypes_of("creature"))
    return tuple(t for t in mine if t in had)


def any_combat_damage_by(game: Game, player: int) -> bool:
    """The cheap first check: did any source ``player`` controlled deal combat damage to a
    player this turn (without it, no card of theirs may prowl)?"""
    return bool(_hits_by(game, player))


#: CR 702.76a, 118.9: cast from the hand for the prowl cost; each card's own creature types
#: are checked by :func:`casting_permissions`.
FROM_HAND = HandAlternativeCost(
    name=PERMISSION, plugin=PLUGIN, ability=ProwlAbility, rule=RULE,
    condition=any_combat_damage_by,
    label=lambda a: f"for its prowl cost {a.cost.mana} (a source you controlled with one of "
                    "its creature types dealt combat damage to a player this turn)")


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.76a, 118.9, 601.2b: cast a card from your hand paying its prowl cost instead, if
    a source you controlled that had any of that card's creature types dealt combat damage to
    a player this turn (only the hand: another zone's permission carries its own alternative
    cost, which can't be combined, 118.9a)."""
    return [p for p in FROM_HAND.permissions(game, player)
            if shared_creature_types(game, player, p.obj)]


def log_cast(game: Game, spell: Spell) -> None:
    """CR 702.76a: name the creature types shared with a source that dealt combat damage."""
    shared = ", ".join(shared_creature_types(game, spell.controller, spell.obj)) or "?"
    game.log_event("cost", f"prowl: {game.obj(spell.obj)} was cast for its prowl cost (a "
                   f"{shared} its caster controlled dealt combat damage to a player this "
                   "turn)", rule=RULE, source=spell.obj)


# --------------------------------------------------------------------------
# Was its prowl cost paid? (CR 702.76a, 118.9)
# --------------------------------------------------------------------------


def _spell_of(obj: GameObject | None) -> Spell | None:
    """The spell ``obj`` is (on the stack) or was (the permanent it became, 608.3); a
    permanent that left the battlefield and came back is a new object (400.7), no spell."""
    from manastack.api import Spell

    if obj is None:
        return None
    spell = obj.spell if obj.zone is Zone.STACK else obj.tags.get("cast")
    return spell if isinstance(spell, Spell) else None


def prowl_paid(spell: Spell | None) -> bool:
    """CR 702.76a: was ``spell`` cast for its prowl cost (the permission it was cast with; a
    copy of a spell copies the choice of an alternative cost, 707.10)?"""
    return FROM_HAND.cast_with(spell)


def prowl_paid_in(ctx: Context) -> bool:
    """Was the prowl cost paid for the object whose effect is happening: the resolving spell
    (608.2), or the permanent whose ability it is (its last known information if it is gone,
    113.7a)?"""
    if ctx.spell is not None:
        return prowl_paid(ctx.spell)
    obj = ctx.game.find(ctx.source) if ctx.source is not None else None
    return prowl_paid(_spell_of(obj if obj is not None else ctx.source_lki))


@frozen
class IfProwlPaid(Conditional):
    """"If this spell's prowl cost was paid, [effect]" (702.76a, 608.2c): asked as the effect
    happens; logged with its rule when the prowl branch runs."""

    condition: Callable[[Context], bool] = field(default=prowl_paid_in, eq=False, repr=False)

    def run(self, ctx: Context) -> None:
        if not prowl_paid_in(ctx):
            for step in self.otherwise:
                step.run(ctx)
            return
        name = ctx.source_name
        ctx.game.log_event("prowl", f"{name}'s prowl cost was paid: "
                           f"{self.text.replace('~', name)}", rule=RULE, obj=ctx.source)
        for step in self.then:
            step.run(ctx)


def _no_new_target(b: Builder, before: int, text: str) -> None:
    """A target only if the prowl cost was paid would change the cast (601.2c): such a
    sentence is not understood rather than read wrongly."""
    if len(b.targets) > before:
        raise NotUnderstood(f"{text} (a target only if its prowl cost was paid)")


def if_prowl_paid(m: re.Match[str], b: Builder) -> IfProwlPaid:
    """"If this spell's prowl cost was paid, [effect]" (702.76a, 608.2c); "... instead" is
    not read (nothing to replace is known here)."""
    rest = m["rest"].strip()
    if re.search(r"\binstead\b", rest, re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    before = len(b.targets)
    steps = tuple(b.effect(rest))
    _no_new_target(b, before, m.group(0))
    return IfProwlPaid(then=steps, text=m.group(0))


def enters_if_prowl_paid(m: re.Match[str], b: Builder) -> Ability:
    """"When this creature enters, if its prowl cost was paid, [effect]": a triggered ability
    with an intervening "if" (603.4), checked as it enters and again as it resolves. Its
    targets are its own (a fresh builder, as for any ability)."""
    from manastack.api import TriggerCondition

    inner = Builder(card=b.card, rules=b.rules, is_permanent=True)
    instructions = tuple(inner.effect(m["effect"]))
    b.trace.extend(inner.trace)
    b.missing.extend(x for x in inner.missing if x not in b.missing)
    checked = IfProwlPaid(then=instructions, text=m["effect"])
    mode = Mode(instructions=(checked,), targets=tuple(inner.targets), text=m["effect"])

    def paid(game: Game, source: GameObject) -> bool:
        return prowl_paid(_spell_of(source))

    condition = TriggerCondition("enters", self_only=True, intervening_if=paid,
                                 text=f"~ enters, {m['clause']}")
    return TriggeredAbility(trigger=condition, effect=mode, text=m.group(0))
