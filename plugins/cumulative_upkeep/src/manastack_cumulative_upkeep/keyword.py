"""The cumulative upkeep keyword's triggered ability (CR 702.24a-b, 603.4, 118.12).

Imported by the first card with cumulative upkeep read: ``manastack_cumulative_upkeep`` (the
entry point) stays light.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import attrs

from manastack.api import (
    Cost,
    CostPart,
    DiscardCost,
    KeywordTrigger,
    PayLife,
    PutCountersOnSelf,
    SacrificeCost,
    Step,
    Zone,
)
from manastack_cumulative_upkeep import AGE, CUMULATIVE_UPKEEP, PLUGIN
from manastack_cumulative_upkeep.costs import (
    AddManaCost,
    CounterOnOpponentsCreature,
    OpponentGainsLife,
)

if TYPE_CHECKING:
    from manastack.api import Context, Game, GameObject
    from manastack_grammar.api import Builder


def build(match: re.Match[str], b: Builder) -> KeywordTrigger | None:
    """CR 702.24a: "At the beginning of your upkeep, if this permanent is on the battlefield,
    put an age counter on this permanent. Then you may pay [cost] for each age counter on it.
    If you don't, sacrifice it." None (not understood, the line quoted) for a cost this
    plugin can't repeat once per age counter (see ``SCALED``)."""
    from manastack.api import Custom, Mode, TriggerCondition
    from manastack_cumulative_upkeep.costs import read_cost
    from manastack_grammar.api import NotUnderstood, parse_cost

    try:
        if match["either"]:
            cost = either_mana(match["either"])
        else:
            cost = parse_cost(match["mana"] or match["cost"], b)
    except NotUnderstood:
        found = read_cost(match["cost"]) if match["cost"] else None
        if found is None:
            return None
        cost = found
    if cost.unpayable or not all(repeatable(part) for part in cost.parts):
        return None  # a part this plugin can't repeat once per age counter is not read
    trigger = TriggerCondition("step_begins", step=Step.UPKEEP, whose="you",
                               intervening_if=on_the_battlefield,
                               text="the beginning of your upkeep, if this permanent is on "
                                    "the battlefield")
    # the reminder text's wording: the payment is SacrificeUnlessCostPaid's decision (118.12)
    text = (f"put an age counter on this permanent, then sacrifice it unless you pay "
            f"{describe(cost)} for each age counter on it")

    def age_then_pay(ctx: Context) -> None:
        pay_for_each_age_counter(ctx, cost)

    effect = Mode(instructions=(Custom(age_then_pay),), text=text)
    return KeywordTrigger(trigger=trigger, effect=effect, keyword=CUMULATIVE_UPKEEP,
                          optional=False, text=match.group(0), plugin=PLUGIN)


def either_mana(text: str) -> Cost:
    """"{G} or {W}": one mana of either colour for each age counter, each choice made
    separately (702.24a) -- the payment a hybrid symbol {G/W} asks (107.4e), so the kernel
    pays any mix of the two for the whole set, all or nothing."""
    from manastack.api import ManaCost

    first, second = re.findall(r"\{([wubrg])\}", text, re.IGNORECASE)
    if first.upper() == second.upper():
        from manastack_grammar.api import NotUnderstood

        raise NotUnderstood(text)  # "{G} or {G}" is no choice: never printed, not guessed
    return Cost(mana=ManaCost.parse(f"{{{first.upper()}/{second.upper()}}}"))


def describe(cost: Cost) -> str:
    """The cost as the log reads it: "{1}", "Pay 1 life"."""
    parts = [*([str(cost.mana)] if not cost.mana.is_empty() else []),
             *(str(part) for part in cost.parts)]
    return ", ".join(parts) or "{0}"


def on_the_battlefield(game: Game, source: GameObject) -> bool:
    """CR 702.24a, 603.4: "if this permanent is on the battlefield" (again as it resolves)."""
    obj = game.find(source.id)
    return obj is not None and obj.zone is Zone.BATTLEFIELD


#: The non-mana cost parts read: each repeated once per age counter is the same part with a
#: greater amount (distinct objects chosen for the sacrifices and discards, 702.24a).
SCALED = (PayLife, SacrificeCost, DiscardCost, PutCountersOnSelf, OpponentGainsLife,
          CounterOnOpponentsCreature, AddManaCost)


def repeatable(part: CostPart) -> bool:
    """A part this plugin pays once per age counter (not one counted in X, 107.3a)."""
    return isinstance(part, SCALED) and not getattr(part, "count_is_x", False)


def times(cost: Cost, n: int) -> Cost:
    """CR 702.24a: [cost] once for each age counter: the mana symbols repeated (each
    symbol's choice made separately), the life added up, N times as many objects to
    sacrifice or discard (never the same one twice) or counters to put."""
    parts: list[CostPart] = []
    for part in cost.parts:
        if isinstance(part, PayLife):
            parts.append(attrs.evolve(part, amount=part.amount * n,
                                      text=f"Pay {part.amount * n} life"))
        elif isinstance(part, (SacrificeCost, DiscardCost, PutCountersOnSelf)):
            parts.append(attrs.evolve(part, count=part.count * n,
                                      text=f"{part.text} ({n} times)"))
        elif isinstance(part, (OpponentGainsLife, CounterOnOpponentsCreature, AddManaCost)):
            parts.append(attrs.evolve(part, times=n, text=f"{part.text} ({n} times)"))
    return Cost(mana=cost.times(n).mana, parts=tuple(p for p in parts if _amount(p)))


def _amount(part: object) -> int:
    """How many times the part is paid: none for no age counter."""
    for name in ("times", "count", "amount"):
        if hasattr(part, name):
            return int(getattr(part, name))
    return 1


def pay_for_each_age_counter(ctx: Context, cost: Cost) -> None:
    """CR 702.24a-b: put an age counter, then pay the cost once for each age counter now on
    it (every one, whichever instance put it), all or nothing; if not paid, sacrifice it."""
    from manastack.api import FixedObjects, SacrificeUnlessCostPaid

    game = ctx.game
    obj = ctx.source_permanent()
    if obj is None:
        return  # CR 603.4: left the battlefield, the ability does nothing
    game.add_counters(obj.id, AGE, 1, rule="702.24a", by=ctx.controller)
    obj = game.find(obj.id)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return
    count = obj.counters.get(AGE, 0)
    total = times(cost, count)
    game.log_event("effect", f"cumulative upkeep: {obj} has {count} age counter(s): "
                   f"{describe(total)} to keep it, or it is sacrificed", rule="702.24a",
                   source=ctx.source)
    SacrificeUnlessCostPaid(FixedObjects((obj.id,)), total, rule="702.24a",
                            text="sacrifice it").run(ctx)
