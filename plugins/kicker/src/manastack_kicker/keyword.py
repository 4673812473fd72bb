"""The kicker keyword's abilities, sentences and the work of its hooks (CR 702.33).

Imported by the first card with kicker read, or the first hook call of a game:
``manastack_kicker`` itself (the entry point) stays light, so that loading the rules
imports none of the card vocabulary (docs/plugin-guide.rst, "Keep the entry module
light").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

from attrs import field, frozen

from manastack.api import (
    Ability,
    Conditional,
    Context,
    Cost,
    GameObject,
    Instruction,
    KeywordAbility,
    Mode,
    TriggeredAbility,
    Zone,
    spell_of,
)
from manastack_grammar.api import (
    Amend,
    Builder,
    NotUnderstood,
    instead_body,
    instead_steps,
    int_number,
    parse_cost,
)
from manastack_kicker import COST_NAME, PLUGIN

# the engine's names (casting, game, triggers, zones...) are imported from the API inside the functions
# that run them, which imports their modules then: reading a card imports none of them
if TYPE_CHECKING:
    from manastack.api import AdditionalCost, Game, Replacement, Spell, TriggerCondition, ZoneMove

__all__ = [
    "IfKicked",
    "KickedEntersWith",
    "KickedTest",
    "KickerAbility",
    "kicked_times",
    "kicker_abilities",
]

#: How many times a multikicker cost is offered at most, when the player could pay more
#: (the options of one decision; 702.33c sets no limit, the player's mana does).
MULTIKICKER_LIMIT = 20


# --------------------------------------------------------------------------
# Abilities
# --------------------------------------------------------------------------


@frozen
class KickerAbility(KeywordAbility):
    """"Kicker [cost]" (CR 702.33a), "Kicker [cost 1] and/or [cost 2]" (702.33b: two
    kicker costs, each paid or not) or "Multikicker [cost]" (``multi``, 702.33c: paid any
    number of times)."""

    costs: tuple[Cost, ...] = field(default=(), kw_only=True)
    multi: bool = field(default=False, kw_only=True)

    def __str__(self) -> str:
        name = "Multikicker" if self.multi else "Kicker"
        return f"{name} {' and/or '.join(str(c) for c in self.costs)}"


def _read_costs(raw: str) -> tuple[Cost, ...] | None:
    """The kicker costs of "{1}{B} and/or {R}" (702.33b), or None if one can't be read."""
    costs = []
    for part in re.split(r"\s+and/or\s+", raw.strip()):
        try:
            costs.append(parse_cost(part, Builder(card="")))
        except NotUnderstood:
            return None  # e.g. "Forage", "{X}. X can't be 0": never guessed
    return tuple(costs)


def _build(match: re.Match[str]) -> KickerAbility | None:
    """"Kicker {4}", "Kicker—Sacrifice a creature.", "Kicker {1}{B} and/or {R}"; a cost the
    grammar can't read is no match: the card reports the line and isn't playable."""
    costs = _read_costs(match["cost"])
    if costs is None or len(costs) > 2:
        return None
    return KickerAbility(keyword="kicker", costs=costs, plugin=PLUGIN, text=match.group(0))


def _build_multi(match: re.Match[str]) -> KickerAbility | None:
    """"Multikicker {1}{G}" (702.33c): one cost, paid any number of times."""
    costs = _read_costs(match["cost"])
    if costs is None or len(costs) != 1:
        return None
    return KickerAbility(keyword="multikicker", costs=costs, multi=True, plugin=PLUGIN,
                         text=match.group(0))


@frozen
class KickedEntersWith(Ability):
    """"If this creature was kicked, it enters with N [kind] counters on it" (702.33d,
    614.1c), or with ``per_kick``: "... enters with N [kind] counters on it for each time
    it was kicked" (702.33c). Applied by :func:`replace_zone_change` as the spell that was
    kicked resolves into the permanent (608.3)."""

    counters: tuple[tuple[str, int], ...] = ()
    per_kick: bool = field(default=False, kw_only=True)


@frozen
class IfKicked(Conditional):
    """"If this spell was kicked, [effect]" (``then``), and with "... instead" the
    replaced instruction as ``otherwise`` (702.33d, 608.2c). Asked as the effect happens,
    of the resolving spell (a copy of a kicked spell is kicked, 707.10) or of the
    permanent the kicked spell became; logged with its rule when the kicked branch runs.
    A :class:`~manastack.api.Conditional`, so "Otherwise, ..." completes it."""

    test: KickedTest = field(factory=lambda: KickedTest(), kw_only=True)
    condition: Any = field(default=None, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        if self.condition is None:
            object.__setattr__(self, "condition", lambda ctx: self.test(kicks_in(ctx)))

    def run(self, ctx: Context) -> None:
        if self.condition(ctx):
            name = ctx.source_name
            ctx.game.log_event("kicker", f"{name} was kicked: {self.text.replace('~', name)}",
                               rule="702.33d", obj=ctx.source)
            steps = self.then
        else:
            steps = self.otherwise
        for step in steps:
            step.run(ctx)


# --------------------------------------------------------------------------
# Was it kicked? (CR 702.33d)
# --------------------------------------------------------------------------


def kicks(spell: Spell | None) -> list[AdditionalCost]:
    """The kicker costs paid for ``spell`` (each with how many times, 702.33c)."""
    if spell is None:
        return []
    return [a for a in spell.additional
            if a.name == COST_NAME and a.plugin == PLUGIN and a.times > 0]


def kicked_times(obj: GameObject | None) -> int:
    """CR 702.33d-e: how many times the spell ``obj`` is, or the permanent ``obj`` was as a
    spell, kicked (0: not kicked). A permanent that left the battlefield and came back is a
    new object (400.7), never kicked; a copy of a kicked spell is kicked (707.10)."""
    from manastack.api import times_paid

    return times_paid(spell_of(obj), COST_NAME, PLUGIN)


def kicks_in(ctx: Context) -> list[AdditionalCost]:
    """The kicker costs paid for the object whose effect is happening: the resolving spell
    (608.2), or the permanent whose ability it is (its last known information if it is
    gone, 113.7a)."""
    if ctx.spell is not None:
        return kicks(ctx.spell)
    obj = ctx.game.find(ctx.source) if ctx.source is not None else None
    return kicks(spell_of(obj if obj is not None else ctx.source_lki))


def kicked_in(ctx: Context) -> int:
    """How many times the object whose effect is happening was kicked (see :func:`kicks_in`)."""
    return sum(a.times for a in kicks_in(ctx))


def _times_kicked(match: re.Match[str], b: Builder) -> Callable[[Context], int]:
    """"for each time it was kicked" (702.33c): counted as the effect happens (107.3c)."""
    return kicked_in


def _you_cast_kicked(match: re.Match[str], b: Builder) -> TriggerCondition:
    """"Whenever you cast a kicked spell" (Lullmage's Familiar; CR 702.33d, 601.2i, 603.2):
    a spell its controller casts with a kicker cost paid, known once it becomes cast; a
    copy is not cast (707.10), an unkicked spell does not count."""
    from manastack.api import TriggerCondition

    def kicked(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        obj = data.get("obj")
        found = game.find(obj) if isinstance(obj, int) else None
        return found is not None and kicked_times(found) > 0

    return TriggerCondition("cast", whose="you", predicate=kicked, text=match.group(0))


@frozen
class KickedTest:
    """"If it was kicked" (702.33d), "... kicked twice" (``times``, 702.33e), "... kicked
    with its {R} kicker" (``which``, 702.33b: that one of its kicker costs was paid)."""

    times: int = 1
    which: Cost | None = None

    def __call__(self, paid: list[AdditionalCost]) -> bool:
        if self.which is not None:
            return any(a.cost == self.which for a in paid)
        return sum(a.times for a in paid) >= self.times

    @classmethod
    def read(cls, m: re.Match[str]) -> KickedTest:
        """From the groups ``twice`` and ``which`` of a sentence pattern."""
        if m["which"]:
            try:
                return cls(which=parse_cost(m["which"], Builder(card="")))
            except NotUnderstood:
                raise NotUnderstood(m.group(0)) from None
        return cls(times=2 if m["twice"] else 1)


def kicker_abilities(game: Game, spell: Spell) -> list[KickerAbility]:
    """The kicker abilities of the spell being cast (each instance counts, 702.33f)."""
    found = game.find(spell.obj)
    abilities = game.chars(found.id).abilities if found is not None else spell.card.abilities
    return [a for a in abilities if isinstance(a, KickerAbility)]


# --------------------------------------------------------------------------
# Sentences (the builds manastack_kicker registers)
# --------------------------------------------------------------------------

def _no_new_target(b: Builder, before: int, text: str) -> None:
    """CR 702.33g (a target only if kicked) is not supported: a sentence that would add a
    target to every cast is not understood rather than read wrongly."""
    if len(b.targets) > before:
        raise NotUnderstood(f"{text} (a target only if kicked, 702.33g)")


def _if_kicked(m: re.Match[str], b: Builder) -> Any:
    """"If this spell was kicked, [effect]" and "If this spell was kicked, [effect]
    instead" / "..., instead [effect]" (702.33d, 608.2c)."""
    test = KickedTest.read(m)
    # "If this spell was kicked, it deals ...": "it" is the spell (or the permanent whose
    # ability this is), not the object the previous sentence acted on
    rest = re.sub(r"^it deals\b", "~ deals", m["rest"].strip(), flags=re.I)
    body = instead_body(rest)
    before = len(b.targets)
    if body is None:
        steps = tuple(b.effect(rest))
        _no_new_target(b, before, m.group(0))
        return IfKicked(then=steps, test=test, text=m.group(0))
    last = b.last
    if last is None:
        raise NotUnderstood(m.group(0))  # "instead" of nothing
    steps = instead_steps(body, last, b)
    _no_new_target(b, before, m.group(0))

    def apply(previous: Instruction) -> Instruction:
        return IfKicked(then=steps, otherwise=(previous,), test=test, text=m.group(0))

    return Amend(apply)


def _enters_if_kicked(m: re.Match[str], b: Builder) -> Ability:
    """"When this creature enters, if it was kicked [twice | with its {R} kicker], [effect]":
    a triggered ability with an intervening "if" (603.4), checked as it enters and again as
    it resolves. Its targets are its own (a fresh builder, as for any ability)."""
    from manastack.api import TriggerCondition

    test = KickedTest.read(m)
    inner = Builder(card=b.card, rules=b.rules, is_permanent=True)
    instructions = tuple(inner.effect(m["effect"]))
    b.trace.extend(inner.trace)
    b.missing.extend(x for x in inner.missing if x not in b.missing)
    checked = IfKicked(then=instructions, test=test, text=f"{m['clause']}, {m['effect']}")
    mode = Mode(instructions=(checked,),
                targets=tuple(inner.targets), text=m["effect"])

    def kicked_enough(game: Game, source: GameObject) -> bool:
        return test(kicks(spell_of(source)))

    condition = TriggerCondition("enters", self_only=True, intervening_if=kicked_enough,
                                 text=f"~ enters, {m['clause']}")
    return TriggeredAbility(trigger=condition, effect=mode, text=m.group(0))


def _enters_with_if_kicked(m: re.Match[str], b: Builder) -> Ability:
    """"If this creature was kicked, it enters with two +1/+1 counters on it"."""
    return KickedEntersWith(counters=((m["kind"].lower(), int_number(m["n"])),),
                            text=m.group(0))


def _enters_with_per_kick(m: re.Match[str], b: Builder) -> Ability:
    """"This creature enters with a +1/+1 counter on it for each time it was kicked"."""
    return KickedEntersWith(counters=((m["kind"].lower(), int_number(m["n"])),),
                            per_kick=True, text=m.group(0))


# --------------------------------------------------------------------------
# What the hooks run (manastack_kicker's hook implementations call these)
# --------------------------------------------------------------------------


def additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.33a-c, 601.2b: each kicker cost, optional (the kernel asks the caster); each
    multikicker instance's cost, paid as many times as the caster announces now for that
    instance (:func:`_announce_multikicker`)."""
    abilities = kicker_abilities(game, spell)
    if not abilities:
        return ()
    from manastack.api import AdditionalCost

    out: list[AdditionalCost] = [*_announce_multikicker(game, spell, [
        a.costs[0] for a in abilities if a.multi])]
    out.extend(AdditionalCost(name=COST_NAME, cost=cost, optional=True, plugin=PLUGIN,
                              label=f"kicker {cost}")
               for ability in abilities if not ability.multi for cost in ability.costs)
    return out


def _announce_multikicker(game: Game, spell: Spell, costs: list[Cost]) -> list[AdditionalCost]:
    """CR 702.33c, 601.2b: how many times each multikicker cost is paid; the options are
    the numbers the caster could pay now with the rest of the spell's cost (the total cost
    is checked again and paid at 601.2f-h: an announcement that can't be paid is refused
    and the game left as it was, 732)."""
    from manastack.api import announce_instances

    # CR 601.2b: the other kicker costs are optional and not announced yet, X neither
    return announce_instances(game, spell, costs, name=COST_NAME, plugin=PLUGIN,
                              limit=MULTIKICKER_LIMIT, word="multikicker", rule="702.33c",
                              log_rule="702.33c", x=0)


def spell_cast(game: Game, spell: Spell) -> None:
    """CR 702.33d: say in the log that the spell is kicked (and how many times, 702.33e)."""
    paid = kicks(spell)
    if not paid:
        return
    times = sum(a.times for a in paid)
    shown = ", ".join(f"{a.cost}" + (f" x{a.times}" if a.times > 1 else "") for a in paid)
    game.log_event("kicker", f"{spell.card.name} is kicked ({shown}"
                   f"{'; ' + str(times) + ' times' if times > 1 else ''})",
                   rule="702.33d", obj=spell.obj)


def replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.33d, 614.1c: a kicked permanent spell enters with its "if it was kicked"
    counters (for each time it was kicked, 702.33c)."""
    obj = move.obj
    if move.to_zone is not Zone.BATTLEFIELD or obj.zone is not Zone.STACK:
        return ()  # every other move (asked on each one): nothing more is looked at
    wanted = [(i, a) for i, a in enumerate(obj.card.abilities) if isinstance(a, KickedEntersWith)]
    if not wanted:
        return ()
    times = kicked_times(obj)
    if times == 0:
        return ()
    from manastack.api import enters_with_counters

    out: list[Replacement] = []
    for i, ability in wanted:
        counters = tuple((kind, n * (times if ability.per_kick else 1))
                         for kind, n in ability.counters)

        shown = ", ".join(f"{n} {kind}" for kind, n in counters)
        out.append(enters_with_counters(
            f"kicker-enters-with:{obj.id}:{i}",
            f"{obj.card.name} was kicked: it enters with {shown} counter(s)", counters,
            rule="702.33d",
        ))
    return out
