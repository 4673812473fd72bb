"""Costs and their modification (CR 118, 601.2f-h, 602.2).

A :class:`Cost` is a mana part plus non-mana parts (tap, pay life, sacrifice,
discard, exile from a graveyard...). :func:`total_cost` builds the total cost
of 601.2f in the rules' order: the mana cost or the one alternative cost, plus
additional costs, plus increases, minus reductions. The order in which effects
arrived never matters, and the result is then locked.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from attrs import field, frozen

from manastack.errors import IllegalActionError
from manastack.filters import ObjectFilter
from manastack.mana import EMPTY_COST, ManaCost
from manastack.objects import GameObject, Zone

if TYPE_CHECKING:
    from manastack.game import Game


# --------------------------------------------------------------------------
# Non-mana cost parts (CR 118.3, 601.2h)
# --------------------------------------------------------------------------


@frozen
class CostPart:
    """A non-mana part of a cost. Subclasses say whether it can be paid and pay it.

    Plugins may subclass it for costs the kernel does not know.
    """

    text: str = field(default="", kw_only=True, eq=False)

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        raise NotImplementedError

    def pay(self, game: Game, player: int, source: int | None) -> str:
        """Pay it (asking the player's choices through ``game.decide``); describe what was paid."""
        raise NotImplementedError

    def __str__(self) -> str:
        return self.text or type(self).__name__


@frozen
class TapSelf(CostPart):
    """{T} (CR 107.5): tap this untapped permanent; a creature needs 302.6 satisfied."""

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        if source is None:
            return False
        obj = game.find(source)
        if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.tapped:
            return False
        return not (game.chars(source).is_creature and game.summoning_sick(source))

    def pay(self, game: Game, player: int, source: int | None) -> str:
        assert source is not None
        game.tap(source, rule="107.5")
        return "{T}"


@frozen
class UntapSelf(CostPart):
    """{Q} (CR 107.6): untap this tapped permanent; a creature needs 302.6 satisfied."""

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        if source is None:
            return False
        obj = game.find(source)
        if obj is None or obj.zone is not Zone.BATTLEFIELD or not obj.tapped:
            return False
        return not (game.chars(source).is_creature and game.summoning_sick(source))

    def pay(self, game: Game, player: int, source: int | None) -> str:
        assert source is not None
        game.untap(source, rule="107.6")
        return "{Q}"


@frozen
class PayLife(CostPart):
    """Pay N life (CR 119.4: only if your life total is at least N)."""

    amount: int

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        return game.player(player).life >= self.amount

    def pay(self, game: Game, player: int, source: int | None) -> str:
        game.lose_life(player, self.amount, rule="119.4", paid=True)
        return f"{self.amount} life"


@frozen
class _ChooseObjects(CostPart):
    """A cost paid by choosing N objects that fit a filter."""

    count: int = 1
    filter: ObjectFilter = ObjectFilter()
    zone: Zone = Zone.BATTLEFIELD
    other: bool = False

    decision_kind = "cost"
    verb = "choose"
    rule = "601.2h"

    def candidates(self, game: Game, player: int, source: int | None) -> list[GameObject]:
        found = []
        for obj in game.objects_in(self.zone, player if not self.zone.shared else None):
            if self.zone.shared and obj.controller != player:
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
        return True

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        return len(self.candidates(game, player, source)) >= self.count

    def choose(self, game: Game, player: int, source: int | None) -> list[int]:
        options = tuple(o.id for o in self.candidates(game, player, source))
        if len(options) < self.count:
            raise IllegalActionError(f"can't pay '{self}': not enough choices", rule=self.rule)
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
        for i in ids:
            self.act(game, player, i)
        return f"{self.verb} {', '.join(names)}"

    def act(self, game: Game, player: int, obj_id: int) -> None:
        raise NotImplementedError


@frozen
class Sacrifice(_ChooseObjects):
    """Sacrifice N permanents you control that fit a filter (CR 701.21)."""

    decision_kind = "sacrifice"
    verb = "sacrifice"

    def act(self, game: Game, player: int, obj_id: int) -> None:
        game.sacrifice(obj_id, rule="701.21a")


@frozen
class SacrificeSelf(CostPart):
    """Sacrifice this permanent (CR 701.21)."""

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        obj = game.find(source) if source is not None else None
        return obj is not None and obj.zone is Zone.BATTLEFIELD

    def pay(self, game: Game, player: int, source: int | None) -> str:
        assert source is not None
        name = str(game.obj(source))
        game.sacrifice(source, rule="701.21a")
        return f"sacrifice {name}"


@frozen
class Discard(_ChooseObjects):
    """Discard N cards (CR 701.9)."""

    zone: Zone = Zone.HAND
    decision_kind = "discard"
    verb = "discard"

    def act(self, game: Game, player: int, obj_id: int) -> None:
        game.discard(obj_id, rule="701.9a")


@frozen
class TapUntapped(_ChooseObjects):
    """Tap N untapped permanents you control (not {T}: no 302.6 restriction)."""

    decision_kind = "tap"
    verb = "tap"

    def usable(self, game: Game, obj: GameObject) -> bool:
        return not obj.tapped

    def act(self, game: Game, player: int, obj_id: int) -> None:
        game.tap(obj_id, rule="118.3")


@frozen
class ExileFromGraveyard(_ChooseObjects):
    """Exile N (other) cards from your graveyard (escape's cost, CR 702.138a)."""

    zone: Zone = Zone.GRAVEYARD
    decision_kind = "exile_from_graveyard"
    verb = "exile"

    def act(self, game: Game, player: int, obj_id: int) -> None:
        game.move(obj_id, Zone.EXILE, cause="cost", rule="601.2h")


@frozen
class RemoveCounters(CostPart):
    """Remove N counters of a kind from this permanent (CR 122.8)."""

    kind: str
    count: int = 1

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        obj = game.find(source) if source is not None else None
        return obj is not None and obj.counter(self.kind) >= self.count

    def pay(self, game: Game, player: int, source: int | None) -> str:
        assert source is not None
        game.remove_counters(source, self.kind, self.count, rule="122.8")
        return f"remove {self.count} {self.kind} counter(s)"


# --------------------------------------------------------------------------
# Costs
# --------------------------------------------------------------------------


@frozen
class Cost:
    """A cost: a mana part and non-mana parts (CR 118.1). ``Cost()`` costs nothing."""

    mana: ManaCost = EMPTY_COST
    parts: tuple[CostPart, ...] = ()
    unpayable: bool = False

    def __add__(self, other: Cost) -> Cost:
        return Cost(
            mana=self.mana + other.mana,
            parts=self.parts + other.parts,
            unpayable=self.unpayable or other.unpayable,
        )

    def times(self, n: int) -> Cost:
        total = Cost()
        for _ in range(n):
            total = total + self
        return total

    @property
    def has_mana(self) -> bool:
        return not self.mana.is_empty()

    def __str__(self) -> str:
        if self.unpayable:
            return "(unpayable)"
        bits = [str(self.mana)] if not self.mana.is_empty() else []
        bits += [str(p) for p in self.parts]
        return ", ".join(bits) if bits else "{0}"


UNPAYABLE = Cost(unpayable=True)
"""A cost that can't be paid (CR 118.6: e.g. flashback given to a card with no mana cost)."""


@frozen
class CostChange:
    """An increase or reduction of a spell's total cost (CR 601.2f, 118.7).

    ``mana`` is the amount; ``source`` describes where it comes from, for the log.
    """

    mana: ManaCost
    source: str = ""
    rule: str = "601.2f"


def total_cost(
    base: Cost,
    additional: Sequence[Cost],
    increases: Iterable[CostChange],
    reductions: Iterable[CostChange],
) -> tuple[Cost, list[str]]:
    """The total cost of CR 601.2f and the steps taken, for the explain log.

    Base plus additional costs plus every increase, then every reduction; the
    order is the rules', not the order effects were found in. Reductions are
    sorted so the result never depends on the order they arrived in.
    """
    steps: list[str] = [f"base {base}"]
    total = base
    for extra in additional:
        total = total + extra
        steps.append(f"+ additional {extra}")
    for inc in sorted(increases, key=lambda c: (str(c.mana), c.source)):
        total = Cost(mana=total.mana + inc.mana, parts=total.parts, unpayable=total.unpayable)
        steps.append(f"+ {inc.mana} ({inc.source})")
    for red in sorted(reductions, key=lambda c: (_reduction_rank(c.mana), str(c.mana), c.source)):
        total = Cost(
            mana=reduce_cost(total.mana, red.mana), parts=total.parts, unpayable=total.unpayable
        )
        steps.append(f"- {red.mana} ({red.source})")
    steps.append(f"= {total} (locked)")
    return total, steps


def _reduction_rank(amount: ManaCost) -> int:
    """Coloured reductions before generic ones, so overflow into generic is counted once."""
    return 1 if all(s.kind == "generic" for s in amount.symbols) else 0


def reduce_cost(cost: ManaCost, amount: ManaCost) -> ManaCost:
    """Reduce ``cost`` by ``amount`` (CR 118.7a-d, g); never below {0}."""
    symbols = list(cost.symbols)
    generic_off = 0
    for sym in amount.symbols:
        if sym.kind == "generic":
            generic_off += sym.mana_value()
        elif sym.kind in ("colored", "colorless"):
            text = str(sym)
            for i, have in enumerate(symbols):
                if str(have) == text:
                    del symbols[i]
                    break
            else:
                generic_off += 1  # CR 118.7b-d: overflow reduces generic
        elif sym.kind == "phyrexian":
            colour = str(sym)[1]
            for i, have in enumerate(symbols):
                if str(have) == "{" + colour + "}" or str(have) == str(sym):
                    del symbols[i]
                    break
            else:
                generic_off += 1  # CR 118.7f
        else:
            generic_off += sym.mana_value()  # CR 118.7g snow, hybrid as its generic half
    reduced = ManaCost(tuple(symbols))
    return reduced.reduce_generic(generic_off)


def describe(parts: Iterable[Any]) -> str:
    return "; ".join(str(p) for p in parts)
