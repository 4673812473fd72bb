"""Paying costs: mana abilities (CR 605) and the payment of a locked cost (CR 601.2g-h).

Used by casting spells (601.2g-h) and activating abilities (602.2b, 601.2g-h):

- :func:`mana_sources` lists the mana abilities costing {T} and/or sacrificing their
  source that the payment solver (:func:`manastack.engine.mana_solver.solve_payment`)
  may use, every one of a permanent's (a dual land has two);
- :func:`activate_mana` activates one mana ability (605.3: it resolves at
  once), paying its whole cost, 302.6 included for creatures;
- :func:`pay_cost` pays a whole locked cost: the solver's mana abilities are
  activated first (601.2g), then the non-mana parts, other ways to pay generic
  mana (:class:`PaymentOption`, delve) and the mana and Phyrexian life are paid
  (601.2h). When tapping costs compete with mana abilities for the same
  permanents both orders are tried, as 601.2h lets costs be paid in any order;
- :func:`costly_steps` finds the mana abilities the solver doesn't plan (a cost of life,
  mana, counters; "once each turn") whose activation first makes a cost payable: the
  payment's last resort (605.3a), and what the listing of castable spells asks too (117.1).

Nothing here rolls back by itself: an :class:`~manastack.errors.IllegalActionError`
makes the enclosing game transaction restore everything (CR 732).
"""

from __future__ import annotations

import itertools
from collections import Counter
from operator import is_
from typing import TYPE_CHECKING

import attrs

from manastack.engine import triggers
from manastack.engine.layers import current
from manastack.engine.mana_solver import Payment, can_pay, solve_payment
from manastack.errors import IllegalActionError, IllegalAnswerError
from manastack.model.abilities import ActivatedAbility, TriggeredAbility
from manastack.model.continuous import NamedSourcesCantActivate, Restriction
from manastack.model.cost_parts import (
    ExileFromGraveyard,
    ExileSelf,
    PayEnergy,
    PayLife,
    PutCountersOnSelf,
    RemoveCountersCost,
    ReturnSelf,
    SacrificeAttached,
    SacrificeCost,
    SacrificeEach,
    SacrificeSelf,
    TapSelf,
    UntapSelf,
)
from manastack.model.costs import Cost
from manastack.model.effects import Context, Instruction
from manastack.model.filters import CHOSEN_NAME, kept_choice
from manastack.model.mana import (
    OTHER_PAYMENT,
    PLANNED_MANA_TYPE,
    Mana,
    ManaCost,
    ManaPool,
    ManaRestriction,
    ManaSource,
    SpendPurpose,
)
from manastack.model.objects import Characteristics, GameObject, Zone

#: Set (tests; on in every :class:`~manastack.invariants.CheckedGame` through
#: ``Game.verify_skips``) to work out each kept permanent's mana sources anew as well: a
#: difference raises.
VERIFY_SKIPS = False

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from manastack.engine.game import Game
    from manastack.engine.layers import LayerResult
    from manastack.model.costs import CostPart
    from manastack.model.spells import AdditionalCost, PaymentOption


# --------------------------------------------------------------------------
# Mana sources (CR 605) and payment (CR 601.2g-h)
# --------------------------------------------------------------------------


def mana_abilities(game: Game, obj_id: int) -> list[tuple[int, ActivatedAbility]]:
    return [
        (i, a)
        for i, a in enumerate(game.chars(obj_id).abilities)
        if isinstance(a, ActivatedAbility) and a.is_mana_ability
    ]


def _automatic(cost: Cost) -> tuple[bool, bool] | None:
    """Whether the payer may pay this mana ability's cost itself: (taps, sacrifices), or None.

    Only {T} and "Sacrifice this ..." (a Treasure, CR 111.10a) qualify; a mana ability
    with another cost (life, mana, counters) is activated by hand (``ActivateMana``).
    """
    parts = cost.parts
    if not parts or not cost.mana.is_empty() or cost.unpayable:
        return None
    if not all(isinstance(p, (TapSelf, SacrificeSelf)) for p in parts):
        return None
    return (any(isinstance(p, TapSelf) for p in parts),
            any(isinstance(p, SacrificeSelf) for p in parts))


@attrs.frozen
class _Automatic:
    """One mana ability the payer may activate itself (CR 605, :func:`_automatic_abilities`)."""

    #: Its index among the permanent's abilities.
    index: int
    #: Its cost taps the permanent ({T}, CR 107.5).
    taps: bool
    #: Its cost sacrifices the permanent (a Treasure, CR 111.10a).
    sacrifices: bool
    #: The mana types one activation may add (none when counted as it resolves).
    colors: tuple[str, ...]
    #: How many units one activation adds.
    count: int
    #: It does more than add mana (CR 605.3b).
    effect: bool
    #: How its mana may be spent (CR 106.6).
    restriction: ManaRestriction | None
    #: The ability itself when what it adds or whether it may be activated is asked anew
    #: each time: mana counted or chosen as it resolves (608.2h), "Activate only if ..." (602.5b).
    asked: ActivatedAbility | None
    #: Activating it taps the permanent and tapping it triggers an ability of the
    #: permanent's own (CR 603.2: City of Brass).
    tap_triggers: bool


#: CR 603.2: the events of a permanent becoming tapped that its own triggered ability may wait for
_TAP_EVENTS = frozenset({"tapped", triggers.TAPPED_FOR_MANA})

#: CR 602.5b: the "Activate only ..." kinds that ask only the game as it is now; a mana ability
#: limited otherwise (as a sorcery, once each turn, "as an instant", 605.3a) is activated by hand
_NOW_RESTRICTIONS = frozenset({"your_turn", "your_upkeep", "before_attackers",
                               "declare_attackers_step", "condition", "source_condition",
                               "either"})


def _automatic_abilities(game: Game, obj_id: int) -> list[_Automatic]:
    """The mana abilities of ``obj_id`` the payer may activate itself (CR 605, :func:`_automatic`)
    with a single output type, or mana it can foresee (608.2h); kept with the layer pass
    (``LayerResult.derived``) while the object's abilities are the same tuple: every priority's
    listing asks it of each permanent."""
    abilities = game.chars(obj_id).abilities
    kept: dict[int, tuple[object, list[_Automatic]]] = \
        current(game).derived.setdefault("automatic_mana", {})
    entry = kept.get(obj_id)
    if entry is not None and entry[0] is abilities:
        return entry[1]
    found: list[_Automatic] = []
    tap_triggers = False
    for index, ability in enumerate(abilities):
        if not isinstance(ability, ActivatedAbility):
            # CR 603.2: "Whenever this land becomes tapped" (City of Brass); no call here
            if ability.__class__ is TriggeredAbility and ability.trigger.self_only and \
                    ability.trigger.event in _TAP_EVENTS:
                tap_triggers = True
            continue
        if not ability.is_mana_ability:
            continue
        kind = _automatic(ability.cost)
        if kind is None:
            game.costly_mana_seen = True  # CR 605.3a: activated first only if nothing else pays
            continue
        if ability.sorcery_speed or (ability.restrictions and any(
                r.kind not in _NOW_RESTRICTIONS for r in ability.restrictions)):
            game.costly_mana_seen = True
            continue  # CR 602.5b, 605.3a: activated by hand, by its index
        if ability.mana is not None:
            colors, count = ability.mana
            asked = ability if ability.restrictions else None
        elif ability.mana_effect and foreseeable(ability) is not None:
            colors, count, asked = (), 0, ability  # CR 608.2h: counted when asked
        else:
            game.costly_mana_seen = True
            continue  # outputs of several types: activated first only if nothing else pays
        found.append(_Automatic(index, kind[0], kind[1], colors, count,
                                bool(ability.effect.instructions) and not ability.mana_effect,
                                ability.mana_restriction, asked, False))
    if tap_triggers and found:  # CR 603.2: those tapping the permanent trigger its ability
        found = [attrs.evolve(entry, tap_triggers=entry.taps) for entry in found]
    kept[obj_id] = (abilities, found)
    return found


def mana_sources(game: Game, player: int, exclude: Iterable[int] = ()) -> list[ManaSource]:
    """The mana abilities the payment solver may activate now (CR 605, 601.2g).

    Every mana ability of a permanent whose cost is {T} and/or sacrificing it is
    offered: abilities making the same amount with the same cost merge into one
    source of all their colours (Volcanic Island's {U} and {R}, CR 305.6); others
    of the same permanent are alternatives (same ``id``): it is used once. A mana
    ability with another cost is activated by hand (``ActivateMana``). One whose mana is
    counted or chosen as it resolves offers what it would add now (608.2h, ``counted``);
    one with "Activate only if ..." is offered while that holds now (602.5b).

    Asked at every listing: a noncreature permanent's sources read only the object and its
    characteristics (both immutable), so they are kept with them (``Game.mana_sources_kept``);
    a creature's depend on the turn and on the plugins' answers about summoning sickness
    (CR 302.6) and are worked out each time, and the prohibitions (602.5) are asked each time.
    A player's whole list is kept too (``Game.player_sources_kept``) while they control the
    very same objects with the very same characteristics, none a creature with such a mana
    ability, and no rule effect (a prohibition) is in force.
    """
    layer = current(game)
    verify = VERIFY_SKIPS or game.verify_skips
    ids = game.ids_in(Zone.BATTLEFIELD, player)
    if not exclude and not layer._rules:
        whole = game.player_sources_kept.get(player)
        if whole is not None and whole[0] == ids and \
                all(map(is_, map(layer.chars.get, ids), whole[1])) and \
                game.holds_same(ids, whole[2]):
            if verify and list(whole[3]) != _player_sources(game, player, (), layer, ids,
                                                            verify):
                raise AssertionError(f"the kept mana sources of player {player + 1} differ "
                                     f"from new ones (CR 605): {whole[3]!r}")
            return list(whole[3])  # a new list: the kept one stays
    return _player_sources(game, player, exclude, layer, ids, verify)


def _player_sources(game: Game, player: int, exclude: Iterable[int], layer: LayerResult,
                    ids: tuple[int, ...], verify: bool) -> list[ManaSource]:
    """:func:`mana_sources` worked out permanent by permanent (each one's kept sources), for
    the permanents ``ids`` ``player`` controls in the layer pass ``layer``."""
    skip = set(exclude)
    out: list[ManaSource] = []
    kept = game.mana_sources_kept
    keep = not skip  # the whole list, unless a creature's sources are read (CR 302.6)
    held = tuple(map(game.state.objects.__getitem__, ids))
    for obj in held:
        if obj.id in skip:
            continue
        ch = game.chars(obj.id)
        entry = kept.get(obj.id)
        if entry is not None and entry[0] is obj and entry[1] is ch:
            found = entry[2]
            if verify and found != _sources_of(game, player, obj, ch):
                raise AssertionError(f"the kept mana sources of {obj} differ from new ones "
                                     f"(CR 605): {found!r}")
        else:
            automatic = _automatic_abilities(game, obj.id)
            found = _sources_of(game, player, obj, ch, automatic)
            asked = False
            for entry_ in automatic:  # a plain loop: asked for every permanent at each listing
                if entry_.asked is not None:
                    asked = True  # CR 608.2h, 602.5b: counted or checked anew each time
                    break
            if asked:
                keep = False
            elif not ch.is_creature:
                kept[obj.id] = (obj, ch, found)
            elif automatic:
                keep = False
        if found and not activation_prohibited(game, obj, mana=True):
            out.extend(found)  # CR 602.5, 605.1a: else its mana abilities can't be activated
    if keep and not layer._rules:
        game.player_sources_kept[player] = (ids, tuple(map(layer.chars.get, ids)), held,
                                            tuple(out))
    return out


def _sources_of(game: Game, player: int, obj: GameObject, ch: Characteristics,
                automatic: list[_Automatic] | None = None) -> list[ManaSource]:
    """:func:`mana_sources`' sources of the permanent ``obj`` (characteristics ``ch``), before
    any prohibition; ``automatic``: its :func:`_automatic_abilities`, if known."""
    if automatic is None:
        automatic = _automatic_abilities(game, obj.id)
    if not automatic:
        return []
    merged: dict[tuple[int, bool, bool, bool, ManaRestriction | None, bool, bool],
                 tuple[list[str], list[int]]] = {}
    can_tap: bool | None = None
    for entry in automatic:
        taps, asked = entry.taps, entry.asked
        colors, count, restriction = entry.colors, entry.count, entry.restriction
        if taps:
            if can_tap is None:
                can_tap = not obj.tapped and TapSelf().can_pay(game, player, obj.id)
            if not can_tap:
                continue  # CR 302.6, 602.5a: tapped, or a summoning-sick creature
        if asked is not None:
            if asked.restrictions and not restrictions_hold(game, player, obj, asked):
                continue  # CR 602.5b: "Activate only if ..." doesn't hold now
            if asked.mana is None:  # CR 608.2h: what it would add if it resolved now
                colors, count, restriction = _foreseen(game, player, obj, asked)
                if not colors or count <= 0:
                    continue  # it would add no mana: no use to a payment
        # CR 106.6: mana spent only some ways never merges with mana spent any way; mana
        # counted as it resolves (608.2h) is activated by its index, apart
        counted = asked is not None and asked.mana is None
        types, indices = merged.setdefault((count, entry.sacrifices, taps, entry.effect,
                                            restriction, counted, entry.tap_triggers), ([], []))
        for color in colors:  # a plain loop: asked for every permanent at each listing
            if color not in types:
                types.append(color)
        indices.append(entry.index)
    if not merged:
        return []
    snow = ch.type_line.has_supertype("Snow")
    # sources that don't sacrifice the permanent first: the payer prefers them (605.3)
    # (605.3b: those doing nothing more than adding mana before those that do)
    return [ManaSource(id=obj.id, colors=tuple(types), amount=count, snow=snow,
                       sacrifice=sacrifices, abilities=tuple(indices), effect=effect,
                       restriction=restriction, counted=counted, tap_triggers=tap_triggers)
            for (count, sacrifices, _, effect, restriction, counted, tap_triggers),
                (types, indices)
            in sorted(
                merged.items(), key=lambda item: (item[0][1], item[0][3]))]


def foreseeable(ability: ActivatedAbility) -> Instruction | None:
    """The one instruction of a mana ability whose mana is counted or chosen as it resolves
    (``ActivatedAbility.mana_effect``, CR 605.3a, 608.2h) when what it would add can be told
    before it is activated (``Instruction.foreseeable``: Cloudpost's "Add {C} for each Locus",
    Sol Grail's chosen color, Fellwar Stone's 106.7), else None: activated by hand."""
    instructions = ability.effect.instructions
    if len(instructions) != 1 or not instructions[0].foreseeable():
        return None
    return instructions[0]


def _foreseen(game: Game, player: int, obj: GameObject, ability: ActivatedAbility
              ) -> tuple[tuple[str, ...], int, ManaRestriction | None]:
    """CR 608.2h, 605.3a: what the mana ability ``ability`` of ``obj``, whose mana is counted or
    chosen as it resolves, would add if ``player`` activated it now."""
    instruction = foreseeable(ability)
    assert instruction is not None
    ctx = Context(game=game, controller=player, source=obj.id, source_lki=obj)
    return instruction.foreseen_mana(ctx)


def restrictions_hold(game: Game, player: int, obj: GameObject,
                      ability: ActivatedAbility) -> bool:
    """CR 602.5b: every "Activate only ..." of ``ability`` that asks the game as it is now holds
    for ``player`` activating it from ``obj`` (the kinds of ``_NOW_RESTRICTIONS``; the others,
    "once each turn", are the activation's to check: the payment never plans such an ability)."""
    from manastack.engine.permissions import (  # engine cycle: asked rarely
        restriction_unmet,
        source_restriction_holds,
    )

    return all(restriction_unmet(game, player, r) is None
               and source_restriction_holds(game, player, obj.id, r)
               for r in ability.restrictions if r.kind in _NOW_RESTRICTIONS)


def activate_mana(game: Game, player: int, obj_id: int, color: str,
                  abilities: Sequence[int] = ()) -> None:
    """Activate a mana ability for one colour (CR 605.3: it resolves at once).

    Its whole cost is paid: {T} (which for a creature needs 302.6), sacrificing its
    source, and any mana in it from the pool or other sources. ``abilities``: the
    indices it is chosen among (the first adding ``color``); empty: all of them.
    ``color`` may name one output of an ability adding several types ("WU" for "Add
    {W}{U}", "WW" for a filter land's first choice, 605.3b): exactly that mana is added.
    """
    obj = game.obj(obj_id)
    if obj.zone is not Zone.BATTLEFIELD or game.controller(obj_id) != player:
        raise IllegalActionError(f"{game.player(player)} doesn't control {obj}", rule="602.2",
                                 step="605.3a")
    if activation_prohibited(game, obj, mana=True):
        raise prohibited_error(obj)  # CR 602.5, 605.1a
    restricted = False
    for index, ability in mana_abilities(game, obj_id):
        if abilities and index not in abilities:
            continue
        if not abilities and (ability.restrictions or ability.sorcery_speed):
            # CR 602.5b: activated by its index, its restrictions checked there
            restricted = restricted or color in (ability.mana[0] if ability.mana else ()) \
                or color in ability.outputs
            continue
        if ability.mana_effect:  # CR 608.2h: counted as it resolves, planned by its index
            if not abilities or foreseeable(ability) is None or \
                    color not in _foreseen(game, player, obj, ability)[0]:
                continue
            if ability.restrictions and not restrictions_hold(game, player, obj, ability):
                continue  # CR 602.5b
            activate_mana_effect(game, player, obj_id, index, planned=color)
            return
        if ability.mana is not None:
            colors, count = ability.mana
            if color not in colors:
                continue
            if abilities and ability.restrictions and \
                    not restrictions_hold(game, player, obj, ability):
                continue  # CR 602.5b: a plan's restricted ability whose condition stopped
            made = color * count
        elif color in ability.outputs:
            made = color  # CR 106.3: the chosen output's symbols, each a unit of its type
        else:
            continue
        needs_tap = any(isinstance(p, (TapSelf, UntapSelf)) for p in ability.cost.parts)
        if needs_tap and game.chars(obj_id).is_creature and game.summoning_sick(obj_id):
            raise summoning_sick_error(game, player, obj)
        # CR 113.7a, 608.2h: the ability makes its mana as its source was when activated,
        # even if paying the cost sacrificed it (Treasure, Lotus Petal: 605.3, 111.10a)
        snow = game.chars(obj_id).type_line.has_supertype("Snow")
        _pay_mana_ability_cost(game, player, obj, ability, ability.cost.parts)
        if game.find(obj_id) is None:
            game.log_event("mana", f"{obj} left the battlefield paying the cost; its ability "
                           "still adds its mana, using the source as it last existed",
                           rule="113.7a")
        restriction = ability.mana_restriction
        game.add_mana(player, [Mana(c, snow=snow, source=obj_id, restriction=restriction)
                               for c in made], rule="605.3b", source=obj_id)
        if restriction is not None:
            game.log_event("mana", f"{obj}'s mana: {restriction.text}", rule="106.6",
                           source=obj_id)
        if ability.effect.instructions:  # CR 605.3b: the rest of the ability, same resolution
            game.log_event("mana", f"{obj}'s mana ability resolves on: {ability.effect.text}",
                           rule="605.3b", source=obj_id)
            ctx = Context(game=game, controller=player, source=obj_id, source_lki=obj)
            for instruction in ability.effect.instructions:
                instruction.run(ctx)
        if any(isinstance(p, TapSelf) for p in ability.cost.parts):
            triggers.tapped_for_mana(game, player, obj_id, made)  # CR 106.12, 605.4a
        return
    named = "".join(f"{{{c}}}" for c in color)
    if restricted:  # "Activate only if you control a Swamp or a Forest": named by its number
        raise IllegalActionError(f"{obj}'s mana ability that adds {named} says when it may be "
                                 "activated (602.5b): name that ability by its number",
                                 rule="605.1a", step="605.3a")
    raise IllegalActionError(f"{obj} has no mana ability that adds {named}", rule="605.1a",
                             step="605.3a")


def _pay_mana_ability_cost(game: Game, player: int, obj: GameObject,
                           ability: ActivatedAbility, parts: tuple[CostPart, ...],
                           sacrificed: list[int] | None = None) -> None:
    """Pay a mana ability's whole cost (CR 605.3a, 602.2b): ``parts`` (its {T},
    sacrifices...) then the mana in it."""
    mana = ability.cost.mana
    # CR 106.6: what the mana is spent on is read before paying can sacrifice the source
    purpose = None if mana.is_empty() else ability_purpose(game, obj.id, has_x=mana.has_x)
    pay_cost_parts(game, player, obj.id, Cost(parts=parts), sacrificed=sacrificed)
    if purpose is not None:
        spent, _ = pay_mana(game, player, mana, what=str(obj), purpose=purpose)
        # CR 602.2b, 605.3a: the mana in a mana ability's cost, paid as it is activated
        game.log_event("cost", f"{game.player(player)} pays {spent} for {obj}'s mana ability",
                       rule="602.2b", source=obj.id)


def activate_mana_effect(game: Game, player: int, obj_id: int, index: int,
                         planned: str | None = None) -> None:
    """Activate the ``index``-th ability of ``obj_id``, a mana ability whose instructions say
    what it adds (``ActivatedAbility.mana_effect``): its whole cost is paid and it resolves at
    once, without the stack (CR 605.3a), counting its amount as it resolves (608.2h).
    ``planned``: the type a payment plan chose for it (601.2g), when it offers a choice."""
    obj = game.obj(obj_id)
    if obj.zone is not Zone.BATTLEFIELD or game.controller(obj_id) != player:
        raise IllegalActionError(f"{game.player(player)} doesn't control {obj}", rule="602.2",
                                 step="605.3a")
    if activation_prohibited(game, obj, mana=True):
        raise prohibited_error(obj)  # CR 602.5, 605.1a
    ability = game.chars(obj_id).abilities[index]
    assert isinstance(ability, ActivatedAbility) and ability.mana_effect
    needs_tap = any(isinstance(p, (TapSelf, UntapSelf)) for p in ability.cost.parts)
    if needs_tap and game.chars(obj_id).is_creature and game.summoning_sick(obj_id):
        raise summoning_sick_error(game, player, obj)  # CR 302.6
    game.log_event("activate", f"{game.player(player)} activates {obj}: {ability.text}",
                   rule="605.3a", source=obj_id)
    lki = obj
    parts = ability.cost.parts
    x = 0
    if any(p.has_x for p in parts):  # CR 601.2b: "Remove any number of charge counters"
        high = 0
        while high < 1000 and all(p.with_x(high + 1).can_pay(game, player, obj_id) for p in parts):
            high += 1
        x = int(game.decide(kind="x", player=player,
                            prompt=f"Announce how many for {obj} (0 to {high})",
                            options=tuple(range(high + 1)), rule="601.2b", numbers=True)[0])
        game.log_event("announce", f"X = {x}", rule="601.2b")
        parts = tuple(p.with_x(x) for p in parts)
    sacrificed: list[int] = []  # CR 602.2b: "the sacrificed artifact" is the one paid
    _pay_mana_ability_cost(game, player, obj, ability, parts, sacrificed=sacrificed)
    before = game.player(player).mana_pool.units
    values: dict[str, object] = {"cost_sacrificed": tuple(sacrificed)}
    if planned is not None:
        values[PLANNED_MANA_TYPE] = planned  # CR 601.2g: the type chosen with the payment's plan
    ctx = Context(game=game, controller=player, source=obj_id, source_lki=lki, x=x,
                  values=values)
    for instruction in ability.effect.instructions:
        instruction.run(ctx)
    after = game.player(player).mana_pool.units
    if len(after) > len(before) and any(isinstance(p, TapSelf) for p in ability.cost.parts):
        made = Counter(u.color for u in after) - Counter(u.color for u in before)
        # CR 106.12a: only if it made mana; the types it made, for "any type that land produced"
        triggers.tapped_for_mana(game, player, obj_id, "".join(made))


def option_sources(
    options: Sequence[PaymentOption], sources: Sequence[ManaSource]
) -> tuple[list[ManaSource], list[PaymentOption]]:
    """The payment options as the solver sees them (CR 601.2h): one-time sources, and
    those paying only generic mana (counted as ``generic_alternatives``).

    An object is used once (CR 601.2g-h): a creature tapped for mana can't also be tapped
    for convoke. An option whose object is a mana source of one unit that already makes
    every type the option pays (Llanowar Elves, green, for convoke) adds nothing the
    mana ability doesn't; otherwise it is an alternative of that source (same ``id``).
    """
    by_id: dict[int, list[ManaSource]] = {}
    for src in sources:
        by_id.setdefault(src.id, []).append(src)
    extra: list[ManaSource] = []
    generic_only: list[PaymentOption] = []
    for option in options:
        own = by_id.get(option.obj, [])
        if any(src.amount == 1 and set(option.mana) <= set(src.colors) for src in own) or \
                (own and not option.mana):
            continue  # the mana ability pays whatever the option would (and more)
        if option.mana:
            extra.append(ManaSource(id=option.obj, colors=option.mana, payment=option.name))
        else:
            generic_only.append(option)
    return extra, generic_only


def cant_pay(game: Game, player: int, cost: ManaCost, what: str) -> IllegalActionError | None:
    """The refusal of a mana cost ``player`` can't pay now, saying what there is to pay it
    with (CR 601.2g-h: pool, untapped sources, life), or None if they can pay it: for an
    action refused before paying (118.3: a cost that can't be paid can't be begun)."""
    p = game.player(player)
    sources = mana_sources(game, player)
    if can_pay(cost, pool=p.mana_pool, sources=sources, life=p.life):
        return None
    return _cant_pay(game, player, cost, what, len({s.id for s in sources}))


def _cant_pay(game: Game, player: int, cost: ManaCost, what: str, sources: int) -> IllegalActionError:
    p = game.player(player)
    # CR 106.6: mana whose restriction doesn't allow this payment is in the pool but can't pay
    barred = " (its restricted mana can't pay this, CR 106.6)" if p.mana_pool.restricted else ""
    return IllegalActionError(
        f"can't pay {cost} for {what or 'this'} (pool {p.mana_pool or 'empty'}{barred}, "
        f"{sources} untapped mana source(s), {p.life} life)",
        rule="601.2h",
        step="601.2h",
    )


def pay_mana(
    game: Game,
    player: int,
    cost: ManaCost,
    *,
    options: Sequence[PaymentOption] = (),
    source: int | None = None,
    what: str = "",
    exclude: Iterable[int] = (),
    life_reserved: int = 0,
    purpose: SpendPurpose | None = None,
) -> tuple[str, tuple[int, ...]]:
    """Pay a mana cost from the pool and untapped sources (CR 601.2g-h, 605).

    ``options`` may pay generic mana instead (delve); the player chooses which
    and how many, within what a payment allows. ``exclude`` are permanents
    the payment must not tap (a {T} cost's own source); ``life_reserved`` is
    life other parts of the cost will pay (119.4); ``purpose``: what the mana pays for
    (CR 106.6, only unrestricted mana when not given). Returns a description of
    the mana spent and the objects used by options.
    """
    plan, used = plan_mana(game, player, cost, options=options, what=what, exclude=exclude,
                           life_reserved=life_reserved, purpose=purpose)
    if plan is None:  # nothing left to pay with mana: the options (if any) paid it all
        spend_option_objects(game, options, used)
        return "{0}", used
    activate_planned(game, player, plan)
    spend_option_objects(game, options, used)
    return spend_planned(game, player, plan), used


def plan_mana(
    game: Game,
    player: int,
    cost: ManaCost,
    *,
    options: Sequence[PaymentOption] = (),
    what: str = "",
    exclude: Iterable[int] = (),
    life_reserved: int = 0,
    purpose: SpendPurpose | None = None,
) -> tuple[Payment | None, tuple[int, ...]]:
    """Choose how to pay ``cost`` (which options, which mana abilities): nothing is done yet.

    Returns the payment plan for what is left after options (None when
    nothing is left to pay) and the option objects chosen.
    """
    if cost.is_empty():
        return None, ()
    p = game.player(player)
    skip = set(exclude)
    sources = mana_sources(game, player, exclude=skip)
    life = p.life - life_reserved
    generic = cost.generic
    extra, generic_only = option_sources(options, sources)
    plan = solve_payment(
        cost, pool=p.mana_pool, sources=[*sources, *extra], life=life,
        generic_alternatives=min(len(generic_only), generic), purpose=purpose,
    )
    if not options and game.costly_mana_seen and (plan is None or any(
            src.sacrifice for src in plan.activated)):
        # CR 605.3a: a mana ability the solver doesn't plan, rather than no payment or a
        # sacrifice (docs/decisions.rst)
        plan = _with_costly_first(game, player, cost, skip, life_reserved, purpose,
                                  spare=plan is not None) or plan
    if plan is None:
        raise _cant_pay(game, player, cost, what, len({s.id for s in sources}))
    offered = [o for o in options if _can_pay_part(o, cost)]
    if not offered:
        return plan, ()
    needed = plan.generic_alternatives + len(plan.options)
    # the options the plan uses first: a caster answering with the first ``min`` offered
    # (an agent's default) pays as the plan does, never with a choice that can't pay
    planned = {oid for oid, _, _ in plan.options}
    offered.sort(key=lambda o: o.obj not in planned)
    used = _choose_options(game, player, cost, offered, needed)
    by_id = {o.obj: o for o in offered}
    chosen = [by_id[oid] for oid in used]
    # CR 601.2h: the chosen options pay first, each one mana; the rest is paid with mana
    cost = cost.reduce_generic(sum(1 for o in chosen if not o.mana))
    skip |= {o.obj for o in chosen if o.action == "tap"}
    sources = mana_sources(game, player, exclude=skip)
    forced = [ManaSource(id=o.obj, colors=o.mana, payment=o.name) for o in chosen if o.mana]
    if cost.is_empty():
        return None, used
    plan = solve_payment(cost, pool=p.mana_pool, sources=[*forced, *sources], life=life,
                         options_first=True, purpose=purpose)
    if plan is None:
        raise _cant_pay(game, player, cost, what, len({s.id for s in sources}))
    idle = [game.obj(o.id) for o in forced if o.id not in {i for i, _, _ in plan.options}]
    if idle:
        raise IllegalActionError(
            f"{', '.join(map(str, idle))} can't pay any of {cost}", rule="601.2h", step="601.2h")
    return plan, used


def _with_costly_first(game: Game, player: int, cost: ManaCost, skip: set[int],
                       life_reserved: int, purpose: SpendPurpose | None, *, spare: bool
                       ) -> Payment | None:
    """CR 601.2g, 605.3a: when the solver's sources can't pay ``cost`` (with ``spare``: not
    without sacrificing a permanent), the mana abilities it doesn't plan (life, mana,
    counters, "Activate only ...": :func:`costly_steps`) that make it payable (``spare``:
    costing only mana and {T}, then sacrificing nothing) are activated first and the rest is
    planned; None if none does."""
    steps = costly_steps(game, player, cost, purpose=purpose, exclude=skip,
                         life_reserved=life_reserved, spare=spare)
    if steps is None:
        return None
    activate_costly(game, player, steps)
    p = game.player(player)
    sources = mana_sources(game, player, exclude=skip)
    if spare:
        sources = [src for src in sources if not src.sacrifice]
    return solve_payment(cost, pool=p.mana_pool, sources=sources, life=p.life - life_reserved,
                         purpose=purpose)


def _can_pay_part(option: PaymentOption, cost: ManaCost) -> bool:
    """Whether ``option`` may pay any symbol of ``cost``: generic mana, or a symbol one of
    its types pays (CR 601.2h, 702.51a); the others aren't offered."""
    return bool(cost.generic) or any(
        s.kind not in ("generic", "snow", "colorless") and not set(s.colors).isdisjoint(option.mana)
        for s in cost.symbols)


def _choose_options(
    game: Game, player: int, cost: ManaCost, options: Sequence[PaymentOption], needed: int
) -> tuple[int, ...]:
    """Which option objects pay generic mana (601.2h): one decision per kind of option.

    The decision's kind is the option's name ("delve", "convoke"); together the
    choices pay at least ``needed`` (what mana can't) and at most what the options
    may pay: the generic part, and the coloured symbols for options paying a colour.
    """
    groups: dict[str, list[PaymentOption]] = {}
    for option in options:
        groups.setdefault(option.name, []).append(option)
    names = list(groups)
    used: list[int] = []
    for i, name in enumerate(names):
        group = groups[name]
        later = sum(len(groups[n]) for n in names[i + 1:])
        coloured = sum(1 for s in cost.symbols if s.kind != "generic")
        if any(o.mana for o in group):
            room = max(0, cost.generic + coloured - len(used))
        else:  # earlier choices may have paid coloured symbols: the payment checks it after
            room = max(0, cost.generic - max(0, len(used) - coloured))
        chosen = game.decide(
            kind=name,
            player=player,
            prompt=f"{name.capitalize()}: choose what pays generic mana of {cost}",
            options=tuple(o.obj for o in group),
            labels=tuple(str(game.obj(o.obj)) for o in group),
            min=min(max(0, needed - len(used) - later), room, len(group)),
            max=min(len(group), room),
            rule="601.2h",
        )
        used.extend(int(c) for c in chosen)
    return tuple(used)


def activate_planned(game: Game, player: int, plan: Payment) -> None:
    """CR 601.2g: activate the mana abilities the plan uses, before any cost is paid."""
    sacrificed = [str(game.obj(s.id)) for s in plan.activated if s.sacrifice]
    if sacrificed:  # the payer's policy: sacrifice for mana only when nothing else pays
        game.log_event("mana", "the cost can't be paid without sacrificing a permanent for "
                       f"mana: {', '.join(sacrificed)}", rule="601.2g")
    steps: Iterable[tuple[tuple[int, str], ManaSource]] = \
        zip(plan.activations, plan.activated, strict=True)
    for source in plan.activated:
        if source.counted:
            # CR 608.2h: mana counted as it resolves is counted before another of the plan's
            # mana abilities (a sacrifice) changes what it counts (stable: else plan order)
            steps = sorted(steps, key=lambda step: not step[1].counted)
            break
    for (source_id, colour), source in steps:
        activate_mana(game, player, source_id, colour, source.abilities)


def spend_option_objects(game: Game, options: Sequence[PaymentOption], used: Sequence[int]) -> None:
    """CR 601.2h: pay generic mana the other ways chosen (delve exiles, 702.66a; or tap)."""
    if not used:
        return
    by_id = {o.obj: o for o in options}
    counts: dict[str, int] = {}
    for oid in used:
        opt = by_id[oid]
        if opt.action == "exile":
            game.move(oid, Zone.EXILE, cause="cost", rule="702.66a")
        elif opt.action == "tap":
            game.tap(oid, rule="601.2h")
        counts[opt.name] = counts.get(opt.name, 0) + 1
    for name, n in counts.items():
        kind = "generic mana" if not any(o.mana for o in options if o.name == name) else "mana"
        game.log_event("cost", f"{n} {kind} paid by {name}", rule="601.2h")


def spend_planned(game: Game, player: int, plan: Payment) -> str:
    """CR 601.2h: spend the planned mana from the pool and pay the planned life."""
    p = game.player(player)
    try:
        pool = p.mana_pool.remove(plan.pool_used)
    except ValueError as exc:  # the pool changed since the plan was made
        raise IllegalActionError(str(exc), rule="601.2h", step="601.2h") from None
    game.set_pool(player, pool)
    for unit in plan.pool_used:
        if unit.restriction is not None:  # CR 106.6: said once per payment spending any
            game.log_event("mana", "restricted mana spent as its restriction allows: "
                           f"{unit.restriction.text}", rule="106.6")
            break
    if plan.life:
        # CR 107.4f, 119.4: the life planned for Phyrexian symbols is a part of the cost, paid
        # only from a life total at least that large (a mana ability's damage may have
        # lowered it since the plan): refused as that part, naming it (601.2h)
        life_part = PayLife(plan.life, text=f"{plan.life} life (Phyrexian mana)")
        if not life_part.can_pay(game, player, None):
            raise life_part.unpaid(game, player, None)
        game.lose_life(player, plan.life, rule="107.4f", paid=True)
    spent = "".join("{" + u.color + "}" for u in plan.pool_used)
    if plan.life:
        spent += f" and {plan.life} life"
    return spent or "{0}"


def pay_cost_parts(game: Game, player: int, source: int | None, cost: Cost, *,
                   sacrificed: list[int] | None = None) -> list[str]:
    """Pay the non-mana parts of a cost (CR 601.2h), each checked first. ``sacrificed``
    collects the ids the permanents sacrificed to pay it had on the battlefield."""
    if cost.unpayable:
        raise IllegalActionError("that cost can't be paid", rule="118.6", step="601.2h")
    done = []
    for part in cost.parts:
        if not part.can_pay(game, player, source):
            # CR 118.3, 601.2h: the part's own refusal, naming it and why, citing its rule
            # (701.21a, 701.9a): one wording for every refusal of a part (CostPart.unpaid)
            raise part.unpaid(game, player, source, cites=_unpayable_rules(game, part, source))
        sacrifice = sacrificed is not None and isinstance(part, (SacrificeCost, SacrificeEach,
                                                               SacrificeSelf, SacrificeAttached))
        before = game.ids_in(Zone.BATTLEFIELD) if sacrifice else ()
        done.append(part.pay(game, player, source))
        if sacrificed is not None and sacrifice:
            # "the sacrificed creature": what left the battlefield paying this part (701.21a)
            sacrificed.extend(i for i in before if _left_battlefield(game, i))
    return done


def _left_battlefield(game: Game, obj_id: int) -> bool:
    obj = game.find(obj_id)
    return obj is None or obj.zone is not Zone.BATTLEFIELD


def pay_cost(
    game: Game,
    player: int,
    source: int | None,
    cost: Cost,
    *,
    options: Sequence[PaymentOption] = (),
    what: str = "",
    exclude: Iterable[int] = (),
    sacrificed: list[int] | None = None,
    purpose: SpendPurpose | None = None,
) -> tuple[list[str], str, tuple[int, ...]]:
    """Pay a whole locked cost (CR 601.2g-h, and 602.2b for abilities): mana abilities first, then costs.

    601.2g has mana abilities activated before costs are paid, so a creature
    may tap for mana and then be sacrificed. When that order can't work (the
    payer tapped a creature a "tap an untapped creature" cost needed), the
    other order is tried: 601.2h lets costs be paid in any order. Returns the
    non-mana parts paid, the mana spent and the objects used by options; ``sacrificed``
    collects the permanents sacrificed by the cost's own parts (not by mana abilities);
    ``purpose``: what the mana pays for (CR 106.6).
    """
    if cost.unpayable:
        raise IllegalActionError("that cost can't be paid", rule="118.6", step="601.2h")
    life_reserved = sum(p.amount for p in cost.parts if isinstance(p, PayLife))

    def mana_first() -> tuple[list[str], str, tuple[int, ...]]:
        plan, used = plan_mana(game, player, cost.mana, options=options, what=what,
                               exclude=exclude, life_reserved=life_reserved, purpose=purpose)
        if plan is not None:
            activate_planned(game, player, plan)
        if sacrificed is not None:
            sacrificed.clear()  # an order tried before was undone
        # CR 601.2h, 603.2c: the cards the cost discards or exiles (delve's too), one event
        with game.one_event():
            paid = pay_cost_parts(game, player, source, cost, sacrificed=sacrificed)
            spend_option_objects(game, options, used)
        spent = spend_planned(game, player, plan) if plan is not None else "{0}"
        return paid, spent, used

    def parts_first() -> tuple[list[str], str, tuple[int, ...]]:
        if sacrificed is not None:
            sacrificed.clear()  # an order tried before was undone
        # CR 601.2h, 603.2c: the cards the cost discards or exiles (delve's too), one event
        with game.one_event():
            paid = pay_cost_parts(game, player, source, cost, sacrificed=sacrificed)
            # options whose object a part just used (exiled for escape) are gone (400.7)
            live = [o for o in options if game.find(o.obj) is not None]
            spent, used = pay_mana(game, player, cost.mana, options=live, what=what,
                                   exclude=exclude, purpose=purpose)
        return paid, spent, used

    if options and any(isinstance(p, ExileFromGraveyard) for p in cost.parts):
        # Escape's exiled cards and delve's compete for the graveyard: the exile part is
        # chosen first (601.2h: any order); mana sources on the battlefield are unaffected,
        # so activating them afterwards gives the same result as 601.2g's window.
        return parts_first()
    if cost.mana.is_empty() or not any(p.competes_with_mana for p in cost.parts):
        return mana_first()
    # a part may need a permanent a mana ability would tap ("tap an untapped creature"):
    # try both orders (601.2h: any order)
    error: IllegalActionError | None = None
    for attempt in (mana_first, parts_first):
        try:
            with game.transaction():
                return attempt()
        except IllegalAnswerError:
            raise  # CR 732: the player's illegal answer refuses the action; no second try
        except IllegalActionError as exc:
            error = error or exc
    assert error is not None
    raise error


#: The restriction kinds stopping a mana ability (CR 605.1a: it is an activated ability
#: too) and those stopping any other activated ability (602.5).
_STOPS_MANA = frozenset({"cant_activate"})
_STOPS_OTHERS = frozenset({"cant_activate", "cant_activate_unless_mana"})


def cost_words(cost: Cost) -> str:
    """A whole cost as words: its mana, then each other part ("{2}, Pay 3 life")."""
    return ", ".join([*([str(cost.mana)] if not cost.mana.is_empty() else []),
                      *(str(part) for part in cost.parts)]) or "{0}"


def can_pay_now(game: Game, payer: int, cost: Cost, source: int | None = None) -> bool:
    """Can ``payer`` pay all of ``cost`` now, mana abilities included (CR 118.3, 605.3a)?
    ``source``: the object a part's "this" names, if any."""
    p = game.player(payer)
    life = sum(part.amount for part in cost.parts if isinstance(part, PayLife))
    return not cost.unpayable and \
        all(part.can_pay(game, payer, source) for part in cost.parts) and \
        (cost.mana.is_empty() or solve_payment(
            cost.mana, pool=p.mana_pool, sources=mana_sources(game, payer),
            life=p.life - life, purpose=OTHER_PAYMENT) is not None)


def offer_to_pay(game: Game, payer: int, cost: Cost, spared: str, *, rule: str,
                 what: str, source: int | None = None) -> bool:
    """A player offered to pay ``cost`` so that ``spared`` ("... unless [player] pays
    [cost]", CR 118.12; "you may pay 2 life. If you don't, it enters tapped", 614.12): asked
    only when the whole cost can be paid now (118.3, 119.4: life only as much as they have),
    paid if they choose to (``what``: the payment's purpose in the log). True if paid."""
    if not can_pay_now(game, payer, cost, source):
        return False
    # the option reads as what is done: "pay {2}", "pay 3 life", "sacrifice a creature"
    shown = cost_words(cost)
    label = f"pay {shown}" if shown.startswith("{") else shown[:1].lower() + shown[1:]
    answer = game.decide(
        kind="pay_unless", player=payer, prompt=f"{label[:1].upper()}{label[1:]} so that "
        f"{spared}?", options=(True, False), labels=(label, "don't pay"), rule=rule,
    )
    if not answer[0]:
        return False
    paid, spent, _ = pay_cost(game, payer, source, cost, what=what, purpose=OTHER_PAYMENT)
    done = ", ".join([*([spent] if not cost.mana.is_empty() else []), *paid]) or "{0}"
    game.log_event("cost", f"{game.player(payer)} pays {done}: {spared}", rule=rule)
    return True


def activation_prohibited(game: Game, obj: GameObject, *, mana: bool = False) -> bool:
    """CR 602.5: "its activated abilities can't be activated" is on ``obj`` now (a
    :class:`~manastack.model.continuous.Restriction`); mana abilities are activated abilities
    too (605.1a), unless the restriction excepts them ("... unless they're mana abilities":
    ``cant_activate_unless_mana``). ``mana``: the ability asked about is a mana ability.
    An object of any zone with a name chosen by a "sources with the chosen name" effect
    (:class:`~manastack.model.continuous.NamedSourcesCantActivate`, CR 201.4) too."""
    result = current(game)
    if not result._rules:
        return False  # no rule effect in force (most passes), so no restriction either
    for effect, part in result.rules_of(NamedSourcesCantActivate, game):
        if mana and part.unless_mana:
            continue  # CR 605.1a: "unless they're mana abilities"
        chosen = kept_choice(game, effect.source, CHOSEN_NAME)
        if chosen is not None and game.chars(obj.id).name == chosen:
            return True  # CR 602.5, 201.4: the name chosen as its source entered
    if obj.zone is not Zone.BATTLEFIELD:
        return False
    kinds = _STOPS_MANA if mana else _STOPS_OTHERS
    return any(p.kind in kinds for _, p in result.rules_of(Restriction, game, obj))


def prohibited_error(obj: GameObject) -> IllegalActionError:
    return IllegalActionError(f"{obj}: its activated abilities can't be activated",
                              rule="602.5", step="602.2a")


def taps_source(cost: Cost) -> bool:
    return any(isinstance(p, (TapSelf, UntapSelf)) for p in cost.parts)


def _unpayable_rules(game: Game, part: CostPart, source: int | None) -> tuple[str, ...]:
    """The rules why ``part`` can't be paid for ``source``, beyond 601.2h: a tapped
    permanent can't be tapped for {T} (CR 107.5), an untapped one untapped for {Q} (107.6),
    a summoning-sick creature uses neither (302.6, 602.5a)."""
    if not isinstance(part, (TapSelf, UntapSelf)) or source is None:
        return ()
    obj = game.find(source)
    if obj is None:
        return ()
    if obj.tapped == isinstance(part, TapSelf):
        return ("107.5",) if isinstance(part, TapSelf) else ("107.6",)
    if game.chars(source).is_creature and game.summoning_sick(source):
        return ("302.6", "602.5a")
    return ()


def summoning_sick_error(game: Game, player: int, obj: GameObject) -> IllegalActionError:
    return IllegalActionError(
        f"{obj} has not been under {game.player(player)}'s control continuously since "
        "their most recent turn began: its {T}/{Q} abilities can't be activated",
        rule="302.6",
        step="602.5a",
    )


def spell_purpose(game: Game, obj_id: int,
                  additional: Iterable[AdditionalCost] = (), *,
                  has_x: bool = False) -> SpendPurpose:
    """CR 106.6: what mana paying for the spell ``obj_id`` is spent on: casting a spell of
    its card types, and whether it is multicolored (105.4); ``additional``: the additional
    costs announced for it (601.2b), a kicked spell's "kicker" among them (702.33d);
    ``has_x``: the cost paid contains {X} (107.3)."""
    ch = game.chars(obj_id)
    tl = ch.type_line
    return SpendPurpose("spell", frozenset(tl.card_types), multicolored=len(ch.colors) > 1,
                        subtypes=frozenset(tl.subtypes), supertypes=frozenset(tl.supertypes),
                        colorless=not ch.colors,
                        paid=frozenset(a.name for a in additional if a.times > 0)
                        if additional else frozenset(),
                        has_x=has_x)


def ability_purpose(game: Game, obj_id: int, *, has_x: bool = False) -> SpendPurpose:
    """CR 106.6: what mana paying for an activated ability of ``obj_id`` is spent on:
    activating an ability of a source of its types and colours; ``has_x``: its cost
    contains {X} (107.3)."""
    ch = game.chars(obj_id)
    tl = ch.type_line
    return SpendPurpose("ability", frozenset(tl.card_types), subtypes=frozenset(tl.subtypes),
                        supertypes=frozenset(tl.supertypes), colorless=not ch.colors,
                        has_x=has_x)


def _mana_output(game: Game, player: int, obj: GameObject, ability: ActivatedAbility) -> str:
    """The mana a mana ability activated by its index adds: its one type, or the type or
    output its controller chooses among several (a filter land's, CR 605.3b, 106.1b)."""
    options = [option for option, _ in ability.mana_choices]
    if len(options) == 1:
        return options[0]
    # CR 106.1b, 605.3b: "Add {W}, {B}, or {G}": the type is chosen as it resolves
    labels = ["".join(f"{{{c}}}" for c in out) for out in options]
    [chosen] = game.decide(kind="mana_output", player=player, prompt=f"{obj}: add which mana",
                           options=options, labels=labels, rule="605.3b")
    return str(chosen)


def activate_mana_ability(game: Game, player: int, obj: GameObject, index: int,
                          ability: ActivatedAbility, output: str | None) -> None:
    """Activate the mana ability ``ability`` (the ``index``-th of ``obj``), adding ``output``
    (one of its types or outputs; None: asked when it has several, CR 605.3b, 106.1b), its
    "Activate only ..." checked and noted (605.1a, 602.5b, 602.5d); it resolves at once
    (605.3a)."""
    from manastack.engine.permissions import (  # engine cycle: asked rarely
        check_restrictions,
        note_activation,
        sorcery_timing_ok,
    )

    limited = bool(ability.restrictions) or ability.sorcery_speed
    if limited:  # CR 605.1, 602.5b: "Activate only ..." limits a mana ability too
        if ability.sorcery_speed and not sorcery_timing_ok(game, player):
            raise IllegalActionError("this ability can be activated only as a sorcery",
                                     rule="602.5d", step="602.2a")
        check_restrictions(game, player, obj, ability)
    if ability.mana_effect:  # CR 608.2h: counted as it resolves
        activate_mana_effect(game, player, obj.id, index, planned=output)
    else:
        activate_mana(game, player, obj.id,
                      output if output is not None else _mana_output(game, player, obj, ability),
                      (index,))
    if limited:
        note_activation(game, obj.id, ability)


# --------------------------------------------------------------------------
# Mana abilities the solver doesn't plan, activated first when nothing else pays
# (CR 601.2g-h, 605.3a, 117.1, 732)
# --------------------------------------------------------------------------
#
# The solver's sources are mana abilities costing {T} and/or sacrificing their source. A
# player may activate any other mana ability while paying (601.2g, 605.3a): one costing life
# (Mana Confluence), mana (Cabal Coffers, a filter land, the Devotees' "{1}: Add ..."),
# counters (Wall of Roots), one adding several types at once (a bounce land's "Add {W}{U}"),
# or one limited to "once each turn" (602.5b). One limited to "as a sorcery" (Grinning Ignus)
# is not: what is paid for is on the stack (601.2a, 602.5d). When the solver can't pay a cost
# from the pool and its sources, the payer tries such abilities first: one, then two, the
# ones costing no life or permanent before the others (docs/decisions.rst). Each try is a
# probe undone whatever happens (732) in which no player is asked anything: an ability whose
# cost needs a choice (sacrificing another permanent, a discard) is left to be activated by
# hand. The listing of castable spells asks the same question (117.1).


#: One activation the payer may make first: (object id, ability index, the type or output it
#: adds, None for mana counted as it resolves)
Step = tuple[int, int, str | None]

#: Cost parts paid without a choice (CR 601.2h): the payer may pay them itself
_PLAIN_PARTS = (TapSelf, UntapSelf, PayLife, SacrificeSelf, RemoveCountersCost, ReturnSelf,
                PutCountersOnSelf, PayEnergy, ExileSelf)
#: At most this many mana abilities are activated first, and this many ways tried
_MOST_STEPS = 2
_MOST_TRIES = 64


class _Undo(Exception):
    """Ends a probe: everything it did is undone (CR 732)."""


def _plain(ability: ActivatedAbility) -> bool:
    """Whether the payer may activate ``ability`` while paying, paying its cost with no
    choice: its mana (paid as any cost, 601.2h) and parts of :data:`_PLAIN_PARTS` without X
    (107.3); never "Activate only as a sorcery": what is paid for is on the stack (601.2a,
    602.2a), so the stack isn't empty (602.5d); nor "as an instant": only with priority."""
    cost = ability.cost
    if ability.sorcery_speed or any(r.kind == "as_instant" for r in ability.restrictions):
        return False  # CR 602.5d, 605.3a: activated by hand, before paying
    return not cost.unpayable and not cost.mana.has_x and all(
        isinstance(p, _PLAIN_PARTS) and not p.has_x for p in cost.parts)


def _loses(ability: ActivatedAbility) -> bool:
    """The cost gives up more than mana and tapping: life, a permanent, counters (tried last)."""
    return any(not isinstance(p, (TapSelf, UntapSelf)) for p in ability.cost.parts)


def costly_abilities(game: Game, player: int) -> list[tuple[int, int, ActivatedAbility]]:
    """CR 605.1a, 605.3a: the mana abilities of ``player``'s permanents the solver doesn't plan
    (:func:`~manastack.engine.payment._automatic_abilities`) whose cost the payer may pay with
    no choice; those costing only mana and {T} first."""
    found: list[tuple[int, int, ActivatedAbility]] = []
    for oid in game.ids_in(Zone.BATTLEFIELD, player):
        listed = mana_abilities(game, oid)
        if not listed:
            continue
        planned = {entry.index for entry in _automatic_abilities(game, oid)}
        found.extend((oid, index, ability) for index, ability in listed
                     if index not in planned and _plain(ability)
                     and Zone.BATTLEFIELD.value in ability.zones)
    found.sort(key=lambda item: _loses(item[2]))
    return found


def _outputs(ability: ActivatedAbility, wanted: set[str]) -> list[str | None]:
    """The types or outputs worth trying for ``ability`` (CR 106.1b, 605.3b): those giving a
    type the cost names, else its first. Mana counted as it resolves (608.2h): None, then each
    color the cost names, planned as the color a "Choose a color" picks (601.2g, Nykthos)."""
    if ability.mana_effect:
        return [None, *sorted(wanted - {"C"})]
    options: list[str | None] = [option for option, _ in ability.mana_choices]
    useful: list[str | None] = [o for o in options
                                if o is not None and not wanted.isdisjoint(o)]
    return useful or options[:1]


def _activate(game: Game, player: int, steps: Sequence[Step]) -> None:
    """Activate ``steps`` in order (CR 605.3a), each checked as if activated by hand."""
    for oid, index, output in steps:
        obj = game.find(oid)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            raise IllegalActionError(f"object {oid} left the battlefield", rule="605.3a")
        ability = game.chars(oid).abilities[index]
        assert isinstance(ability, ActivatedAbility)
        activate_mana_ability(game, player, obj, index, ability, output)


#: What a probe leaves (CR 605.3a, 732): the pool, the solver's sources (none excluded) and
#: the life total once some costly mana abilities were activated; None: they can't be
_After = tuple[ManaPool, tuple[ManaSource, ...], int] | None


class Probes:
    """The costly mana abilities of one payer (:func:`costly_abilities`) and what activating
    each combination of them leaves (:data:`_After`), kept for one moment (CR 605.3a, 732):
    a listing asks :func:`costly_steps` of every cost the solver can't pay, and activating a
    combination doesn't depend on the cost, so each is probed once."""

    def __init__(self, game: Game, player: int) -> None:
        self.game = game
        self.player = player
        self._abilities: list[tuple[int, int, ActivatedAbility]] | None = None
        self._after: dict[tuple[Step, ...], _After] = {}

    @property
    def abilities(self) -> list[tuple[int, int, ActivatedAbility]]:
        if self._abilities is None:
            self._abilities = costly_abilities(self.game, self.player)
        return self._abilities

    def after(self, steps: tuple[Step, ...]) -> _After:
        """What activating ``steps`` leaves, probed once and undone (CR 605.3a, 732)."""
        if steps not in self._after:
            self._after[steps] = _probe(self.game, self.player, steps)
        return self._after[steps]


def _probe(game: Game, player: int, steps: Sequence[Step]) -> _After:
    """Activate ``steps`` (CR 605.3a) in a probe undone whatever happens (732), in which no
    player is asked anything: the pool, the solver's sources and the life total it left."""
    found: _After = None
    probing = game.probing
    game.probing = True
    try:
        with game.all_or_nothing():
            try:
                _activate(game, player, steps)
            except IllegalActionError:
                raise _Undo from None
            p = game.player(player)
            found = (p.mana_pool, tuple(mana_sources(game, player)), p.life)
            raise _Undo
    except _Undo:
        pass
    finally:
        game.probing = probing
    return found


def _pays_after(after: _After, cost: ManaCost, purpose: SpendPurpose | None,
                exclude: frozenset[int], life_reserved: int, spare: bool) -> bool:
    """Whether, once the steps leaving ``after`` are activated, the pool and the solver's
    sources (but ``exclude``; with ``spare``, none sacrificing its permanent) pay ``cost``
    (CR 601.2g-h): ``can_pay``, the solver's own yes or no."""
    if after is None:
        return False
    pool, sources, life = after
    usable = [src for src in sources if src.id not in exclude and not (spare and src.sacrifice)]
    return can_pay(cost, pool=pool, sources=usable, life=life - life_reserved, purpose=purpose)


def costly_steps(game: Game, player: int, cost: ManaCost, *,
                 purpose: SpendPurpose | None = None, exclude: Iterable[int] = (),
                 life_reserved: int = 0, spare: bool = False,
                 probes: Probes | None = None) -> tuple[Step, ...] | None:
    """CR 601.2g-h, 605.3a: the fewest mana abilities of :func:`costly_abilities` (at most
    two) whose activation first lets the solver pay ``cost``, or None. With ``spare`` (the
    solver's plan would sacrifice a permanent), only abilities costing mana and {T}, the
    solver then sacrificing nothing. ``probes``: the probes kept for this moment (a listing
    asks of every cost). Never asked while a probe runs (no probe within a probe)."""
    if game.probing:
        return None
    if probes is None:
        probes = Probes(game, player)
    skip = frozenset(exclude)
    found = [item for item in probes.abilities if item[0] not in skip
             and not (spare and _loses(item[2]))]
    if not found:
        return None
    wanted = {c for s in cost.symbols for c in s.colors} | {"C"}
    choices = [[(oid, index, out) for out in _outputs(ability, wanted)]
               for oid, index, ability in found]
    tries = 0
    for count in range(1, min(_MOST_STEPS, len(choices)) + 1):
        for group in itertools.combinations(choices, count):
            for steps in itertools.product(*group):
                tries += 1
                if tries > _MOST_TRIES:
                    return None
                if _pays_after(probes.after(steps), cost, purpose, skip, life_reserved,
                               spare):
                    return steps
    return None


def activate_costly(game: Game, player: int, steps: Sequence[Step]) -> None:
    """CR 601.2g, 605.3a: activate the mana abilities :func:`costly_steps` found, before the
    cost is paid; logged as the payer's last resort."""
    names = ", ".join(str(game.obj(oid)) for oid, _, _ in steps)
    game.log_event("mana", "the cost can't be paid by the mana abilities costing only {T}: "
                   f"the payer activates {names} first", rule="601.2g")
    _activate(game, player, steps)
