"""The foretell keyword's values and its hooks' work (CR 702.143)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import (
    FACE_DOWN,
    Cost,
    IllegalActionError,
    KeywordAbility,
    ManaCost,
    SpecialAction,
    Zone,
)
from manastack_foretell import ACTION, PERMISSION, PLUGIN

if TYPE_CHECKING:
    from manastack.api import Ability, CastingPermission, Game
    from manastack_grammar.api import Builder

#: The tag of a foretold card in exile: the number of the turn it was foretold (702.143c).
FORETOLD = "foretold"

#: The cost of the special action (702.143a).
FORETELL_ACTION_COST = ManaCost.parse("{2}")


@frozen
class ForetellAbility(KeywordAbility):
    """"Foretell [cost]" (702.143a): the foretell cost a foretold card may be cast for."""

    cost: Cost = field(factory=Cost, kw_only=True)


def build(match: re.Match[str], b: Builder) -> Sequence[Ability] | None:
    """CR 702.143a: the foretell cost; None (not understood) when it can't be read."""
    from manastack_grammar.api import NotUnderstood, parse_cost

    try:
        cost = parse_cost(match["mana"], b)
    except NotUnderstood:
        return None
    if cost.unpayable:
        return None
    return (ForetellAbility(keyword="foretell", cost=cost, text=match.group(0), plugin=PLUGIN),)


def special_actions(game: Game, player: int) -> Iterable[SpecialAction]:
    """CR 116.2h, 702.143a: any time the player has priority during their turn, a card with
    foretell in their hand may be foretold, if {2} can be paid."""
    from manastack.api import can_pay, mana_sources

    if game.state.turn.active != player:
        return []
    cards = game.with_keyword("foretell", Zone.HAND, player)
    if not cards:
        return []
    p = game.player(player)
    if not can_pay(FORETELL_ACTION_COST, pool=p.mana_pool, sources=mana_sources(game, player),
                   life=p.life):
        return []
    return [SpecialAction(oid, ACTION, PLUGIN, f"foretell {game.obj(oid).card.name} ({{2}})")
            for oid in cards if game.obj(oid).card.playable]


def refusal(game: Game, player: int, obj_id: int) -> IllegalActionError | None:
    """Why ``player`` can't foretell the card ``obj_id`` now (it is not offered, 116.2h):
    it isn't in their hand, it isn't their turn (702.143a), or {2} can't be paid (118.3);
    None if it has no foretell (the kernel explains)."""
    from manastack.api import cant_pay

    obj = game.find(obj_id)
    if obj is None or not game.has_keyword(obj_id, "foretell"):
        return None
    name = obj.card.name
    if obj.zone is not Zone.HAND or obj.owner != player:
        return IllegalActionError(f"{obj} is in {obj.zone.value}, not in your hand: foretell "
                                  "exiles a card from its owner's hand", rule="702.143a",
                                  cites=("116.2h",))
    active = game.state.turn.active
    if active != player:
        return IllegalActionError(f"can't foretell {name}: a card is foretold only during "
                                  f"its owner's turn, and it is {game.player(active)}'s turn",
                                  rule="702.143a", cites=("116.2h",))
    short = cant_pay(game, player, FORETELL_ACTION_COST, f"foretell {name}")
    if short is not None:  # CR 118.3: a cost that can't be paid can't be begun
        return IllegalActionError(short.reason, rule="702.143a", cites=("116.2h", "118.3"))
    return None


def foretell(game: Game, player: int, obj_id: int) -> None:
    """CR 116.2h, 702.143a-b: pay {2}, then exile the card from the hand face down (406.3);
    it is foretold (702.143c) as of this turn. The action doesn't use the stack."""
    from manastack.api import pay_mana

    obj = game.obj(obj_id)
    if obj.zone is not Zone.HAND or not game.has_keyword(obj_id, "foretell"):
        raise IllegalActionError(f"{obj} can't be foretold", rule="702.143a")
    pay_mana(game, player, FORETELL_ACTION_COST, source=obj_id, what=f"foretell {obj}")
    turn = game.state.turn.number
    new = game.move(obj_id, Zone.EXILE, cause="foretell", rule="116.2h")
    if new is None or new.zone is not Zone.EXILE:
        return
    game.set_object(new.replace(tags={**new.tags, FORETOLD: turn, FACE_DOWN: True}))
    game.log_event("effect", f"foretell: {game.player(player)} pays {{2}} and exiles a card "
                   "from their hand face down (they may look at it)", rule="702.143a",
                   source=new.id)


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.143a, 118.9, 601.2b: a foretold card its owner may cast for its foretell cost
    instead of its mana cost, after the turn it was foretold has ended. Timing stays the
    card's own."""
    from manastack.api import CastingPermission

    out: list[CastingPermission] = []
    now = game.state.turn.number
    for oid in game.with_keyword("foretell", Zone.EXILE, player):
        obj = game.obj(oid)
        foretold = obj.tags.get(FORETOLD)
        if obj.owner != player or not isinstance(foretold, int) or foretold >= now:
            continue
        for ability in game.chars(oid).abilities:
            if isinstance(ability, ForetellAbility):
                out.append(CastingPermission(
                    name=PERMISSION, obj=oid, zone=Zone.EXILE, cost=ability.cost,
                    alternative=True, plugin=PLUGIN,
                    label=f"for its foretell cost {ability.cost.mana}",
                    data={"rule": "702.143a"}))
    return out
