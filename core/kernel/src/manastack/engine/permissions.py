"""What a player may cast, and when (CR 601.2a, 601.3, 117.1a, 307.1): the kernel's permission to cast
from hand, plugins' permissions, timing, and casting prohibitions (101.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.engine.faces import ADVENTURE_PERMISSION, on_adventure
from manastack.engine.hook_scopes import call_for_player
from manastack.engine.layers import as_though, current
from manastack.engine.play_from_exile import exile_cast_permissions
from manastack.engine.total_cost import rule_statics
from manastack.engine.zone_plays import zone_cast_permissions
from manastack.errors import IllegalActionError, UnsupportedCardError
from manastack.model.abilities import (
    FLASH_FOR_MORE,
    ActivatedAbility,
    ActivationRestriction,
    CastRestriction,
    FlashForMore,
    PrintedAlternativeCost,
)
from manastack.model.continuous import ContinuousEffect
from manastack.model.objects import SHARED, Card, GameObject, Zone
from manastack.model.spells import CastingPermission, CastProhibition, Spell
from manastack.model.turns import Step

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from manastack.engine.game import Game


# --------------------------------------------------------------------------
# Permissions and timing
# --------------------------------------------------------------------------


#: Set (tests; on in every :class:`~manastack.invariants.CheckedGame` through
#: ``Game.verify_skips``) to build the kernel's hand permissions anew as well: a difference
#: from the kept ones raises.
VERIFY_SKIPS = False


def _hand_permission(obj: GameObject) -> CastingPermission | None:
    """CR 601.2a, 305.1: the permission to cast ``obj`` from hand, none for a land (played,
    not cast). It reads only the object's id and printed card."""
    if obj.card.type_line.has_type("Land"):
        return None
    return CastingPermission(name="hand", obj=obj.id, zone=Zone.HAND, alternative=False,
                             label="from hand")


def hand_permissions(game: Game, player: int) -> list[CastingPermission]:
    """CR 601.2a: the kernel's permission to cast a nonland card from your hand (the plugin
    ``core`` answers it through manastack_casting_permissions).

    Asked at every priority: the answer is kept while the hand holds the same objects (the
    same ids, each the same object: objects are immutable and replaced on any change, and a
    card put into a hand is a new object, CR 400.7), since it reads only their ids and
    printed cards."""
    ids = game.ids_in(Zone.HAND, player)
    objects = game.state.objects
    kept = game.hand_permissions_kept.get(player)
    if kept is not None and kept[0] is ids and game.holds_same(ids, kept[1]):
        found = kept[2]
        printed = game.printed_alternatives_kept[player]
    else:
        held = tuple(map(objects.__getitem__, ids))
        found = [p for p in map(_hand_permission, held) if p is not None]
        printed = _printed_alternatives(held)
        game.hand_permissions_kept[player] = (ids, held, found)
        game.printed_alternatives_kept[player] = printed
    # CR 118.9: the conditions are asked now; only which cards print such a cost is kept
    alternatives = _alternative_permissions(game, player, printed) if printed else []
    if VERIFY_SKIPS or game.verify_skips:
        fresh = [p for p in map(_hand_permission, game.hand(player)) if p is not None]
        if fresh != found:
            raise AssertionError(f"the kept hand permissions differ from new ones (CR 601.2a): "
                                 f"{found!r} != {fresh!r}")
        fresh = printed_alternative_permissions(game, player)
        if fresh != alternatives:
            raise AssertionError(f"the kept printed alternative costs differ from new ones "
                                 f"(CR 118.9): {alternatives!r} != {fresh!r}")
    # a new list: the kept one stays
    out = found + alternatives + adventure_permissions(game, player) + \
        exile_cast_permissions(game, player)
    if current(game).zone_plays:
        # CR 601.3: an effect lets a player cast cards from their graveyard or library
        out += zone_cast_permissions(game, player)
    return out


#: The name of the permission a printed alternative cost gives (``cast ... using=...``).
PRINTED_ALTERNATIVE = "alternative cost"


def printed_alternative_permissions(game: Game, player: int) -> list[CastingPermission]:
    """CR 118.9, 601.2b: "[If condition,] you may [cost] rather than pay this spell's mana
    cost": cast a card from your hand paying that cost instead, while its condition holds
    (asked now: only which cards print one is kept with the hand). Only the hand, like the
    keywords' alternative costs (:class:`~manastack.engine.hand_casts.HandAlternativeCost`);
    118.9a: never with another."""
    return _alternative_permissions(game, player, _printed_alternatives(game.hand(player)))


def _printed_alternatives(held: Iterable[GameObject]) -> tuple[
        tuple[GameObject, PrintedAlternativeCost | FlashForMore], ...]:
    """CR 118.9, 702.8a: the cards of a hand that print an alternative cost or "as though it
    had flash", with that ability: it reads only their printed cards, so it is kept with the
    hand (:func:`hand_permissions`)."""
    out: list[tuple[GameObject, PrintedAlternativeCost | FlashForMore]] = []
    for obj in held:
        for ability in obj.card.abilities:
            # both classes are final (typing.final): an exact type, not isinstance, per ability
            if type(ability) in _PRINTED_KINDS:
                out.append((obj, ability))  # type: ignore[arg-type]
    return tuple(out)


#: The abilities :func:`_printed_alternatives` looks for (CR 118.9, 702.8a).
_PRINTED_KINDS: frozenset[type] = frozenset({PrintedAlternativeCost, FlashForMore})


def _alternative_permissions(
        game: Game, player: int,
        printed: Iterable[tuple[GameObject, PrintedAlternativeCost | FlashForMore]],
) -> list[CastingPermission]:
    """CR 118.9, 601.2f: the permissions the printed abilities ``printed`` give now (a
    condition is asked at each call)."""
    out: list[CastingPermission] = []
    for obj, ability in printed:
        if isinstance(ability, PrintedAlternativeCost) and (
                ability.condition is None or ability.condition(game, player, obj.id)):
            free = ability.without_paying
            said = "without paying its mana cost" if free else \
                f"for its alternative cost {ability.cost}"
            out.append(CastingPermission(
                name=PRINTED_ALTERNATIVE, obj=obj.id, zone=Zone.HAND,
                cost=None if free else ability.cost, without_paying=free,
                alternative=True, label=f"{said}, CR 118.9", data={"rule": "118.9"}))
        elif isinstance(ability, FlashForMore):
            # CR 702.8a, 601.2f: any time an instant could be cast, for more mana
            out.append(CastingPermission(
                name=FLASH_FOR_MORE, obj=obj.id, zone=Zone.HAND, alternative=False,
                timing="instant", label=f"as though it had flash for {ability.amount} "
                "more, CR 601.2f", data={"rule": "601.2f"}))
    return out


def adventure_permissions(game: Game, player: int) -> list[CastingPermission]:
    """CR 715.3d: the player who cast an Adventure may cast the card exiled as it resolved,
    for as long as it stays exiled (not as an Adventure again: :func:`castable_faces`)."""
    held = game.state.zones[(Zone.EXILE, SHARED)]
    if not held:
        return []  # asked at every priority: an empty exile holds no card on an adventure
    # which exiled cards are on an adventure reads only the exiled objects (immutable): kept
    # while exile holds the same ones (a graveyard delved away is read once, not at each
    # priority)
    objects = game.state.objects
    kept = game.adventures_kept
    if kept is not None and kept[0] == held and game.holds_same(held, kept[1]):
        found = kept[2]
    else:
        exiled = tuple(map(objects.__getitem__, held))
        found = tuple((obj, on_adventure(obj)) for obj in exiled
                      if on_adventure(obj) is not None)
        game.adventures_kept = (held, exiled, found)
    if VERIFY_SKIPS or game.verify_skips:
        fresh = tuple((obj, on_adventure(obj)) for obj in game.objects_in(Zone.EXILE)
                      if on_adventure(obj) is not None)
        if fresh != found:
            said = [[(obj.id, obj.card.name, caster) for obj, caster in f] for f in (found, fresh)]
            raise AssertionError(f"the kept cards on an adventure differ from new ones (CR "
                                 f"715.3d): {said[0]} != {said[1]}")
    return [
        CastingPermission(name=ADVENTURE_PERMISSION, obj=obj.id, zone=Zone.EXILE,
                          alternative=False, label="from exile, on an adventure")
        for obj, caster in found
        if caster == player
    ]


def all_permissions(game: Game, player: int) -> list[CastingPermission]:
    """Every permission ``player`` has now to cast a card: casting from hand (the kernel's
    own, CR 601.2a) and plugins' (flashback, escape...), through the hook."""
    ruleset = game.rules.ruleset
    if not ruleset.has_impls("manastack_casting_permissions"):
        return []
    # an implementation declared with reads_keyword is asked only when its scope holds an
    # object now: it would answer nothing else (three such hooks were ~7% of a game)
    out: list[CastingPermission] = []
    for found in call_for_player(game, "manastack_casting_permissions", player):
        out.extend(found)
    return out


def permissions_for(game: Game, player: int, obj_id: int) -> list[CastingPermission]:
    """The permissions ``player`` has now to cast the object ``obj_id`` (CR 601.2a): one is
    chosen when several apply (SEED-42)."""
    return [p for p in all_permissions(game, player) if p.obj == obj_id]


def has_instant_timing(game: Game, obj: GameObject) -> bool:
    """CR 304.1, 702.8 (flash): instants and cards with flash may be cast any time;
    so may cards an effect lets you cast "as though [they] had flash" (609.4)."""

    return game.chars(obj.id).instant_speed or as_though(game, "cast", "flash", obj)


def sorcery_timing_ok(game: Game, player: int) -> bool:
    """CR 307.1, 117.1a: main phase of your turn, stack empty."""
    t = game.state.turn
    return t.active == player and t.step.is_main and not game.state.zones[(Zone.STACK, -1)]


def timing_allows(game: Game, player: int, obj: GameObject, permission: CastingPermission) -> bool:
    """CR 117.1a: the permission's timing if it sets one, else the card's (SEED-40)."""
    timing = permission.timing
    if timing == "now":
        return True  # CR 608.2g: an effect lets the player cast it while it resolves
    if sorcery_timing_ok(game, player):
        return True  # CR 307.1: a sorcery may be cast now, so anything may (the card unread)
    if timing is None:
        timing = "instant" if has_instant_timing(game, obj) else "sorcery"
    return timing == "instant"


def cast_with_permission(obj: GameObject | None, *, plugin: str,
                         permission: str) -> Spell | None:
    """CR 608.3: the spell ``obj`` became as it resolved, when ``obj`` is a permanent and
    that spell was cast with the permission named ``permission`` that ``plugin`` gives
    (a keyword's "if its [keyword] cost was paid": blitz 702.152a, dash 702.109a); None
    otherwise. A permanent that left the battlefield and came back is a new object (400.7),
    no longer that spell."""
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return None
    spell = obj.tags.get("cast")
    if isinstance(spell, Spell) and spell.permission.plugin == plugin and \
            spell.permission.name == permission:
        return spell
    return None


def cast_as_spell(obj: GameObject | None, *, plugin: str, permission: str) -> Spell | None:
    """CR 601.2a, 613.2, 608.3: the spell ``obj`` is on the stack, or the spell the permanent
    ``obj`` became as it resolved, when it was cast with the permission named ``permission``
    that ``plugin`` gives and that permission still carries the characteristics it gives the
    spell ("cast as": prototyped 718.3b, bestowed 702.103b; 702.103e takes them away). None
    anywhere else: a card in another zone, or back on the battlefield later, is a new object
    with its normal characteristics (400.7, 718.4)."""
    if obj is None:
        return None
    if obj.zone is Zone.STACK:
        spell: object = obj.spell
    elif obj.zone is Zone.BATTLEFIELD:
        spell = obj.tags.get("cast")
    else:
        return None
    if isinstance(spell, Spell) and spell.permission.plugin == plugin and \
            spell.permission.name == permission and spell.permission.characteristics:
        return spell
    return None


def cast_as_effects(game: Game, cast_as: Callable[[GameObject], Spell | None], *, rule: str,
                    text: str) -> list[ContinuousEffect]:
    """CR 613.1, 611.3, 601.2a: the continuous effects of being cast "as" something: for each
    spell on the stack and each permanent for which ``cast_as`` gives the spell it is or became
    (:func:`cast_as_spell`, plus the plugin's own conditions), one effect applying the
    characteristics its casting permission carries (``CastingPermission.characteristics``) to
    that object alone, on the stack and on the battlefield, with its timestamp (613.7d), citing
    ``rule`` with ``text``. Its layers are its parts' own (prototype's copiable values: layer 1,
    613.2; bestow's Aura type and enchant: layers 4 and 6, 613.1d, 613.1f), so none is given."""
    out: list[ContinuousEffect] = []
    for obj in (*game.objects_in(Zone.STACK), *game.battlefield()):
        spell = cast_as(obj)
        if spell is None:
            continue
        out.append(ContinuousEffect(
            parts=spell.permission.characteristics, objects=(obj.id,),
            zones=(Zone.STACK, Zone.BATTLEFIELD), timestamp=obj.timestamp,
            source=obj.id, controller=obj.controller, rule=rule, text=text))
    return out


def source_restriction_holds(game: Game, player: int, obj_id: int,
                             restriction: ActivationRestriction) -> bool:
    """CR 602.5b: an "Activate only if" about the source's own state (``source_condition``)
    or about either the player or the source (``either``: "if [A] or if [B]") holds now for
    ``player`` activating it from ``obj_id``; any other kind holds here."""
    if restriction.kind == "source_condition":
        return restriction.of_source is None or restriction.of_source(game, obj_id)
    if restriction.kind == "either":
        return (restriction.condition is not None and restriction.condition(game, player)) or (
            restriction.of_source is not None and restriction.of_source(game, obj_id))
    return True


def restriction_unmet(game: Game, player: int, restriction: ActivationRestriction) -> str | None:
    """The words of a timing restriction shared by "Activate only ..." and "Cast this spell
    only ..." (CR 602.5b, 601.3) that don't hold now for ``player``, or None (a kind
    not about the moment, such as "once", holds here: its caller checks it)."""
    t = game.state.turn
    kind = restriction.kind
    if kind == "your_turn" and t.active != player:
        return "during your turn"
    if kind == "your_upkeep" and (t.active != player or t.step is not Step.UPKEEP):
        return "during your upkeep"
    if kind == "before_attackers" and t.attackers_declared:
        return "before attackers are declared"
    if kind == "declare_attackers_step" and t.step is not Step.DECLARE_ATTACKERS:
        return "during the declare attackers step"  # CR 508
    if kind == "condition" and restriction.condition is not None and \
            not restriction.condition(game, player):
        return f"{restriction.text.lower().rstrip('.')}: the condition doesn't hold"
    return None


def cast_restriction_unmet(game: Game, player: int, obj: GameObject) -> str | None:
    """CR 601.3, 113.6e: why ``obj``'s own "Cast this spell only ..." forbids ``player`` to
    begin casting it now (its printed abilities, in any zone it is cast from), or None."""
    for ability in obj.card.abilities:
        if isinstance(ability, CastRestriction):
            for restriction in ability.restrictions:
                unmet = restriction_unmet(game, player, restriction)
                if unmet is not None:
                    return f"{obj}: cast only {unmet}" if restriction.kind != "condition" \
                        else f"{obj}: {unmet}"
    return None


def check_playable(game: Game, card: Card) -> None:
    """A card whose text isn't understood or needs a disabled plugin can't be used."""
    refusal = card.refusal()
    if refusal is not None:
        raise UnsupportedCardError(refusal)


def prohibition_reasons(game: Game, spell: Spell) -> list[str]:
    """CR 601.2e, 101.2: why the casting prohibitions of permanents forbid ``spell``, one
    reason per prohibition (each names its source and its words)."""
    return [f"{source.card.name}: {prohibition.text} ({spell.card.name} can't be cast, "
            "CR 101.2)"
            for source, prohibition in rule_statics(game, CastProhibition)
            if prohibition.forbids(game, source, spell)]


def check_restrictions(game: Game, player: int, obj: GameObject,
                       ability: ActivatedAbility) -> None:
    """CR 602.5b: the ability's own "Activate only ..." restrictions, met or refused."""
    for restriction in ability.restrictions:  # CR 602.5b: "Activate only ..."
        unmet = restriction_unmet(game, player, restriction)
        if unmet is not None:
            said = unmet if restriction.kind == "condition" else f"activate only {unmet}"
            raise IllegalActionError(f"{obj}: {said}", rule="602.5b", step="602.2a")
        if not source_restriction_holds(game, player, obj.id, restriction):
            # CR 602.5b: the source's own state, or "Activate only if [A] or if [B]", now
            holds = "neither condition holds" if restriction.kind == "either" else \
                "the condition doesn't hold"
            raise IllegalActionError(f"{obj}: {restriction.text.lower().rstrip('.')}: {holds}",
                                     rule="602.5b", step="602.2a")
        used = obj.tags.get(_activated_key(ability))
        if restriction.kind == "once" and used is not None:
            raise IllegalActionError(f"{obj}: this ability can be activated only once",
                                     rule="702.177a" if "exhaust" in ability.text.lower()
                                     else "602.5b", step="602.2a")
        if restriction.kind == "once_each_turn" and used == game.state.turn.number:
            raise IllegalActionError(f"{obj}: this ability was already activated this turn",
                                     rule="602.5b", step="602.2a")
        if restriction.kind == "times_each_turn" and used == game.state.turn.number and \
                obj.tags.get(_count_key(ability), 0) >= restriction.times:
            raise IllegalActionError(f"{obj}: this ability was already activated "
                                     f"{restriction.times} times this turn (activate no more "
                                     f"than {restriction.times} times each turn)",
                                     rule="602.5b", step="602.2a")
        if restriction.kind == "loyalty" and used == game.state.turn.number:
            raise IllegalActionError(f"{obj}: a loyalty ability of it was already activated "
                                     "this turn", rule="606.3", step="602.2a")


def is_loyalty(ability: ActivatedAbility) -> bool:
    """CR 606.2: a loyalty ability (the reader marks it with the restriction of 606.3)."""
    return any(r.kind == "loyalty" for r in ability.restrictions)


def _activated_key(ability: ActivatedAbility) -> str:
    if is_loyalty(ability):
        return "activated:loyalty"  # CR 606.3: one loyalty ability per permanent each turn
    return f"activated:{ability.text}"


def note_activation(game: Game, obj_id: int, ability: ActivatedAbility) -> None:
    """Remember that the object's ability was activated (for "only once", 602.5b); a new
    object (400.7) starts afresh."""
    obj = game.find(obj_id)
    if obj is not None and ability.restrictions:
        turn = game.state.turn.number
        tags = {**obj.tags, _activated_key(ability): turn}
        if any(r.kind == "times_each_turn" for r in ability.restrictions):
            # CR 602.5b: "no more than twice each turn" counts this turn's activations
            before = obj.tags.get(_count_key(ability), 0) \
                if obj.tags.get(_activated_key(ability)) == turn else 0
            tags[_count_key(ability)] = before + 1
            game.log_event("activate", f"{obj}: activation {before + 1} of this ability this "
                           "turn", rule="602.5b", obj=obj_id)
        game.update(obj_id, tags=tags)


def _count_key(ability: ActivatedAbility) -> str:
    return f"activations this turn:{ability.text}"
