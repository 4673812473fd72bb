"""The instructions about damage and life (CR 119, 120, 615): deal damage, gain and lose life,
prevent damage, make damage unpreventable, fight.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from attrs import field, frozen

from manastack.engine.damage import excess_damage, one_damage_event
from manastack.engine.layers import start_effect
from manastack.instructions.continuous import _duration
from manastack.model import effects as fx
from manastack.model.combat import (
    CantGainLife,
    DamageCantBePrevented,
    LifeGainReplacement,
    PreventAndAddCounters,
    PreventDamage,
    PreventDamageToYou,
    PreventFromChosenSource,
    RedirectDamage,
)
from manastack.model.continuous import ContinuousEffect
from manastack.model.effects import (
    RECIPIENT,
    YOU,
    Amount,
    Context,
    Each,
    Instruction,
    Ref,
    Union,
    amount,
)
from manastack.model.objects import GameObject, PlayerRef, Zone

if TYPE_CHECKING:
    from manastack.engine.game import Game
    from manastack.model.continuous import Duration
    from manastack.model.filters import ObjectFilter, Target
    from manastack.model.objects import Characteristics


@frozen
class DealDamage(Instruction):
    """"[source] deals N damage to [recipients]" (CR 120). ``source`` None: the spell or
    ability's own source; else the object named ("It deals 1 damage to each opponent"
    said of a returned creature); a permanent gone from the battlefield deals it as it last
    existed there ("Whenever enchanted creature is dealt damage, it deals that much damage to
    its controller" of one dealt lethal damage, CR 608.2h, 113.7a), anything else gone none."""

    amount: Amount
    to: Ref
    source: Ref | None = field(default=None, kw_only=True)
    #: "and the damage can't be prevented" (CR 615.12)
    unpreventable: bool = field(default=False, kw_only=True)
    #: "Excess damage is dealt to that creature's controller instead" (CR 120.4a)
    excess_to_controller: bool = field(default=False, kw_only=True)
    #: "to each opponent equal to the number of cards in that player's hand": the amount is
    #: counted for each recipient, as :class:`~manastack.model.effects.Recipient` (608.2c)
    per_recipient: bool = field(default=False, kw_only=True)

    def run(self, ctx: Context) -> None:
        src = ctx.source
        if self.source is not None:
            src = None
            for o in self.source.objects(ctx):
                dealer = o if ctx.game.find(o) is not None else _gone_dealer(ctx, o)
                if dealer is not None:
                    _say_gone_dealer(ctx, o, dealer)
                    src = dealer
                    break
            if src is None:
                return
        targets = self.to.resolve(ctx)
        counts = [self._count_for(ctx, target) for target in targets] if self.per_recipient \
            else [amount(self.amount, ctx)] * len(targets)
        split = [self._split(ctx, src, target, k) for target, k in zip(targets, counts,
                                                                        strict=True)]
        total = 0
        with one_damage_event(ctx.game):  # CR 120.4: to all its recipients at once
            for target, (dealt, excess) in zip(targets, split, strict=True):
                done = ctx.game.deal_damage(
                    src, target, dealt, rule="120.3", unpreventable=self.unpreventable)
                _dealt_this_way(ctx, target, done)
                total += done
                if excess is not None:
                    total += ctx.game.deal_damage(src, excess[0], excess[1], rule="120.4a",
                                                  unpreventable=self.unpreventable)
        # "the damage dealt this way": what was dealt, after prevention and replacement (120.3)
        ctx.values["damage_dealt"] = total
        ctx.it = [t for t in targets if isinstance(t, int)]  # "It can't block this turn"

    def _count_for(self, ctx: Context, target: Target) -> int:
        """CR 608.2c, 107.3c: the amount counted for ``target`` alone, all counted before any
        damage is dealt (120.4: one damage event)."""
        ctx.values[RECIPIENT] = target
        try:
            k = amount(self.amount, ctx)
        finally:
            del ctx.values[RECIPIENT]
        who = ctx.game.player(target.index).name if isinstance(target, PlayerRef) else target
        ctx.game.log_event("effect", f"{k} damage counted for {who}", rule="608.2c")
        return k

    def _split(self, ctx: Context, src: int | None, target: Target, n: int
               ) -> tuple[int, tuple[PlayerRef, int] | None]:
        """CR 120.4a: the damage to ``target`` and the excess going to its controller, decided
        before the damage is dealt (deathtouch makes any damage beyond 1 excess, 702.2c)."""
        game = ctx.game
        if not self.excess_to_controller or not isinstance(target, int) or \
                game.find(target) is None:
            return n, None
        deathtouch = src is not None and game.find(src) is not None and \
            "deathtouch" in game.chars(src).keywords
        excess = excess_damage(game, target, n, deathtouch=deathtouch)
        if excess <= 0:
            return n, None
        game.log_event("damage", f"{excess} excess damage is dealt to {game.obj(target)}'s "
                       "controller instead", rule="120.4a", obj=target)
        return n - excess, (PlayerRef(game.controller(target)), excess)


@frozen
class DamageAtOnce(Instruction):
    """"~ deals 1 damage to any target and 1 damage to you", "~ deals 2 damage to target
    creature and 2 damage to target player": one source's damage to several recipients in
    several amounts, dealt at once as one damage event (CR 120.4)."""

    parts: tuple[DealDamage, ...]

    def run(self, ctx: Context) -> None:
        dealt_to: list[int] = []
        total = 0
        with one_damage_event(ctx.game):  # CR 120.4: every part is dealt simultaneously
            for part in self.parts:
                part.run(ctx)
                total += int(ctx.values.get("damage_dealt", 0))
                dealt_to.extend(o for o in ctx.it if o not in dealt_to)
        ctx.it = dealt_to
        ctx.values["damage_dealt"] = total  # every part's damage was dealt this way (120.3)


def _dealt_this_way(ctx: Context, target: Target, dealt: int) -> None:
    """Remember a permanent dealt damage for "a creature dealt damage this way" later in the
    effect (CR 608.2c); damage all prevented was not dealt (615.1a)."""
    if dealt > 0 and isinstance(target, int):
        ctx.values["dealt_to"] = (*ctx.values.get("dealt_to", ()), target)


@frozen
class GainLife(Instruction):
    """``who`` gain ``amount`` life (CR 119.3)."""

    amount: Amount
    who: Ref = YOU

    def run(self, ctx: Context) -> None:
        for p in self.who.players(ctx):
            ctx.game.gain_life(p, amount(self.amount, ctx), rule="119.3")


@frozen
class LoseLife(Instruction):
    """``who`` lose ``amount`` life (CR 119.3)."""

    amount: Amount
    who: Ref = YOU

    def run(self, ctx: Context) -> None:
        for p in self.who.players(ctx):
            before = ctx.game.player(p).life
            ctx.game.lose_life(p, amount(self.amount, ctx), rule="119.3")
            # CR 608.2c: "the life lost this way", all the players of ``who`` together
            ctx.values["life_lost"] = int(ctx.values.get("life_lost", 0)) + \
                before - ctx.game.player(p).life


@frozen
class Prevent(Instruction):
    """"Prevent the next N damage that would be dealt to [recipients] this turn"
    (CR 615.7: a shield; ``amount`` None prevents all of it, 615.1). "Prevent all" to a class
    of permanents ("to artifact creatures") is one rule effect on the permanents matching as
    damage would be dealt, not a shield on each one there now (611.2c, :meth:`_classes`)."""

    to: Ref
    amount: Amount | None = None
    combat_only: bool = False
    duration: str | Duration | None = "end_of_turn"
    #: "... dealt to and dealt by that creature": all the damage it is dealt and all it deals
    #: (CR 615.1a); only with ``amount`` None, a shield having no one such meaning
    and_dealt_by: bool = False
    #: "For each 1 damage prevented this way, put a +1/+1 counter on that creature" (CR 615.5)
    counters: str | None = None
    #: "... that would be dealt by target creature": the damage it deals, not damage dealt to
    #: it (CR 615.1a); only with ``amount`` None, like ``and_dealt_by``
    dealt_by: bool = False
    #: "The next time target creature would deal damage this turn, prevent that damage": with
    #: ``dealt_by``, only its next instance of damage, whatever its amount (CR 615.8)
    next_time: bool = False
    #: "You gain life equal to the damage prevented this way" (CR 615.5)
    gain_life: bool = False
    #: "If damage is prevented this way, ~ deals that much damage to any target" (CR 615.5)
    deals_to: Ref | None = None

    def run(self, ctx: Context) -> None:

        game = ctx.game
        n = None if self.amount is None else amount(self.amount, ctx)
        back: Any = None
        if self.deals_to is not None:
            # CR 608.2b: an illegal target is dealt nothing; the shield is still created
            back = next(iter(self.deals_to.resolve(ctx)), None)
        classes, rest = self._classes(n)
        for flt in classes:
            self._prevent_class(ctx, flt, back)
        for target in rest.resolve(ctx):
            objects: tuple[int, ...] = () if isinstance(target, PlayerRef) else (target,)
            players = (target.index,) if isinstance(target, PlayerRef) else ()
            if objects and game.find(objects[0]) is None:
                continue
            sides = (False, True) if self.and_dealt_by and objects else \
                (True,) if self.dealt_by and objects else (False,)
            for dealt_by in sides:
                part: PreventDamage
                if self.next_time and dealt_by:
                    # CR 615.8: the target is the one source; its next instance of damage
                    part = PreventFromChosenSource(amount=None, next_time=True, text=self.text,
                                                   gain_life=self.gain_life)
                elif self.counters is None:
                    part = PreventDamage(amount=n, combat_only=self.combat_only, text=self.text,
                                         dealt_by=dealt_by, gain_life=self.gain_life,
                                         deals_to=back)
                else:
                    part = PreventAndAddCounters(amount=n, combat_only=self.combat_only,
                                                 text=self.text, kind=self.counters)
                start_effect(game, ContinuousEffect(
                    parts=(part,),
                    source=ctx.source, controller=ctx.controller, objects=objects,
                    players=() if dealt_by else players, zones=(),
                    duration=_duration(self.duration, ctx, "end_of_turn"),
                    text=self.text or "prevention shield",
                    rule="615.8" if self.next_time else "615.7",
                ))

    def _classes(self, n: int | None) -> tuple[list[ObjectFilter], Ref]:
        """Split ``to`` into the classes of permanents it names ("artifact creatures",
        "creatures you control": an ``Each`` on the battlefield) and the rest (targets, "it",
        players), resolved now. Only "prevent all" is split: it changes no characteristic, so
        it is a rule matching the permanents as damage would be dealt (CR 611.2c, 615.1a)."""
        if n is not None or self.next_time:
            # CR 615.7, 615.8: "the next N damage" is a shield with its own N on each
            # permanent shielded as it begins, and "the next time" one source's: fixed then
            return [], self.to
        refs = self.to.refs if isinstance(self.to, Union) and not self.to.each else (self.to,)
        classes = [r.filter for r in refs if isinstance(r, Each) and r.zone is Zone.BATTLEFIELD]
        if not classes:
            return [], self.to
        rest = [r for r in refs if not (isinstance(r, Each) and r.zone is Zone.BATTLEFIELD)]
        return classes, Union(tuple(rest))

    def _prevent_class(self, ctx: Context, flt: ObjectFilter, back: Any) -> None:
        """"Prevent all damage that would be dealt to artifact creatures this turn" (Ethersworn
        Shieldmage): one effect on every permanent matching ``flt`` as the damage would be
        dealt, those entering or becoming such later included (CR 611.2c, 615.1a); like the
        shields, to and/or by them as the sentence says."""
        sides = (False, True) if self.and_dealt_by else (True,) if self.dealt_by else (False,)
        for dealt_by in sides:
            part: PreventDamage
            if self.counters is None:
                part = PreventDamage(amount=None, combat_only=self.combat_only, text=self.text,
                                     dealt_by=dealt_by, gain_life=self.gain_life,
                                     deals_to=back)
            else:
                part = PreventAndAddCounters(amount=None, combat_only=self.combat_only,
                                             text=self.text, kind=self.counters)
            # CR 611.2c: a rule of the game, not locked to the permanents there as it begins
            start_effect(ctx.game, ContinuousEffect(
                parts=(part,), filter=flt,
                source=ctx.source, controller=ctx.controller, zones=(),
                duration=_duration(self.duration, ctx, "end_of_turn"),
                text=self.text or "prevent all damage", rule="611.2c",
            ))


@frozen
class PreventAll(Instruction):
    """"Prevent all [combat] damage that would be dealt this turn" (CR 615.1): one
    effect shielding every recipient. ``to``: "... to creatures you control", the permanents
    matching it as the damage would be dealt (615.1a, 611.3a: not locked in as it begins);
    ``by``: "... by creatures your opponents control", the damage's sources matching it then;
    ``to_you``: "... to you ... by attacking creatures", only the controller is shielded,
    from the sources ``by`` matches (any, if None)."""

    combat_only: bool = False
    duration: str | Duration | None = "end_of_turn"
    to: ObjectFilter | None = None
    by: ObjectFilter | None = None
    to_you: bool = False
    #: "You gain life equal to the damage prevented this way" (CR 615.5)
    gain_life: bool = False

    def run(self, ctx: Context) -> None:

        part: PreventDamage
        flt: ObjectFilter | None = None
        if self.to_you:
            part = PreventDamageToYou(amount=None, combat_only=self.combat_only, text=self.text,
                                      sources=self.by, gain_life=self.gain_life)
        elif self.by is not None:
            part = PreventDamage(amount=None, combat_only=self.combat_only, text=self.text,
                                 dealt_by=True, gain_life=self.gain_life)
            flt = self.by
        else:
            part = PreventDamage(amount=None, combat_only=self.combat_only, text=self.text,
                                 gain_life=self.gain_life)
            flt = self.to
        start_effect(ctx.game, ContinuousEffect(
            parts=(part,), filter=flt,
            source=ctx.source, controller=ctx.controller, zones=(),
            duration=_duration(self.duration, ctx, "end_of_turn"),
            text=self.text or "prevent all damage", rule="615.1",
        ))


@frozen
class PreventFromSourceOfChoice(Instruction):
    """"[The next time] a [red] source of your choice would deal damage [to you] this turn,
    prevent that damage", "Prevent all damage a source of your choice would deal this turn"
    (CR 609.7, 615.8, 615.9): the controller chooses the source as the effect is created
    (609.7a, decision ``choose_source``) among the sources matching ``sources``; the effect
    prevents that source's damage (to them only with ``to_you``; its next instance only with
    ``next_time``) until end of turn.

    The sources offered: permanents, spells on the stack that are not permanent spells, the
    sources of abilities on the stack still in their zone, face-up objects in the command zone
    (609.7a). A permanent spell is not offered: the effect would have to follow it onto the
    battlefield as a new object (400.7), which it can't."""

    sources: ObjectFilter | None = None
    to_you: bool = False
    next_time: bool = False
    duration: str | Duration | None = "end_of_turn"
    #: "You gain life equal to the damage prevented this way" (CR 615.5)
    gain_life: bool = False
    #: "... would deal damage to target creature": only the damage to that one target
    to: Ref | None = None

    def run(self, ctx: Context) -> None:
        game = ctx.game
        recipient: Any = None
        if self.to is not None:
            recipients = list(self.to.resolve(ctx))
            if len(recipients) != 1:
                return  # CR 608.2b: the one target is gone, nothing to shield
            recipient = recipients[0]
        options = _sources_to_choose(game, self.sources, ctx)
        kind = self.sources.text if self.sources is not None and self.sources.text else "source"
        if not options:
            game.log_event("prevent", f"no {kind} to choose: {self.text or 'the effect'} does "
                           "nothing", rule="609.7a", player=ctx.controller)
            return
        (chosen,) = game.decide(
            kind="choose_source", player=ctx.controller, prompt=f"Choose a {kind}",
            options=options, labels=tuple(str(game.obj(o)) for o in options), rule="609.7a")
        game.log_event("choose", f"{game.player(ctx.controller)} chooses {game.obj(chosen)} as "
                       f"the source ({self.text or 'prevention'})", rule="609.7a",
                       player=ctx.controller)
        part = PreventFromChosenSource(amount=None, sources=self.sources, to_you=self.to_you,
                                       next_time=self.next_time, text=self.text,
                                       gain_life=self.gain_life, recipient=recipient)
        start_effect(game, ContinuousEffect(
            parts=(part,), source=ctx.source, controller=ctx.controller, objects=(chosen,),
            zones=(), duration=_duration(self.duration, ctx, "end_of_turn"),
            text=self.text or "prevention", rule="615.8" if self.next_time else "615.1a",
        ))


def _sources_to_choose(game: Game, sources: ObjectFilter | None, ctx: Context
                       ) -> tuple[int, ...]:
    """The sources a player may choose (CR 609.7a) that match ``sources``, in a fixed order."""
    found: list[int] = list(game.ids_in(Zone.BATTLEFIELD))
    for oid in game.ids_in(Zone.STACK):
        obj = game.obj(oid)
        ability = obj.tags.get("ability")
        if ability is not None:
            src = getattr(ability, "source", None)
            if isinstance(src, int) and game.find(src) is not None and src not in found:
                found.append(src)  # CR 609.7a: an object an ability on the stack refers to
        elif obj.spell is not None and not game.chars(oid).type_line.is_permanent:
            found.append(oid)
    found.extend(o for o in game.ids_in(Zone.COMMAND) if o not in found)
    if sources is None:
        return tuple(found)
    return tuple(o for o in found if sources.matches(game, game.obj(o), player=ctx.controller,
                                                     source=ctx.source))


@frozen
class Redirect(Instruction):
    """"The next N damage that would be dealt to [frm] this turn is dealt to [to] instead"
    (CR 614.9): a redirection effect on each permanent of ``frm``, to the one object or
    player of ``to`` (a target), until it has redirected that much or the turn ends."""

    frm: Ref
    to: Ref
    amount: Amount = 1
    duration: str | Duration | None = "end_of_turn"

    def run(self, ctx: Context) -> None:
        game = ctx.game
        n = amount(self.amount, ctx)
        recipients = list(self.to.resolve(ctx))
        if n <= 0 or len(recipients) != 1:
            return  # CR 608.2b: the one target is gone, the ability did nothing
        for obj in self.frm.objects(ctx):
            if game.find(obj) is None or game.obj(obj).zone is not Zone.BATTLEFIELD:
                continue
            start_effect(game, ContinuousEffect(
                parts=(RedirectDamage(amount=n, to=recipients[0], text=self.text),),
                source=ctx.source, controller=ctx.controller, objects=(obj,), zones=(),
                duration=_duration(self.duration, ctx, "end_of_turn"),
                text=self.text or "redirection", rule="614.9",
            ))


@frozen
class DamageUnpreventable(Instruction):
    """"Damage can't be prevented this turn" (CR 615.12): one rule effect on all damage,
    until end of turn (514.2), that makes prevention effects prevent nothing."""

    duration: str | Duration | None = "end_of_turn"

    def run(self, ctx: Context) -> None:

        start_effect(ctx.game, ContinuousEffect(
            parts=(DamageCantBePrevented(text=self.text),), source=ctx.source,
            controller=ctx.controller, zones=(),
            duration=_duration(self.duration, ctx, "end_of_turn"),
            text=self.text or "damage can't be prevented", rule="615.12",
        ))


@frozen
class ExchangeLifeTotals(Instruction):
    """"Exchange life totals with target opponent" (Magus of the Mirror), "Two target players
    exchange life totals" (Soul Conduit): each of the two players gains or loses the life
    needed to equal the other's previous total (CR 701.12c); if the whole exchange can't be
    done (one player can't gain life, a target gone), none of it is (701.12a)."""

    who: tuple[Ref, ...]

    def run(self, ctx: Context) -> None:
        game = ctx.game
        players = [p for ref in self.who for p in ref.players(ctx)]
        if len(players) != 2 or players[0] == players[1]:
            game.log_event("life", "no life totals are exchanged: not two players",
                           rule="701.12a")
            return
        before = {p: game.player(p).life for p in players}
        after = {players[0]: before[players[1]], players[1]: before[players[0]]}
        # CR 701.12c, 119.7: one who can't gain life can't be given a higher total
        if any(after[p] > before[p] and game.life_gain_forbidden(p) for p in players):
            game.log_event("life", "no life totals are exchanged: a player can't gain life",
                           rule="701.12a")
            return
        game.log_event("life", f"{game.player(players[0])} and {game.player(players[1])} "
                       "exchange life totals", rule="701.12c")
        for p in players:  # CR 701.12c: gains and losses, replacement effects may modify them
            if after[p] > before[p]:
                game.gain_life(p, after[p] - before[p], rule="701.12c")
            elif after[p] < before[p]:
                game.lose_life(p, before[p] - after[p], rule="701.12c")


@frozen
class SetLifeTotal(Instruction):
    """"Your life total becomes 15" (Form of the Dinosaur), "Target player's life total becomes
    10" (Magister Sphinx): each player of ``who`` gains or loses the life needed to end up with
    ``amount`` (CR 119.5), so "can't gain life" leaves a lower total as it is (119.7), and
    replacement effects on the gain or the loss apply to it (614.1a)."""

    amount: Amount
    who: Ref = YOU

    def run(self, ctx: Context) -> None:
        game = ctx.game
        for p in self.who.players(ctx):
            life, n = game.player(p).life, amount(self.amount, ctx)
            if n > life:
                game.gain_life(p, n - life, rule="119.5")
            elif n < life:
                game.lose_life(p, life - n, rule="119.5")
            else:  # CR 119.5: nothing to gain or lose: no life gain or loss event
                game.log_event("life", f"{game.player(p)}'s life total is already {n}",
                               rule="119.5", player=p)


@frozen
class LifeGainForbidden(Instruction):
    """"Players can't gain life this turn" (Call In a Professional; CR 119.7): one rule
    effect, until end of turn (514.2), under which no player gains life; ``opponents``: only
    the opponents of its controller (102.3)."""

    opponents: bool = False
    duration: str | Duration | None = "end_of_turn"

    def run(self, ctx: Context) -> None:
        start_effect(ctx.game, ContinuousEffect(
            parts=(CantGainLife(text=self.text, opponents=self.opponents),),
            source=ctx.source, controller=ctx.controller, zones=(),
            duration=_duration(self.duration, ctx, "end_of_turn"),
            text=self.text or "players can't gain life", rule="119.7",
        ))


@frozen
class NoLifeGainInstead(Instruction):
    """"If that player ... would gain life this turn, that player gains no life instead"
    (Flames of the Blood Hand; CR 614.1a, 119.10): a replacement effect until end of turn
    on the life gains of the players of ``who`` as it resolves (608.2h)."""

    who: Ref
    duration: str | Duration | None = "end_of_turn"

    def run(self, ctx: Context) -> None:
        players = tuple(self.who.players(ctx))
        if not players:
            return
        start_effect(ctx.game, ContinuousEffect(
            parts=(LifeGainReplacement(times=0, whose="listed", text=self.text),),
            source=ctx.source, controller=ctx.controller, players=players, zones=(),
            duration=_duration(self.duration, ctx, "end_of_turn"),
            text=self.text or "gains no life instead", rule="614.1a",
        ))


@frozen
class Fight(fx.Instruction):
    """"[A] fights [B]" (CR 701.14a): each deals damage equal to its power to the other.

    If either is no longer a creature on the battlefield, no damage is dealt
    (701.14b).
    """

    first: fx.Ref
    second: fx.Ref

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        a = [o for o in self.first.objects(ctx) if _creature_here(game, o)]
        b = [o for o in self.second.objects(ctx) if _creature_here(game, o)]
        if not a or not b:
            return
        x, y = a[0], b[0]
        px, py = game.power(x), game.power(y)
        game.log_event("fight", f"{game.obj(x)} fights {game.obj(y)}", rule="701.14a")
        game.deal_damage(x, y, px, rule="701.14a")
        game.deal_damage(y, x, py, rule="701.14a")


def _creature_here(game: Game, oid: int) -> bool:
    obj = game.find(oid)
    return obj is not None and obj.zone is Zone.BATTLEFIELD and game.chars(oid).is_creature


@frozen
class DamageEqual(fx.Instruction):
    """"[Object] deals damage equal to its power to [recipients]" (CR 120.3).

    ``source`` is the object dealing the damage (not necessarily the spell): a permanent, or
    one that has left the battlefield (sacrificed to pay the cost, died), which still deals it
    as it last existed there, its power and keywords then (608.2h, 113.7a). ``factor``:
    "equal to twice its power" (Punishing Punch). ``each``: "They each deal damage equal to
    their power to ..." (Coordinated Clobbering): every object of ``source`` deals damage
    equal to its own power, all of it at once (CR 120.4), the powers read first (608.2h).
    """

    source: fx.Ref
    to: fx.Ref
    stat: str = "power"
    factor: int = 1
    each: bool = False

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        dealers: list[tuple[int, Characteristics]] = []
        # CR 111.7, 608.2h: a token gone deals it as it last existed
        ids = self.source.objects(ctx) or ctx.gone_named(self.source)
        for o in ids:
            found = _dealer_as_it_is_or_last_was(ctx, o)
            if found is None:
                continue
            _say_gone_dealer(ctx, o, found[0])
            dealers.append(found)
            if not self.each:
                break  # CR 120.3: "it" is one object, the first found
        amounts = [(src, self.factor * ((chars.power if self.stat == "power" else
                                         chars.toughness) or 0))
                   for src, chars in dealers]
        if not amounts:
            return
        recipients = self.to.resolve(ctx)
        with one_damage_event(game):  # CR 120.4: to all its recipients at once
            for src, n in amounts:
                for target in recipients:
                    if target == src:
                        continue
                    game.deal_damage(src, target, n, rule="120.3")


def _dealer_as_it_is_or_last_was(ctx: fx.Context, oid: int
                                  ) -> tuple[int, Characteristics] | None:
    """The permanent that deals "damage equal to its power" and its characteristics: on the
    battlefield, as it is now; gone from there, as it last existed there (CR 608.2h, 113.7a),
    still the source of the damage (``deal_damage`` reads its last known name, keywords and
    controller); None if it was never a permanent the effect can look back to."""
    game = ctx.game
    obj = game.find(oid)
    if obj is not None and obj.zone is Zone.BATTLEFIELD:
        return oid, game.chars(oid)
    old = ctx.event.get("old")
    old_obj = ctx.event.get("old_obj")
    if oid == ctx.event.get("obj") and isinstance(old, int) and \
            isinstance(old_obj, GameObject) and old_obj.zone is Zone.BATTLEFIELD:
        # CR 603.10a, 608.2h: "it" of "Whenever a creature dies" is the card it became; the
        # damage is the creature's, as it last existed on the battlefield
        oid = old
        obj = None
    known = game.state.lki.get(oid) if obj is None else None
    if known is not None and known.obj.zone is Zone.BATTLEFIELD:
        return oid, known.chars  # CR 608.2h: gone (sacrificed to pay the cost, died ...)
    return None


def _say_gone_dealer(ctx: fx.Context, oid: int, dealer: int) -> None:
    """The log line for a dealer gone from the battlefield, dealing the damage as it last
    existed there (CR 608.2h, 113.7a): the ability looked back to ``oid`` (not one it doesn't
    affect, 603.7c, :func:`fx.looks_back`). Nothing for one dealing it as it is."""
    game = ctx.game
    if game.find(dealer) is not None:
        return  # as it is: not last known information
    fx.looks_back(ctx, oid)
    game.log_event("resolve", f"{fx.gone_name(game, dealer)} is no longer on the battlefield: "
                   "it deals the damage as it last existed there", rule="608.2h")


def _gone_dealer(ctx: fx.Context, oid: int) -> int | None:
    """The id whose last known information deals damage for ``oid``, gone from the
    battlefield (CR 608.2h), or None."""
    dealer = _dealer_as_it_is_or_last_was(ctx, oid)
    return None if dealer is None else dealer[0]


@frozen
class DamagesItself(fx.Instruction):
    """"[Each creature / Target creature] deals damage to itself equal to its power" (CR
    120.3): each object is the source of the damage dealt to it; the powers are read first
    and the damage dealt at once, one event (120.4); a power of 0 or less deals none.
    ``times``: "it deals twice that much damage to itself instead" (Cut Propulsion, 608.2c)."""

    what: fx.Ref
    times: int = 1

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        found = [o for o in self.what.objects(ctx) if game.find(o) is not None
                 and game.obj(o).zone is Zone.BATTLEFIELD]
        powers = [(o, game.power(o)) for o in found]  # CR 608.2h: as the effect is applied
        with one_damage_event(game):  # CR 120.4: all of it dealt at once
            for obj, power in powers:
                if power > 0:
                    game.deal_damage(obj, obj, power * self.times, rule="120.3")


@frozen
class Divided(fx.Instruction):
    """An amount divided as the caster chooses among the targets of one instance of
    "target" (CR 601.2d: announced while casting, each target at least 1).

    ``index`` is the instance of "target" of the mode; ``amount`` a number or ``"x"``.
    The casting sequence reads ``divides`` and asks for the division; resolving gives each
    legal target its share (:meth:`give`); an illegal target's share does nothing (608.2b).
    """

    amount: int | str
    index: int = 0

    @property
    def divides(self) -> tuple[int, int | str]:
        """What the casting sequence divides (CR 601.2d): the instance of "target" among whose
        targets, and the amount (a number or ``"x"``)."""
        return (self.index, self.amount)

    def give(self, ctx: fx.Context, target: Target, n: int) -> None:
        """Give ``target`` its share ``n`` of the divided amount (damage dealt, a shield...)."""
        raise NotImplementedError

    def shares(self, ctx: fx.Context) -> list[tuple[Target, int]]:
        """Each legal target with the share announced for it (601.2d, 602.2b, 603.3d); an
        illegal target's share does nothing (608.2b)."""
        if self.index >= len(ctx.targets):
            return []
        instance = int(ctx.values.get("target_offset", 0)) + self.index
        spell = ctx.spell
        amounts = spell.divided(instance) if spell is not None else \
            dict(ctx.values.get("division", ())).get(instance)
        if amounts is None:
            return []
        return [(target, n) for target, n in zip(ctx.targets[self.index], amounts, strict=True)
                if target not in ctx.illegal]

    def run(self, ctx: fx.Context) -> None:
        with one_damage_event(ctx.game):  # CR 120.4: divided damage is dealt at once
            for target, n in self.shares(ctx):
                self.give(ctx, target, n)


@frozen
class DealDividedDamage(Divided):
    """"~ deals N damage divided as you choose among ... targets" (CR 601.2d, 120.3)."""

    def give(self, ctx: fx.Context, target: Target, n: int) -> None:
        _dealt_this_way(ctx, target, ctx.game.deal_damage(ctx.source, target, n, rule="120.3"))


@frozen
class PreventDivided(Divided):
    """"Prevent the next N damage that would be dealt this turn to any number of targets,
    divided as you choose": each target gets a shield of its share (CR 615.7)."""

    #: CR 615.7, 611.2a: each shield lasts until end of turn (explain)
    lasts: ClassVar[str] = "until end of turn"

    def give(self, ctx: fx.Context, target: Target, n: int) -> None:
        Prevent(fx.FixedObjects((target,)), amount=n, text=self.text).run(ctx)
