"""Kernel sentences used by the graveyard keywords' cards (flashback, escape, delve).

None of these sentences is about a keyword: they are ordinary effect wording
that cards of those plugins print ("Counter target spell unless its controller
pays {X}", Kroxa's "each opponent discards a card, then each opponent who didn't
discard a nonland card this way loses 3 life", "Return a creature card of an
opponent's choice from your graveyard to your hand"). They are kernel grammar
(registered through :func:`manastack.oracle.sentence`, imported by
:mod:`manastack.core_rules`); the general forms these cards also use (draw, discard,
mill, reanimate, "..., then ...") are the base grammar's (:mod:`manastack.sentences`).
"""

from __future__ import annotations

import re

from attrs import field, frozen

from manastack.engine.payment import pay_mana
from manastack.instructions.zone_changes import SacrificeObjects, counter
from manastack.model import effects as fx
from manastack.model.filters import ObjectFilter
from manastack.model.mana import ManaCost
from manastack.model.objects import Zone
from manastack.oracle import NUMBER, Builder, SentenceResult, int_number, parse_filter, sentence

# --------------------------------------------------------------------------
# Instructions
# --------------------------------------------------------------------------


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
        game = ctx.game
        for oid in self.what.objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.STACK:
                continue
            cost = self.cost.with_x(ctx.x) if self.cost.has_x else self.cost
            if not pays_unless(ctx, obj.controller, cost, f"{obj} isn't countered"):
                counter(game, obj)


def pays_unless(ctx: fx.Context, payer: int, cost: ManaCost, spared: str) -> bool:
    """"... unless [player] pays [cost]" (CR 118.12): the player chooses whether to pay, and
    may only choose to if the cost can be paid now (mana abilities included, 605.3a). True
    if paid (logged with what the payment spared)."""
    from manastack.engine.mana_solver import solve_payment
    from manastack.engine.payment import mana_sources

    game = ctx.game
    p = game.player(payer)
    payable = cost.is_empty() or solve_payment(
        cost, pool=p.mana_pool, sources=mana_sources(game, payer), life=p.life
    ) is not None
    if not payable:
        return False
    answer = game.decide(
        kind="pay_unless", player=payer, prompt=f"Pay {cost} so that {spared}?",
        options=(True, False), labels=(f"pay {cost}", "don't pay"), rule="118.12",
    )
    if not answer[0]:
        return False
    spent, _ = pay_mana(game, payer, cost, what=f"{ctx.source_name}'s demand")
    game.log_event("cost", f"{game.player(payer)} pays {spent}: {spared}", rule="118.12")
    return True


@frozen
class SacrificeUnlessYouPay(fx.Instruction):
    """"Sacrifice this creature unless you pay {U}" (Drifter il-Dal, CR 118.12, 701.21a):
    its controller may pay; if not, the permanent is sacrificed (if it is still there)."""

    what: fx.Ref
    cost: ManaCost = field(factory=lambda: ManaCost(()))

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        for oid in self.what.objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.BATTLEFIELD:
                continue
            if not pays_unless(ctx, ctx.controller, self.cost, f"{obj} isn't sacrificed"):
                SacrificeObjects(fx.FixedObjects((oid,)), text=self.text).run(ctx)


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
        ctx.it = game.move_each(chosen, Zone.HAND, cause="return")


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


# --------------------------------------------------------------------------
# Sentences
# --------------------------------------------------------------------------


@sentence("discard or lose life",
          rf"each opponent discards a card, then each opponent who didn't discard a nonland card "
          rf"this way loses (?P<n>{NUMBER}) life")
def _discard_or_lose(m: re.Match[str], b: Builder) -> SentenceResult:
    return DiscardOrLoseLife(int_number(m["n"]), text=m.group(0))


@sentence("counter unless pays",
          r"counter (?P<what>target .*?spell) unless its controller pays (?P<cost>(?:\{[^}]+\})+)")
def _counter_unless(m: re.Match[str], b: Builder) -> SentenceResult:
    return CounterUnlessPays(b.ref(m["what"]), ManaCost.parse(m["cost"]), text=m.group(0))


@sentence("sacrifice unless you pay",
          r"sacrifice (?P<what>~|it) unless you pay (?P<cost>(?:\{[^}]+\})+)")
def _sacrifice_unless(m: re.Match[str], b: Builder) -> SentenceResult:
    return SacrificeUnlessYouPay(b.ref(m["what"]), ManaCost.parse(m["cost"]), text=m.group(0))


@sentence("opponent's choice to hand",
          r"return an? (?P<what>.+?) card of an opponent's choice from your graveyard to your hand")
def _opponents_choice(m: re.Match[str], b: Builder) -> SentenceResult:
    return ReturnOpponentsChoice(parse_filter(m["what"]), text=m.group(0))

