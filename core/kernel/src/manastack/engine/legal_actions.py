"""The legal actions of a priority decision (CR 117.1): what can be cast, activated or played now.

Most priorities find nothing to do but pass. Before a card's spell and total cost are built
(CR 601.2f) or an ability's activation checked (602.2), a necessary condition is asked: the
fewest units of mana its cost could take (:attr:`~manastack.model.mana.ManaCost.least_units`)
is no more than the payer's pool and sources could make
(:attr:`~manastack.engine.affordability.Affordability.most_units`), and no plain coloured or
{C} symbol needs more units of its type than they could make of it
(:meth:`~manastack.engine.affordability.Affordability.most_of`, CR 107.4). It is asked of a
spell only when nothing could lower its cost now
(:meth:`~manastack.engine.affordability.Affordability.may_lower`: no reduction,
601.2f, 118.7; no other way to pay, 601.2h), so what it rules out the full check would rule
out too. :data:`VERIFY_SKIPS` lists every priority both ways and compares.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

import attrs

from manastack.engine.activation import check_activation, may_be_reduced, reduction_of
from manastack.engine.affordability import Affordability
from manastack.engine.casting import restriction_reasons, spell_ability, with_changed_text
from manastack.engine.faces import castable_faces, land_faces
from manastack.engine.layers import as_though, as_though_possible, current
from manastack.engine.payment import (
    ability_purpose,
    option_sources,
    spell_purpose,
    taps_source,
)
from manastack.engine.permissions import (
    all_permissions,
    cast_restriction_unmet,
    sorcery_timing_ok,
    timing_allows,
)
from manastack.engine.play_from_exile import exiled_with_permission, may_play_land
from manastack.engine.special_actions import special_actions
from manastack.engine.targets import aura_target, mode_targets_ok
from manastack.engine.total_cost import (
    compute_total,
    generic_alternatives,
    payment_options,
    spell_has_x,
)
from manastack.engine.zone_plays import zone_lands
from manastack.errors import CardDataError, IllegalActionError
from manastack.model.abilities import (
    ActivatedAbility,
    AdditionalCostAbility,
    ModalActivatedAbility,
)
from manastack.model.actions import ActivateAbility, CastSpell, PlayLand
from manastack.model.cost_parts import TapUntapped
from manastack.model.costs import reduce_cost
from manastack.model.objects import Zone
from manastack.model.spells import (
    AdditionalCost,
    CastingPermission,
    Spell,
)

if TYPE_CHECKING:
    from collections.abc import Sequence

    from manastack.engine.game import Game
    from manastack.model.mana import ManaSource
    from manastack.model.objects import GameObject


# --------------------------------------------------------------------------
# Legal actions (what a player may do with priority, CR 117.1)
# --------------------------------------------------------------------------


#: Set (tests, ``manastack simulate --check``: an :class:`~manastack.invariants.CheckedGame`)
#: to list every priority without the mana bound as well: a difference raises.
VERIFY_SKIPS = False

#: Each zone's value (CR 113.6: the zones an ability functions in are written so), read
#: from a dict: ``Zone.value`` is a Python-level descriptor, a call for every ability listed.
_ZONE_VALUE = {zone: zone.value for zone in Zone}

#: Whether a priority outside sorcery timing with nothing to cast or activate is answered by
#: :func:`_pass_only` without the full listing (off in tests comparing games without it).
PASS_ONLY = True


def legal_priority_actions(game: Game, player: int) -> list[Any]:
    """Play a land, cast a spell, activate an ability: each option currently possible.

    Affordability is checked with the cheap payer test (X as 0, optional costs
    unpaid, the automatic announcement of hybrid and Phyrexian symbols);
    casting checks everything again and rolls back if it fails. Mana
    abilities (``ActivateMana``) are accepted at any time but not listed.
    """
    permissions: list[CastingPermission] | None = None
    shortcut = False
    if PASS_ONLY and not sorcery_timing_ok(game, player):
        permissions = all_permissions(game, player)  # asked once: the listing reads them too
        shortcut = _pass_only(game, player, permissions)
    # CR 116.2: with nothing to cast or activate, what's left is the special actions
    out = special_actions(game, player) if shortcut else \
        _listing(game, player, bound=True, permissions=permissions)
    if VERIFY_SKIPS or game.verify_skips:
        full = _listing(game, player, bound=False)
        if full != out:
            what = "the pass-only shortcut changed the legal actions (CR 117.1a, 307.1)" \
                if shortcut else "the mana bound changed the legal actions (CR 117.1, 601.2f-h)"
            raise AssertionError(f"{what}: {out!r} != {full!r}")
    return out


def _pass_only(game: Game, player: int,
               permissions: list[CastingPermission] | None = None) -> bool:
    """Whether ``player`` could neither play a land, nor cast a card, nor activate an
    ability now, found without building a spell or a cost: outside sorcery timing (CR
    307.1, 305.1), no permission whose timing (its own, else the card's, 117.1a) allows
    casting now (an instant or a card with flash, 304.1, 702.8, 609.4), and no ability that isn't a
    mana ability (605.3a) without "Activate only as a sorcery" (602.5d) in a zone it
    functions from (113.6). Necessary conditions of the full listing only: it lists nothing
    else then (but special actions, 116.2). ``permissions``: ``all_permissions``' answer
    now, when asked already."""
    if sorcery_timing_ok(game, player):
        return False
    objects = game.state.objects
    # the kernel's permissions are kept while the hand stands (hand_permissions), and a
    # plugin's hook is asked only when a card with its keyword is in reach (reads_keyword)
    if permissions is None:
        permissions = all_permissions(game, player)
    chars = game.chars
    flash_granted: bool | None = None  # CR 609.4: whether to ask, read once for the hand
    for perm in permissions:
        timing = perm.timing
        if timing == "sorcery":
            continue
        obj = objects.get(perm.obj)
        if obj is None or obj.zone is not perm.zone or not obj.card.playable:
            continue  # the listing skips it too
        if timing is not None or obj.card.halves or chars(obj.id).instant_speed:
            return False  # "now" (CR 608.2g) or "instant"; each half its own (709.3a); 304.1
        if flash_granted is None:
            flash_granted = as_though_possible(game)
        if flash_granted and as_though(game, "cast", "flash", obj):
            return False  # CR 609.4: "as though it had flash" (has_instant_timing's test)
    battlefield = Zone.BATTLEFIELD
    on_battlefield = _ZONE_VALUE[battlefield]
    for _, _, ability in game.activated_in(battlefield, player):
        if not ability.is_mana_ability and not ability.sorcery_speed and \
                on_battlefield in ability.zones:
            return False
    for other in range(len(game.state.players)):
        if other != player:
            for _, _, ability in game.activated_in(battlefield, other):
                if ability.any_player and not ability.is_mana_ability and \
                        not ability.sorcery_speed:
                    return False  # CR 602.2: "Any player may activate this ability"
    for zone in (Zone.HAND, Zone.GRAVEYARD):
        where = _ZONE_VALUE[zone]
        for _, _, ability in game.activated_in(zone, player):
            if not ability.sorcery_speed and where in ability.zones:
                return False  # CR 113.6b, 113.6j: cycling, and the like
    return True


def _listing(game: Game, player: int, *, bound: bool,
             permissions: list[CastingPermission] | None = None) -> list[Any]:
    """The legal actions (CR 117.1); ``permissions``: ``all_permissions``' answer now, when
    asked already."""
    out: list[Any] = []
    p = game.player(player)
    sorcery_ok = sorcery_timing_ok(game, player)
    payer = Affordability(game, player, bound=bound)
    if sorcery_ok and p.lands_played < game.land_plays(player):
        seen: set[str] = set()
        for obj in game.hand(player):
            if not obj.card.playable or obj.card.name in seen:
                continue
            if obj.card.layout == "modal_dfc" and obj.card.halves:
                # CR 712.12: each land face of a modal double-faced card is an option
                seen.add(obj.card.name)
                out.extend(PlayLand(obj.id, obj.card.halves[i].name, face=i)
                           for i in land_faces(obj.card))
            elif obj.card.type_line.has_type("Land"):
                seen.add(obj.card.name)
                out.append(PlayLand(obj.id, obj.card.name))
        if game.state.tagged:
            # CR 305.1: a land an effect lets this player play from exile
            out.extend(PlayLand(obj.id, obj.card.name) for obj in exiled_with_permission(game)
                       if obj.card.playable and obj.card.type_line.has_type("Land")
                       and not obj.card.halves and may_play_land(obj, player))
        if current(game).zone_plays:
            # CR 116.2a: a land an effect lets this player play from their graveyard or their
            # library's top
            zone_seen: set[tuple[str, Zone]] = set()
            for obj in zone_lands(game, player):
                if obj.card.playable and (obj.card.name, obj.zone) not in zone_seen:
                    zone_seen.add((obj.card.name, obj.zone))
                    out.append(PlayLand(obj.id, obj.card.name))
    casts: list[CastSpell] = []
    seen_cast: set[tuple[str, str, str]] = set()
    # copies of one card in one zone with the same permission cost get the same answer:
    # a refusal is checked once (a graveyard full of cards with escape from Underworld Breach)
    refused: set[tuple[str, str, str, str]] = set()
    if permissions is None:
        permissions = all_permissions(game, player)
    for perm in permissions:
        card_obj = game.find(perm.obj)
        if card_obj is None or not card_obj.card.playable or card_obj.zone is not perm.zone:
            continue
        key = (card_obj.card.name, perm.name, str(card_obj.zone))
        if key in seen_cast:
            continue
        refusal = (*key, str(perm.cost))
        if refusal in refused:
            continue
        faces = castable_faces(card_obj.card, perm.name)
        if faces:
            # CR 709.3a, 712.11c, 715.3a: each half or face is an option of its own, checked
            # alone
            for index in faces:
                half = card_obj.card.halves[index]
                as_half = card_obj.replace(card=half)
                if timing_allows(game, player, as_half, perm) and \
                        cast_restriction_unmet(game, player, as_half) is None and \
                        castable(game, player, as_half, perm, payer):
                    seen_cast.add(key)
                    casts.append(CastSpell(card_obj.id, perm.name, half.name, half=index))
            continue
        if not timing_allows(game, player, card_obj, perm) or \
                cast_restriction_unmet(game, player, card_obj) is not None:
            continue  # CR 601.3: its own "Cast this spell only ..."
        if castable(game, player, card_obj, perm, payer):
            seen_cast.add(key)
            casts.append(CastSpell(card_obj.id, perm.name, card_obj.card.name))
        else:
            refused.add(refusal)
    out.extend(casts)
    # the activated abilities come from an index kept while the characteristics stand: most
    # priorities find none but the lands' mana abilities (CR 605.3a: not listed)
    # CR 732: each activatable() may pay in a trial that is undone (a mana source sacrificed,
    # Omni-Cheese Pizza): the objects are read from the game as it is after it, not kept
    on_battlefield = _ZONE_VALUE[Zone.BATTLEFIELD]
    for oid, index, ability in game.activated_in(Zone.BATTLEFIELD, player):
        if ability.is_mana_ability or on_battlefield not in ability.zones:
            continue  # CR 113.6b: an ability of the graveyard (unearth) isn't one of a permanent
        if ability.sorcery_speed and not sorcery_ok:
            continue
        obj = game.state.objects[oid]
        if activatable(game, player, obj, ability, payer):
            out.append(ActivateAbility(obj.id, index, obj.card.name))
    # CR 602.2: "Any player may activate this ability" on another player's permanent
    for other in range(len(game.state.players)):
        if other == player:
            continue
        for oid, index, ability in game.activated_in(Zone.BATTLEFIELD, other):
            if not ability.any_player or ability.is_mana_ability or \
                    (ability.sorcery_speed and not sorcery_ok):
                continue
            obj = game.state.objects[oid]
            if activatable(game, player, obj, ability, payer):
                out.append(ActivateAbility(obj.id, index, obj.card.name))
    # CR 113.6b, 113.6j: abilities that function in the hand (cycling, 702.29a) or in the
    # graveyard (unearth, 702.84a), activated by the card's owner (602.2)
    for zone in (Zone.HAND, Zone.GRAVEYARD):
        where = _ZONE_VALUE[zone]
        for oid, index, ability in game.activated_in(zone, player):
            if where not in ability.zones:
                continue
            if ability.sorcery_speed and not sorcery_ok:
                continue
            obj = game.state.objects[oid]
            if activatable(game, player, obj, ability, payer):
                out.append(ActivateAbility(obj.id, index, obj.card.name))
    # CR 116.2f, 116.2h, 116.2k: keywords' special actions, offered by their plugins
    out.extend(special_actions(game, player))
    return out


def castable(
    game: Game, player: int, obj: GameObject, perm: CastingPermission,
    payer: Affordability | Sequence[ManaSource] | None = None,
) -> bool:
    """A quick check that casting ``obj`` through ``perm`` can succeed (no decision asked);
    with a choice between additional costs (CR 601.2b), with one of them at least."""
    if not isinstance(payer, Affordability):
        payer = Affordability(game, player)
    printed = [a for a in obj.card.abilities if isinstance(a, AdditionalCostAbility)]
    for costs in itertools.product(*(a.choices() for a in printed)):
        extra = tuple(AdditionalCost(name="additional", cost=c) for c in costs)
        if _castable_with(game, player, obj, perm, payer, extra):
            return True
    return False


def _castable_with(
    game: Game, player: int, obj: GameObject, perm: CastingPermission,
    payer: Affordability | Sequence[ManaSource] | None, extra: tuple[AdditionalCost, ...],
) -> bool:
    """A quick check that casting ``obj`` through ``perm`` can succeed (no decision asked).

    Necessary conditions only where choices matter (X as 0, optional
    additional costs unpaid, targets exist for enough modes); the cast itself
    checks everything again. The cost is checked first: it is cached per
    listing and rules out most cards.
    """
    if not isinstance(payer, Affordability):
        payer = Affordability(game, player)
    # CR 601.2f-h: a base cost more than the payer could pay, with nothing to lower it, stays
    # out of reach whatever is added (additional costs, increases): no spell is built
    if payer.bound and not perm.without_paying:
        base = perm.cost.mana if perm.cost is not None else obj.card.mana_cost
        if payer.out_of_reach(base) and not payer.may_lower(obj) and not payer.costly:
            return False
    spell = Spell(obj=obj.id, card=obj.card, controller=player, permission=perm,
                  from_zone=obj.zone, text=obj.card.text, ability=spell_ability(obj.card),
                  provisional=True, x=0, without_paying=perm.without_paying, additional=extra)
    total, _ = compute_total(game, spell)
    if total.unpayable:
        return False
    for part in total.parts:
        if not part.can_pay(game, player, obj.id):
            return False
    alternatives = 0
    once: list[ManaSource] = []
    if not total.mana.is_empty():
        options = payment_options(game, spell)
        if options:  # CR 601.2h: each object pays once, as mana or as an option
            once, generic_only = option_sources(options, payer.sources)
            alternatives = generic_alternatives(game, total, generic_only)
    if not payer.can_pay(total.mana, alternatives, extra=once,
                         purpose=lambda: spell_purpose(  # CR 106.6
                             game, obj.id, extra, has_x=spell_has_x(spell))):
        return False
    try:
        spell = with_changed_text(game, spell)  # overload: no targets needed (702.96b)
    except CardDataError:
        return False  # the changed text is not understood: casting would fail
    if restriction_reasons(game, spell):
        return False  # CR 601.2e would refuse it: don't offer it
    ability = spell.ability
    if ability is not None:
        if ability.modal:
            ok = 0
            for mode in ability.modes:
                ok += mode_targets_ok(game, player, obj.id, mode, spell=True)
                if ok >= ability.min_modes or (ok and ability.repeatable):
                    return True  # CR 700.2d: one choosable mode may fill every choice
            return ok >= ability.min_modes
        return all(mode_targets_ok(game, player, obj.id, m, spell=True) for m in ability.modes)
    # CR 702.103d: the characteristics the spell will have once cast through ``perm``
    abilities = game.chars(obj.id).abilities
    if perm.characteristics:
        ch = game.chars(obj.id)
        for change in perm.characteristics:
            ch = change.apply(ch, obj, game)
        abilities = ch.abilities
    aura = aura_target(abilities)
    return aura is None or len(aura.candidates(game, player, obj.id)) >= aura.min


def activatable(
    game: Game, player: int, obj: GameObject, ability: ActivatedAbility,
    payer: Affordability | Sequence[ManaSource] | None = None,
) -> bool:
    """A quick check that the ability can be activated now (302.6, costs, targets)."""
    if not isinstance(payer, Affordability):
        payer = Affordability(game, player)
    if payer.bound and not may_be_reduced(game, ability) and \
            payer.out_of_reach(ability.cost.mana) and not payer.costly:
        return False  # CR 602.2b, 601.2g-h: more mana than the payer could make
    try:
        check_activation(game, player, obj, ability)
    except IllegalActionError:
        return False
    taps_itself = taps_source(ability.cost)
    for part in ability.cost.parts:
        part = part.with_x(0)  # X as 0 (107.3a)
        if taps_itself and isinstance(part, TapUntapped):
            # CR 107.5, 118.3: the permanent {T} taps can't also be tapped for "tap an
            # untapped Ally you control" (Malakir Soothsayer's cohort): another one must
            part = attrs.evolve(part, other=True)
        if not part.can_pay(game, player, obj.id):
            return False
    if isinstance(ability, ModalActivatedAbility):
        # CR 700.2a, 601.2c: enough modes whose targets can be chosen
        if sum(mode_targets_ok(game, player, obj.id, m) for m in ability.modes) < \
                max(1, ability.min_modes):
            return False
    elif not mode_targets_ok(game, player, obj.id, ability.effect):
        return False
    mana = ability.cost.mana.with_x(0)
    off = reduction_of(game, player, obj.id, ability)
    if off is not None:  # CR 602.2b, 601.2f: "This ability costs {1} less to activate ..."
        mana = reduce_cost(mana, off)
    return payer.can_pay(mana, exclude=obj.id if taps_itself else None,
                         purpose=lambda: ability_purpose(  # CR 106.6
                             game, obj.id, has_x=ability.cost.mana.has_x))
