"""The replicate keyword's values and the work of its hooks (CR 702.56)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import Cost, Instruction, KeywordAbility
from manastack_grammar.api import Builder, NotUnderstood, parse_cost
from manastack_replicate import PLUGIN, REPLICATE

if TYPE_CHECKING:
    from manastack.api import (
        Ability,
        AdditionalCost,
        Context,
        Game,
        GameObject,
        Spell,
        TriggeredAbility,
    )

__all__ = ["CopyPerPayment", "PaidFor", "ReplicateAbility", "build", "replicate_times"]

#: How many payments are offered at most, when the player could pay more (the options of
#: one decision; 702.56a sets no limit, the player's resources do).
REPLICATE_LIMIT = 20

TEXT = ("When you cast this spell, if a replicate cost was paid for it, copy it for each "
        "time its replicate cost was paid. If the spell has any targets, you may choose new "
        "targets for any of the copies.")


@frozen
class ReplicateAbility(KeywordAbility):
    """"Replicate [cost]" (CR 702.56a): the additional cost, paid any number of times."""

    cost: Cost = field(factory=Cost, kw_only=True)

    def __str__(self) -> str:
        return f"Replicate {self.cost}"


def replicate_times(spell: Spell | None, instance: int | None = None) -> int:
    """CR 702.56b: how many times the replicate cost of the instance ``instance`` (its index
    among the spell's replicate abilities; every instance's when None) was paid for
    ``spell``."""
    from manastack.api import times_paid

    return times_paid(spell, REPLICATE, PLUGIN, instance=instance)


@frozen(eq=False)
class PaidFor:
    """The trigger's intervening "if" (CR 603.4): "if a replicate cost was paid for it".

    Each instance triggers on the payments made for it alone (702.56b): an instance is known
    by this object, its trigger's own, and its index among the spell's replicate triggers
    is the index its payments were announced under."""

    cost: Cost

    def instance(self, game: Game, source: GameObject) -> int:
        """CR 702.56b: which replicate instance of ``source`` this trigger is."""
        from manastack.api import instance_index

        return instance_index(game, source, self, _alike)

    def times(self, game: Game, source: GameObject) -> int:
        """CR 702.56b: how many times this instance's replicate cost was paid."""
        return replicate_times(source.spell, self.instance(game, source))

    def __call__(self, game: Game, source: GameObject) -> bool:
        return self.times(game, source) > 0


def _alike(ability: TriggeredAbility) -> bool:
    """A replicate trigger: one per instance of replicate (702.56b)."""
    from manastack.api import KeywordTrigger

    return isinstance(ability, KeywordTrigger) and ability.keyword == REPLICATE and \
        isinstance(ability.trigger.intervening_if, PaidFor)


@frozen
class CopyPerPayment(Instruction):
    """CR 702.56a: "copy it for each time its replicate cost was paid", each copy may get
    new targets (707.10c): the payments of its own instance (``paid``, its trigger's
    condition, 702.56b). The ability exists apart from the spell (113.7a): a spell that has
    left the stack is copied as it last existed there (608.2h)."""

    paid: PaidFor = field(factory=lambda: PaidFor(Cost()))

    def run(self, ctx: Context) -> None:
        from manastack.api import copy_cast_spell, spell_cast

        original = spell_cast(ctx)
        if original is None or original.spell is None:
            return
        times = self.paid.times(ctx.game, original)
        ctx.game.log_event("effect", f"replicate: replicate {self.paid.cost} paid {times} "
                           f"time(s) for {original.card.name}, {times} "
                           f"cop{'y' if times == 1 else 'ies'}",
                           rule="702.56a", source=ctx.source)
        ctx.it = copy_cast_spell(ctx, original, times, "replicate")


def build(match: re.Match[str]) -> tuple[Ability, ...] | None:
    """CR 702.56a: the keyword's two abilities; a cost the grammar can't read is no match
    (the card reports the line and isn't playable)."""
    from manastack.api import KeywordTrigger, Mode, TriggerCondition

    try:
        cost = parse_cost(match["cost"], Builder(card=""))
    except NotUnderstood:
        return None
    static = ReplicateAbility(keyword=REPLICATE, cost=cost, plugin=PLUGIN, text=match.group(0))
    # CR 702.56b: one condition object per instance, shared by its trigger and its copying
    paid = PaidFor(cost)
    trigger = TriggerCondition("cast", self_only=True, whose="you", intervening_if=paid,
                               text="you cast this spell, if a replicate cost was paid for it")
    effect = Mode(instructions=(CopyPerPayment(paid=paid),), text=TEXT)
    return (static, KeywordTrigger(trigger=trigger, effect=effect, keyword=REPLICATE,
                                   optional=False, text=match.group(0), plugin=PLUGIN))


def replicate_abilities(game: Game, spell: Spell) -> list[ReplicateAbility]:
    """The replicate abilities of the spell being cast (each instance, 702.56b)."""
    from manastack.api import abilities_now

    return [a for a in abilities_now(game, spell.obj, spell.card) if isinstance(a, ReplicateAbility)]


def additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.56a-b, 601.2b: for each replicate ability, separately, the number of times the
    caster announces paying its cost (none: no additional cost); the options are the
    numbers the caster could pay now with the rest of the spell's cost (an alternative cost
    chosen included, 601.2f); the total is checked again and paid at 601.2f-h."""
    from manastack.api import announce_instances

    return announce_instances(game, spell, [a.cost for a in replicate_abilities(game, spell)],
                              name=REPLICATE, plugin=PLUGIN, limit=REPLICATE_LIMIT,
                              word="replicate", rule="702.56a")
