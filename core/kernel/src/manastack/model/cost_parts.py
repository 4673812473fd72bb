"""The non-mana cost parts (CR 118.3, 601.2h): tapping or untapping the source, paying
life, sacrificing, discarding, exiling from a graveyard, removing or putting counters...

They are reached through :mod:`manastack.model.costs` (``from manastack.model.costs import TapSelf``),
which imports this module with the first part asked for: loading the rules needs only
:class:`~manastack.model.costs.Cost` and :class:`~manastack.model.costs.CostPart`; the parts are made
when card text is read (docs/decisions.rst, start-up).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, cast

import attrs
from attrs import frozen

from manastack.errors import IllegalActionError, UnpaidCostError
from manastack.model.costs import CostPart
from manastack.model.decisions import Decision
from manastack.model.filters import ObjectFilter
from manastack.model.objects import GameObject, Zone

if TYPE_CHECKING:
    from manastack.engine.game import Game


__all__ = [
    'CollectEvidence',
    'DiscardCost',
    'DiscardHand',
    'DiscardSelf',
    'ExileFromGraveyard',
    'ExilePermanents',
    'ExileSelf',
    'ExileTopOfGraveyard',
    'ExileTopOfLibrary',
    'MillCost',
    'OthersGainLife',
    'PayEnergy',
    'PayLife',
    'PutCountersOnSelf',
    'PutFromHandOnLibrary',
    'RemoveCountersCost',
    'RemoveCountersFromAmong',
    'RemoveCountersFromChosen',
    'ReturnPermanents',
    'ReturnSelf',
    'RevealFromHand',
    'SacrificeAttached',
    'SacrificeCost',
    'SacrificeEach',
    'SacrificeSelf',
    'TapSelf',
    'TapUntapped',
    'TapUntappedTotalPower',
    'UntapSelf',
    'UntapTapped',
]


@frozen
class TapSelf(CostPart):
    """{T} (CR 107.5): tap this untapped permanent; a creature needs 302.6 satisfied."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        if source is None:
            return False
        obj = game.find(source)
        if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.tapped:
            return False
        return not (game.chars(source).is_creature and game.summoning_sick(source))

    def unpaid_reason(self, game: Game, player: int, source: int | None) -> tuple[str, str]:
        return self_tap_reason(game, source, tapped=True)

    def pay(self, game: Game, player: int, source: int | None) -> str:
        assert source is not None
        game.tap(source, rule="107.5")
        return "{T}"


@frozen
class UntapSelf(CostPart):
    """{Q} (CR 107.6): untap this tapped permanent; a creature needs 302.6 satisfied."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        if source is None:
            return False
        obj = game.find(source)
        if obj is None or obj.zone is not Zone.BATTLEFIELD or not obj.tapped:
            return False
        return not (game.chars(source).is_creature and game.summoning_sick(source))

    def unpaid_reason(self, game: Game, player: int, source: int | None) -> tuple[str, str]:
        return self_tap_reason(game, source, tapped=False)

    def pay(self, game: Game, player: int, source: int | None) -> str:
        assert source is not None
        game.untap(source, rule="107.6")
        return "{Q}"


def self_tap_reason(game: Game, source: int | None, *, tapped: bool) -> tuple[str, str]:
    """Why {T} (``tapped``) or {Q} can't be paid for ``source`` now, and the rule: it is not a
    permanent (107.5, 107.6: "this permanent"), it is already tapped (107.5) or untapped (107.6),
    or it is a creature its controller hasn't controlled since their turn began (302.6)."""
    symbol, rule = ("{T}", "107.5") if tapped else ("{Q}", "107.6")
    obj = game.find(source) if source is not None else None
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return f"{symbol} needs a permanent on the battlefield", rule
    if obj.tapped == tapped:  # CR 107.5 / 107.6: not tapped again, not untapped again
        return f"{obj} is already {'tapped' if tapped else 'untapped'}", rule
    # CR 302.6: a creature's {T} / {Q} ability needs control since the turn began
    return (f"{obj} hasn't been under its controller's control continuously since their most "
            "recent turn began"), "302.6"



class _AmountOrX:
    """A part paying ``amount`` of something, or as many as the X announced
    (``amount_is_x``: "Pay X life", "Remove X counters"; CR 107.3a, 601.2b)."""

    __slots__ = ()
    amount: int
    amount_is_x: bool
    text: str

    @property
    def has_x(self) -> bool:
        return self.amount_is_x

    def with_x(self, x: int) -> CostPart:
        if not self.amount_is_x:
            return cast(CostPart, self)
        # CR 107.3a: X is a number once announced; the text shows the value paid
        return cast(CostPart, attrs.evolve(cast(Any, self), amount=x, amount_is_x=False,
                                           text=f"{self.text} (X={x})"))

@frozen
class PayLife(_AmountOrX, CostPart):
    """Pay N life (CR 119.4: only if your life total is at least N; 119.4b: 0 life always);
    "Pay X life" (``amount_is_x``): N is the X announced (107.3a, 601.2b)."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    amount: int
    amount_is_x: bool = False

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        # CR 119.4: more than 0 life only from a life total at least that large; 119.4b: 0
        # life always, whatever the life total
        return self.amount <= 0 or game.player(player).life >= self.amount

    def unpaid_reason(self, game: Game, player: int, source: int | None) -> tuple[str, str]:
        # CR 119.4: life is paid only from a life total at least that large
        p = game.player(player)
        return (f"{p} has {p.life} life: paying {self.amount} life needs a life total of at "
                f"least {self.amount}"), "119.4"

    def pay(self, game: Game, player: int, source: int | None) -> str:
        game.lose_life(player, self.amount, rule="119.4", paid=True)
        return f"{self.amount} life"


@frozen
class OthersGainLife(CostPart):
    """"... you may have each other player gain 6 life" (Reverent Silence; ``each``), "... have
    an opponent gain 3 life" (Invigorate: the payer chooses which one): a cost paid by other
    players gaining life (CR 118.1, 119.3); it can be paid while there is such a player."""

    competes_with_mana: ClassVar[bool] = False  # no permanent is used

    amount: int
    each: bool = True

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        return self.each or bool(game.opponents(player))

    def unpaid_reason(self, game: Game, player: int, source: int | None) -> tuple[str, str]:
        # CR 118.3: "have an opponent gain N life" needs an opponent to gain it
        return "there is no opponent to gain the life", "118.3"

    def pay(self, game: Game, player: int, source: int | None) -> str:
        # CR 102.2: the kernel plays no teams, so every other player is an opponent
        others = game.opponents(player)
        if not self.each and len(others) > 1:  # CR 601.2h: the payer chooses as it is paid
            others = [int(game.decide(
                kind="opponent", player=player, prompt="Choose an opponent to gain life",
                options=tuple(others), labels=tuple(str(game.player(p)) for p in others),
            )[0])]
        elif not self.each:
            others = others[:1]
        for other in others:
            game.gain_life(other, self.amount, rule="119.3", source=source)
        return f"{', '.join(str(game.player(p)) for p in others)} gaining {self.amount} life"


@frozen
class PayEnergy(CostPart):
    """Pay {E} N times (CR 107.14: the player removes N energy counters from themselves; 118.3:
    only if they have that many)."""

    competes_with_mana: ClassVar[bool] = False  # counters on a player: no permanent is used

    amount: int

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        return energy(game, player) >= self.amount

    def unpaid_reason(self, game: Game, player: int, source: int | None) -> tuple[str, str]:
        # CR 107.14: {E} is paid by removing an energy counter the player has
        return f"{game.player(player)} has {energy(game, player)} energy, {self.amount} needed", \
            "107.14"

    def pay(self, game: Game, player: int, source: int | None) -> str:
        remove_energy(game, player, self.amount, part=self)
        return "{E}" * self.amount


def energy(game: Game, player: int) -> int:
    """The energy counters ``player`` has (CR 107.14, 122.1: counters on a player)."""
    return dict(game.player(player).counters).get(ENERGY, 0)


def remove_energy(game: Game, player: int, n: int, *, part: CostPart | None = None) -> None:
    """Pay {E} ``n`` times: remove ``n`` energy counters from ``player`` (CR 107.14); the caller
    checked they have them (118.3). Too few: refused through ``part``, the cost part paid,
    when there is one (its :meth:`~CostPart.unpaid`)."""
    p = game.player(player)
    counters = dict(p.counters)
    left = counters.get(ENERGY, 0) - n
    if left < 0:
        if part is not None:
            raise part.unpaid(game, player, None)
        raise IllegalActionError(f"{p} has {counters.get(ENERGY, 0)} energy, can't pay "
                                 f"{'{E}' * n}", rule="107.14", step="601.2h")
    if left:
        counters[ENERGY] = left
    else:
        counters.pop(ENERGY, None)
    game.update_player(player, counters=tuple(sorted(counters.items())))
    game.log_event("counters", f"{p} pays {'{E}' * n} ({left} energy left)", rule="107.14",
                   player=player)


#: The kind of counter {E} stands for (CR 107.14).
ENERGY = "energy"


@frozen
class _ChooseObjects(CostPart):
    """A cost paid by choosing N objects that fit a filter.

    ``count_is_x``: the count is X ("Discard X cards", "Sacrifice X Mountains"), replaced by
    the announced value before the cost is locked (CR 107.3a, 601.2b, 601.2f).
    """

    count: int = 1
    filter: ObjectFilter = ObjectFilter()
    zone: Zone = Zone.BATTLEFIELD
    other: bool = False
    count_is_x: bool = False

    decision_kind = "cost"
    verb = "choose"
    rule = "601.2h"
    #: The rule a refusal for too few objects cites (CR 118.3; sacrificing 701.21a, discarding
    #: 701.9a).
    unpaid_rule = "118.3"

    def candidates(self, game: Game, player: int, source: int | None) -> list[GameObject]:
        """The objects ``player`` may choose to pay this cost with, for ``source``."""
        found = []
        for obj in game.objects_in(self.zone, player if not self.zone.shared else None):
            # CR 613.1b: who controls it now, a stolen permanent included (Act of Treason)
            if self.zone.shared and game.controller(obj.id) != player:
                continue
            if obj.id == source and (self.other or not self.zone.shared):
                # "other"; or a spell's own card, which is on the stack once cast (601.2a):
                # it can't be discarded or exiled from a graveyard to pay for itself
                continue
            if self.filter.matches(game, obj, player=player, source=source) and self.usable(
                game, obj
            ):
                found.append(obj)
        return found

    def usable(self, game: Game, obj: GameObject) -> bool:
        """Can ``obj`` be chosen to pay this cost, beyond matching the filter?"""
        return True

    @property
    def has_x(self) -> bool:
        return self.count_is_x

    def with_x(self, x: int) -> CostPart:
        if not self.count_is_x:
            return self
        # CR 107.3a: X is a number once announced; the text shows the value paid
        return attrs.evolve(self, count=x, count_is_x=False, text=f"{self.text} (X={x})")

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        return len(self.candidates(game, player, source)) >= self.count

    def unpaid_reason(self, game: Game, player: int, source: int | None) -> tuple[str, str]:
        # CR 118.3: fewer objects can pay it than it needs
        found = len(self.candidates(game, player, source))
        return f"only {found} can pay it, {self.count} needed", self.unpaid_rule

    def choose(self, game: Game, player: int, source: int | None) -> list[int]:
        """Ask ``player`` which objects pay this cost (an explicit decision); returns their
        ids."""
        options = tuple(o.id for o in self.candidates(game, player, source))
        if len(options) < self.count:
            raise self.unpaid(game, player, source)
        chosen = game.decide(
            kind=self.decision_kind,
            player=player,
            prompt=f"{self.verb.capitalize()} for '{self}'",
            options=options,
            min=self.count,
            max=self.count,
            rule=self.rule,
        )
        return [int(c) for c in chosen]

    def pay(self, game: Game, player: int, source: int | None) -> str:
        ids = self.choose(game, player, source)
        names = [str(game.obj(i)) for i in ids]
        with game.one_event():  # CR 603.2c: cards discarded / exiled together, one event
            for i in ids:
                self.act(game, player, i)
        return f"{self.verb} {', '.join(names)}"

    def act(self, game: Game, player: int, obj_id: int) -> None:
        """Do the cost's action to the chosen object (tap, sacrifice, exile, discard...), citing
        its rule."""
        raise NotImplementedError


@frozen
class SacrificeCost(_ChooseObjects):
    """Sacrifice N permanents you control that fit a filter (CR 701.21)."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    decision_kind = "sacrifice"
    verb = "sacrifice"
    unpaid_rule = "701.21a"  # only permanents the payer controls can be sacrificed

    def act(self, game: Game, player: int, obj_id: int) -> None:
        game.sacrifice(obj_id, rule="701.21a")


@frozen
class SacrificeEach(CostPart):
    """"Sacrifice a green creature, a white creature, and a blue creature" (CR 601.2h, 701.21a):
    one permanent you control for each filter, all different; a creature of two of the colours
    pays for one of them only, so the cost can be paid only if every filter gets its own."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    filters: tuple[ObjectFilter, ...] = ()

    def _fits(self, game: Game, player: int, source: int | None) -> list[set[int]]:
        """For each filter, the ids of the permanents ``player`` controls that fit it."""
        mine = game.objects_in(Zone.BATTLEFIELD, player)  # CR 613.1b: after control changes
        return [{o.id for o in mine if f.matches(game, o, player=player, source=source)}
                for f in self.filters]

    @staticmethod
    def _assignable(fits: list[set[int]], taken: frozenset[int]) -> bool:
        """Can each filter of ``fits`` get its own permanent, none of ``taken``? (a small
        search: a cost has a few filters)"""
        if not fits:
            return True
        return any(i not in taken and SacrificeEach._assignable(fits[1:], taken | {i})
                   for i in sorted(fits[0]))

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        return self._assignable(self._fits(game, player, source), frozenset())

    def unpaid_reason(self, game: Game, player: int, source: int | None) -> tuple[str, str]:
        # CR 701.21a: each filter needs its own permanent the payer controls
        return (f"no permanent of yours left for each of {', '.join(map(str, self.filters))}",
                "701.21a")

    def pay(self, game: Game, player: int, source: int | None) -> str:
        fits = self._fits(game, player, source)
        chosen: list[int] = []
        for n, flt in enumerate(self.filters):
            taken = frozenset(chosen)
            # CR 601.2h: only a choice that leaves a permanent for every later filter
            options = tuple(i for i in sorted(fits[n]) if i not in taken
                            and self._assignable(fits[n + 1:], taken | {i}))
            if not options:
                # CR 701.21a: only with none for the first filter (each pick leaves one for the rest)
                raise self.unpaid(game, player, source)
            [pick] = game.decide(kind="sacrifice", player=player,
                                 prompt=f"Sacrifice a {flt} for '{self}'", options=options,
                                 min=1, max=1, rule="601.2h")
            chosen.append(int(pick))
        names = [str(game.obj(i)) for i in chosen]
        with game.one_event():  # CR 603.2c: sacrificed together, one event
            for i in chosen:
                game.sacrifice(i, rule="701.21a")
        return f"sacrifice {', '.join(names)}"


@frozen
class SacrificeAttached(CostPart):
    """"Sacrifice enchanted creature" (CR 601.2h, 701.21a): the permanent the source (an Aura)
    is attached to, only if the payer controls it (701.21a: a player sacrifices only their own
    permanents)."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    def _attached(self, game: Game, player: int, source: int | None) -> int | None:
        obj = game.find(source) if source is not None else None
        if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.attached_to is None:
            return None
        host = game.find(obj.attached_to)
        # CR 613.1b: the enchanted permanent's controller now, after control changes
        if host is None or host.zone is not Zone.BATTLEFIELD or game.controller(host.id) != player:
            return None
        return host.id

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        return self._attached(game, player, source) is not None

    def unpaid_reason(self, game: Game, player: int, source: int | None) -> tuple[str, str]:
        # CR 701.21a: a player sacrifices only a permanent they control
        return "it enchants no permanent you control", "701.21a"

    def pay(self, game: Game, player: int, source: int | None) -> str:
        host = self._attached(game, player, source)
        if host is None:
            raise self.unpaid(game, player, source)
        name = str(game.obj(host))
        game.sacrifice(host, rule="701.21a")
        return f"sacrifice {name}"


@frozen
class SacrificeSelf(CostPart):
    """Sacrifice this permanent (CR 701.21): paid only by its controller, while it is on the
    battlefield (701.21a: a player sacrifices only a permanent they control)."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        obj = game.find(source) if source is not None else None
        # CR 701.21a, 613.1b: a permanent the payer controls now, after control changes
        return obj is not None and obj.zone is Zone.BATTLEFIELD and \
            game.controller(obj.id) == player

    def unpaid_reason(self, game: Game, player: int, source: int | None) -> tuple[str, str]:
        # CR 701.21a: only a permanent can be sacrificed, and only by its controller
        obj = game.find(source) if source is not None else None
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            return "it is not on the battlefield", "701.21a"
        return f"{obj} is not a permanent {game.player(player)} controls", "701.21a"

    def pay(self, game: Game, player: int, source: int | None) -> str:
        assert source is not None
        name = str(game.obj(source))
        game.sacrifice(source, rule="701.21a")
        return f"sacrifice {name}"


@frozen
class DiscardCost(_ChooseObjects):
    """Discard N cards (CR 701.9); ``at_random``: "Discard a card at random", the cards
    chosen at random, not by the player (701.9b)."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    zone: Zone = Zone.HAND
    at_random: bool = False
    decision_kind = "discard"
    verb = "discard"
    unpaid_rule = "701.9a"  # only cards of the payer's own hand can be discarded

    def choose(self, game: Game, player: int, source: int | None) -> list[int]:
        if not self.at_random:
            return super().choose(game, player, source)
        options = [o.id for o in self.candidates(game, player, source)]
        if len(options) < self.count:
            raise self.unpaid(game, player, source)
        return game.state.rng.sample(options, self.count)  # CR 701.9b: the game's seed

    def act(self, game: Game, player: int, obj_id: int) -> None:
        game.discard(obj_id, rule="701.9b" if self.at_random else "701.9a", as_cost=True)


@frozen
class TapUntapped(_ChooseObjects):
    """Tap N untapped permanents you control (not {T}: no 302.6 restriction)."""

    competes_with_mana: ClassVar[bool] = True  # the creature to tap may be a mana source
    decision_kind = "tap"
    verb = "tap"

    def usable(self, game: Game, obj: GameObject) -> bool:
        return not obj.tapped

    def act(self, game: Game, player: int, obj_id: int) -> None:
        game.tap(obj_id, rule="118.3")


@frozen
class UntapTapped(_ChooseObjects):
    """"Untap two tapped blue creatures you control" (CR 601.2h, 701.26b): N tapped permanents
    the payer controls that fit the filter, untapped; not payable with fewer (118.3)."""

    competes_with_mana: ClassVar[bool] = False  # a permanent tapped for mana may then be untapped
    decision_kind = "untap"
    verb = "untap"

    def usable(self, game: Game, obj: GameObject) -> bool:
        return obj.tapped

    def act(self, game: Game, player: int, obj_id: int) -> None:
        game.untap(obj_id, rule="701.26b")


@frozen
class TapUntappedTotalPower(TapUntapped):
    """"Tap any number of (other) untapped creatures you control with total power N or
    greater" (crew's cost, CR 702.122a): any number of them, their powers now adding up to
    ``power``. Not {T}: a summoning-sick creature can be tapped for it (302.6 is about {T})."""

    power: int = 0
    #: The rule the tapping cites (crew's: 702.122b, "crews a Vehicle").
    tap_rule: str = "118.3"
    #: The rule the choice and its refusal cite (crew's 702.122a; saddle's 702.171a).
    rule: str = "702.122a"
    #: The keyword whose cost it is ("crew", "saddle"): "as though its power were N greater"
    #: effects for it count (609.4); "" for a cost of no keyword.
    keyword: str = ""
    #: The event each creature tapped fires, ``vehicle`` the source: crew's "crews"
    #: (702.122b), saddle's "saddles" (702.171c); "" for none.
    event: str = ""

    def power_of(self, game: Game, obj_id: int) -> int:
        """The power the creature counts with for this cost (CR 609.4)."""
        return game.power_as_though(obj_id, self.keyword) if self.keyword else game.power(obj_id)

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        # the best choice taps every candidate with positive power
        found = self.candidates(game, player, source)
        return sum(max(0, self.power_of(game, o.id)) for o in found) >= self.power

    def unpaid_reason(self, game: Game, player: int, source: int | None) -> tuple[str, str]:
        # CR 702.122a (crew), 702.171a (saddle): the creatures that can be tapped don't reach it
        found = self.candidates(game, player, source)
        total = sum(max(0, self.power_of(game, o.id)) for o in found)
        return (f"the untapped creatures that can be tapped have total power {total}, not "
                f"{self.power} or greater"), self.rule

    def short_by(self, game: Game, chosen: tuple[Any, ...]) -> str | None:
        """Why the chosen creatures don't pay it (their total power too low), or ``None``."""
        total = sum(self.power_of(game, int(i)) for i in chosen)
        if total >= self.power:
            return None
        return f"the chosen creatures' total power is {total}, not {self.power} or greater"

    def choose(self, game: Game, player: int, source: int | None) -> list[int]:
        found = self.candidates(game, player, source)
        # the whole answer is judged (its total power), as blocks are: agents retry on it
        chosen = game.ask(Decision(
            kind=self.decision_kind, player=player,
            prompt=f"Choose the creatures to tap, total power {self.power} or greater",
            options=tuple(o.id for o in found), min=0 if self.power <= 0 else 1,
            max=len(found), rule=self.rule, check=self._check))
        ids = [int(c) for c in chosen]
        if (reason := self.short_by(game, tuple(ids))) is not None:
            raise UnpaidCostError(f"can't pay '{self}': {reason}", rule=self.rule, part=self)
        return ids

    def _check(self, game: Game, chosen: tuple[Any, ...]) -> str | None:
        return self.short_by(game, chosen)

    def pay(self, game: Game, player: int, source: int | None) -> str:
        ids = self.choose(game, player, source)
        names = [str(game.obj(i)) for i in ids]
        with game.one_event():  # CR 603.2c: tapped together, one event
            for i in ids:
                self.act(game, player, i)
        if self.event and source is not None:
            for i in ids:  # CR 702.122b, 702.171c: each creature tapped crews / saddles it
                game.fire_event(self.event, obj=i, vehicle=source, player=game.controller(i))
        return f"{self.verb} {', '.join(names)}"

    def act(self, game: Game, player: int, obj_id: int) -> None:
        game.tap(obj_id, rule=self.tap_rule)


@frozen
class ExileFromGraveyard(_ChooseObjects):
    """Exile N (other) cards from your graveyard (escape's cost, CR 702.138a)."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    zone: Zone = Zone.GRAVEYARD
    decision_kind = "exile_from_graveyard"
    verb = "exile"

    def act(self, game: Game, player: int, obj_id: int) -> None:
        game.move(obj_id, Zone.EXILE, cause="cost", rule="601.2h")


@frozen
class ExileFromHandCost(_ChooseObjects):
    """Exile N cards from your hand ("exile a blue card from your hand", CR 118.9 costs such
    as Force of Will's): never the spell's own card, on the stack once cast (601.2a)."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    zone: Zone = Zone.HAND
    decision_kind = "exile_from_hand"
    verb = "exile"

    def act(self, game: Game, player: int, obj_id: int) -> None:
        game.move(obj_id, Zone.EXILE, cause="cost", rule="601.2h")


@frozen
class RevealFromHand(_ChooseObjects):
    """"Reveal a white card in your hand" as a cost (Watcher of the Roost's morph cost; CR
    701.20a, 601.2h): cards of the payer's hand that fit the filter, chosen and shown to all
    players; they stay in the hand."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    zone: Zone = Zone.HAND
    decision_kind = "reveal"
    verb = "reveal"

    def act(self, game: Game, player: int, obj_id: int) -> None:
        # CR 701.20a: shown to all players; the card doesn't change zones
        game.log_event("reveal", f"{game.player(player)} reveals {game.obj(obj_id)} from "
                       "their hand to pay a cost", rule="701.20a", obj=obj_id)


@frozen
class PutFromHandOnLibrary(_ChooseObjects):
    """"Put a card from your hand on top of your library" as a cost (Leashling; CR 601.2h):
    a card of the payer's hand chosen, never the ability's own card (118.3)."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    zone: Zone = Zone.HAND
    decision_kind = "put_on_library"
    verb = "put on top of the library"

    def act(self, game: Game, player: int, obj_id: int) -> None:
        game.move(obj_id, Zone.LIBRARY, cause="cost", rule="601.2h", position="top")


@frozen
class RemoveCountersCost(CostPart):
    """Remove N counters of a kind from this permanent (CR 122.1, 601.2h); ``count_is_x``: N is
    X, announced before the cost is locked ("[−X]", CR 107.3a, 606.4). A cost can't remove more
    counters than there are (118.3; 606.6 for loyalty). An empty ``kind`` is "Remove a counter
    from ~" / "Remove two counters from ~": counters of any kinds, the player choosing which."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    kind: str
    count: int = 1
    count_is_x: bool = False
    #: "Remove all [kind] counters from ~": as many as it has when paid, none included (118.3)
    all_counters: bool = False

    @property
    def has_x(self) -> bool:
        """Is the number of counters X (CR 107.3a)?"""
        return self.count_is_x

    def with_x(self, x: int) -> CostPart:
        if not self.count_is_x:
            return self
        # CR 107.3a: X is a number once announced; the text shows the value paid
        return attrs.evolve(self, count=x, count_is_x=False, text=f"{self.text} (X={x})")

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        obj = game.find(source) if source is not None else None
        if self.all_counters:  # CR 118.3: removing all of none is a cost that can be paid
            return obj is not None and obj.zone is Zone.BATTLEFIELD
        return obj is not None and counters_of(obj, self.kind) >= self.count

    def unpaid_reason(self, game: Game, player: int, source: int | None) -> tuple[str, str]:
        # CR 118.3 (606.6 for loyalty): a cost can't remove more counters than there are
        obj = game.find(source) if source is not None else None
        if self.all_counters:  # CR 122.1: only a permanent has counters removed from it
            return "it is not on the battlefield", "122.1"
        have = counters_of(obj, self.kind) if obj is not None else 0
        kind = f"{self.kind} " if self.kind else ""
        return (f"it has {have} {kind}counter(s), {self.count} needed",
                "606.6" if self.kind == "loyalty" else "118.3")

    def pay(self, game: Game, player: int, source: int | None) -> str:
        assert source is not None
        if self.all_counters:
            n = counters_of(game.obj(source), self.kind)
            if n:  # CR 122.8, 601.2h: every counter of the kind the permanent has now
                game.remove_counters(source, self.kind, n, rule="601.2h")
            return f"remove all {self.kind} counters ({n})"
        if self.count == 0:  # CR 601.2b: "any number" announced as none: nothing removed
            return f"remove no {self.kind} counters"
        if not self.kind:
            return remove_any_counters(game, player, source, self.count, part=self,
                                       source=source)
        # CR 606.4: a loyalty ability's cost; any other counters, 122.8
        game.remove_counters(source, self.kind, self.count,
                             rule="606.4" if self.kind == "loyalty" else "122.8")
        return f"remove {self.count} {self.kind} counter(s)"


def counters_of(obj: GameObject, kind: str) -> int:
    """How many ``kind`` counters are on ``obj``; every counter when ``kind`` is empty (CR
    122.1: "a counter" is a counter of any kind)."""
    return obj.counter(kind) if kind else sum(obj.counters.values())


def remove_any_counters(game: Game, player: int, obj_id: int, count: int, *,
                        part: CostPart, source: int | None) -> str:
    """Remove ``count`` counters of any kinds from ``obj_id``, ``player`` choosing the kind of
    each one when it has several (CR 601.2h: the payer makes the choices of the cost); the
    caller checked there are enough (118.3), else ``part``, the cost part paid for ``source``,
    refuses it (its :meth:`~CostPart.unpaid`)."""
    removed = []
    for _ in range(count):
        kinds = tuple(sorted(k for k, n in game.obj(obj_id).counters.items() if n > 0))
        if not kinds:
            raise part.unpaid(game, player, source)
        [kind] = game.decide(kind="counter_kind", player=player,
                             prompt=f"Choose the kind of counter to remove from "
                                    f"{game.obj(obj_id)}",
                             options=kinds, rule="601.2h")
        game.remove_counters(obj_id, str(kind), 1, rule="601.2h")
        removed.append(str(kind))
    return "remove " + ", ".join(f"a {k} counter" for k in removed)


@frozen
class RemoveCountersFromChosen(_ChooseObjects):
    """"Remove a +1/+1 counter from a creature you control" / "Remove a counter from another
    permanent you control" (CR 601.2h): one permanent chosen among those with ``amount``
    counters of ``kind`` (any kind when empty, the payer choosing which), that many removed."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    kind: str = ""
    amount: int = 1
    decision_kind = "remove_counter"
    verb = "remove counters from"

    def usable(self, game: Game, obj: GameObject) -> bool:
        return counters_of(obj, self.kind) >= self.amount  # CR 118.3: enough to remove

    def pay(self, game: Game, player: int, source: int | None) -> str:
        ids = self.choose(game, player, source)
        done = []
        for i in ids:
            name = str(game.obj(i))
            if self.kind:
                game.remove_counters(i, self.kind, self.amount, rule="601.2h")
                done.append(f"remove {self.amount} {self.kind} counter(s) from {name}")
            else:
                removed = remove_any_counters(game, player, i, self.amount, part=self,
                                              source=source)
                done.append(f"{removed} from {name}")
        return "; ".join(done)

    def act(self, game: Game, player: int, obj_id: int) -> None:
        raise NotImplementedError  # pay removes the counters (a kind may be chosen per object)


@frozen
class PutCountersOnChosen(_ChooseObjects):
    """"Put a -1/-1 counter on a creature you control" as a cost (CR 601.2h, 122.1): one
    permanent the payer controls chosen among those fitting ``filter``, ``amount`` counters
    of ``kind`` put on it; payable only if there is one (118.3)."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    kind: str = ""
    amount: int = 1
    decision_kind = "put_counter"
    verb = "put counters on"

    def act(self, game: Game, player: int, obj_id: int) -> None:
        game.add_counters(obj_id, self.kind, self.amount, rule="601.2h")  # CR 122.1, 601.2h


@frozen
class RemoveCountersFromAmong(_AmountOrX, CostPart):
    """"Remove two +1/+1 counters from among creatures you control" (CR 601.2h): ``amount``
    counters of ``kind`` in all, each from a permanent the payer controls that fits ``filter``,
    the payer choosing one permanent for each counter; payable only if they have that many in
    all (118.3)."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    kind: str
    amount: int = 1
    filter: ObjectFilter = ObjectFilter()
    #: "Remove X +1/+1 counters from among ...": X announced before the cost is locked (107.3a)
    amount_is_x: bool = False

    def _holders(self, game: Game, player: int, source: int | None) -> list[GameObject]:
        # CR 613.1b: the permanents the player controls now, after control changes
        return [o for o in game.objects_in(Zone.BATTLEFIELD, player)
                if o.counter(self.kind) > 0
                and self.filter.matches(game, o, player=player, source=source)]

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        return sum(o.counter(self.kind) for o in self._holders(game, player, source)) \
            >= self.amount

    def unpaid_reason(self, game: Game, player: int, source: int | None) -> tuple[str, str]:
        # CR 118.3: fewer such counters among them than the cost removes
        have = sum(o.counter(self.kind) for o in self._holders(game, player, source))
        return f"only {have} {self.kind} counter(s) among them, {self.amount} needed", "118.3"

    def pay(self, game: Game, player: int, source: int | None) -> str:
        if not self.can_pay(game, player, source):
            raise self.unpaid(game, player, source)
        done = []
        for _ in range(self.amount):
            options = tuple(o.id for o in self._holders(game, player, source))
            [pick] = game.decide(kind="remove_counter", player=player,
                                 prompt=f"Remove a {self.kind} counter from which permanent "
                                        f"for '{self}'", options=options, min=1, max=1,
                                 rule="601.2h")
            game.remove_counters(int(pick), self.kind, 1, rule="601.2h")
            done.append(str(game.obj(int(pick))))
        return f"remove a {self.kind} counter from each of {', '.join(done)}"


@frozen
class CollectEvidence(CostPart):
    """"Collect evidence N" (CR 701.59a): exile any number of cards from your graveyard with
    total mana value N or greater, the payer choosing them; not payable when the graveyard's
    cards total less (701.59b, 118.3)."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    total: int = 1

    def _cards(self, game: Game, player: int) -> tuple[int, ...]:
        return game.state.zones[(Zone.GRAVEYARD, player)]

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        return sum(game.mana_value(i) for i in self._cards(game, player)) >= self.total

    def unpaid_reason(self, game: Game, player: int, source: int | None) -> tuple[str, str]:
        # CR 701.59b: not payable when the graveyard's cards total less than N
        total = sum(game.mana_value(i) for i in self._cards(game, player))
        return f"the graveyard's cards total mana value {total}, less than {self.total}", \
            "701.59b"

    def short_by(self, game: Game, chosen: tuple[Any, ...]) -> str | None:
        """Why the chosen cards don't pay it (their total mana value too low), or ``None``."""
        total = sum(game.mana_value(int(i)) for i in chosen)
        if total >= self.total:
            return None
        return f"the chosen cards' total mana value is {total}, not {self.total} or greater"

    def pay(self, game: Game, player: int, source: int | None) -> str:
        options = self._cards(game, player)
        if not self.can_pay(game, player, source):
            raise self.unpaid(game, player, source)
        # the whole answer is judged (its total mana value): agents retry on it
        chosen = game.ask(Decision(
            kind="collect_evidence", player=player,
            prompt=f"Choose cards to exile, total mana value {self.total} or greater",
            options=tuple(options), min=1, max=len(options), rule="701.59a",
            check=self.short_by))
        ids = [int(c) for c in chosen]
        if (reason := self.short_by(game, tuple(ids))) is not None:
            raise UnpaidCostError(f"can't pay '{self}': {reason}", rule="701.59a", part=self)
        names = [str(game.obj(i)) for i in ids]
        with game.one_event():  # CR 603.2c: exiled together, one event
            for i in ids:
                game.move(i, Zone.EXILE, cause="cost", rule="701.59a")
        return f"collect evidence {self.total}: exile {', '.join(names)}"


@frozen
class MillCost(CostPart):
    """"Mill a card" / "Mill N cards" as a cost (CR 701.17a): the top N cards of the payer's
    library into their graveyard; not payable with fewer cards in it (701.17b)."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    count: int = 1

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        return len(game.state.zones[(Zone.LIBRARY, player)]) >= self.count  # CR 701.17b

    def unpaid_reason(self, game: Game, player: int, source: int | None) -> tuple[str, str]:
        # CR 701.17b: a player can't mill more cards than their library holds, as a cost
        left = len(game.state.zones[(Zone.LIBRARY, player)])
        return f"the library has {left} card(s), {self.count} needed", "701.17b"

    def pay(self, game: Game, player: int, source: int | None) -> str:
        if len(game.state.zones[(Zone.LIBRARY, player)]) < self.count:
            raise self.unpaid(game, player, source)
        milled = game.mill(player, self.count, rule="701.17a")
        return "mill " + (", ".join(str(o) for o in milled) or "nothing")


@frozen
class DiscardHand(CostPart):
    """"Discard your hand" (CR 701.9a); can be paid with an empty hand (CR 118.3 in spirit:
    discarding zero cards is discarding the whole hand)."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        return True

    def pay(self, game: Game, player: int, source: int | None) -> str:
        names = []
        with game.one_event():  # CR 603.2c: the hand is discarded in one event
            for obj in list(game.hand(player)):
                names.append(str(obj))
                game.discard(obj.id, rule="701.9a", as_cost=True)
        return "discard " + (", ".join(names) or "an empty hand")


@frozen
class DiscardSelf(CostPart):
    """"Discard this card" (cycling-like costs, CR 702.29a): the card must be in its owner's hand."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        obj = game.find(source) if source is not None else None
        return obj is not None and obj.zone is Zone.HAND and obj.owner == player

    def unpaid_reason(self, game: Game, player: int, source: int | None) -> tuple[str, str]:
        # CR 701.9a: a card is discarded from its owner's hand only
        return "the card is not in your hand", "701.9a"

    def pay(self, game: Game, player: int, source: int | None) -> str:
        assert source is not None
        name = str(game.obj(source))
        game.discard(source, rule="701.9a", as_cost=True)
        return f"discard {name}"


@frozen
class ExileSelf(CostPart):
    """"Exile this card from your graveyard" (the default), "Exile this card from your hand"
    (``from_hand``) / "Exile this permanent" (``from_battlefield``) (CR 406.2): paid only from
    the zone the words name (118.3, 602.2: a cost is paid as written)."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    from_battlefield: bool = False
    from_hand: bool = False

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        obj = game.find(source) if source is not None else None
        if obj is None:
            return False
        if self.from_battlefield:
            # CR 613.1b: its controller now, after control changes
            return obj.zone is Zone.BATTLEFIELD and game.controller(obj.id) == player
        # CR 118.3: from the payer's own hand or graveyard, the one the cost names
        return obj.zone is (Zone.HAND if self.from_hand else Zone.GRAVEYARD) and \
            obj.owner == player

    def unpaid_reason(self, game: Game, player: int, source: int | None) -> tuple[str, str]:
        # CR 118.3: the object the cost exiles isn't where the cost says (406.2: exiling moves it
        # from the zone it is in)
        if self.from_battlefield:
            return "it is not a permanent you control", "118.3"
        return f"the card is not in your {'hand' if self.from_hand else 'graveyard'}", "118.3"

    def pay(self, game: Game, player: int, source: int | None) -> str:
        assert source is not None
        name = str(game.obj(source))
        game.move(source, Zone.EXILE, cause="cost", rule="601.2h")
        return f"exile {name}"


@frozen
class ExileTopOfGraveyard(CostPart):
    """"Exile the top card of your graveyard" (CR 601.2h): the card put there last (404.1: put on
    top; 404.2: the order kept); not payable with an empty graveyard (118.3)."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        return bool(game.state.zones[(Zone.GRAVEYARD, player)])

    def unpaid_reason(self, game: Game, player: int, source: int | None) -> tuple[str, str]:
        return "the graveyard is empty", "118.3"  # CR 118.3: no card to exile

    def pay(self, game: Game, player: int, source: int | None) -> str:
        cards = game.state.zones[(Zone.GRAVEYARD, player)]
        if not cards:
            raise self.unpaid(game, player, source)
        top = cards[-1]  # CR 404.1: the last card put there is on top
        name = str(game.obj(top))
        game.move(top, Zone.EXILE, cause="cost", rule="601.2h")
        return f"exile {name}, the top card of the graveyard (CR 404.1)"


@frozen
class ExileTopOfLibrary(CostPart):
    """"Exile the top ten cards of your library" as a cost (CR 601.2h): that many from the top
    (401.1); not payable with fewer cards in the library (118.3)."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    count: int = 1

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        return len(game.state.zones[(Zone.LIBRARY, player)]) >= self.count

    def unpaid_reason(self, game: Game, player: int, source: int | None) -> tuple[str, str]:
        # CR 118.3: too few cards to exile
        left = len(game.state.zones[(Zone.LIBRARY, player)])
        return f"the library has {left} card(s), {self.count} needed", "118.3"

    def pay(self, game: Game, player: int, source: int | None) -> str:
        cards = game.state.zones[(Zone.LIBRARY, player)]
        if len(cards) < self.count:
            raise self.unpaid(game, player, source)
        top = cards[:self.count]  # CR 401.1: the first is the top
        names = [str(game.obj(i)) for i in top]
        with game.one_event():  # CR 603.2c: exiled together, one event
            for i in top:
                game.move(i, Zone.EXILE, cause="cost", rule="601.2h")
        return f"exile {', '.join(names)} from the top of the library"


@frozen
class ExilePermanents(_ChooseObjects):
    """"Exile a land you control" / "Exile N [filter]s you control" (CR 406.2, 601.2h)."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    decision_kind = "exile"
    verb = "exile"

    def act(self, game: Game, player: int, obj_id: int) -> None:
        game.move(obj_id, Zone.EXILE, cause="cost", rule="601.2h")


@frozen
class ReturnPermanents(_ChooseObjects):
    """"Return a land you control to its owner's hand" (CR 601.2h)."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    decision_kind = "return"
    verb = "return"

    def act(self, game: Game, player: int, obj_id: int) -> None:
        game.move(obj_id, Zone.HAND, cause="cost", rule="601.2h")


@frozen
class ReturnSelf(CostPart):
    """"Return this permanent to its owner's hand" as a cost (CR 601.2h): paid by its controller
    while it is on the battlefield (118.3)."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        obj = game.find(source) if source is not None else None
        # CR 613.1b: its controller now, after control changes
        return obj is not None and obj.zone is Zone.BATTLEFIELD and game.controller(obj.id) == player

    def unpaid_reason(self, game: Game, player: int, source: int | None) -> tuple[str, str]:
        # CR 118.3: only a permanent its payer controls is returned to pay the cost
        return "it is not a permanent you control", "118.3"

    def pay(self, game: Game, player: int, source: int | None) -> str:
        assert source is not None
        name = str(game.obj(source))
        game.move(source, Zone.HAND, cause="cost", rule="601.2h")
        return f"return {name} to its owner's hand"


@frozen
class PutCountersOnSelf(CostPart):
    """"Put a -1/-1 counter on this creature" as a cost (CR 122.1, 601.2h)."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    kind: str
    count: int = 1

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        obj: GameObject | None = game.find(source) if source is not None else None
        return obj is not None and obj.zone is Zone.BATTLEFIELD

    def unpaid_reason(self, game: Game, player: int, source: int | None) -> tuple[str, str]:
        # CR 122.1: counters are put on permanents (and players), not on a card elsewhere
        return "it is not on the battlefield", "122.1"

    def pay(self, game: Game, player: int, source: int | None) -> str:
        assert source is not None
        # CR 606.4: a loyalty ability's cost; any other counters, 122.1
        game.add_counters(source, self.kind, self.count,
                          rule="606.4" if self.kind == "loyalty" else "122.1")
        return f"put {self.count} {self.kind} counter(s)"
