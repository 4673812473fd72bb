"""A granted ability that names the card granting it (CR 201.5a).

"Equipped creature has 'Whenever this creature attacks, you may sacrifice Spare Dagger'":
inside the quoted ability, "this creature" is the object that has it, and the granting
card's name is the one object that is the source of the granting ability (201.5a), never
another object with that name, nor the object that has the ability. The reader writes that
name as :class:`GrantingSource` (unbound); the granting effect binds it to its source's id
as the ability is granted (:func:`bind_granting_source`): a static ability's effect as its
source generates it (611.3a), a resolving spell's or ability's effect as it starts (611.2),
a token's abilities as the effect creating it happens (111.3). A bound ability copied onto
another object keeps naming that object (201.5a, last sentence). Once the object has left
the zone it was in it is gone (400.7): it can't be sacrificed or moved any more (701.21a),
and what reads its information uses its last known information (608.2h).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

import attrs
from attrs import frozen

from manastack.model.costs import CostPart
from manastack.model.effects import Context, Ref
from manastack.model.filters import Target
from manastack.model.objects import Zone

if TYPE_CHECKING:
    from manastack.engine.game import Game
    from manastack.model.objects import GameObject


class UnboundGrantingSource(RuntimeError):
    """A granted ability naming its granting card was used without having been granted by an
    effect that binds the name (CR 201.5a): a reader or kernel defect, never a game state."""


@frozen
class GrantingSource(Ref):
    """The granting card's name inside the ability it grants (CR 201.5a): ``obj`` is the id
    of the source of the granting ability, set as the ability is granted (None until then).
    It means that object only: once it has left its zone it is a new object (400.7) that
    this never means, so what acts on it finds nothing on the battlefield."""

    obj: int | None = None

    def resolve(self, ctx: Context) -> list[Target]:
        if self.obj is None:
            raise UnboundGrantingSource("a granted ability names the card granting it, but no "
                                        "granting effect bound the name (CR 201.5a)")
        return [self.obj]


def _granting_object(game: Game, ref: GrantingSource) -> GameObject | None:
    """The granting object while it is on the battlefield, else None (CR 400.7)."""
    if ref.obj is None:
        raise UnboundGrantingSource("a granted ability counts on the card granting it, but no "
                                    "granting effect bound the name (CR 201.5a)")
    obj = game.find(ref.obj)
    return obj if obj is not None and obj.zone is Zone.BATTLEFIELD else None


@frozen
class CountersOnGrantingSource:
    """An amount: "the number of [kind] counters on [the granting card]" in a granted ability
    (Archery Training, CR 201.5a, 122.1): on that object now, or as it last existed on the
    battlefield once it has left (608.2h); 0 if it was never seen there."""

    kind: str
    of: GrantingSource = GrantingSource()

    def __call__(self, ctx: Context) -> int:
        obj = _granting_object(ctx.game, self.of)
        if obj is not None:
            return obj.counter(self.kind)
        assert self.of.obj is not None
        left = ctx.game.state.lki.get(self.of.obj)  # CR 608.2h: as it last existed
        return left.obj.counter(self.kind) if left is not None and \
            left.obj.zone is Zone.BATTLEFIELD else 0

    def __str__(self) -> str:
        return f"the number of {self.kind} counters on the granting object (CR 201.5a)"


@frozen
class PTEachEqualToCountersOnGrantingSource:
    """A characteristic-defining ability's P/T (CR 604.3, 613.4a), given to a token by the
    card whose effect created it: "This token's power and toughness are each equal to the
    number of slime counters on Gutter Grime" (201.5a, its example): the counters on that
    object while it is on the battlefield; once it has left, it is gone (400.7) and has
    none, so 0/0. Called as ``DefinePT.compute`` with the game and the token."""

    kind: str
    of: GrantingSource = GrantingSource()

    def __call__(self, game: Game, obj: GameObject) -> tuple[int, int]:
        granting = _granting_object(game, self.of)
        n = granting.counter(self.kind) if granting is not None else 0
        return n, n


@frozen
class SacrificeGrantingSource(CostPart):
    """"Sacrifice [the granting card]" in the cost of a granted ability ("{W}, {T}, Sacrifice
    Citizen's Crowbar: ..."; CR 201.5a, 602.2b): that object, on the battlefield and
    controlled by the payer (701.21a: a player sacrifices only their own permanents)."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    of: GrantingSource = GrantingSource()

    def _payable(self, game: Game, player: int) -> GameObject | None:
        obj = _granting_object(game, self.of)
        return obj if obj is not None and game.controller(obj.id) == player else None

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        return self._payable(game, player) is not None

    def unpaid_reason(self, game: Game, player: int, source: int | None) -> tuple[str, str]:
        # CR 701.21a: a player sacrifices only a permanent they control
        return "the object granting the ability is gone or not yours to sacrifice", "701.21a"

    def pay(self, game: Game, player: int, source: int | None) -> str:
        obj = self._payable(game, player)
        if obj is None:
            raise self.unpaid(game, player, source)
        name = str(obj)
        game.sacrifice(obj.id, rule="701.21a")
        return f"sacrifice {name}"


#: Values a walk never looks inside.
_LEAVES = (str, int, float, bool, bytes, type(None), Zone)


def names_granting_source(value: Any) -> bool:
    """Does ``value`` (abilities, effects, instructions ...) hold a :class:`GrantingSource`
    not bound yet (CR 201.5a)? Walks attrs values, tuples and lists, never functions."""
    seen: set[int] = set()
    stack: list[Any] = [value]
    while stack:
        node = stack.pop()
        if isinstance(node, GrantingSource):
            if node.obj is None:
                return True
            continue
        if isinstance(node, _LEAVES) or id(node) in seen:
            continue
        seen.add(id(node))
        if isinstance(node, (tuple, list, frozenset)):
            stack.extend(node)
        elif attrs.has(type(node)):
            stack.extend(getattr(node, f.name) for f in attrs.fields(type(node)) if f.init)
    return False


def bind_granting_source(value: Any, source: int) -> Any:
    """``value`` with each unbound :class:`GrantingSource` in it bound to ``source``, the id of
    the object whose effect grants it (CR 201.5a); parts holding none are kept as they are."""
    memo: dict[int, Any] = {}

    def bind(node: Any) -> Any:
        if isinstance(node, GrantingSource):
            return node if node.obj is not None else GrantingSource(source)
        if isinstance(node, _LEAVES):
            return node
        key = id(node)
        if key in memo:
            return memo[key]
        out = node
        if isinstance(node, (tuple, list)):
            items = [bind(v) for v in node]
            if any(a is not b for a, b in zip(items, node, strict=True)):
                out = type(node)(items)
        elif attrs.has(type(node)):
            changes = {}
            for f in attrs.fields(type(node)):
                if not f.init:
                    continue
                old = getattr(node, f.name)
                new = bind(old)
                if new is not old:
                    changes[f.alias or f.name] = new
            if changes:
                out = attrs.evolve(node, **changes)
        memo[key] = out
        return out

    return bind(value)
