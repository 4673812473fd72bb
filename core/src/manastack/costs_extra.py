"""More non-mana cost parts (CR 118.3, 601.2h, 602.2b) for costs printed on cards.

:func:`manastack.oracle.parse_cost` builds these besides those of
:mod:`manastack.costs`: "Discard your hand", "Discard this card", "Exile this
card from your graveyard", "Exile a land you control", "Return a land you
control to its owner's hand", "Put a -1/-1 counter on this creature".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack._attrs import frozen
from manastack.costs import CostPart, _ChooseObjects
from manastack.objects import GameObject, Zone

if TYPE_CHECKING:
    from manastack.game import Game


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
