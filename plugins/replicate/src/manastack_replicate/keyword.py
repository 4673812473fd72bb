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
    from manastack.api import Ability, AdditionalCost, Context, Game, GameObject, Spell

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


def _label(cost: Cost) -> str:
    return f"replicate {cost}"


def replicate_times(spell: Spell | None, cost: Cost) -> int:
    """CR 702.56b: how many times the replicate cost ``cost`` was paid for ``spell``."""
    from manastack.api import times_paid

    return times_paid(spell, REPLICATE, PLUGIN, _label(cost))


@frozen
class PaidFor:
    """The trigger's intervening "if" (CR 603.4): "if a replicate cost was paid for it"."""

    cost: Cost

    def __call__(self, game: Game, source: GameObject) -> bool:
        return replicate_times(source.spell, self.cost) > 0


@frozen
class CopyPerPayment(Instruction):
    """CR 702.56a: "copy it for each time its replicate cost was paid", each copy may get
    new targets (707.10c). The ability exists apart from the spell (113.7a): a spell that
    has left the stack is copied as it last existed there (608.2h)."""

    cost: Cost = field(factory=Cost)

    def run(self, ctx: Context) -> None:
        from manastack.api import copy_cast_spell, spell_cast

        original = spell_cast(ctx)
        if original is None or original.spell is None:
            return
        times = replicate_times(original.spell, self.cost)
        ctx.game.log_event("effect", f"replicate: {_label(self.cost)} paid {times} time(s) for "
                           f"{original.card.name}, {times} cop{'y' if times == 1 else 'ies'}",
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
    trigger = TriggerCondition("cast", self_only=True, whose="you", intervening_if=PaidFor(cost),
                               text="you cast this spell, if a replicate cost was paid for it")
    effect = Mode(instructions=(CopyPerPayment(cost=cost),), text=TEXT)
    return (static, KeywordTrigger(trigger=trigger, effect=effect, keyword=REPLICATE,
                                   optional=False, text=match.group(0), plugin=PLUGIN))


def replicate_abilities(game: Game, spell: Spell) -> list[ReplicateAbility]:
    """The replicate abilities of the spell being cast (each instance, 702.56b)."""
    from manastack.api import abilities_now

    return [a for a in abilities_now(game, spell.obj, spell.card) if isinstance(a, ReplicateAbility)]


def additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.56a, 601.2b: for each replicate ability, the number of times the caster
    announces paying its cost (none: no additional cost)."""
    from manastack.api import AdditionalCost

    out: list[AdditionalCost] = []
    for ability in replicate_abilities(game, spell):
        times = _announce(game, spell, ability.cost, tuple(out))
        if times:
            out.append(AdditionalCost(name=REPLICATE, cost=ability.cost, times=times,
                                      plugin=PLUGIN, label=_label(ability.cost)))
    return out


def _announce(game: Game, spell: Spell, cost: Cost,
              before: tuple[AdditionalCost, ...]) -> int:
    """CR 601.2b: how many times the replicate cost is paid; the options are the numbers the
    caster could pay now with the rest of the spell's cost (an alternative cost chosen
    included, 601.2f); the total is checked again and paid at 601.2f-h."""
    from manastack.api import announce_times

    return announce_times(game, spell, cost, name=REPLICATE, plugin=PLUGIN,
                          limit=REPLICATE_LIMIT, word="replicate", rule="702.56a",
                          before=before)
