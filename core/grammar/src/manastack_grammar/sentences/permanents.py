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

from manastack.api import (
    YOU,
    ActivatedAbility,
    ActivationRestriction,
    AddAbilities,
    ApplyEffect,
    ApplyToEachAtMostPower,
    BlockedOnlyBy,
    ChapterAbility,
    Conditional,
    Context,
    Cost,
    CreateTokenCopy,
    Goad,
    Instruction,
    ItRef,
    MayCastFromGraveyardFree,
    Mode,
    ModifyPTBy,
    MoreCounters,
    ObjectFilter,
    OncePerTurn,
    PlayerCounters,
    PreventAndRemoveCounters,
    PutCounters,
    PutCountersOnSelf,
    Ref,
    ReflexiveTrigger,
    RemoveCountersCost,
    ReplaceMove,
    StaticAbility,
    StaticEffect,
    TriggerCondition,
    TriggeredAbility,
    WhenItDiesThisTurn,
    Zone,
)
from manastack_grammar.abilities import _MultiTrigger, recognize_line_ability
from manastack_grammar.builder import Builder
from manastack_grammar.keywords import keyword_list
from manastack_grammar.phrases.conditions import condition_of
from manastack_grammar.phrases.filters import parse_filter, permanent_filter, singular
from manastack_grammar.phrases.numbers import int_number, number
from manastack_grammar.registration import NUMBER, NotUnderstood, sentence
from manastack_grammar.results import Amend, SentenceResult

if TYPE_CHECKING:
    from manastack.api import Game, GameObject


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
    return CreateTokenCopy(b.it if b.it is not None else ItRef(), text=m.group(0))


@sentence("goad", r"goad (?P<what>.+)")
def _goad(m: re.Match[str], b: Builder) -> SentenceResult:
    what = m["what"].lower()
    if re.fullmatch(r"(?:each|those) creatures? that (?:had|got) an? .+ counters? put on "
                    r"(?:it|them) this way", what):
        return Goad(ItRef(), text=m.group(0))  # what the counters were just put on
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
    phrase = (m["flt"] or m["flt2"]).strip()
    flt = parse_filter(singular(phrase))
    part = BlockedOnlyBy(flt, text=f"can't be blocked except by {phrase}")
    return ApplyEffect(b.ref(m["what"]), (part,), duration="end_of_turn", text=m.group(0))


@sentence("can't be blocked by", r"~ can't be blocked by (?P<flt>(?!.* this turn$).+)",
          kind="ability")
def _cant_be_blocked_by(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature can't be blocked by white creatures" (Dauthi Horror): a static
    restriction on blocks (CR 509.1b) of the creature itself."""
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
    flt = parse_filter(m["what"])

    def left(game: Game, source: GameObject, data: Any) -> bool:
        old = data.get("old_obj")
        if old is None or old.owner != source.controller:
            return False
        chars = game.last_known_chars(old.id)  # as it last existed there (608.2h)
        return flt.matches_chars(game, old, chars, player=source.controller, source=source.id)

    return TriggerCondition("leaves_graveyard", predicate=left, text=m.group(0))


def reflexive(text: str, b: Builder, label: str) -> ReflexiveTrigger:
    """The reflexive ability "When you do, [text]": its own targets (a fresh builder), an
    optional intervening "if [condition], ..." (checked then and on resolution, 603.4)."""
    inner = Builder(card=b.card, rules=b.rules, is_permanent=b.is_permanent)
    condition = None
    body = text
    mi = re.fullmatch(r"if (?P<cond>.+?), (?P<rest>.+)", text, re.IGNORECASE | re.DOTALL)
    if mi:
        condition = condition_of(mi["cond"], inner)
        body = mi["rest"]
    instructions = tuple(inner.effect(body))
    if condition is not None:
        instructions = (Conditional(condition=condition, then=instructions,
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
    ability = recognize_line_ability(m["head"], b)
    if not isinstance(ability, TriggeredAbility):
        raise NotUnderstood(m["head"])
    then = reflexive(m["rest"], b, "When you do, " + m["rest"])
    effect = attrs.evolve(ability.effect,
                          instructions=(*ability.effect.instructions, then))
    return attrs.evolve(ability, effect=effect, text=m.group(0))


@sentence("when it dies this turn",
          r"when (?P<what>that creature|it|that permanent) dies this turn, (?P<rest>.+)")
def _when_it_dies_this_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Choose target creature. When that creature dies this turn, you earthbend 4"."""
    about = b.it if b.it is not None else ItRef()
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
    return TriggerCondition("attackers_declared", whose="you", text=m.group(0))


@sentence("you attack a player with",
          r"you attack a player(?: with one or more (?P<what>.+))?", kind="trigger")
def _you_attack_a_player(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 508.3e: once for each player attacked (by one or more creatures matching
    ``what``, as they are declared attackers): "Whenever you attack a player with one or
    more creatures with power 4 or greater" (Bitter Work)."""
    if not m["what"]:
        return TriggerCondition("player_attacked", whose="you", text=m.group(0))
    flt = parse_filter(singular(m["what"]))

    def with_such(game: Game, source: GameObject, data: Any) -> bool:
        return any(game.find(a) is not None and flt.matches(game, game.obj(a),
                                                           player=source.controller)
                   for a in data.get("attackers", ()))

    return TriggerCondition("player_attacked", whose="you", predicate=with_such,
                            text=m.group(0))


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


def _event_object_is(flt: ObjectFilter) -> Callable[[Context], bool]:
    """Is the object the trigger event is about ("that spell") a [filter], as it is now or
    as it last existed (608.2h)?"""

    def check(ctx: Context) -> bool:
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
    return Conditional(condition=condition, then=tuple(b.effect(m["rest"])),
                          text=m.group(0))


@sentence("an additional counter",
          r"put an additional (?P<kind>[+-]1/[+-]1|[\\w-]+) counter on (?P<what>.+)")
def _additional_counter(m: re.Match[str], b: Builder) -> SentenceResult:
    return PutCounters(m["kind"].lower(), 1, b.ref(m["what"]), text=m.group(0))


@sentence("each with power at most that land's power gains",
          r"each (?P<what>.+?) with power less than or equal to (?:that land|that creature|it)'s "
          r"power gains? (?P<kw>.+?) until end of turn")
def _at_most_its_power(m: re.Match[str], b: Builder) -> SentenceResult:
    flt = parse_filter(m["what"])
    if not flt.types:
        flt = attrs.evolve(flt, types=("Creature",))
    parts = (AddAbilities(keyword_list(m["kw"], b)),)
    return ApplyToEachAtMostPower(flt, parts, of=b.it if b.it is not None else ItRef(),
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


@sentence("may cast a spell from a graveyard without paying",
          r"(?:then )?you may cast an? (?P<what>.+?) spell from (?P<whose>that player's|your|"
          r"target player's|target opponent's) graveyard without paying its mana cost")
def _may_cast_free(m: re.Match[str], b: Builder) -> SentenceResult:
    whose = m["whose"].lower()
    if whose == "your":
        who: Ref = YOU
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
    return ReplaceMove(ItRef(), Zone.EXILE, from_zone=Zone.STACK, to_zone=Zone.GRAVEYARD,
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
    kind = m["kind"].lower()

    def of_kind(game: Game, source: GameObject, data: Any) -> bool:
        return bool(data.get("kind") == kind)

    if m["what"] == "~":
        return TriggerCondition("counters_added", whose="you", self_only=True,
                                predicate=of_kind, text=m.group(0))
    return TriggerCondition("counters_added", whose="you", filter=parse_filter(m["what"]),
                            predicate=of_kind, text=m.group(0))


@sentence("do this only once each turn", r"do this only once each turn")
def _once_each_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    def apply(previous: Instruction) -> Instruction:
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
    n = int(m["n"])
    loyalty = f"[{m['sign']}{n}]"
    if m["sign"] in ("−", "-") and n:
        parts: tuple[Any, ...] = (RemoveCountersCost("loyalty", n, text=loyalty),)
    elif n:
        parts = (PutCountersOnSelf("loyalty", n, text=loyalty),)
    else:
        parts = ()
    instructions = tuple(b.effect(m["effect"]))
    mode = Mode(instructions=instructions, targets=tuple(b.targets), text=m["effect"])
    return ActivatedAbility(cost=Cost(parts=parts), effect=mode, sorcery_speed=True,
                            restrictions=(ActivationRestriction("loyalty", text="606.3"),),
                            text=m.group(0))
