"""The conspire keyword's values and the work of its hooks (CR 702.78)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from attrs import frozen

from manastack.api import Cost, Instruction, KeywordAbility, TapUntapped
from manastack_conspire import CONSPIRE, PLUGIN

if TYPE_CHECKING:
    import re

    from manastack.api import (
        Ability,
        AdditionalCost,
        Context,
        Game,
        GameObject,
        Spell,
        TriggeredAbility,
    )

__all__ = ["CopyOnce", "PaidFor", "TapTwoSharingAColor", "build", "conspire_cost", "payments"]

TEXT = ("When you cast this spell, if its conspire cost was paid, copy it. If the spell has "
        "any targets, you may choose new targets for the copy.")

COST_TEXT = "tap two untapped creatures you control that each share a color with it"


@frozen
class TapTwoSharingAColor(TapUntapped):
    """CR 702.78a: "tap two untapped creatures you control that each share a color with it":
    each of them has a color of the spell now (105.2; not necessarily the same one). Not
    {T}: a creature that came under its controller's control this turn may be tapped
    (302.6 is about {T})."""

    def candidates(self, game: Game, player: int, source: int | None) -> list[GameObject]:
        if source is None or game.find(source) is None:
            return []
        colors = game.chars(source).colors
        return [o for o in super().candidates(game, player, source)
                if game.chars(o.id).colors & colors]


def conspire_cost() -> Cost:
    """CR 702.78a: the conspire cost, the two creatures chosen when it is paid (601.2h)."""
    from manastack.api import ObjectFilter

    creature = ObjectFilter(types=("creature",), controller="you",
                            text="untapped creature you control that shares a color with it")
    return Cost(parts=(TapTwoSharingAColor(count=2, filter=creature, text=COST_TEXT),))


def payments(spell: Spell | None) -> int:
    """How many conspire costs were paid for ``spell`` (702.78b: one per instance paid)."""
    from manastack.api import times_paid

    return times_paid(spell, CONSPIRE, PLUGIN)


@frozen(eq=False)
class PaidFor:
    """The trigger's intervening "if" (CR 603.4): "if its conspire cost was paid".

    The instances of conspire are all alike (702.78b): with P of them paid, the first P
    instances' triggers trigger; an instance is known by this object, its trigger's own."""

    def __call__(self, game: Game, source: GameObject) -> bool:
        from manastack.api import among_first_paid

        return among_first_paid(game, source, self, _alike, payments(source.spell))


def _alike(ability: TriggeredAbility) -> bool:
    """An instance of conspire: they are all alike (702.78b)."""
    from manastack.api import KeywordTrigger

    return isinstance(ability, KeywordTrigger) and ability.keyword == CONSPIRE


@frozen
class CopyOnce(Instruction):
    """CR 702.78a: "copy it. If the spell has any targets, you may choose new targets for the
    copy" (707.10, 707.10c). The ability exists apart from the spell (113.7a): a spell that
    has left the stack is copied as it last existed there (608.2h)."""

    def run(self, ctx: Context) -> None:
        from manastack.api import copy_cast_spell, spell_cast

        original = spell_cast(ctx)
        if original is None:
            return
        ctx.game.log_event("effect", "conspire: its conspire cost was paid for "
                           f"{original.card.name}, one copy", rule="702.78a", source=ctx.source)
        ctx.it = copy_cast_spell(ctx, original, 1, CONSPIRE)


def build(match: re.Match[str]) -> tuple[Ability, ...]:
    """CR 702.78a: the keyword's two abilities."""
    from manastack.api import KeywordTrigger, Mode, TriggerCondition

    static = KeywordAbility(keyword=CONSPIRE, plugin=PLUGIN, text=match.group(0))
    trigger = TriggerCondition("cast", self_only=True, whose="you", intervening_if=PaidFor(),
                               text="you cast this spell, if its conspire cost was paid")
    effect = Mode(instructions=(CopyOnce(),), text=TEXT)
    return (static, KeywordTrigger(trigger=trigger, effect=effect, keyword=CONSPIRE,
                                   optional=False, text=match.group(0), plugin=PLUGIN))


def instances(game: Game, spell: Spell) -> int:
    """How many instances of conspire the spell being cast has (702.78b)."""
    from manastack.api import TriggeredAbility, abilities_now

    return sum(1 for a in abilities_now(game, spell.obj, spell.card)
               if isinstance(a, TriggeredAbility) and _alike(a))


def additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.78a, 601.2b: for each instance of conspire, whether the caster announces paying
    its cost (not paid: no additional cost). Each instance is paid separately (702.78b):
    two creatures each, a creature tapped for one can't pay another (601.2h)."""
    from manastack.api import AdditionalCost

    out: list[AdditionalCost] = []
    for _ in range(instances(game, spell)):
        cost = conspire_cost()
        if not _announce(game, spell, cost, len(out)):
            break  # the instances are alike: the next one is declined too
        out.append(AdditionalCost(name=CONSPIRE, cost=cost, plugin=PLUGIN, label=CONSPIRE))
    return out


def _announce(game: Game, spell: Spell, cost: Cost, paid: int) -> bool:
    """CR 601.2b: does the caster intend to pay a conspire cost? Asked only when enough
    untapped creatures sharing a color with the spell could be tapped for it and those
    announced before (118.3); the creatures are chosen when the costs are paid (601.2h)."""
    (part,) = cost.parts
    assert isinstance(part, TapTwoSharingAColor)
    if len(part.candidates(game, spell.controller, spell.obj)) < part.count * (paid + 1):
        return False
    (answer,) = game.decide(
        kind="conspire", player=spell.controller,
        prompt=f"Pay conspire for {spell.card.name} ({COST_TEXT})?",
        options=(False, True), labels=("no", "yes"), rule="702.78a")
    if answer:
        game.log_event("announce", f"{spell.card.name}: conspire will be paid ({COST_TEXT})",
                       rule="601.2b", obj=spell.obj)
    return bool(answer)
