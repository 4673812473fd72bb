"""The squad keyword's values and the work of its hooks (CR 702.157)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import Cost, KeywordAbility, spell_of
from manastack_grammar.api import Builder, NotUnderstood, parse_cost
from manastack_squad import PLUGIN, SQUAD

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

__all__ = ["PaidFor", "SquadAbility", "TimesPaid", "build", "squad_times"]

#: How many payments are offered at most, when the player could pay more (the options of
#: one decision; 702.157a sets no limit, the player's resources do).
SQUAD_LIMIT = 20

TEXT = ("When this creature enters, if its squad cost was paid, create a token that's a copy "
        "of it for each time its squad cost was paid.")


@frozen
class SquadAbility(KeywordAbility):
    """"Squad [cost]" (CR 702.157a): the additional cost, paid any number of times."""

    cost: Cost = field(factory=Cost, kw_only=True)

    def __str__(self) -> str:
        return f"Squad {self.cost}"


def squad_times(obj: GameObject | None, instance: int | None = None) -> int:
    """CR 702.157a-b: how many times the squad cost of the instance ``instance`` (its index
    among the object's squad abilities; every instance's when None) was paid for the spell
    ``obj`` is or was (0 for an object that wasn't cast, or left and came back: 400.7)."""
    from manastack.api import times_paid

    return times_paid(spell_of(obj), SQUAD, PLUGIN, instance=instance)


@frozen(eq=False)
class PaidFor:
    """The trigger's intervening "if" (CR 603.4): "if its squad cost was paid".

    Each instance counts the payments made for it alone (702.157b): an instance is known by
    this object, its trigger's own, and its index among the object's squad triggers is the
    index its payments were announced under."""

    cost: Cost

    def times(self, game: Game, source: GameObject) -> int:
        """CR 702.157b: how many times this instance's squad cost was paid."""
        from manastack.api import instance_index

        return squad_times(source, instance_index(game, source, self, _alike))

    def __call__(self, game: Game, source: GameObject) -> bool:
        return self.times(game, source) > 0


def _alike(ability: TriggeredAbility) -> bool:
    """A squad trigger: one per instance of squad (702.157b)."""
    from manastack.api import KeywordTrigger

    return isinstance(ability, KeywordTrigger) and ability.keyword == SQUAD and \
        isinstance(ability.trigger.intervening_if, PaidFor)


@frozen
class TimesPaid:
    """"for each time its squad cost was paid" (CR 702.157a): the payments of its own
    instance (``paid``, its trigger's condition, 702.157b), counted as the ability resolves
    from the permanent or, gone, its last known information (113.7a, 608.2h)."""

    paid: PaidFor

    def __call__(self, ctx: Context) -> int:
        found = ctx.game.find(ctx.source) if ctx.source is not None else None
        obj = found if found is not None else ctx.source_lki
        times = self.paid.times(ctx.game, obj) if obj is not None else 0
        ctx.game.log_event("effect", f"squad: squad {self.paid.cost} was paid {times} "
                           f"time(s), {times} token cop{'y' if times == 1 else 'ies'}",
                           rule="702.157a", source=ctx.source)
        return times


def build(match: re.Match[str]) -> tuple[Ability, ...] | None:
    """CR 702.157a: the keyword's two abilities; a cost the grammar can't read is no match
    (the card reports the line and isn't playable)."""
    from manastack.api import CreateTokenCopy, KeywordTrigger, Mode, SourceRef, TriggerCondition

    try:
        cost = parse_cost(match["cost"], Builder(card=""))
    except NotUnderstood:
        return None
    static = SquadAbility(keyword=SQUAD, cost=cost, plugin=PLUGIN, text=match.group(0))
    # CR 702.157b: one condition object per instance, shared by its trigger and its count
    paid = PaidFor(cost)
    trigger = TriggerCondition("enters", self_only=True, intervening_if=paid,
                               text="this creature enters, if its squad cost was paid")
    # CR 707.2, 608.2h: copies of its copiable values, of its last known ones if it left
    effect = Mode(instructions=(CreateTokenCopy(of=SourceRef(), count=TimesPaid(paid),
                                                use_lki=True),), text=TEXT)
    return (static, KeywordTrigger(trigger=trigger, effect=effect, keyword=SQUAD,
                                   optional=False, text=match.group(0), plugin=PLUGIN))


def squad_abilities(game: Game, spell: Spell) -> list[SquadAbility]:
    """The squad abilities of the spell being cast (each instance, 702.157b)."""
    from manastack.api import abilities_now

    return [a for a in abilities_now(game, spell.obj, spell.card) if isinstance(a, SquadAbility)]


def additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.157a-b, 601.2b: for each squad ability, separately, the number of times the
    caster announces paying its cost (none: no additional cost); the options are the
    numbers the caster could pay now with the rest of the spell's cost; the total is
    checked again and paid at 601.2f-h."""
    from manastack.api import announce_instances

    return announce_instances(game, spell, [a.cost for a in squad_abilities(game, spell)],
                              name=SQUAD, plugin=PLUGIN, limit=SQUAD_LIMIT, word="squad",
                              rule="702.157a")
