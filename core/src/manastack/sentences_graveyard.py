"""Kernel sentences used by the graveyard keywords' cards (flashback, escape, delve).

None of these sentences is about a keyword: they are ordinary effect wording
that cards of those plugins print ("Draw two cards, then discard two cards",
"Return target creature card from your graveyard to the battlefield",
"Counter target spell unless its controller pays {X}", ...). They are kernel grammar
(registered through :func:`manastack.oracle.sentence`, imported by
:mod:`manastack.core_rules`), tried after the rules of :mod:`manastack.oracle`,
so they only ever read sentences nothing else understood.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from attrs import field, frozen

from manastack import effects as fx
from manastack.abilities import Ability
from manastack.filters import ObjectFilter
from manastack.mana import ManaCost
from manastack.objects import Zone
from manastack.oracle import (
    KERNEL_SENTENCES,
    NUMBER,
    Builder,
    NotUnderstood,
    SentenceResult,
    int_number,
    match_sentence,
    number,
    parse_filter,
    sentence,
)

# --------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------


def _clause(text: str, b: Builder) -> list[fx.Instruction]:
    """One clause of a compound sentence, read by the whole grammar (plugins' rules too)."""
    rules = b.rules.sentence_rules if b.rules is not None else KERNEL_SENTENCES
    result = match_sentence(text.strip(), b, rules, kind="effect")
    if isinstance(result, fx.Instruction):
        return [result]
    if isinstance(result, Sequence) and not isinstance(result, (str, Ability)):
        return list(result)
    raise NotUnderstood(text)


# --------------------------------------------------------------------------
# Instructions
# --------------------------------------------------------------------------


@frozen
class IfItWas(fx.Instruction):
    """"If it was a [kind] card, [effect]" about what the previous instruction acted on.

    The outcome is kept for a following "Otherwise, ..." (:class:`Otherwise`).
    """

    filter: ObjectFilter
    then: tuple[fx.Instruction, ...] = ()

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        holds = any(
            self.filter.matches(game, game.obj(oid), player=ctx.controller, source=ctx.source)
            for oid in ctx.it if game.find(oid) is not None
        )
        ctx.values["otherwise"] = not holds
        if holds:
            for step in self.then:
                step.run(ctx)


@frozen
class Otherwise(fx.Instruction):
    """"Otherwise, [effect]": runs when the preceding "If ..." did not hold."""

    then: tuple[fx.Instruction, ...] = ()

    def run(self, ctx: fx.Context) -> None:
        if ctx.values.pop("otherwise", False):
            for step in self.then:
                step.run(ctx)


@frozen
class CounterUnlessPays(fx.Instruction):
    """"Counter [spell] unless its controller pays [cost]" (CR 701.6a, 118.12).

    The spell's controller chooses whether to pay, and may only choose to if
    the cost can be paid now (mana abilities included, 605.3a). {X} is the
    announced value of the resolving spell.
    """

    what: fx.Ref
    cost: ManaCost = field(factory=lambda: ManaCost(()))

    def run(self, ctx: fx.Context) -> None:
        from manastack import casting
        from manastack.mana import solve_payment

        game = ctx.game
        for oid in self.what.objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.STACK:
                continue
            payer = obj.controller
            cost = self.cost.with_x(ctx.x) if self.cost.has_x else self.cost
            p = game.player(payer)
            payable = cost.is_empty() or solve_payment(
                cost, pool=p.mana_pool, sources=casting.mana_sources(game, payer), life=p.life
            ) is not None
            pay = False
            if payable:
                answer = game.decide(
                    kind="pay_unless", player=payer,
                    prompt=f"Pay {cost} so that {obj} isn't countered?",
                    options=(True, False), labels=(f"pay {cost}", "don't pay"), rule="118.12",
                )
                pay = bool(answer[0])
            if pay:
                spent, _ = casting.pay_mana(game, payer, cost, what=f"{ctx.source_name}'s demand")
                game.log_event("cost", f"{game.player(payer)} pays {spent}: {obj} isn't countered",
                               rule="118.12")
                continue
            if obj.spell is not None and obj.spell.cant_be_countered:
                game.log_event("counter", f"{obj} can't be countered", rule="101.2")
                continue
            casting.remove_from_stack(game, oid, cause="counter", rule="701.6a")


@frozen
class LookAtTop(fx.Instruction):
    """"Look at the top N cards of your library" (CR 401.3): remembered for what follows."""

    count: int

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        top = game.ids_in(Zone.LIBRARY, ctx.controller)[: self.count]
        ctx.values["looked"] = list(top)
        game.log_event("look", f"{game.player(ctx.controller)} looks at the top {len(top)} "
                       "card(s) of their library", rule="401.3")


@frozen
class PutLookedIntoHand(fx.Instruction):
    """"Put N of them into your hand and the rest on the bottom of your library in any order"."""

    count: int

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        looked = [oid for oid in ctx.values.get("looked", ())
                  if (o := game.find(oid)) is not None and o.zone is Zone.LIBRARY]
        if not looked:
            return
        n = min(self.count, len(looked))
        chosen = game.decide(
            kind="choose", player=ctx.controller, prompt=f"Put {n} of them into your hand",
            options=tuple(looked), labels=tuple(str(game.obj(o)) for o in looked), min=n, max=n,
        )
        for oid in chosen:
            game.move(int(oid), Zone.HAND, cause="effect", rule="400.7")
        rest = [o for o in looked if o not in chosen]
        if len(rest) > 1:
            rest = list(game.decide(
                kind="order", player=ctx.controller,
                prompt="Order the rest for the bottom of your library (first goes first)",
                options=tuple(rest), labels=tuple(str(game.obj(o)) for o in rest),
                min=len(rest), max=len(rest), rule="401.4",
            ))
        for oid in rest:
            game.move(int(oid), Zone.LIBRARY, cause="effect", position="bottom", rule="401.4")


@frozen
class ReturnOpponentsChoice(fx.Instruction):
    """"Return a [kind] card of an opponent's choice from your graveyard to your hand".

    The controller picks the opponent when there are several; that opponent
    picks the card (the player who chooses is the one the text names, SEED-16).
    """

    filter: ObjectFilter

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        candidates = tuple(o.id for o in game.graveyard(ctx.controller)
                           if self.filter.matches(game, o, player=ctx.controller))
        opponents = game.opponents(ctx.controller)
        if not candidates or not opponents:
            return
        chooser = opponents[0]
        if len(opponents) > 1:
            chooser = int(game.decide(
                kind="opponent", player=ctx.controller, prompt="Choose an opponent",
                options=tuple(opponents), labels=tuple(str(game.player(p)) for p in opponents),
            )[0])
        chosen = game.decide(
            kind="choose", player=chooser,
            prompt=f"Choose a {self.filter} card in {game.player(ctx.controller)}'s graveyard",
            options=candidates, labels=tuple(str(game.obj(o)) for o in candidates),
        )
        moved = []
        for oid in chosen:
            new = game.move(int(oid), Zone.HAND, cause="return", rule="400.7")
            if new is not None:
                moved.append(new.id)
        ctx.it = moved


@frozen
class DiscardOrLoseLife(fx.Instruction):
    """"Each opponent discards a card, then each opponent who didn't discard a nonland
    card this way loses N life" (Kroxa). Each opponent chooses their discard (701.9a)."""

    life: int

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        nonland: dict[int, bool] = {}
        for p in game.opponents(ctx.controller):
            hand = game.hand(p)
            nonland[p] = False
            if not hand:
                continue
            chosen = game.decide(
                kind="discard", player=p, prompt="Discard a card", options=tuple(o.id for o in hand),
                labels=tuple(str(o) for o in hand), rule="701.9a",
            )
            for oid in chosen:
                nonland[p] = not game.chars(int(oid)).is_land
                game.discard(int(oid))
        for p, discarded_nonland in nonland.items():
            if not discarded_nonland:
                game.lose_life(p, self.life, rule="119.3")


def _sacrifice_source(ctx: fx.Context) -> None:
    """"Sacrifice ~": only a permanent still there, under the ability's controller (701.21a)."""
    game = ctx.game
    if ctx.source is None:
        return
    obj = game.find(ctx.source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or game.controller(obj.id) != ctx.controller:
        return
    game.sacrifice(obj.id, rule="701.21a")


# --------------------------------------------------------------------------
# Sentences
# --------------------------------------------------------------------------


@sentence("discard n", rf"discard (?P<n>{NUMBER}) cards?")
def _discard_n(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.Discard(fx.YOU, number(m["n"]), text=m.group(0))


@sentence("discard your hand", r"discard your hand")
def _discard_hand(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.Discard(fx.YOU, whole_hand=True, text=m.group(0))


@sentence("mill n", rf"mill (?P<n>{NUMBER}) cards?")
def _mill_n(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.Mill(fx.YOU, number(m["n"]), text=m.group(0))


@sentence("return to the battlefield",
          r"return (?P<what>.+?) from (?P<whose>your|a) graveyard to the battlefield"
          r"(?P<tapped> tapped)?(?P<yours> under your control)?")
def _return_to_battlefield(m: re.Match[str], b: Builder) -> SentenceResult:
    ref = b.ref(f"{m['what']} from {m['whose']} graveyard")
    return fx.PutOntoBattlefield(ref, under_your_control=bool(m["yours"]),
                                 tapped=bool(m["tapped"]), text=m.group(0))


@sentence("counters on each of",
          rf"put (?P<n>{NUMBER}) (?P<kind>[+-]1/[+-]1|\w+) counters? on each of (?P<what>up to .+)")
def _counters_each_of(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.PutCounters(m["kind"], number(m["n"]), b.ref(m["what"]), text=m.group(0))


@sentence("if it was", r"if it was an? (?P<kind>.+?) card, (?P<then>.+)")
def _if_it_was(m: re.Match[str], b: Builder) -> SentenceResult:
    return IfItWas(parse_filter(m["kind"]), tuple(_clause(m["then"], b)), text=m.group(0))


@sentence("otherwise", r"otherwise, (?P<then>.+)")
def _otherwise(m: re.Match[str], b: Builder) -> SentenceResult:
    return Otherwise(tuple(_clause(m["then"], b)), text=m.group(0))


@sentence("you may put from hand",
          r"you may put an? (?P<what>.+?) card from your hand onto the battlefield(?P<tapped> tapped)?")
def _put_from_hand(m: re.Match[str], b: Builder) -> SentenceResult:
    base = parse_filter(m["what"])
    flt = ObjectFilter(types=base.types, any_types=base.any_types, not_types=base.not_types,
                       subtypes=base.subtypes, colors=base.colors, owner="you",
                       text=f"{m['what']} card in your hand")
    return fx.Choose(fx.YOU, fx.Each(flt, zone=Zone.HAND), count=1, up_to=True,
                     then=(fx.PutOntoBattlefield(fx.ItRef(), tapped=bool(m["tapped"])),),
                     prompt=f"You may put a {m['what']} card from your hand onto the battlefield",
                     text=m.group(0))


@sentence("discard or lose life",
          rf"each opponent discards a card, then each opponent who didn't discard a nonland card "
          rf"this way loses (?P<n>{NUMBER}) life")
def _discard_or_lose(m: re.Match[str], b: Builder) -> SentenceResult:
    return DiscardOrLoseLife(int_number(m["n"]), text=m.group(0))


@sentence("counter unless pays",
          r"counter (?P<what>target .*?spell) unless its controller pays (?P<cost>(?:\{[^}]+\})+)")
def _counter_unless(m: re.Match[str], b: Builder) -> SentenceResult:
    return CounterUnlessPays(b.ref(m["what"]), ManaCost.parse(m["cost"]), text=m.group(0))


@sentence("look at the top", rf"look at the top (?P<n>{NUMBER}) cards of your library")
def _look(m: re.Match[str], b: Builder) -> SentenceResult:
    return LookAtTop(int_number(m["n"]), text=m.group(0))


@sentence("put them into hand",
          rf"put (?P<n>{NUMBER}) of them into your hand and the rest on the bottom of your library "
          r"in any order")
def _put_looked(m: re.Match[str], b: Builder) -> SentenceResult:
    return PutLookedIntoHand(int_number(m["n"]), text=m.group(0))


@sentence("opponent's choice to hand",
          r"return an? (?P<what>.+?) card of an opponent's choice from your graveyard to your hand")
def _opponents_choice(m: re.Match[str], b: Builder) -> SentenceResult:
    return ReturnOpponentsChoice(parse_filter(m["what"]), text=m.group(0))


@sentence("sacrifice self", r"sacrifice ~")
def _sacrifice_self(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.Custom(function=_sacrifice_source, text=m.group(0))


@sentence("end step trigger", r"the beginning of the (?P<step>end step|upkeep)", kind="trigger")
def _each_step(m: re.Match[str], b: Builder) -> Any:
    """"At the beginning of the end step": every player's end step (CR 513.1)."""
    from manastack.triggers import TriggerCondition
    from manastack.turns import Step

    step = Step.END if m["step"].lower() == "end step" else Step.UPKEEP
    return TriggerCondition("step_begins", step=step, whose=None, text=m.group(0))


@sentence("return target card to hand", r"return (?P<what>target card) from your graveyard to your hand")
def _return_card(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.ReturnToHand(b.ref(m["what"] + " from your graveyard"), text=m.group(0))


@sentence("return a card to hand", r"return an? (?P<what>.+?) card from your graveyard to your hand")
def _return_chosen(m: re.Match[str], b: Builder) -> SentenceResult:
    """Not targeted: the card is chosen as the effect happens (CR 608.2c)."""
    base = parse_filter(m["what"])
    flt = ObjectFilter(types=base.types, any_types=base.any_types, not_types=base.not_types,
                       subtypes=base.subtypes, colors=base.colors, owner="you",
                       text=f"{m['what']} card in your graveyard")
    return fx.Choose(fx.YOU, fx.Each(flt, zone=Zone.GRAVEYARD), count=1,
                     then=(fx.ReturnToHand(fx.ItRef()),),
                     prompt=f"Return a {m['what']} card from your graveyard to your hand",
                     text=m.group(0))


@sentence("loses keyword", r"(?P<what>.*target .+?) loses (?P<kw>flying|first strike|trample|"
          r"deathtouch|lifelink|vigilance|reach|menace|indestructible|hexproof) until end of turn")
def _loses_keyword(m: re.Match[str], b: Builder) -> SentenceResult:
    from manastack.layers import RemoveAbilities

    return fx.ApplyEffect(b.ref(m["what"]), (RemoveAbilities(keywords=(m["kw"].lower(),)),),
                          text=m.group(0))


@sentence("surveil", rf"surveil (?P<n>{NUMBER})")
def _surveil(m: re.Match[str], b: Builder) -> SentenceResult:
    n = int_number(m["n"])
    return fx.Custom(function=lambda ctx: surveil(ctx, n), text=m.group(0))


def surveil(ctx: fx.Context, n: int) -> None:
    """CR 701.25a: look at the top N, put any number into your graveyard, the rest back on
    top in any order."""
    game = ctx.game
    top = game.ids_in(Zone.LIBRARY, ctx.controller)[:n]
    if not top:
        return
    to_graveyard = game.decide(
        kind="surveil", player=ctx.controller, prompt=f"Surveil {n}: cards to your graveyard",
        options=top, labels=tuple(str(game.obj(i)) for i in top), min=0, max=len(top),
        rule="701.25a")
    rest = [i for i in top if i not in to_graveyard]
    if len(rest) > 1:
        rest = list(game.decide(
            kind="order", player=ctx.controller,
            prompt="Order the rest for the top of your library (first ends on top)",
            options=tuple(rest), labels=tuple(str(game.obj(i)) for i in rest),
            min=len(rest), max=len(rest), rule="701.25a"))
    for oid in to_graveyard:
        game.move(int(oid), Zone.GRAVEYARD, cause="surveil", rule="701.25a")
    for oid in reversed(rest):  # the first chosen is put last, so it ends on top
        game.move(int(oid), Zone.LIBRARY, position="top", cause="surveil", rule="701.25a")
    game.log_event("surveil", f"{game.player(ctx.controller)} surveils {n}", rule="701.25a")


@sentence("discard at random", r"discard a card at random")
def _discard_random(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.Custom(function=_discard_at_random, text=m.group(0))


def _discard_at_random(ctx: fx.Context) -> None:
    """CR 701.9b: the card is chosen at random (the game's seeded generator)."""
    game = ctx.game
    hand = game.hand(ctx.controller)
    if hand:
        game.discard(hand[game.rng.below(len(hand))].id, rule="701.9b")


@sentence("... and you gain life", rf"(?P<a>.+?) and you gain (?P<n>{NUMBER}) life")
def _and_gain(m: re.Match[str], b: Builder) -> SentenceResult:
    """"~ deals 2 damage to any target and you gain 2 life"."""
    return [*_clause(m["a"], b), fx.GainLife(number(m["n"]), fx.YOU)]


_VERBS = r"(?:draw|discard|mill|scry|create|put|return|exile|sacrifice|gain|lose|tap|untap)"


@sentence("you ... and ...", rf"you (?P<a>.+?) and (?P<b>{_VERBS}\b.+)")
def _you_and(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You gain 3 life and draw a card": two instructions sharing the subject "you"."""
    return [*_clause("you " + m["a"], b), *_clause(m["b"], b)]


@sentence("..., ..., then ...", r"(?P<a>[^,]+), (?P<b>[^,]+),? then (?P<c>.+)")
def _list_then(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You gain 2 life, draw two cards, then discard two cards"."""
    return [*_clause(m["a"], b), *_clause(m["b"], b), *_clause(m["c"], b)]


@sentence("..., then ...", r"(?P<a>.+?),? then (?P<b>.+)")
def _then(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Draw two cards, then discard two cards": each part in order (CR 608.2c)."""
    return [*_clause(m["a"], b), *_clause(m["b"], b)]
