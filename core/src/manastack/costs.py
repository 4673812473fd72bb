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

import attrs
from attrs import field

from manastack._attrs import frozen
from manastack.errors import IllegalActionError
from manastack.filters import ObjectFilter
from manastack.mana import EMPTY_COST, ManaCost, ManaSymbol
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

    @property
    def has_x(self) -> bool:
        """Does this part depend on X ("Discard X cards")? CR 107.3a: X is then announced."""
        return False

    def with_x(self, x: int) -> CostPart:
        """This part once X is announced (CR 107.3a, 601.2b); parts without X are unchanged."""
        return self


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


@frozen
class DiscardHand(CostPart):
    """"Discard your hand" (CR 701.9a); can be paid with an empty hand (CR 118.3 in spirit:
    discarding zero cards is discarding the whole hand)."""

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        return True

    def pay(self, game: Game, player: int, source: int | None) -> str:
        names = []
        for obj in list(game.hand(player)):
            names.append(str(obj))
            game.discard(obj.id, rule="701.9a")
        return "discard " + (", ".join(names) or "an empty hand")


@frozen
class DiscardSelf(CostPart):
    """"Discard this card" (cycling-like costs, CR 702.29a): the card must be in its owner's hand."""

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        obj = game.find(source) if source is not None else None
        return obj is not None and obj.zone is Zone.HAND and obj.owner == player

    def pay(self, game: Game, player: int, source: int | None) -> str:
        assert source is not None
        name = str(game.obj(source))
        game.discard(source, rule="701.9a")
        return f"discard {name}"


@frozen
class ExileSelf(CostPart):
    """"Exile this card from your graveyard" / "Exile this permanent" (CR 406.2)."""

    from_battlefield: bool = False

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        obj = game.find(source) if source is not None else None
        if obj is None:
            return False
        if self.from_battlefield:
            return obj.zone is Zone.BATTLEFIELD and obj.controller == player
        return obj.zone in (Zone.GRAVEYARD, Zone.HAND) and obj.owner == player

    def pay(self, game: Game, player: int, source: int | None) -> str:
        assert source is not None
        name = str(game.obj(source))
        game.move(source, Zone.EXILE, cause="cost", rule="601.2h")
        return f"exile {name}"


@frozen
class ExilePermanents(_ChooseObjects):
    """"Exile a land you control" / "Exile N [filter]s you control" (CR 406.2, 601.2h)."""

    decision_kind = "exile"
    verb = "exile"

    def act(self, game: Game, player: int, obj_id: int) -> None:
        game.move(obj_id, Zone.EXILE, cause="cost", rule="601.2h")


@frozen
class ReturnPermanents(_ChooseObjects):
    """"Return a land you control to its owner's hand" (CR 601.2h)."""

    decision_kind = "return"
    verb = "return"

    def act(self, game: Game, player: int, obj_id: int) -> None:
        game.move(obj_id, Zone.HAND, cause="cost", rule="601.2h")


@frozen
class PutCountersOnSelf(CostPart):
    """"Put a -1/-1 counter on this creature" as a cost (CR 122.1, 601.2h)."""

    kind: str
    count: int = 1

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        obj: GameObject | None = game.find(source) if source is not None else None
        return obj is not None and obj.zone is Zone.BATTLEFIELD

    def pay(self, game: Game, player: int, source: int | None) -> str:
        assert source is not None
        game.add_counters(source, self.kind, self.count, rule="122.1")
        return f"put {self.count} {self.kind} counter(s)"


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

    @property
    def has_x(self) -> bool:
        """X in its mana or in a part ("{R}{R}, Discard X cards"): X is announced (CR 107.3a)."""
        return self.mana.has_x or any(p.has_x for p in self.parts)

    def with_x(self, x: int) -> Cost:
        """The cost with the announced X in its mana and its parts (CR 107.3a, 601.2b)."""
        if not self.has_x:
            return self
        return Cost(mana=self.mana.with_x(x), parts=tuple(p.with_x(x) for p in self.parts),
                    unpayable=self.unpayable)

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

    The base (the mana cost, or the one alternative cost chosen) plus every
    additional cost, plus every increase, minus every reduction: the rules'
    order, never the order in which effects were found or entered the
    battlefield. Increases and reductions are each sorted by a fixed key, so
    the result is the same whatever order they arrived in (601.2f lets the
    player order reductions; the kernel uses one order that wastes none: coloured
    reductions first, so an overflow into generic is counted once).
    """
    steps: list[str] = [f"base {base}"]
    total = base
    for extra in additional:
        total = total + extra
        steps.append(f"+ additional {extra}")
    for inc in sorted(increases, key=lambda c: (str(c.mana), c.source)):
        total = Cost(mana=total.mana + inc.mana, parts=total.parts, unpayable=total.unpayable)
        steps.append(f"+ {inc.mana} ({inc.source})")
    ordered = sorted(reductions, key=lambda c: (_reduction_rank(c.mana), str(c.mana), c.source))
    for red in ordered:
        total = Cost(
            mana=reduce_cost(total.mana, red.mana), parts=total.parts, unpayable=total.unpayable
        )
        steps.append(f"- {red.mana} ({red.source})")
    steps.append(f"= {total} (locked)")
    return total, steps


def _reduction_rank(amount: ManaCost) -> int:
    """Coloured reductions before generic ones, so overflow into generic is counted once."""
    return 1 if all(s.kind in ("generic", "snow") for s in amount.symbols) else 0


def reduce_cost(cost: ManaCost, amount: ManaCost) -> ManaCost:
    """Reduce the mana cost ``cost`` by ``amount`` (CR 118.7, 601.2f); never below {0}.

    - generic amounts reduce only the generic part (118.7a), never a coloured
      or colourless requirement;
    - a coloured or colourless amount removes a symbol of that type; with none
      left, the rest reduces generic mana (118.7b-d);
    - a hybrid amount reduces by the half the player would pick: the colour of
      a symbol the cost still asks for, else its generic half (118.7e);
    - a Phyrexian amount reduces by one mana of its colour (118.7f); {S}
      reduces generic mana (118.7g).

    Hybrid and Phyrexian symbols *of the cost* count as the nonhybrid
    equivalent the player announces (601.2b): a {W} reduction removes a {W/U}
    or {W/P} symbol when no plain {W} is left, and generic reduction left over
    once the generic part is gone is applied to {2/W} symbols paid as {2}
    (the player announces that half, 107.4e). Announcing a half that the
    reduction then removes is never worse for the player.
    """
    symbols = list(cost.symbols)
    generic_off = 0
    for sym in amount.symbols:
        kind = sym.kind
        if kind in ("generic", "snow", "x"):
            generic_off += sym.mana_value()  # CR 118.7a, 118.7g
            continue
        colour: str | None
        if kind in ("colored", "colorless", "phyrexian"):
            colour = sym.colors[0]  # CR 118.7f: a Phyrexian amount is one mana of its colour
        else:
            colour = _best_half(symbols, sym)  # CR 118.7e: the player picks a half
            if colour is None:
                generic_off += sym.amount  # the generic half of {2/W}
                continue
        index = _symbol_paying(symbols, colour)
        if index is None:
            generic_off += 1  # CR 118.7b-d: the overflow reduces generic mana
        else:
            del symbols[index]
    reduced = ManaCost(tuple(symbols))
    leftover = max(0, generic_off - reduced.generic)
    reduced = reduced.reduce_generic(generic_off)
    if leftover:
        reduced = _reduce_mono_hybrid(reduced, leftover)
    if not reduced.symbols:
        return ManaCost.parse("{0}")  # CR 118.7: reduced to nothing is {0}
    return reduced


# Which symbols of a cost a reduction of one mana of a type removes, best first:
# the plain symbol, then Phyrexian, hybrid Phyrexian, hybrid, monocoloured hybrid.
_REMOVAL_ORDER = ("colored", "colorless", "phyrexian", "hybrid_phyrexian", "hybrid", "mono_hybrid")


def _symbol_paying(symbols: Sequence[ManaSymbol], colour: str) -> int | None:
    """The index of the symbol one mana of ``colour`` would be announced to pay, if any."""
    best: tuple[int, int] | None = None
    for i, have in enumerate(symbols):
        if have.kind not in _REMOVAL_ORDER:
            continue
        accepts = colour in have.colors or (
            colour == "C" and have.kind == "mono_hybrid" and have.colorless_half
        )
        if not accepts:
            continue
        rank = _REMOVAL_ORDER.index(have.kind)
        if best is None or rank < best[0]:
            best = (rank, i)
    return None if best is None else best[1]


def _best_half(symbols: Sequence[ManaSymbol], amount: ManaSymbol) -> str | None:
    """CR 118.7e: the half of a hybrid reduction to use; None for the generic half."""
    colours = [c for c in amount.colors if _symbol_paying(symbols, c) is not None]
    if colours:
        return colours[0]
    if amount.kind == "mono_hybrid" and not amount.colorless_half:
        return None  # {2/W} with no white asked for: two generic mana
    return amount.colors[0]


def _reduce_mono_hybrid(cost: ManaCost, leftover: int) -> ManaCost:
    """Generic reduction left over reduces {2/W} symbols announced as {2} (CR 107.4e, 601.2b)."""
    out: list[ManaSymbol] = []
    for sym in cost.symbols:
        if leftover and sym.kind == "mono_hybrid" and not sym.colorless_half:
            paid = min(leftover, sym.amount)
            leftover -= paid
            if sym.amount - paid:
                out.append(ManaSymbol.number(sym.amount - paid))
            continue
        out.append(sym)
    return ManaCost(tuple(out))


def describe(parts: Iterable[Any]) -> str:
    return "; ".join(str(p) for p in parts)
