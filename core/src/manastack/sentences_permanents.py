"""Kernel sentences about permanents: untapping, copies, reflexive and delayed triggers,
counters, and the static abilities the escape, delve, earthbend and overload cards use
that belong to no keyword.

Each rule is a :class:`~manastack.oracle.SentenceRule` of the kernel grammar
(registered with :func:`manastack.oracle.sentence`), so every card with the same
wording benefits, whatever plugins are enabled. The instructions the rules build are
defined here too when no other kernel module has them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs
from attrs import field, frozen

from manastack.instructions.continuous import ApplyEffect
from manastack.instructions.permanents import CreateTokenCopy, PutCounters
from manastack.instructions.zone_changes import ReplaceMove
from manastack.model import effects as fx
from manastack.model.abilities import Mode, StaticAbility, TriggeredAbility
from manastack.model.combat import PreventDamage
from manastack.model.continuous import StaticEffect
from manastack.model.filters import ObjectFilter
from manastack.model.objects import Zone
from manastack.oracle import (
    NUMBER,
    Builder,
    NotUnderstood,
    SentenceResult,
    int_number,
    number,
    parse_filter,
    sentence,
)
from manastack.oracle import _singular as singular

if TYPE_CHECKING:
    from manastack.engine.game import Game
    from manastack.model.continuous import ContinuousEffect
    from manastack.model.objects import GameObject

# --------------------------------------------------------------------------
# Prevention with an additional effect (CR 615.5)
# --------------------------------------------------------------------------


@frozen
class PreventAndRemoveCounters(PreventDamage):
    """"If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that
    damage and remove that many +1/+1 counters from it" (Polukranos): all of the damage
    is prevented, then that many counters are removed, as many as there are (615.5,
    122.8)."""

    kind: str = "+1/+1"

    def prevented(self, game: Game, effect: ContinuousEffect, recipient: Any, amount: int) -> None:
        obj = game.find(recipient) if isinstance(recipient, int) else None
        if obj is None or amount <= 0:
            return
        n = min(amount, obj.counter(self.kind))
        if n:
            game.remove_counters(obj.id, self.kind, n, rule="615.5")


def _has_counter_now(kind: str) -> Any:
    def check(game: Game, obj: GameObject) -> bool:
        now = game.find(obj.id)
        return now is not None and now.counter(kind) > 0

    return check


@sentence("prevent damage to ~ and remove counters",
          r"if damage would be dealt to ~ while it has an? (?P<kind>[+-]1/[+-]1|\w+) counter on "
          r"it, prevent that damage and remove that many (?P<kind2>[+-]1/[+-]1|\w+) counters "
          r"from it", kind="ability")
def _prevent_remove_counters(m: re.Match[str], b: Builder) -> SentenceResult:
    kind = m["kind"].lower()
    if m["kind2"].lower() != kind:
        raise NotUnderstood(m.group(0))
    part = PreventAndRemoveCounters(amount=None, kind=kind, text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), self_only=True,
                                               condition=_has_counter_now(kind),
                                               text=m.group(0)),), text=m.group(0))


# --------------------------------------------------------------------------
# Conditional static abilities: "~ has [keywords] as long as [condition]" (CR 611.3a)
# --------------------------------------------------------------------------


def static_condition(text: str) -> Callable[[Game, GameObject], bool]:
    """The condition of a static ability's "as long as [condition]" (CR 611.3a), asked on
    every layer pass for the object the ability is on.

    Understood: "it's attacking", "it's blocking" (506.4: the combat state), "you have no
    cards in hand" (the Hellbent condition)."""
    t = text.strip().lower().replace("\u2019", "'")
    if t in ("it's attacking", "it is attacking", "~ is attacking"):
        return lambda game, obj: game.is_attacking(obj.id)
    if t in ("it's blocking", "it is blocking", "~ is blocking"):
        return lambda game, obj: game.is_blocking(obj.id)
    if t == "you have no cards in hand":
        return lambda game, obj: not game.hand(obj.controller)
    raise NotUnderstood(text)


@sentence("has as long as", r"~ has (?P<kw>.+?) as long as (?P<cond>.+)", kind="ability")
def _has_as_long_as(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature has first strike as long as it's attacking" (Soltari Lancer), "...
    has shadow as long as you have no cards in hand" (Cutthroat il-Dal): a static ability
    granting keywords in layer 6 (613.1f) only while the condition holds (611.3a)."""
    from manastack.model.continuous import AddAbilities
    from manastack.oracle import keyword_list

    condition = static_condition(m["cond"])
    return StaticAbility(effects=(StaticEffect(
        parts=(AddAbilities(keyword_list(m["kw"], b)),), self_only=True, condition=condition,
        text=m.group(0)),), text=m.group(0))


# --------------------------------------------------------------------------
# Copies (CR 707.2, 111.12)
# --------------------------------------------------------------------------


@sentence("token copy of each chosen",
          r"for each (?:creature|permanent|artifact|object) chosen this way, create a token "
          r"that's a copy of it")
def _copy_each_chosen(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Choose target artifact creature you control. For each creature chosen this way,
    create a token that's a copy of it" (March of Progress): one token per chosen object."""
    return CreateTokenCopy(b.it if b.it is not None else fx.ItRef(), text=m.group(0))


# --------------------------------------------------------------------------
# Goad (CR 701.15)
# --------------------------------------------------------------------------


@frozen
class Goad(fx.Instruction):
    """"Goad [creatures]" (CR 701.15a): until the next turn of the effect's controller, each
    is goaded (:class:`~manastack.combat.Goaded`); a player goading a creature they already
    goaded does nothing more (701.15d)."""

    what: fx.Ref

    def run(self, ctx: fx.Context) -> None:
        from manastack.engine.combat import goaded_by
        from manastack.engine.layers import start_effect
        from manastack.model.combat import Goaded
        from manastack.model.continuous import ContinuousEffect, Restriction, until_next_turn

        game = ctx.game
        done = []
        for oid in self.what.objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.BATTLEFIELD or not game.chars(oid).is_creature:
                continue
            done.append(oid)
            if ctx.controller in goaded_by(game, oid):
                game.log_event("goad", f"{obj} is already goaded by "
                               f"{game.player(ctx.controller)}", rule="701.15d")
                continue
            start_effect(game, ContinuousEffect(
                # CR 701.15b: "attacks each combat if able" is the kernel's one
                # must-attack mechanism; Goaded remembers who goaded it (attack a player
                # other than them if able)
                parts=(Restriction("must_attack"), Goaded(ctx.controller)),
                source=ctx.source, controller=ctx.controller,
                objects=(oid,), duration=until_next_turn(ctx.controller),
                text=f"goaded by {game.player(ctx.controller)}", rule="701.15a"))
            game.log_event("goad", f"{game.player(ctx.controller)} goads {obj}", rule="701.15a",
                           obj=oid)
        ctx.it = done


@sentence("goad", r"goad (?P<what>.+)")
def _goad(m: re.Match[str], b: Builder) -> SentenceResult:
    what = m["what"].lower()
    if re.fullmatch(r"(?:each|those) creatures? that (?:had|got) an? .+ counters? put on "
                    r"(?:it|them) this way", what):
        return Goad(fx.ItRef(), text=m.group(0))  # what the counters were just put on
    return Goad(b.ref(m["what"]), text=m.group(0))


# --------------------------------------------------------------------------
# Blocking restrictions (CR 509.1b)
# --------------------------------------------------------------------------


@sentence("can't be blocked except by this turn",
          r"(?P<what>.+?) can't be blocked (?:this turn except by (?P<flt>.+)|except by "
          r"(?P<flt2>.+?) this turn)")
def _blocked_only_by(m: re.Match[str], b: Builder) -> SentenceResult:
    """"They can't be blocked this turn except by creatures with haste" (Run for Your
    Life): locked to those creatures until end of turn (611.2c)."""
    from manastack.model.combat import BlockedOnlyBy

    phrase = (m["flt"] or m["flt2"]).strip()
    flt = parse_filter(singular(phrase))
    part = BlockedOnlyBy(flt, text=f"can't be blocked except by {phrase}")
    return ApplyEffect(b.ref(m["what"]), (part,), duration="end_of_turn", text=m.group(0))


@sentence("can't be blocked by", r"~ can't be blocked by (?P<flt>(?!.* this turn$).+)",
          kind="ability")
def _cant_be_blocked_by(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature can't be blocked by white creatures" (Dauthi Horror): a static
    restriction on blocks (CR 509.1b) of the creature itself."""
    from manastack.model.combat import BlockedOnlyBy

    phrase = m["flt"].strip()
    flt = parse_filter(singular(phrase))
    part = BlockedOnlyBy(flt, text=f"can't be blocked by {phrase}", excluded=True)
    return StaticAbility(effects=(StaticEffect(parts=(part,), self_only=True, text=m.group(0)),),
                         text=m.group(0))


# --------------------------------------------------------------------------
# Cards leaving a graveyard (CR 603.6)
# --------------------------------------------------------------------------


@sentence("card leaves your graveyard",
          r"(?:a|an|one or more) (?P<what>.+?) cards? leaves? your graveyard", kind="trigger")
def _leaves_your_graveyard(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever an instant or sorcery card leaves your graveyard" (Murktide Regent): the
    card as it was in your graveyard (its owner is you, 404.1) is what the filter sees."""
    from manastack.model.triggers import TriggerCondition

    flt = parse_filter(m["what"])

    def left(game: Game, source: GameObject, data: Any) -> bool:
        old = data.get("old_obj")
        if old is None or old.owner != source.controller:
            return False
        chars = game.last_known_chars(old.id)  # as it last existed there (608.2h)
        return flt.matches_chars(game, old, chars, player=source.controller, source=source.id)

    return TriggerCondition("leaves_graveyard", predicate=left, text=m.group(0))


# --------------------------------------------------------------------------
# Reflexive triggered abilities: "When you do, ..." (CR 603.12)
# --------------------------------------------------------------------------


@frozen
class ReflexiveTrigger(fx.Instruction):
    """"[Action]. When you do, [effect]" (CR 603.12): a reflexive triggered ability,
    created as the spell or ability resolves, that triggers if the action before it was
    taken (it acted on something: "it" is not empty). It follows the rules of delayed
    triggered abilities (603.7): put on the stack the next time a player would receive
    priority, its targets chosen then (603.3d: none legal, it is removed). An intervening
    "if" (``condition``) is checked as it triggers and as it resolves (603.4)."""

    effect: Mode
    condition: Callable[[fx.Context], bool] | None = field(default=None, eq=False,
                                                          repr=False)

    def run(self, ctx: fx.Context) -> None:
        from manastack.model.triggers import PendingTrigger

        game = ctx.game
        if not ctx.it:
            game.log_event("trigger", f"{self.text}: the action wasn't taken, it doesn't "
                           "trigger", rule="603.12")
            return
        if self.condition is not None and not self.condition(ctx):
            game.log_event("trigger", f"{self.text}: its condition is false, it doesn't "
                           "trigger", rule="603.4")
            return
        source = ctx.source_lki
        if ctx.source is not None and game.find(ctx.source) is not None:
            source = game.obj(ctx.source)
        if source is None:
            return
        pending = PendingTrigger(
            source=ctx.source if ctx.source is not None else source.id, source_lki=source,
            controller=ctx.controller, effect=self.effect, text=self.text,
            event={"obj": ctx.it[0]}, delayed=True,
            order=len(game.state.pending_triggers))
        game.state.pending_triggers = (*game.state.pending_triggers, pending)
        game._touch(chars=False)
        game.log_event("trigger", f"reflexive trigger: {self.text}", rule="603.12")


def reflexive(text: str, b: Builder, label: str) -> ReflexiveTrigger:
    """The reflexive ability "When you do, [text]": its own targets (a fresh builder), an
    optional intervening "if [condition], ..." (checked then and on resolution, 603.4)."""
    from manastack.sentences import condition_of

    inner = Builder(card=b.card, rules=b.rules, is_permanent=b.is_permanent)
    condition = None
    body = text
    mi = re.fullmatch(r"if (?P<cond>.+?), (?P<rest>.+)", text, re.IGNORECASE | re.DOTALL)
    if mi:
        condition = condition_of(mi["cond"], inner)
        body = mi["rest"]
    instructions = tuple(inner.effect(body))
    if condition is not None:
        instructions = (fx.Conditional(condition=condition, then=instructions,
                                       text=mi["cond"] if mi else ""),)
    b.trace.extend(inner.trace)
    b.missing.extend(x for x in inner.missing if x not in b.missing)
    mode = Mode(instructions=instructions, targets=tuple(inner.targets), text=body)
    return ReflexiveTrigger(effect=mode, condition=condition, text=label)


@sentence("when you do", r"when you do, (?P<rest>.+)")
def _when_you_do(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Earthbend 2. When you do, up to one target creature you control fights target
    creature an opponent controls" (Earth Rumble)."""
    return reflexive(m["rest"], b, m.group(0))


@sentence("trigger, then when you do",
          r"(?P<head>(?:when|whenever|at) .+?)\. when you do, (?P<rest>.+)", kind="ability")
def _triggered_when_you_do(m: re.Match[str], b: Builder) -> SentenceResult:
    """A triggered ability whose reflexive part runs over several sentences ("... put a
    quest counter on ~. When you do, if it has four or more quest counters on it, put a
    +1/+1 counter on target creature you control. It gains trample until end of turn")."""
    from manastack.oracle import recognize_line_ability

    ability = recognize_line_ability(m["head"], b)
    if not isinstance(ability, TriggeredAbility):
        raise NotUnderstood(m["head"])
    then = reflexive(m["rest"], b, "When you do, " + m["rest"])
    effect = attrs.evolve(ability.effect,
                          instructions=(*ability.effect.instructions, then))
    return attrs.evolve(ability, effect=effect, text=m.group(0))


# --------------------------------------------------------------------------
# Delayed triggered abilities "this turn" (CR 603.7)
# --------------------------------------------------------------------------


@frozen
class WhenItDiesThisTurn(fx.Instruction):
    """"When that creature dies this turn, [effect]" (CR 603.7a): a delayed triggered ability
    about the objects of ``what`` now, triggering once (603.7b) if one of them dies during
    this turn; its targets are chosen as it is put on the stack (603.3d)."""

    effect: Mode
    what: fx.Ref = field(factory=fx.ItRef)

    def run(self, ctx: fx.Context) -> None:
        from manastack.engine.triggers import create_delayed

        game = ctx.game
        objects = tuple(o for o in self.what.objects(ctx)
                        if (obj := game.find(o)) is not None and obj.zone is Zone.BATTLEFIELD)
        if not objects:
            return
        create_delayed(game, event="dies", effect=self.effect,
                                controller=ctx.controller, objects=objects, source=ctx.source,
                                text=self.text, source_lki=ctx.source_lki, this_turn=True)


@sentence("when it dies this turn",
          r"when (?P<what>that creature|it|that permanent) dies this turn, (?P<rest>.+)")
def _when_it_dies_this_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Choose target creature. When that creature dies this turn, you earthbend 4"."""
    about = b.it if b.it is not None else fx.ItRef()
    inner = Builder(card=b.card, rules=b.rules, is_permanent=b.is_permanent)
    instructions = tuple(inner.effect(m["rest"]))
    b.trace.extend(inner.trace)
    b.missing.extend(x for x in inner.missing if x not in b.missing)
    mode = Mode(instructions=instructions, targets=tuple(inner.targets), text=m["rest"])
    return WhenItDiesThisTurn(effect=mode, what=about, text=m.group(0))


# --------------------------------------------------------------------------
# Exhaust (CR 702.177)
# --------------------------------------------------------------------------


@sentence("exhaust", r"exhaust — (?P<cost>[^:]+?): (?P<effect>.+)", kind="ability")
def _exhaust(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only once."
    (CR 702.177a)."""
    from manastack.model.abilities import ActivatedAbility, ActivationRestriction
    from manastack.oracle import recognize_line_ability

    ability = recognize_line_ability(f"{m['cost']}: {m['effect']}", b)
    if not isinstance(ability, ActivatedAbility) or ability.is_mana_ability:
        raise NotUnderstood(m.group(0))
    once = ActivationRestriction("once", text="Activate each exhaust ability only once")
    return attrs.evolve(ability, restrictions=(*ability.restrictions, once), text=m.group(0))


# --------------------------------------------------------------------------
# "Whenever you attack" (CR 508.3d-e)
# --------------------------------------------------------------------------


@sentence("you attack", r"you attack", kind="trigger")
def _you_attack(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 508.3d: once each time you declare one or more attackers."""
    from manastack.model.triggers import TriggerCondition

    return TriggerCondition("attackers_declared", whose="you", text=m.group(0))


@sentence("you attack a player with",
          r"you attack a player(?: with one or more (?P<what>.+))?", kind="trigger")
def _you_attack_a_player(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 508.3e: once for each player attacked (by one or more creatures matching
    ``what``, as they are declared attackers): "Whenever you attack a player with one or
    more creatures with power 4 or greater" (Bitter Work)."""
    from manastack.model.triggers import TriggerCondition

    if not m["what"]:
        return TriggerCondition("player_attacked", whose="you", text=m.group(0))
    flt = parse_filter(singular(m["what"]))

    def with_such(game: Game, source: GameObject, data: Any) -> bool:
        return any(game.find(a) is not None and flt.matches(game, game.obj(a),
                                                           player=source.controller)
                   for a in data.get("attackers", ()))

    return TriggerCondition("player_attacked", whose="you", predicate=with_such,
                            text=m.group(0))


# --------------------------------------------------------------------------
# Counters on players (CR 122.1)
# --------------------------------------------------------------------------


@frozen
class PlayerCounters(fx.Instruction):
    """"You get an experience counter" (CR 122.1): counters on players (poison aside,
    which the kernel keeps as ``Player.poison``)."""

    kind: str
    count: fx.Amount = 1
    who: fx.Ref = fx.YOU

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        n = fx.amount(self.count, ctx)
        if n <= 0:
            return
        for p in self.who.players(ctx):
            player = game.player(p)
            counters = dict(player.counters)
            counters[self.kind] = counters.get(self.kind, 0) + n
            game.update_player(p, counters=tuple(sorted(counters.items())))
            game.log_event("counters", f"{player} gets {n} {self.kind} counter(s) "
                           f"({counters[self.kind]})", rule="122.1", player=p)


@sentence("player gets counters",
          rf"(?P<who>you|each player|each opponent|target player) gets? (?P<n>{NUMBER}) "
          r"(?P<kind>[\w-]+) counters?")
def _player_counters(m: re.Match[str], b: Builder) -> SentenceResult:
    kind = m["kind"].lower()
    if kind == "poison":
        raise NotUnderstood(m.group(0))  # the kernel's poison counters (CR 122.1f)
    return PlayerCounters(kind, number(m["n"]), b.ref(m["who"]), text=m.group(0))


# --------------------------------------------------------------------------
# "That spell" of a cast trigger; "an additional counter"
# --------------------------------------------------------------------------


def _event_object_is(flt: ObjectFilter) -> Callable[[fx.Context], bool]:
    """Is the object the trigger event is about ("that spell") a [filter], as it is now or
    as it last existed (608.2h)?"""

    def check(ctx: fx.Context) -> bool:
        oid = ctx.event.get("obj")
        if not isinstance(oid, int):
            return False
        game = ctx.game
        obj = game.find(oid)
        if obj is not None:
            return flt.matches(game, obj, player=ctx.controller, source=ctx.source)
        known = game.state.lki.get(oid)
        return known is not None and flt.matches_chars(game, known.obj, known.chars,
                                                       player=ctx.controller,
                                                       source=ctx.source)

    return check


@sentence("if that spell is", r"if that spell is an? (?P<what>.+?), (?P<rest>.+)")
def _if_that_spell_is(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever you cast a spell, earthbend 1. If that spell is a Lesson, ..." (Toph,
    Hardheaded Teacher): the spell of the cast trigger (603.2, 608.2h)."""
    condition = _event_object_is(parse_filter(m["what"]))
    return fx.Conditional(condition=condition, then=tuple(b.effect(m["rest"])),
                          text=m.group(0))


@sentence("an additional counter",
          r"put an additional (?P<kind>[+-]1/[+-]1|[\\w-]+) counter on (?P<what>.+)")
def _additional_counter(m: re.Match[str], b: Builder) -> SentenceResult:
    return PutCounters(m["kind"].lower(), 1, b.ref(m["what"]), text=m.group(0))


# --------------------------------------------------------------------------
# Comparing with "that land's power" (CR 608.2h)
# --------------------------------------------------------------------------


@frozen
class ApplyToEachAtMostPower(fx.Instruction):
    """"Each creature you control with power less than or equal to that land's power gains
    hexproof and indestructible until end of turn" (Earthshape): the power of "it" is read
    once, now (its last known power if it is gone, 608.2h); the effect is locked to the
    creatures matching then (611.2c)."""

    filter: ObjectFilter
    parts: tuple[Any, ...]
    of: fx.Ref = field(factory=fx.ItRef)

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        power = None
        for oid in self.of.objects(ctx):
            if game.find(oid) is not None and game.obj(oid).zone is Zone.BATTLEFIELD:
                power = game.power(oid)
            elif oid in game.state.lki:
                power = game.state.lki[oid].chars.power
            break
        if power is None:
            return
        flt = attrs.evolve(self.filter, power_at_most=power)
        ApplyEffect(fx.Each(flt), self.parts, text=self.text).run(ctx)


@sentence("each with power at most that land's power gains",
          r"each (?P<what>.+?) with power less than or equal to (?:that land|that creature|it)'s "
          r"power gains? (?P<kw>.+?) until end of turn")
def _at_most_its_power(m: re.Match[str], b: Builder) -> SentenceResult:
    from manastack.model.continuous import AddAbilities
    from manastack.oracle import keyword_list

    flt = parse_filter(m["what"])
    if not flt.types:
        flt = attrs.evolve(flt, types=("Creature",))
    parts = (AddAbilities(keyword_list(m["kw"], b)),)
    return ApplyToEachAtMostPower(flt, parts, of=b.it if b.it is not None else fx.ItRef(),
                                  text=m.group(0))


# --------------------------------------------------------------------------
# "For each color among ..." (CR 105, 613.4c)
# --------------------------------------------------------------------------


def _colors_among(flt: ObjectFilter) -> Callable[[Game, GameObject], int]:
    def count(game: Game, obj: GameObject) -> int:
        you = game.controller(obj.id) if game.find(obj.id) is not None else obj.controller
        colors: set[str] = set()
        for other in game.battlefield(you):
            if flt.matches(game, other, player=you, source=obj.id):
                colors |= game.chars(other.id).colors
        return len(colors)

    return count


@sentence("gets +N/+M for each color among",
          r"~ gets \+(?P<p>\d+)/\+(?P<t>\d+) for each color among (?P<what>.+)", kind="ability")
def _pump_per_color(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature gets +1/+0 for each color among Allies you control" (Earthen Ally):
    layer 7c, counted on each layer pass (613.4c)."""
    from manastack.model.continuous import ModifyPTBy

    flt = parse_filter(singular(m["what"]))
    if flt.controller is None:
        raise NotUnderstood(m.group(0))
    count = _colors_among(flt)
    p, t = int(m["p"]), int(m["t"])

    def compute(game: Game, obj: GameObject) -> tuple[int, int]:
        n = count(game, obj)
        return p * n, t * n

    part = ModifyPTBy(compute, text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), self_only=True,
                                               text=m.group(0)),), text=m.group(0))


# --------------------------------------------------------------------------
# Sagas: chapter abilities (CR 714)
# --------------------------------------------------------------------------

_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7}


def _reached(chapter: int) -> Callable[[Game, GameObject, Any], bool]:
    """CR 714.2b: lore counters were put on it, fewer than N before and at least N after."""

    def check(game: Game, source: GameObject, data: Any) -> bool:
        if data.get("kind") != "lore":
            return False
        now = game.find(source.id)
        after = (now or source).counter("lore")
        before = after - int(data.get("amount", 0))
        return before < chapter <= after

    return check


@sentence("chapter ability", r"(?P<nums>[ivx]+(?:, [ivx]+)*) — (?P<effect>.+)", kind="ability")
def _chapter(m: re.Match[str], b: Builder) -> SentenceResult:
    """"I — Create two 1/1 white Ally creature tokens." (CR 714.2a-c): one chapter ability
    per numeral, triggering when lore counters reach it."""
    from manastack.model.abilities import ChapterAbility
    from manastack.model.triggers import TriggerCondition
    from manastack.oracle import _MultiTrigger

    numbers = [_ROMAN.get(n.strip().lower(), 0) for n in m["nums"].split(",")]
    if 0 in numbers:
        raise NotUnderstood(m.group(0))
    instructions = tuple(b.effect(m["effect"]))
    mode = Mode(instructions=instructions, targets=tuple(b.targets), text=m["effect"])
    abilities = tuple(
        ChapterAbility(trigger=TriggerCondition("counters_added", self_only=True,
                                                predicate=_reached(n),
                                                text=f"lore counters reach {n}"),
                       effect=mode, chapter=n, text=m.group(0))
        for n in numbers)
    if len(abilities) == 1:
        return abilities[0]
    return _MultiTrigger(abilities=abilities, text=m.group(0))


# --------------------------------------------------------------------------
# Casting a spell during resolution (CR 608.2g, 118.9)
# --------------------------------------------------------------------------


@frozen
class MayCastFromGraveyardFree(fx.Instruction):
    """"You may cast an instant or sorcery spell from that player's graveyard without paying
    its mana cost" (Sorcerous Squall): the controller picks one such card that can be cast
    now (or none), and casts it during this resolution (608.2g: timing permissions don't
    apply) without paying its mana cost (118.9: X is 0, additional costs are paid). The
    spell becomes "it" ("If that spell would be put into a graveyard, ...")."""

    filter: ObjectFilter
    whose: fx.Ref

    def run(self, ctx: fx.Context) -> None:
        from manastack.engine.casting import cast_without_paying
        from manastack.engine.legal_actions import castable
        from manastack.errors import IllegalActionError
        from manastack.model.spells import CastingPermission

        game = ctx.game
        ctx.it = []
        options = []
        for p in self.whose.players(ctx):
            for obj in game.graveyard(p):
                if not self.filter.matches(game, obj, player=ctx.controller,
                                           source=ctx.source):
                    continue
                perm = CastingPermission(
                    name="without paying", obj=obj.id, zone=Zone.GRAVEYARD, alternative=True,
                    timing="now", without_paying=True, label="without paying its mana cost")
                if castable(game, ctx.controller, obj, perm):
                    options.append(obj.id)
        if not options:
            game.log_event("cast", "no spell can be cast this way", rule="608.2g")
            return
        chosen = game.decide(kind="cast_free", player=ctx.controller,
                             prompt="Cast a spell without paying its mana cost?",
                             options=tuple(options),
                             labels=tuple(str(game.obj(o)) for o in options), min=0, max=1,
                             rule="608.2g")
        for oid in chosen:
            try:
                spell = cast_without_paying(game, ctx.controller, int(oid))
            except IllegalActionError as exc:  # the game is as it was (CR 732)
                game.log_event("cast", f"it can't be cast: {exc}", rule="608.2g")
                return
            ctx.it = [spell.id]


@sentence("may cast a spell from a graveyard without paying",
          r"(?:then )?you may cast an? (?P<what>.+?) spell from (?P<whose>that player's|your|"
          r"target player's|target opponent's) graveyard without paying its mana cost")
def _may_cast_free(m: re.Match[str], b: Builder) -> SentenceResult:
    whose = m["whose"].lower()
    if whose == "your":
        who: fx.Ref = fx.YOU
    elif whose == "that player's":
        if b.that_player is None:
            raise NotUnderstood(m.group(0))
        who = b.that_player
    else:
        who = b.ref(whose.removesuffix("'s"))
    flt = attrs.evolve(parse_filter(m["what"]), owner=None)
    return MayCastFromGraveyardFree(flt, who, text=m.group(0))


@sentence("if that spell would be put into a graveyard, exile it instead",
          r"if that spell would be put into a graveyard, exile it instead")
def _spell_exiled_instead(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 614.1a: the spell just cast ("it") is exiled instead of going to a graveyard,
    however it leaves the stack (resolving, countered, no legal target)."""
    return ReplaceMove(fx.ItRef(), Zone.EXILE, from_zone=Zone.STACK, to_zone=Zone.GRAVEYARD,
                          text=m.group(0))


# --------------------------------------------------------------------------
# Counters being put (CR 122.6, 614.1a)
# --------------------------------------------------------------------------

_KIND = r"[+-]1/[+-]1|[\w-]+"


@sentence("more counters instead",
          rf"if one or more (?P<kind>{_KIND}) counters would be put on (?P<what>.+?), that many "
          rf"plus (?P<n>{NUMBER}) (?P<kind2>{_KIND}) counters are put on it instead",
          kind="ability")
def _more_counters(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If one or more +1/+1 counters would be put on a permanent you control, that many
    plus one +1/+1 counters are put on it instead" (Solid Ground): a replacement effect
    (614.1a), also as a permanent enters with counters (122.6)."""
    from manastack.model.continuous import MoreCounters
    from manastack.oracle import _permanent_filter as permanent_filter

    kind = m["kind"].lower()
    if m["kind2"].lower() != kind:
        raise NotUnderstood(m.group(0))
    part = MoreCounters(kind, plus=int_number(m["n"]), text=m.group(0))
    flt = permanent_filter(parse_filter(m["what"]))
    return StaticAbility(effects=(StaticEffect(parts=(part,), filter=flt, text=m.group(0)),),
                         text=m.group(0))


@sentence("you put counters on", rf"you put one or more (?P<kind>{_KIND}) counters on "
          r"(?P<what>an? .+|~)", kind="trigger")
def _you_put_counters(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever you put one or more +1/+1 counters on a creature" (CR 122.6: entering with
    counters counts, put by the permanent's controller, 122.6a)."""
    from manastack.model.triggers import TriggerCondition

    kind = m["kind"].lower()

    def of_kind(game: Game, source: GameObject, data: Any) -> bool:
        return bool(data.get("kind") == kind)

    if m["what"] == "~":
        return TriggerCondition("counters_added", whose="you", self_only=True,
                                predicate=of_kind, text=m.group(0))
    return TriggerCondition("counters_added", whose="you", filter=parse_filter(m["what"]),
                            predicate=of_kind, text=m.group(0))


@frozen
class OncePerTurn(fx.Instruction):
    """"Do this only once each turn" (the optional action before it): done at most once each
    turn for this object (a new object, 400.7, starts afresh)."""

    then: tuple[fx.Instruction, ...] = ()
    key: str = ""

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        source = game.find(ctx.source) if ctx.source is not None else None
        tag = f"once-each-turn:{self.key}"
        turn = game.state.turn.number
        if source is not None and source.tags.get(tag) == turn:
            game.log_event("resolve", f"{self.key}: already done this turn", rule="603.5")
            return
        for step in self.then:
            step.run(ctx)
        if source is not None:
            game.update(source.id, tags={**game.obj(source.id).tags, tag: turn})


@sentence("do this only once each turn", r"do this only once each turn")
def _once_each_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    from manastack.oracle import Amend

    def apply(previous: fx.Instruction) -> fx.Instruction:
        return OncePerTurn(then=(previous,), key=str(previous), text=m.group(0))

    return Amend(apply)


# --------------------------------------------------------------------------
# Loyalty abilities (CR 606)
# --------------------------------------------------------------------------


@sentence("loyalty ability", r"\[(?P<sign>[+−-]?)(?P<n>\d+)\]: (?P<effect>.+)", kind="ability")
def _loyalty_ability(m: re.Match[str], b: Builder) -> SentenceResult:
    """"[−2]: Create two 1/1 white Human Soldier creature tokens." (CR 606): its cost puts or
    removes loyalty counters (606.4; it can't remove more than there are, 606.6); activated
    only as a sorcery (606.3) and only if no loyalty ability of that permanent was
    activated this turn."""
    from manastack.model.abilities import ActivatedAbility, ActivationRestriction
    from manastack.model.cost_parts import PutCountersOnSelf, RemoveCounters
    from manastack.model.costs import Cost

    n = int(m["n"])
    loyalty = f"[{m['sign']}{n}]"
    if m["sign"] in ("−", "-") and n:
        parts: tuple[Any, ...] = (RemoveCounters("loyalty", n, text=loyalty),)
    elif n:
        parts = (PutCountersOnSelf("loyalty", n, text=loyalty),)
    else:
        parts = ()
    instructions = tuple(b.effect(m["effect"]))
    mode = Mode(instructions=instructions, targets=tuple(b.targets), text=m["effect"])
    return ActivatedAbility(cost=Cost(parts=parts), effect=mode, sorcery_speed=True,
                            restrictions=(ActivationRestriction("loyalty", text="606.3"),),
                            text=m.group(0))
