"""Kernel grammar: sentence forms of the overload and escalate cards, in general wording.

Overload changes "target" to "each" (CR 702.96a), so every sentence below is
written for both its "target ..." and its "each ..." form; escalate's modal
cards add a few modes. Each form is generic Oracle wording that other cards
share (Duress's "You choose a ... card from it", Wheel of Fortune's "discards
all the cards in their hand, then draws that many cards", Path to Exile's
"its controller searches their library for a basic land card"...).

Forms (rule numbers of what they do):

- "[player] reveals their hand. You choose a(n) [quality] card from it. That
  player discards that card." (701.20a reveal, 701.9a discard)
- "[player] discards all the cards in their hand, then draws that many cards."
- "Creatures target player controls gain [keywords] / get +N/+N until end of
  turn." (611.2c: the set is locked as the effect begins)
- "Counter target spell you don't control." (701.6a; "each" is kernel grammar)
- "Destroy [what]. A creature destroyed this way can't be regenerated." (701.19c)
- "[what] that is snow or could produce {C}" (205.4a, 106.7)
- "Until end of turn, [what] becomes a [colours] [type] with base power and
  toughness N/M[, loses all abilities, and gains [keywords]]" (613.1d-f, 613.4b)
- "[what] becomes a N/M artifact creature. Put N +1/+1 counters on each
  artifact that became a creature this way." (205.1b)
- "Put a +1/+1 counter on [what], then double the number of +1/+1 counters on
  each creature that had a +1/+1 counter put on it this way." (701.10e)
- "Exile [what]. For each creature exiled this way, its controller searches
  their library for a basic land card. Those players put those cards onto the
  battlefield tapped, then shuffle." (701.23, 701.24)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from attrs import frozen

from manastack import effects as fx
from manastack.abilities import ActivatedAbility, Mode
from manastack.filters import ObjectFilter, TargetSpec
from manastack.layers import (
    AddAbilities,
    AddTypes,
    Modification,
    ModifyPT,
    RemoveAbilities,
    SetColors,
    SetPT,
    SetTypes,
)
from manastack.objects import GameObject, Zone
from manastack.oracle import (
    _COLORS,
    NUMBER,
    Builder,
    NotUnderstood,
    SentenceResult,
    _filter_kwargs,
    _SpellText,
    int_number,
    keyword_list,
    parse_filter,
    sentence,
)

_PT = r"([+-](?:\d+|x))/([+-](?:\d+|x))"


def _pt(text: str) -> int:
    return int(text.replace("+", ""))


# --------------------------------------------------------------------------
# Instructions
# --------------------------------------------------------------------------


@frozen
class RevealHand(fx.Instruction):
    """"[player] reveals their hand" (CR 701.20a): remembered for "from it" and "that player"."""

    who: fx.Ref

    def run(self, ctx: fx.Context) -> None:
        players = self.who.players(ctx)
        for p in players:
            shown = ", ".join(str(o) for o in ctx.game.hand(p)) or "no cards"
            ctx.game.log_event("reveal", f"{ctx.game.player(p)} reveals their hand: {shown}",
                               rule="701.20a")
        ctx.values["revealed_hands"] = players


@frozen
class ChooseFromRevealed(fx.Instruction):
    """"You choose a(n) [quality] card from it": the spell's controller chooses among the
    cards of the revealed hand that have the quality (none fit: nothing is chosen)."""

    filter: ObjectFilter
    count: int = 1

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        chosen: list[int] = []
        for p in ctx.values.get("revealed_hands", []):
            options = tuple(o.id for o in game.hand(p)
                            if self.filter.matches(game, o, player=ctx.controller,
                                                   source=ctx.source))
            if not options:
                game.log_event("choice", f"no {self.filter} card in {game.player(p)}'s hand",
                               rule="701.20a")
                continue
            n = min(self.count, len(options))
            chosen.extend(int(c) for c in game.decide(
                kind="choose", player=ctx.controller,
                prompt=f"Choose {n} {self.filter} card(s) from {game.player(p)}'s hand",
                options=options, labels=tuple(str(game.obj(o)) for o in options),
                min=n, max=n, rule="701.20a",
            ))
        ctx.it = chosen


@frozen
class DiscardThose(fx.Instruction):
    """"That player discards that card" (CR 701.9a): the chosen cards still in a hand."""

    def run(self, ctx: fx.Context) -> None:
        for oid in list(ctx.it):
            obj = ctx.game.find(oid)
            if obj is not None and obj.zone is Zone.HAND:
                ctx.game.discard(oid, rule="701.9a")


@frozen
class DiscardHandThenDraw(fx.Instruction):
    """"[player] discards all the cards in their hand, then draws that many cards"."""

    who: fx.Ref

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        for p in self.who.players(ctx):
            hand = [o.id for o in game.hand(p)]
            for oid in hand:
                game.discard(oid, rule="701.9a")
            game.draw(p, len(hand), rule="121.1")


@frozen
class DestroyWithoutRegeneration(fx.Destroy):
    """"Destroy [what]. A creature destroyed this way can't be regenerated." (CR 701.19c)

    The destruction (CR 701.8a, indestructible 702.12b) is marked with the note
    "can't be regenerated" on its zone move, so a regeneration replacement
    effect (a plugin's ``manastack_replace_zone_change``) knows not to apply.
    """

    def run(self, ctx: fx.Context) -> None:
        from manastack.zones import simultaneously

        game = ctx.game
        moved = []
        with simultaneously(game):  # one event: they die together (603.10a)
            for oid in self.what.objects(ctx):
                obj = game.find(oid)
                if obj is None or obj.zone is not Zone.BATTLEFIELD:
                    continue
                if game.has_keyword(oid, "indestructible"):
                    game.log_event("destroy", f"{obj} is indestructible and isn't destroyed",
                                   rule="702.12b")
                    continue
                game.log_event("destroy", f"{obj} is destroyed and can't be regenerated",
                               rule="701.19c")
                new = game.move(oid, Zone.GRAVEYARD, cause="destroy", rule="701.8a",
                                note="can't be regenerated (701.19c)")
                if new is not None:
                    moved.append(new.id)
        ctx.it = moved


@frozen
class PutCountersThenDouble(fx.Instruction):
    """"Put N [kind] counters on [what], then double the number of [kind] counters on each
    creature that had a [kind] counter put on it this way" (CR 122.1, 701.10e)."""

    kind: str
    count: int
    what: fx.Ref

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        got = []
        for oid in self.what.objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.BATTLEFIELD:
                continue
            before = obj.counter(self.kind)
            game.add_counters(oid, self.kind, self.count)
            if game.obj(oid).counter(self.kind) > before:
                got.append(oid)
        for oid in got:
            if game.find(oid) is None:
                continue
            # CR 701.10e: doubling counters puts that many more on it
            game.add_counters(oid, self.kind, game.obj(oid).counter(self.kind), rule="701.10e")
        ctx.it = got


@frozen
class ExileForLands(fx.Instruction):
    """"Exile [what]. For each creature exiled this way, its controller searches their
    library for a basic land card. Those players put those cards onto the battlefield
    tapped, then shuffle." (CR 406, 701.23, 701.24)

    "Its controller" is the controller just before the exile (last known
    information, CR 608.2h). Each search may find nothing (CR 701.23b).
    """

    what: fx.Ref

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        searches: dict[int, int] = {}
        exiled = []
        for oid in self.what.objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.BATTLEFIELD:
                continue
            controller = game.controller(oid)
            was_creature = game.chars(oid).is_creature
            new = game.move(oid, Zone.EXILE, cause="effect", rule="406.2")
            # a token exiled this way ceases to exist (CR 111.7) but was exiled all the same
            if new is not None and new.zone is not Zone.EXILE:
                continue
            if was_creature:
                searches[controller] = searches.get(controller, 0) + 1
            if new is not None:
                exiled.append(new.id)
        ctx.it = exiled
        found: list[int] = []
        for p in sorted(searches):
            n = searches[p]
            options = tuple(o.id for o in game.library(p)
                            if o.card.type_line.has_supertype("Basic")
                            and o.card.type_line.has_type("Land"))
            chosen = game.decide(
                kind="search", player=p,
                prompt=f"Search your library for up to {n} basic land card(s)",
                options=options, labels=tuple(str(game.obj(o)) for o in options),
                min=0, max=min(n, len(options)), rule="701.23b",
            ) if options else ()
            game.log_event("search", f"{game.player(p)} searches their library and finds "
                           f"{len(chosen)} basic land card(s)", rule="701.23a")
            found.extend(int(c) for c in chosen)
        for oid in found:
            owner = game.obj(oid).owner
            game.move(oid, Zone.BATTLEFIELD, cause="effect", controller=owner, tapped=True,
                      rule="701.23a")
        for p in sorted(searches):
            game.shuffle(p, rule="701.24a")


# --------------------------------------------------------------------------
# Phrases
# --------------------------------------------------------------------------


def _could_produce(colour: str) -> Callable[[Any, GameObject], bool]:
    """"could produce {C}" (CR 106.7): one of its mana abilities adds that type of mana."""

    def check(game: Any, obj: GameObject) -> bool:
        for ability in game.chars(obj.id).abilities:
            if isinstance(ability, ActivatedAbility) and ability.mana is not None and \
                    colour in ability.mana[0]:
                return True
        return False

    return check


def _is_snow(game: Any, obj: GameObject) -> bool:
    return bool(game.chars(obj.id).type_line.has_supertype("Snow"))


_QUALITY = re.compile(r"(.+?) that (?:is|could) (.+)")


def qualified_filter(phrase: str) -> ObjectFilter:
    """"land that is snow or could produce {C}": a filter plus "that is/could" qualities."""
    m = _QUALITY.fullmatch(phrase.strip())
    if m is None:
        return parse_filter(phrase)
    base = parse_filter(m.group(1))
    tests: list[Callable[[Any, GameObject], bool]] = []
    rest = m.group(0)[len(m.group(1)) + len(" that "):]
    for clause in re.split(r"\s+or\s+", rest):
        c = clause.strip().lower().removeprefix("is ")
        if c == "snow":
            tests.append(_is_snow)
        elif (mm := re.fullmatch(r"could produce \{([wubrgc])\}", c)) is not None:
            tests.append(_could_produce(mm.group(1).upper()))
        else:
            raise NotUnderstood(phrase)

    def predicate(game: Any, obj: GameObject) -> bool:
        return any(t(game, obj) for t in tests)

    kwargs = _filter_kwargs(base)
    kwargs.update(predicate=predicate, text=phrase.strip())
    if not (base.types or base.any_types):
        kwargs["types"] = ("Permanent",)
    return ObjectFilter(**kwargs)


def qualified_ref(phrase: str, b: Builder) -> fx.Ref:
    """"target/each [filter] that is ..." as a target or an "each" reference."""
    low = phrase.strip().lower()
    if low.startswith("target "):
        return b.target(TargetSpec(objects=qualified_filter(low[len("target "):]),
                                   text=phrase.strip()))
    if low.startswith("each "):
        return fx.Each(qualified_filter(low[len("each "):]))
    raise NotUnderstood(phrase)


def all_ref(phrase: str, b: Builder) -> fx.Ref:
    """"all creatures" (like "each creature", CR 609.3) or any other reference."""
    low = phrase.strip().lower()
    if low.startswith("all "):
        flt = parse_filter(low[len("all "):])
        if not (flt.types or flt.any_types):
            flt = ObjectFilter(**{**_filter_kwargs(flt), "types": ("Permanent",)})
        return fx.Each(flt)
    return b.ref(phrase)


_SPELL_CONTROLLERS = {
    "you don't control": "not_you", "an opponent controls": "opponent",
    "your opponents control": "opponent", "you control": "you",
}


def spell_target(phrase: str) -> TargetSpec:
    """"target [quality] spell you don't control" (CR 115.1): a spell on the stack."""
    low = phrase.strip().lower()
    m = re.fullmatch(r"target (?:(?P<kind>.+?) )?spell(?: (?P<ctl>you don't control|an opponent "
                     r"controls|your opponents control|you control))?", low)
    if m is None:
        raise NotUnderstood(phrase)
    base = parse_filter(m["kind"]) if m["kind"] else ObjectFilter()
    kwargs = _filter_kwargs(base)
    kwargs.update(controller=_SPELL_CONTROLLERS[m["ctl"]] if m["ctl"] else None,
                  types=("Spell", *base.types), text=low[len("target "):])
    return TargetSpec(objects=ObjectFilter(**kwargs), zone=Zone.STACK, text=phrase.strip())


def _parts_ref(what: str, b: Builder) -> fx.Ref:
    return b.ref(what)


def _apply(what: str, b: Builder, parts: Sequence[Modification], text: str,
           until_end_of_turn: bool = True) -> fx.Instruction:
    return fx.ApplyEffect(_parts_ref(what, b), tuple(parts), until_end_of_turn=until_end_of_turn,
                          text=text)


# --------------------------------------------------------------------------
# Sentences (effects)
# --------------------------------------------------------------------------


@sentence("reveal hand", r"(?P<who>.+?) reveals? (?:their|your|his or her) hand", priority=1)
def _reveal_hand(m: re.Match[str], b: Builder) -> SentenceResult:
    return RevealHand(b.ref(m["who"]), text=m.group(0))


@sentence("choose from revealed hand",
          rf"you choose (?P<n>{NUMBER}) (?:(?P<what>.+?) )?cards? from (?:it|that hand|their hand)"
          r"(?P<with> with mana value \d+ or less)?")
def _choose_from_hand(m: re.Match[str], b: Builder) -> SentenceResult:
    what = " ".join((m["what"] or "").replace(",", " ").split()) + (m["with"] or "")
    flt = parse_filter(what) if what.strip() else ObjectFilter(text="")
    return ChooseFromRevealed(flt, int_number(m["n"]), text=m.group(0))


@sentence("that player discards that card",
          r"(?:that player|they) discards? (?:that card|those cards|it|them)")
def _discard_those(m: re.Match[str], b: Builder) -> SentenceResult:
    return DiscardThose(text=m.group(0))


@sentence("discard hand then draw that many",
          r"(?:(?P<who>.+?) )?discards? all the cards in (?:their|your) hand,? then draws? that "
          r"many cards")
def _wheel(m: re.Match[str], b: Builder) -> SentenceResult:
    who = b.ref(m["who"]) if m["who"] else fx.YOU
    return DiscardHandThenDraw(who, text=m.group(0))


_CONTROLLED = r"(?P<what>creatures target (?:player|opponent) controls)"


@sentence("creatures target player controls gain",
          rf"{_CONTROLLED} gains? (?P<kw>.+?) until end of turn", priority=1)
def _controlled_gain(m: re.Match[str], b: Builder) -> SentenceResult:
    return _apply(m["what"], b, (AddAbilities(keyword_list(m["kw"], b)),), m.group(0))


@sentence("creatures target player controls get",
          rf"{_CONTROLLED} gets? {_PT}(?: and gains? (?P<kw>.+?))? until end of turn", priority=1)
def _controlled_get(m: re.Match[str], b: Builder) -> SentenceResult:
    parts: list[Modification] = [ModifyPT(_pt(m.group(2)), _pt(m.group(3)))]
    if m["kw"]:
        parts.append(AddAbilities(keyword_list(m["kw"], b)))
    return _apply(m["what"], b, parts, m.group(0))


@sentence("counter target spell of a controller",
          r"counter (?P<what>target (?:.+? )?spell (?:you don't control|an opponent controls|"
          r"your opponents control|you control))", priority=1)
def _counter_controlled(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.CounterSpell(b.target(spell_target(m["what"])), text=m.group(0))


@sentence("destroy that is",
          r"destroy (?P<what>(?:target|each) .+? that (?:is|could) .+)", priority=1)
def _destroy_qualified(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.Destroy(qualified_ref(m["what"], b), text=m.group(0))


_BECOMES = re.compile(
    r"(?P<colors>(?:(?:white|blue|black|red|green)(?:,? and |, | ))*(?:white|blue|black|red|"
    r"green) )?(?P<types>[A-Za-z][\w ]*?) with base power and toughness (?P<p>\d+)/(?P<t>\d+)"
    r"(?:, loses all abilities,)?(?: and gains (?P<kw>.+))?",
    re.IGNORECASE,
)


def becomes_parts(phrase: str, b: Builder) -> tuple[Modification, ...]:
    """"a blue and red Dragon with base power and toughness 4/4, loses all abilities, and
    gains flying": layers 4 (creature types replaced, CR 205.1b), 5, 6 and 7b."""
    body = re.sub(r"^an? ", "", phrase.strip(), flags=re.IGNORECASE)
    m = _BECOMES.fullmatch(body)
    if m is None:
        raise NotUnderstood(phrase)
    parts: list[Modification] = []
    subtypes = tuple(w.capitalize() for w in m["types"].split())
    if subtypes:
        parts.append(SetTypes(subtypes=subtypes))
    if m["colors"]:
        colours = tuple(_COLORS[c] for c in re.findall(r"white|blue|black|red|green",
                                                         m["colors"].lower()))
        parts.append(SetColors(colours))
    if "loses all abilities" in body.lower():
        parts.append(RemoveAbilities())
    if m["kw"]:
        parts.append(AddAbilities(keyword_list(m["kw"], b)))
    parts.append(SetPT(int(m["p"]), int(m["t"])))
    return tuple(parts)


@sentence("until end of turn becomes",
          r"until end of turn, (?P<what>.+?) (?P<loses>loses all abilities and )?becomes "
          r"(?P<rest>an? .+ with base power and toughness .+)")
def _becomes_eot(m: re.Match[str], b: Builder) -> SentenceResult:
    parts = becomes_parts(m["rest"], b)
    if m["loses"]:
        parts = (RemoveAbilities(), *parts)  # CR 613.1f: both in layer 6, in text order
    return _apply(m["what"], b, parts, m.group(0))


@sentence("becomes an artifact creature",
          r"(?P<what>.+?) becomes? an? (?P<p>\d+)/(?P<t>\d+) artifact creature"
          r"(?P<eot> until end of turn)?")
def _becomes_artifact_creature(m: re.Match[str], b: Builder) -> SentenceResult:
    # CR 205.1b: "becomes an artifact creature" keeps every prior type
    parts = (AddTypes(card_types=("Artifact", "Creature")), SetPT(int(m["p"]), int(m["t"])))
    return _apply(m["what"], b, parts, m.group(0), until_end_of_turn=bool(m["eot"]))


@sentence("counters on each that became a creature",
          rf"put (?P<n>{NUMBER}) (?P<kind>[+-]1/[+-]1|\w+) counters? on each (?:\w+ )?that "
          r"became a creature this way")
def _counters_on_those(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.PutCounters(m["kind"], int_number(m["n"]), fx.ItRef(), text=m.group(0))


@sentence("counters then double",
          rf"put (?P<n>{NUMBER}) (?P<kind>[+-]1/[+-]1|\w+) counters? on (?P<what>.+?), then double "
          r"the number of (?P<kind2>[+-]1/[+-]1|\w+) counters on each creature that had an? "
          r"(?P<kind3>[+-]1/[+-]1|\w+) counters? put on it this way")
def _counters_double(m: re.Match[str], b: Builder) -> SentenceResult:
    if not m["kind"] == m["kind2"] == m["kind3"]:
        raise NotUnderstood(m.group(0))
    return PutCountersThenDouble(m["kind"], int_number(m["n"]), b.ref(m["what"]),
                                 text=m.group(0))


# --------------------------------------------------------------------------
# Whole lines whose sentences depend on each other (recognised as spell text)
# --------------------------------------------------------------------------


def _spell_line(instructions: Sequence[fx.Instruction], b: Builder, text: str) -> _SpellText:
    mode = Mode(instructions=tuple(instructions), targets=tuple(b.targets), text=text)
    return _SpellText(mode=mode, text=text)


@sentence("destroy, can't be regenerated",
          r"destroy (?P<what>.+?)\. (?:a creature|creatures|a permanent|permanents|it|they) "
          r"(?:destroyed this way )?can't be regenerated", kind="ability", priority=1)
def _destroy_no_regen(m: re.Match[str], b: Builder) -> SentenceResult:
    if b.is_permanent:
        raise NotUnderstood(m.group(0))
    return _spell_line([DestroyWithoutRegeneration(all_ref(m["what"], b), text=m.group(0))], b,
                       m.group(0))


@sentence("exile, controller searches for a basic land",
          r"exile (?P<what>.+?)\. for each creature exiled this way, its controller searches "
          r"their library for a basic land card\. those players put those cards onto the "
          r"battlefield tapped, then shuffle", kind="ability", priority=1)
def _exile_for_lands(m: re.Match[str], b: Builder) -> SentenceResult:
    if b.is_permanent:
        raise NotUnderstood(m.group(0))
    return _spell_line([ExileForLands(b.ref(m["what"]), text=m.group(0))], b, m.group(0))


__all__ = [
    "ChooseFromRevealed",
    "DestroyWithoutRegeneration",
    "DiscardHandThenDraw",
    "DiscardThose",
    "ExileForLands",
    "PutCountersThenDouble",
    "RevealHand",
    "all_ref",
    "becomes_parts",
    "qualified_filter",
    "qualified_ref",
    "spell_target",
]
