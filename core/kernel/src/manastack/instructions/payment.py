"""The instructions that ask a player to pay as an effect resolves (CR 118.12): "counter target
spell unless its controller pays", "sacrifice this unless you pay"."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from attrs import field, frozen

from manastack.engine.mana_solver import solve_payment
from manastack.engine.payment import (
    can_pay_now,
    cost_words,
    mana_sources,
    offer_to_pay,
    pay_cost,
    pay_cost_parts,
    pay_mana,
)
from manastack.instructions.zone_changes import Sacrifice, SacrificeObjects, counter
from manastack.model import effects as fx
from manastack.model.cost_parts import energy, remove_energy
from manastack.model.costs import Cost
from manastack.model.filters import ObjectFilter, Target
from manastack.model.mana import OTHER_PAYMENT, ManaCost, ManaSymbol
from manastack.model.objects import PlayerRef, Zone

if TYPE_CHECKING:
    pass

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
    #: the zone a spell countered this way goes to instead of the graveyard (CR 614.1a)
    instead: Zone | None = None
    #: "pays {1} for each card in your graveyard": the cost that many times, counted as the
    #: counterspell resolves (CR 107.3c, 608.2h); ``None``: the cost once
    per: fx.Amount | None = None

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        for oid in self.what.objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.STACK:
                continue
            cost = self.cost.with_x(ctx.x) if self.cost.has_x else self.cost
            if self.per is not None:
                cost = _times(cost, fx.amount(self.per, ctx))
            if not pays_unless(ctx, obj.controller, cost, f"{obj} isn't countered"):
                counter(game, obj, instead=self.instead)


def _times(cost: ManaCost, n: int) -> ManaCost:
    """``cost`` paid ``n`` times (CR 107.3c: "{1} for each ..."); generic symbols add up into
    one ({1} three times is {3}, CR 107.4b), none for 0."""
    generic = sum(sym.amount for sym in cost.symbols if sym.kind == "generic") * max(0, n)
    others = tuple(sym for sym in cost.symbols if sym.kind != "generic") * max(0, n)
    return ManaCost(((ManaSymbol.number(generic),) if generic else ()) + others)


@frozen
class CounterUnlessCostPaid(fx.Instruction):
    """"Counter [spell or ability] unless its controller pays [cost]" where the cost may
    have non-mana parts ("Pay 2 life", "Discard a card", "Sacrifice a creature": ward's,
    CR 702.21a, 118.12, 701.6a-b). Its controller chooses whether to pay, and may only choose
    to if every part can be paid now; the parts' own choices (which card, which creature)
    are theirs too. ``rule`` is cited where the payment is logged."""

    what: fx.Ref
    cost: Cost = field(factory=Cost)
    rule: str = "118.12"

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        for oid in self.what.objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.STACK:
                continue  # already gone (608.2b): nothing to counter
            if not pays_cost_unless(ctx, obj.controller, self.cost, f"{obj} isn't countered",
                                    rule=self.rule):
                counter(game, obj)


@frozen
class SacrificeUnlessCostPaid(fx.Instruction):
    """"Sacrifice [permanent] unless you pay [cost]" where the cost may have non-mana parts
    ("Pay 2 life", "Discard a card"): echo's and cumulative upkeep's (CR 118.12, 701.21a,
    702.30a, 702.24a). The controller of the effect chooses whether to pay, and may only choose
    to if every part can be paid now; if not paid, the permanent is sacrificed if it is still
    on the battlefield under their control. ``rule`` is cited where the payment is logged."""

    what: fx.Ref
    cost: Cost = field(factory=Cost)
    rule: str = "118.12"

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        for oid in self.what.objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.BATTLEFIELD:
                continue  # already gone (608.2b): nothing to sacrifice, nothing to pay
            # the cost's "this" is the permanent kept ("Put a -1/-1 counter on this creature")
            if not pays_cost_unless(ctx, ctx.controller, self.cost, f"{obj} isn't sacrificed",
                                    rule=self.rule, source=oid):
                SacrificeObjects(fx.FixedObjects((oid,)), text=self.text).run(ctx)


@frozen
class MayPayCost(fx.Instruction):
    """"You may pay {E}{E}. If you do, ..." (CR 118.3, 608.2d, 107.14): the controller may pay a
    cost as the effect resolves ("you may pay {1}": mana too, mana abilities included,
    605.3a), and may only choose to if every part can be paid now (118.3).
    ``ctx.values['did']`` records whether it was paid, for "If you do" (608.2c)."""

    cost: Cost = field(factory=Cost)
    #: "you may discard a card or pay {2}": other costs the player may pay instead of
    #: ``cost``, one of them at most (CR 118.3, 608.2d)
    alternatives: tuple[Cost, ...] = ()
    #: "Then that player or that permanent's controller may pay {R}{R}" (Chain Lightning): the
    #: player named pays, if they choose (CR 608.2d, 608.2h); None: the controller
    payer: fx.Ref | None = None
    #: the words' "you may" (CR 608.2d): the payment is the controller's choice
    optional: ClassVar[bool] = True

    def _payer(self, ctx: fx.Context) -> int | None:
        """Who may pay: the controller, else the one player ``payer`` names (none: nobody)."""
        return ctx.controller if self.payer is None else self.payer.one_player(ctx)

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        ctx.values["did"] = False
        payer = self._payer(ctx)
        if payer is None:
            return  # CR 608.2b, 608.2h: the player named is gone: nobody pays
        if self.alternatives:
            self._run_choice(ctx)
            return
        what = cost_words(self.cost)
        if not can_pay_now(game, payer, self.cost):
            game.log_event("cost", f"{game.player(payer)} can't pay {what}: not paid",
                           rule="118.3")
            return
        answer = game.decide(kind="may", player=payer, prompt=f"Pay {what}?",
                             options=("yes", "no"), rule="608.2d")
        if answer[0] != "yes":
            return
        self._pay(ctx, self.cost)

    def _run_choice(self, ctx: fx.Context) -> None:
        """CR 118.3, 608.2d: of the costs the player can pay now, one of their choice, or none."""
        game = ctx.game
        payer = self._payer(ctx)
        if payer is None:
            return  # CR 608.2h: the player named is gone: nobody pays
        costs = (self.cost, *self.alternatives)
        payable = [c for c in costs if can_pay_now(game, payer, c)]
        if not payable:
            game.log_event("cost", f"{game.player(payer)} can't pay "
                           f"{' or '.join(cost_words(c) for c in costs)}: not paid", rule="118.3")
            return
        labels = tuple(cost_words(c) for c in payable)
        answer = game.decide(kind="may_pay_one", player=payer,
                             prompt=f"Pay {' or '.join(labels)}?",
                             options=(*labels, "no"), rule="608.2d")
        if answer[0] == "no" or answer[0] not in labels:
            return
        self._pay(ctx, payable[labels.index(answer[0])])

    def _pay(self, ctx: fx.Context, cost: Cost) -> None:
        game = ctx.game
        payer = self._payer(ctx)
        assert payer is not None  # asked only of a player found by run
        if cost.mana.is_empty():
            paid = pay_cost_parts(game, payer, None, cost)
        else:  # CR 118.3: "you may pay {1}" as the effect resolves, mana and other parts
            parts, spent, _ = pay_cost(game, payer, None, cost,
                                       what=f"{ctx.source_name}'s payment",
                                       purpose=OTHER_PAYMENT)
            paid = [spent, *parts]
        game.log_event("cost", f"{game.player(payer)} pays {', '.join(paid)}", rule="118.3")
        ctx.values["did"] = True


@frozen
class MayPayAnyEnergy(fx.Instruction):
    """"You may pay any amount of {E}" (Harnessed Lightning, CR 107.14, 608.2d): the controller
    chooses a number from 0 to the energy counters they have and removes that many;
    ``ctx.values['amount']`` is the number paid, for a following "that much" (608.2c)."""

    #: the words' "you may" (CR 608.2d): paying nothing is a choice
    optional: ClassVar[bool] = True

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        payer = ctx.controller
        have = energy(game, payer)
        paid = 0
        if have > 0:
            answer = game.decide(kind="pay_energy", player=payer,
                                 prompt=f"Pay how much energy (0 to {have})?",
                                 options=tuple(range(have + 1)), numbers=True, rule="107.14")
            paid = int(answer[0])
        if paid:
            remove_energy(game, payer, paid)
        else:
            game.log_event("cost", f"{game.player(payer)} pays no energy", rule="107.14")
        ctx.values["amount"] = paid
        ctx.values["did"] = paid > 0


def pays_cost_unless(ctx: fx.Context, payer: int, cost: Cost, spared: str, *,
                     rule: str = "118.12", source: int | None = None) -> bool:
    """"... unless [player] pays [cost]" for a whole cost, mana and other parts (CR 118.12,
    118.3: a cost that can't be paid in full can't be chosen). True if paid, logged with
    what the payment spared. ``source``: the object a part's "this" names, if any."""
    return offer_to_pay(ctx.game, payer, cost, spared, rule=rule, source=source,
                        what=f"{ctx.source_name}'s demand")


def pays_unless(ctx: fx.Context, payer: int, cost: ManaCost, spared: str) -> bool:
    """"... unless [player] pays [cost]" (CR 118.12): the player chooses whether to pay, and
    may only choose to if the cost can be paid now (mana abilities included, 605.3a). True
    if paid (logged with what the payment spared)."""

    game = ctx.game
    p = game.player(payer)
    payable = cost.is_empty() or solve_payment(
        cost, pool=p.mana_pool, sources=mana_sources(game, payer), life=p.life,
        purpose=OTHER_PAYMENT) is not None
    if not payable:
        return False
    answer = game.decide(
        kind="pay_unless", player=payer, prompt=f"Pay {cost} so that {spared}?",
        options=(True, False), labels=(f"pay {cost}", "don't pay"), rule="118.12",
    )
    if not answer[0]:
        return False
    spent, _ = pay_mana(game, payer, cost, what=f"{ctx.source_name}'s demand",
                        purpose=OTHER_PAYMENT)
    game.log_event("cost", f"{game.player(payer)} pays {spent}: {spared}", rule="118.12")
    return True


@frozen
class SacrificeUnlessTheyPay(fx.Instruction):
    """"Each opponent sacrifices a permanent of their choice unless they pay {3}" (Rishadan
    Brigand; CR 118.12, 701.21a): in APNAP order (101.4) each player chooses whether to pay,
    and may only if they can; then each who didn't sacrifices one of their choice."""

    who: fx.Ref
    filter: ObjectFilter = ObjectFilter(types=("Permanent",))
    cost: ManaCost = field(factory=lambda: ManaCost(()))

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        active = game.state.turn.active
        players = sorted(self.who.players(ctx), key=lambda p: (p - active) % len(game.players))
        unpaid = tuple(PlayerRef(p) for p in players
                       if not pays_unless(ctx, p, self.cost,
                                          f"{game.player(p)} sacrifices no {self.filter}"))
        if unpaid:
            Sacrifice(fx.FixedObjects(unpaid), self.filter, text=self.text).run(ctx)


@frozen
class Unpaid(fx.Ref):
    """The players who didn't pay for the ``EachUnlessTheyPay`` running (CR 118.12)."""

    def resolve(self, ctx: fx.Context) -> list[Target]:
        return [PlayerRef(p) for p in ctx.values.get("unpaid", ())]


@frozen
class EachUnlessTheyPay(fx.Instruction):
    """"Each player loses 2 life unless they discard a card." (Veils of Fear; CR 118.12,
    101.4): in APNAP order each player of ``who`` chooses whether to pay ``cost`` (only if
    they can pay all of it, 118.3); then ``steps`` are done to those who didn't (their
    ``who`` is ``Unpaid``)."""

    who: fx.Ref
    cost: Cost = field(factory=Cost)
    steps: tuple[fx.Instruction, ...] = ()
    act: str = ""

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        unpaid = tuple(p for p in fx.apnap_order(ctx, self.who.players(ctx))
                       if not pays_cost_unless(ctx, p, self.cost,
                                               f"\"{game.player(p)} {self.act}\" isn't done",
                                               source=ctx.source))
        kept = ctx.values.get("unpaid")
        ctx.values["unpaid"] = unpaid
        for step in self.steps:
            step.run(ctx)
        ctx.values["unpaid"] = kept if kept is not None else ()


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
