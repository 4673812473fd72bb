"""The gift keyword's abilities, sentences and the work of its hooks (CR 702.174).

Imported by the first card with gift read, or the first hook call of a game: the entry
module ``manastack_gift`` stays light (docs/plugin-guide.rst, "Keep the entry module light").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import attrs
from attrs import field, frozen

from manastack.api import (
    YOU,
    Ability,
    Conditional,
    Context,
    Cost,
    Instruction,
    KeywordAbility,
    Mode,
    PlayerRef,
    Ref,
    Target,
    TargetRef,
    TriggeredAbility,
    spell_of,
)
from manastack_gift import COST_NAME, PLUGIN
from manastack_grammar.api import Amend, Builder, NotUnderstood, spell_in

if TYPE_CHECKING:
    from manastack.api import AdditionalCost, Game, GameObject, Spell, TriggerCondition

__all__ = ["GIFT_GIVEN", "GIFT_RECIPIENT", "GiftAbility", "GiftPromised", "GiveGift", "promised_to"]

#: What each gift is (702.174d-i), in the rule's words with "you" as the player who gets it,
#: and its rule.
GIFTS: dict[str, tuple[str, str]] = {
    "a food": ("create a Food token", "702.174d"),
    "a card": ("draw a card", "702.174e"),
    "a tapped fish": ("create a tapped 1/1 blue Fish creature token", "702.174f"),
    "an extra turn": ("take an extra turn after this one", "702.174g"),
    "a treasure": ("create a Treasure token", "702.174h"),
    "an octopus": ("create an 8/8 blue Octopus creature token", "702.174i"),
}


#: The event of a player giving a gift (702.174c): its ``player`` the one who gives it.
GIFT_GIVEN = "gift_given"


# --------------------------------------------------------------------------
# Who the gift was promised to (CR 702.174a, 702.174k)
# --------------------------------------------------------------------------


def gift_costs(spell: Spell | None) -> list[AdditionalCost]:
    """The gift costs chosen for ``spell``: one per opponent chosen (normally one at most)."""
    if spell is None:
        return []
    return [a for a in spell.additional if a.name == COST_NAME and a.plugin == PLUGIN]


def promised_to(spell: Spell | None) -> int | None:
    """CR 702.174a, 702.174k: the opponent the gift of ``spell`` (or of the spell a permanent
    was, 400.7) was promised to; None if it wasn't promised. A copy of the spell copies the
    choice (707.10)."""
    chosen = gift_costs(spell)
    return chosen[0].instance if chosen else None


def promised(spell: Spell | None) -> bool:
    """CR 702.174k: was the gift of ``spell`` promised?"""
    return promised_to(spell) is not None


@frozen
class GiftRecipient(Ref):
    """"The chosen player" of 702.174d-i: the opponent the gift was promised to, asked of
    the resolving spell or of the spell the permanent was (its last known information)."""

    def resolve(self, ctx: Context) -> list[Target]:
        chosen = promised_to(spell_in(ctx))
        if chosen is None or ctx.game.player(chosen).lost:
            return []  # CR 800.4a: a player who left the game gets nothing
        return [PlayerRef(chosen)]


GIFT_RECIPIENT = GiftRecipient()


# --------------------------------------------------------------------------
# Abilities and instructions
# --------------------------------------------------------------------------


@frozen
class GiftAbility(KeywordAbility):
    """"Gift a [something]" (CR 702.174a): ``what`` ("a Food") and ``gives``, its effect with
    the chosen player as the one who gets it (702.174d-i)."""

    what: str = field(default="", kw_only=True)
    gives: tuple[Instruction, ...] = field(default=(), kw_only=True)
    rule: str = field(default="702.174a", kw_only=True)


@frozen
class GiveGift(Instruction):
    """CR 702.174b: "If this spell's gift cost was paid, [effect]" on an instant or sorcery,
    the effect of the permanent's "When this permanent enters, if its gift cost was paid,
    [effect]": the chosen player gets the gift (702.174d-i)."""

    gives: tuple[Instruction, ...] = ()
    what: str = ""
    rule: str = "702.174b"

    def run(self, ctx: Context) -> None:
        chosen = promised_to(spell_in(ctx))
        if chosen is None:
            return
        ctx.game.log_event("gift", f"{ctx.source_name}: {ctx.game.player(chosen)} gets the gift "
                           f"({self.what})", rule=self.rule, obj=ctx.source)
        for step in self.gives:
            step.run(ctx)
        from manastack.api import fire_event

        # CR 702.174c: its controller gives a gift ("Whenever you give a gift")
        fire_event(ctx.game, GIFT_GIVEN, player=ctx.controller, obj=ctx.source)


@frozen
class GiftPromised(Conditional):
    """"If the gift was promised, [effect]" / "If the gift wasn't promised, [effect]"
    (``was``; 702.174k, 608.2c): asked as the effect happens of the resolving spell or of
    the spell the permanent was; the branch taken is logged."""

    was: bool = True
    condition: Any = field(default=None, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        if self.condition is None:
            object.__setattr__(self, "condition",
                               lambda ctx: promised(spell_in(ctx)) is self.was)

    def run(self, ctx: Context) -> None:
        if not self.condition(ctx):
            for step in self.otherwise:
                step.run(ctx)
            return
        ctx.game.log_event("gift", f"{ctx.source_name}: the gift was"
                           f"{'' if self.was else 'n’t'} promised: "
                           f"{self.text.replace('~', ctx.source_name)}", rule="702.174k",
                           obj=ctx.source)
        for step in self.then:
            step.run(ctx)


def _gift_steps(text: str, b: Builder) -> tuple[Instruction, ...] | None:
    """The gift's effect read from the rule's words, given to the chosen player instead of
    "you" (702.174d-i); None if an instruction names no player that can be changed."""
    inner = Builder(card=b.card, rules=b.rules, is_permanent=b.is_permanent)
    try:
        steps = inner.effect(text)
    except NotUnderstood:
        return None
    out: list[Instruction] = []
    for step in steps:
        if getattr(step, "who", None) != YOU:
            return None  # never guessed: the gift would go to the wrong player
        out.append(attrs.evolve(step, who=GIFT_RECIPIENT))  # type: ignore[call-arg]
    return tuple(out)


def build(match: re.Match[str], b: Builder) -> Ability | list[Ability] | None:
    """CR 702.174a-b: the keyword, and on a permanent its triggered ability "When this
    permanent enters, if its gift cost was paid, [effect]" (603.4); an instant's or sorcery's
    gift is given first as it resolves (:func:`spell_cast`, 702.174j)."""
    what = match["what"].lower()
    words, rule = GIFTS[what]
    gives = _gift_steps(words, b)
    if gives is None:
        return None
    shown = match.group(0)
    ability = GiftAbility(keyword="gift", what=shown[len("gift "):], gives=gives, rule=rule,
                          plugin=PLUGIN, text=shown)
    if not b.is_permanent:
        return ability
    from manastack.api import TriggerCondition

    give = GiveGift(gives=gives, what=ability.what, rule=rule, text=words)

    def was_paid(game: Game, source: GameObject) -> bool:
        return promised(spell_of(source))

    trigger = TriggeredAbility(
        trigger=TriggerCondition("enters", self_only=True, intervening_if=was_paid,
                                 text="~ enters, if its gift cost was paid"),
        effect=Mode(instructions=(give,), text=f"the chosen player {words}"),
        text=f"When ~ enters, if its gift cost was paid, the chosen player {words}")
    return [ability, trigger]


# --------------------------------------------------------------------------
# Sentences (the builds manastack_gift registers)
# --------------------------------------------------------------------------


def _only_if_promised(b: Builder, before: int, was: bool, text: str) -> None:
    """CR 702.174m, 601.2c: the targets a sentence that has its effect only if the gift was
    promised adds are chosen only if it was (the instance exists only with the gift cost
    paid). Only "wasn't promised" with a target is refused: its targets would be chosen only
    if the cost was not paid, which no instance says."""
    if len(b.targets) == before:
        return
    if not was or b.is_permanent:
        # an ability's targets are chosen as it is put on the stack, where no cost is asked
        raise NotUnderstood(f"{text} (a target only if the gift wasn't promised, or in an "
                            "ability)")
    b.targets[before:] = [attrs.evolve(spec, only_if_paid=COST_NAME)
                          for spec in b.targets[before:]]


def _target_indexes(value: object) -> set[int]:
    """The instances of "target" (their indexes) ``value`` (instructions, references) uses."""
    if isinstance(value, TargetRef):
        return {value.index}
    if isinstance(value, tuple):
        return {i for v in value for i in _target_indexes(v)}
    if isinstance(value, (Instruction, Ref)) and attrs.has(type(value)):
        return {i for a in attrs.fields(type(value))
                for i in _target_indexes(getattr(value, a.name))}
    return set()


def _instead(m: re.Match[str], body: str, b: Builder) -> Amend:
    """"If the gift was promised, instead [effect]" (608.2c, 702.174m): ``body`` replaces the
    one sentence before it, whose instances of "target" then exist only if the gift wasn't
    promised and the new ones only if it was (601.2c). Read only when that sentence is the
    effect's first and uses every target so far: another instruction sharing a replaced
    target is never guessed."""
    last = b.last
    before = len(b.targets)
    earlier = [t for t in b.trace if t.depth == b.depth - 1]  # the sentences before, read
    if last is None or len(earlier) != 1 or _target_indexes(last) != set(range(before)):
        raise NotUnderstood(m.group(0))
    b.it = None  # "it" of the replaced sentence: not what the new one acts on
    steps = tuple(b.effect(body))
    _only_if_promised(b, before, True, m.group(0))
    b.targets[:before] = [attrs.evolve(spec, unless_paid=COST_NAME)
                          for spec in b.targets[:before]]

    def apply(previous: Instruction) -> Instruction:
        return GiftPromised(then=steps, otherwise=(previous,), text=m.group(0))

    return Amend(apply)


def if_promised(m: re.Match[str], b: Builder) -> GiftPromised | Amend:
    """"If the gift was promised, [effect]", "If the gift wasn't promised, [effect]"
    (702.174k, 608.2c); a target in the effect is chosen
    only if the gift was promised (702.174m). "If the gift was promised, instead [effect]"
    replaces the sentence before (:func:`_instead`)."""
    rest = m["rest"].strip()
    low = rest.lower()
    if m.group(0).lower().startswith("if the gift was promised, instead "):
        return _instead(m, rest[len("instead "):], b)
    if m.group(0).lower().startswith("if the gift was promised, ") and low.endswith(" instead"):
        return _instead(m, rest[:-len(" instead")], b)
    if re.search(r"\binstead\b", rest, re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    was = m["neg"].lower() == "was"
    before = len(b.targets)
    steps = tuple(b.effect(rest))
    _only_if_promised(b, before, was, m.group(0))
    return GiftPromised(then=steps, was=was, text=m.group(0))


def enters_if_promised(m: re.Match[str], b: Builder) -> Ability:
    """"When this creature enters, if the gift was promised, [effect]": an intervening "if"
    checked as it enters and again as it resolves (603.4); its targets are its own (a fresh
    builder), chosen only when it triggers (603.3d)."""
    from manastack.api import TriggerCondition

    was = m["neg"].lower() == "was"
    inner = Builder(card=b.card, rules=b.rules, is_permanent=True)
    instructions = tuple(inner.effect(m["effect"]))
    b.trace.extend(inner.trace)
    b.missing.extend(x for x in inner.missing if x not in b.missing)
    checked = GiftPromised(then=instructions, was=was, text=m["effect"])
    mode = Mode(instructions=(checked,), targets=tuple(inner.targets), text=m["effect"])

    def holds(game: Game, source: GameObject) -> bool:
        return promised(spell_of(source)) is was

    condition = TriggerCondition("enters", self_only=True, intervening_if=holds,
                                 text=f"~ enters, {m['clause']}")
    return TriggeredAbility(trigger=condition, effect=mode, text=m.group(0))


def you_give_a_gift(m: re.Match[str], b: Builder) -> TriggerCondition:
    """"Whenever you give a gift" (Jolly Gerbils; CR 702.174c): an instant or sorcery you
    control whose gift was promised resolves, or the gift triggered ability of a permanent you
    control resolves; an opponent's gift doesn't count."""
    from manastack.api import TriggerCondition

    return TriggerCondition(GIFT_GIVEN, whose="you", text=m.group(0))


# --------------------------------------------------------------------------
# What the hooks run (manastack_gift's hook implementations call these)
# --------------------------------------------------------------------------


def gift_of(game: Game, spell: Spell) -> GiftAbility | None:
    """The gift ability of the spell being cast (its characteristics on the stack)."""
    found = game.find(spell.obj)
    abilities = game.chars(found.id).abilities if found is not None else spell.card.abilities
    return next((a for a in abilities if isinstance(a, GiftAbility)), None)


def additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.174a, 601.2b: "As an additional cost to cast this spell, you may choose an
    opponent": one optional cost per opponent still in the game, its ``instance`` the
    opponent's index (the choice of that opponent, paid at 601.2h); nothing to pay else."""
    gift = gift_of(game, spell)
    if gift is None:
        return ()
    from manastack.api import AdditionalCost

    return [AdditionalCost(name=COST_NAME, cost=Cost(), optional=True, plugin=PLUGIN,
                           label=f"gift {gift.what} to {game.player(opponent)}",
                           instance=opponent)
            for opponent in game.opponents(spell.controller)]


def cast_restrictions(game: Game, spell: Spell) -> Iterable[str]:
    """CR 702.174a, 601.2e: the cost is choosing an opponent: two chosen is illegal."""
    chosen = gift_costs(spell)
    if len(chosen) > 1:
        shown = ", ".join(str(game.player(a.instance)) for a in chosen if a.instance is not None)
        return [f"the gift of {spell.card.name} is promised to one opponent, not to {shown} "
                "(CR 702.174a)"]
    return ()


def spell_cast(game: Game, spell: Spell) -> None:
    """CR 702.174k: the log says to whom the gift was promised. CR 702.174b, 702.174j: an
    instant or sorcery whose gift was promised gives it before any of its other spell
    abilities, so the gift becomes the first instruction of the spell as it is on the stack
    (a copy copies it with the choice, 707.10); countered, it gives nothing."""
    chosen = promised_to(spell)
    gift = gift_of(game, spell)
    if chosen is None or gift is None:
        return
    game.log_event("gift", f"{spell.card.name}: the gift ({gift.what}) is promised to "
                   f"{game.player(chosen)}", rule="702.174k", obj=spell.obj)
    found = game.find(spell.obj)
    if found is None or found.card.type_line.is_permanent or spell.ability is None \
            or not spell.modes:
        return  # CR 702.174b: a permanent's gift is its enters trigger
    give = GiveGift(gives=gift.gives, what=gift.what, rule=gift.rule, text=gift.text)
    first = spell.modes[0]
    modes = list(spell.ability.modes)
    modes[first] = attrs.evolve(modes[first], instructions=(give, *modes[first].instructions))
    ability = attrs.evolve(spell.ability, modes=tuple(modes))
    game.update(spell.obj, spell=attrs.evolve(spell, ability=ability))
