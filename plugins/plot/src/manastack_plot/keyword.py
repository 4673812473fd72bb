"""The plot keyword's values and its hooks' work (CR 702.170)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import Cost, IllegalActionError, KeywordAbility, SpecialAction, Zone
from manastack_plot import ACTION, PERMISSION, PLOTTED, PLUGIN

if TYPE_CHECKING:
    from manastack.api import Ability, CastingPermission, Game
    from manastack_grammar.api import Builder



@frozen
class PlotAbility(KeywordAbility):
    """"Plot [cost]" (702.170a): the cost paid to exile the card from the hand."""

    cost: Cost = field(factory=Cost, kw_only=True)


def build(match: re.Match[str], b: Builder) -> Sequence[Ability] | None:
    """CR 702.170a: the plot cost; None (not understood) when it can't be read."""
    from manastack_grammar.api import NotUnderstood, parse_cost

    try:
        cost = parse_cost(match["mana"], b)
    except NotUnderstood:
        return None
    if cost.unpayable or cost.parts:
        return None  # only a mana cost is paid by the special action
    return (PlotAbility(keyword="plot", cost=cost, text=match.group(0), plugin=PLUGIN),)


def _main_phase_stack_empty(game: Game, player: int) -> bool:
    """CR 702.170a, 116.2k: the player's own main phase, the stack empty."""
    turn = game.state.turn
    return turn.active == player and turn.step.is_main and not game.ids_in(Zone.STACK)


def _plot_cost(game: Game, obj_id: int) -> Cost | None:
    for ability in game.chars(obj_id).abilities:
        if isinstance(ability, PlotAbility):
            return ability.cost
    return None


def special_actions(game: Game, player: int) -> Iterable[SpecialAction]:
    """CR 116.2k, 702.170a: in the player's main phase with the stack empty, a card with
    plot in their hand may be plotted, if its plot cost can be paid."""
    from manastack.api import can_pay, mana_sources

    if not _main_phase_stack_empty(game, player):
        return []
    out: list[SpecialAction] = []
    p = game.player(player)
    for oid in game.with_keyword("plot", Zone.HAND, player):
        cost = _plot_cost(game, oid)
        if cost is None or not game.obj(oid).card.playable:
            continue
        if can_pay(cost.mana, pool=p.mana_pool, sources=mana_sources(game, player),
                   life=p.life):
            out.append(SpecialAction(oid, ACTION, PLUGIN,
                                     f"plot {game.obj(oid).card.name} ({cost.mana})"))
    return out


def timing_refusal(game: Game, player: int) -> str | None:
    """Why it isn't a time ``player`` may plot (702.170a, 116.2k: during their own main
    phase while the stack is empty), or None."""
    turn = game.state.turn
    if turn.active != player:
        return f"it is {game.player(turn.active)}'s turn"
    if not turn.step.is_main:
        return f"it is the {turn.step.value}, not a main phase"
    if game.ids_in(Zone.STACK):
        return "the stack isn't empty"
    return None


def refusal(game: Game, player: int, obj_id: int) -> IllegalActionError | None:
    """Why ``player`` can't plot the card ``obj_id`` now (it is not offered, 116.2k): it
    isn't in their hand, it isn't their main phase with the stack empty (702.170a), or the
    plot cost can't be paid (118.3); None if it has no plot (the kernel explains)."""
    from manastack.api import cant_pay

    obj = game.find(obj_id)
    cost = None if obj is None else _plot_cost(game, obj_id)
    if obj is None or cost is None:
        return None
    name = obj.card.name
    if obj.zone is not Zone.HAND or obj.owner != player:
        return IllegalActionError(f"{obj} is in {obj.zone.value}, not in your hand: plot "
                                  "exiles a card from its owner's hand", rule="702.170a",
                                  cites=("116.2k", "702.170b"))
    why = timing_refusal(game, player)
    if why is not None:
        return IllegalActionError(f"can't plot {name}: a card is plotted only during your "
                                  f"main phase while the stack is empty, and {why}",
                                  rule="702.170a", cites=("116.2k", "702.170b"))
    short = cant_pay(game, player, cost.mana, f"plot {name} (its plot cost)")
    if short is not None:  # CR 118.3: a cost that can't be paid can't be begun
        return IllegalActionError(short.reason, rule="702.170a", cites=("116.2k", "118.3"))
    return None


def plot(game: Game, player: int, obj_id: int) -> None:
    """CR 116.2k, 702.170a-b: exile the card from the hand and pay its plot cost; it becomes
    plotted (as of this turn). The action doesn't use the stack."""
    from manastack.api import pay_mana

    obj = game.obj(obj_id)
    cost = _plot_cost(game, obj_id) if obj.zone is Zone.HAND else None
    if cost is None or obj.owner != player:
        raise IllegalActionError(f"{obj} can't be plotted", rule="702.170a")
    if not _main_phase_stack_empty(game, player):
        raise IllegalActionError(f"{obj}: plot only in your main phase with the stack empty",
                                 rule="116.2k")
    pay_mana(game, player, cost.mana, source=obj_id, what=f"plot {obj}")
    turn = game.state.turn.number
    new = game.move(obj_id, Zone.EXILE, cause="plot", rule="116.2k")
    if new is None or new.zone is not Zone.EXILE:
        return
    game.set_object(new.replace(tags={**new.tags, PLOTTED: turn}))
    game.log_event("effect", f"plot: {game.player(player)} pays {cost.mana} and exiles "
                   f"{new} from their hand: it becomes a plotted card", rule="702.170a",
                   source=new.id)


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.170d, 118.9, 601.2b: a plotted card its owner may cast from exile without
    paying its mana cost, in their main phase with the stack empty (sorcery timing), on any
    turn after the one it became plotted."""
    from manastack.api import CastingPermission

    out: list[CastingPermission] = []
    now = game.state.turn.number
    for oid in game.ids_in(Zone.EXILE):
        obj = game.obj(oid)
        plotted = obj.tags.get(PLOTTED)
        if obj.owner != player or not isinstance(plotted, int) or plotted >= now:
            continue
        out.append(CastingPermission(
            name=PERMISSION, obj=oid, zone=Zone.EXILE, without_paying=True, timing="sorcery",
            plugin=PLUGIN, label="plotted, without paying its mana cost",
            data={"rule": "702.170d"}))
    return out
