"""The casualty keyword's values and the work of its hooks (CR 702.153)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import Cost, Instruction, KeywordAbility
from manastack_casualty import CASUALTY, PLUGIN

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

__all__ = ["CasualtyAbility", "CopyOnce", "PaidFor", "build", "casualty_cost", "payments"]

TEXT = ("When you cast this spell, if a casualty cost was paid for it, copy it. If the spell "
        "has any targets, you may choose new targets for the copy.")


@frozen
class CasualtyAbility(KeywordAbility):
    """"Casualty N" (CR 702.153a): the optional additional cost, sacrificing a creature with
    power N or greater."""

    n: int = field(default=0, kw_only=True)

    def __str__(self) -> str:
        return f"Casualty {self.n}"


def _label(n: int) -> str:
    return f"casualty {n}"


def casualty_cost(n: int) -> Cost:
    """CR 702.153a: "sacrifice a creature with power N or greater" (you control it: 701.21a)."""
    from manastack.api import ObjectFilter, SacrificeCost

    creature = ObjectFilter(types=("creature",), controller="you", power_at_least=n,
                            text=f"creature with power {n} or greater")
    return Cost(parts=(SacrificeCost(count=1, filter=creature,
                                     text=f"sacrifice a creature with power {n} or greater"),))


def payments(spell: Spell | None, n: int) -> int:
    """CR 702.153b: how many instances "Casualty ``n``" were paid for ``spell``."""
    from manastack.api import times_paid

    return times_paid(spell, CASUALTY, PLUGIN, _label(n))


@frozen(eq=False)
class PaidFor:
    """The trigger's intervening "if" (CR 603.4): "if a casualty cost was paid for it".

    Each instance looks at its own payment (702.153b); instances with the same N are alike:
    with P of them paid, the first P instances' triggers trigger. An instance is known by
    this object, its trigger's own."""

    n: int

    def __call__(self, game: Game, source: GameObject) -> bool:
        from manastack.api import among_first_paid

        return among_first_paid(game, source, self, self._alike, payments(source.spell, self.n))

    def _alike(self, ability: TriggeredAbility) -> bool:
        """Another instance of "Casualty N" with this N (702.153b)."""
        from manastack.api import KeywordTrigger

        return isinstance(ability, KeywordTrigger) and ability.keyword == CASUALTY and \
            isinstance(ability.trigger.intervening_if, PaidFor) and \
            ability.trigger.intervening_if.n == self.n


@frozen
class CopyOnce(Instruction):
    """CR 702.153a: "copy it. If the spell has any targets, you may choose new targets for
    the copy" (707.10, 707.10c). The ability exists apart from the spell (113.7a): a spell
    that has left the stack is copied as it last existed there (608.2h)."""

    n: int = 0

    def run(self, ctx: Context) -> None:
        from manastack.api import copy_cast_spell, spell_cast

        original = spell_cast(ctx)
        if original is None:
            return
        ctx.game.log_event("effect", f"casualty: {_label(self.n)} was paid for "
                           f"{original.card.name}, one copy", rule="702.153a", source=ctx.source)
        ctx.it = copy_cast_spell(ctx, original, 1, CASUALTY)


def build(match: re.Match[str]) -> tuple[Ability, ...]:
    """CR 702.153a: the keyword's two abilities."""
    from manastack.api import KeywordTrigger, Mode, TriggerCondition

    n = int(match["n"])
    static = CasualtyAbility(keyword=CASUALTY, n=n, plugin=PLUGIN, text=match.group(0))
    trigger = TriggerCondition("cast", self_only=True, whose="you", intervening_if=PaidFor(n),
                               text="you cast this spell, if a casualty cost was paid for it")
    effect = Mode(instructions=(CopyOnce(n=n),), text=TEXT)
    return (static, KeywordTrigger(trigger=trigger, effect=effect, keyword=CASUALTY,
                                   optional=False, text=match.group(0), plugin=PLUGIN))


def casualty_abilities(game: Game, spell: Spell) -> list[CasualtyAbility]:
    """The casualty abilities of the spell being cast (each instance, 702.153b)."""
    from manastack.api import abilities_now

    return [a for a in abilities_now(game, spell.obj, spell.card)
            if isinstance(a, CasualtyAbility)]


def additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.153a, 601.2b: for each casualty ability, whether the caster announces paying
    its cost (not paid: no additional cost). Each instance is paid separately (702.153b):
    one sacrifice each, so a creature paying one can't pay another (601.2h)."""
    from manastack.api import AdditionalCost

    out: list[AdditionalCost] = []
    for ability in casualty_abilities(game, spell):
        cost = casualty_cost(ability.n)
        if _announce(game, spell, ability.n, cost):
            out.append(AdditionalCost(name=CASUALTY, cost=cost, plugin=PLUGIN,
                                      label=_label(ability.n)))
    return out


def _announce(game: Game, spell: Spell, n: int, cost: Cost) -> bool:
    """CR 601.2b: does the caster intend to pay "Casualty ``n``"? Asked only when enough
    creatures with power N or greater could be sacrificed (118.3); the creature itself is
    chosen when the costs are paid (601.2h)."""
    if not all(part.can_pay(game, spell.controller, spell.obj) for part in cost.parts):
        return False
    (answer,) = game.decide(
        kind="casualty", player=spell.controller,
        prompt=f"Pay casualty {n} for {spell.card.name} (sacrifice a creature with power {n} "
               "or greater)?",
        options=(False, True), labels=("no", "yes"), rule="702.153a")
    if answer:
        game.log_event("announce", f"{spell.card.name}: casualty {n} will be paid "
                       f"(sacrifice a creature with power {n} or greater)", rule="601.2b",
                       obj=spell.obj)
    return bool(answer)
