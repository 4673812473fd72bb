"""Costs and their modification (CR 118, 601.2f-h, 602.2).

A :class:`Cost` is a mana part plus non-mana parts (tap, pay life, sacrifice,
discard, exile from a graveyard...). :func:`total_cost` builds the total cost
of 601.2f in the rules' order: the mana cost or the one alternative cost, plus
additional costs, plus increases, minus reductions. The order in which effects
arrived never matters, and the result is then locked.

The non-mana parts themselves (:class:`TapSelf`, :class:`Sacrifice`...) are in
:mod:`manastack.model.cost_parts`, imported with the first one asked for here: loading the
rules needs none of them (docs/decisions.rst).
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar

from attrs import field, frozen

from manastack.errors import UnpaidCostError
from manastack.model.mana import EMPTY_COST, ManaCost, ManaSymbol

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from manastack.engine.game import Game


__all__ = [
    'UNPAYABLE',
    'Cost',
    'CostChange',
    'CostPart',
    'describe',
    'reduce_cost',
    'total_cost',
]


# --------------------------------------------------------------------------
# Non-mana cost parts (CR 118.3, 601.2h): the base here, the parts in manastack.model.cost_parts
# --------------------------------------------------------------------------


@frozen
class CostPart:
    """A non-mana part of a cost. Subclasses say whether it can be paid and pay it.

    Plugins may subclass it for costs the kernel does not know. ``competes_with_mana``:
    paying it may use a permanent a mana ability would use too (tapping an untapped
    creature, 118.3): the payment then tries both orders 601.2h allows, mana abilities
    first (601.2g) and this part first. A part the kernel doesn't know is assumed to.
    """

    competes_with_mana: ClassVar[bool] = True
    text: str = field(default="", kw_only=True, eq=False)

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        """Can ``player`` pay this part now, for ``source`` (CR 118.3: a cost that can't be paid
        can't be begun)?"""
        raise NotImplementedError

    def pay(self, game: Game, player: int, source: int | None) -> str:
        """Pay it (asking the player's choices through ``game.decide``); describe what was paid."""
        raise NotImplementedError

    def unpaid_reason(self, game: Game, player: int, source: int | None) -> tuple[str, str]:
        """Why ``player`` can't pay this part now ("" when there is nothing to add) and the
        rule saying so, for a refusal (CR 118.3: a cost that can't be paid can't be begun)."""
        return "", "118.3"

    def unpaid(self, game: Game, player: int, source: int | None, *,
               cites: Iterable[str] = ()) -> UnpaidCostError:
        """The refusal of paying this part now, the one wording of every refusal of a part
        (CR 118.3: a cost that can't be paid can't be begun; 601.2h): "can't pay '<part>':
        <why> (<its rule>)", the reason and the rule :meth:`unpaid_reason` gives, so the check
        and its wording exist once, there. Refused at 601.2h, citing 118.3, the part's rule and
        the caller's ``cites`` (107.5 for a tapped permanent's {T})."""
        why, why_rule = self.unpaid_reason(game, player, source)
        return UnpaidCostError(f"can't pay '{self}'" + (f": {why} ({why_rule})" if why else ""),
                               rule="601.2h", step="601.2h", part=self,
                               cites=(*cites, "118.3", why_rule))

    def __str__(self) -> str:
        return self.text or type(self).__name__

    @property
    def has_x(self) -> bool:
        """Does this part depend on X ("Discard X cards")? CR 107.3a: X is then announced."""
        return False

    def with_x(self, x: int) -> CostPart:
        """This part once X is announced (CR 107.3a, 601.2b); parts without X are unchanged."""
        return self


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
        """This cost paid ``n`` times (escalate, replicate: an additional cost for each, CR
        601.2f)."""
        total = Cost()
        for _ in range(n):
            total = total + self
        return total

    @property
    def has_mana(self) -> bool:
        """Has it a mana part?"""
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
        return self.text

    @cached_property
    def text(self) -> str:
        """The cost as printed ("{2}{R}, Sacrifice a creature"): permissions and the
        listing key costs by it at every priority, so it is made once per value."""
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
