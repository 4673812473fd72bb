"""Zone changes and the replacement effects that modify them (CR 400.7, 614, 616).

Every object that changes zones goes through ``Game.move``, which calls
:func:`apply_replacements` here: the last known information of the object is
taken first (CR 603.10a, 608.2h), then every applicable replacement effect
is asked (abilities of the object itself such as "enters with", continuous
effects of resolved spells and static abilities (:class:`ZoneReplacement`),
and the ``manastack_replace_zone_change`` hook). When several apply, the
affected object's controller, or its owner if it has none, chooses which
applies first, in the order of CR 616.1a-e; each applies at most once to an
event (614.5), and the modified event is checked again (616.1f). Then the
game makes the new object (400.7) and records the event that triggers see.

:func:`simultaneously` groups zone changes that happen at the same time
(destroying all creatures, state-based actions): leaves-the-battlefield
abilities of every object of the group look back in time and see the others
(603.10a), and each object entering sees the others enter (603.6a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.engine.combat import remove_from_combat
from manastack.engine.hook_scopes import call_for_move, call_for_player
from manastack.engine.layers import (
    copiable_values,
    current,
    entering_abilities,
    entering_chars,
    keep_with_pass,
)
from manastack.engine.payment import offer_to_pay
from manastack.engine.replacement_order import next_replacement
from manastack.errors import CardDataError
from manastack.model.abilities import (
    EntersAsCopy,
    EntersChoosingName,
    EntersChoosingQuality,
    EntersWith,
    StaticAbility,
    reads_ahead,
)
from manastack.model.cards import COLORS, color_word
from manastack.model.continuous import AddAbilities, StaticEffect
from manastack.model.effects import Context
from manastack.model.filters import CHOSEN_COLOR, CHOSEN_NAME, CHOSEN_TYPE
from manastack.model.objects import FACE_DOWN, Zone
from manastack.model.replacements import (
    CATEGORIES,
    DrawInstead,
    DrawReplacement,
    RegenerationShield,
    Replacement,
    ZoneReplacement,
)
from manastack.model.spells import entering_x
from manastack.model.typeline import CREATURE_TYPES, TypeLine

if TYPE_CHECKING:
    from collections.abc import Callable

    from manastack.engine.game import Game
    from manastack.model.abilities import Ability
    from manastack.model.continuous import ContinuousEffect
    from manastack.model.objects import Card, GameObject
    from manastack.model.replacements import ZoneMove


# --------------------------------------------------------------------------
# Replacement effects printed on cards (CR 614.1c-d, 614.12)
# --------------------------------------------------------------------------


def own_counters(card: Card) -> dict[str, int]:
    """The counters a permanent of ``card`` has on entering because of its own card type,
    whatever put it there: a planeswalker its printed loyalty (CR 306.5b), a battle its
    printed defense (310.4b). What a position is built with (``Game.put``) starts so."""
    out: dict[str, int] = {}
    if card.type_line.has_type("Planeswalker") and (card.loyalty or "").isdigit():
        out["loyalty"] = int(card.loyalty or 0)  # CR 306.5b
    if card.type_line.has_type("Battle") and (card.defense or "").isdigit():
        out["defense"] = int(card.defense or 0)  # CR 310.4b
    return out


def card_replacements(game: Game, move: ZoneMove) -> list[Replacement]:
    """"Enters with N counters" / "enters tapped" of the entering object itself; a Saga
    enters with a lore counter (CR 714.3a), a planeswalker with its loyalty (306.5b), a battle
    with its defense (310.4b)."""

    if move.to_zone is not Zone.BATTLEFIELD:
        return []
    if move.obj.zone is Zone.STACK and move.obj.tags.get(FACE_DOWN):
        return []  # CR 708.4, 708.2a: a face-down spell enters face down, with no text
    out = []
    # CR 707.5: once it enters as a copy, the copied "enters with" abilities apply instead
    card = move.copy_of if move.copy_of is not None else move.obj.card
    abilities = _entering_abilities(game, move, card)
    if move.copy_of is None and move.obj.zone is not Zone.BATTLEFIELD:
        out.extend(_enters_as_copy(game, move, abilities))
    if move.obj.zone is not Zone.BATTLEFIELD:
        out.extend(_enters_choosing(game, move, abilities))
    for kind, n in own_counters(card).items():
        def with_own(m: ZoneMove, kind: str = kind, n: int = n) -> ZoneMove:
            return m.replace(counters=(*m.counters, (kind, n)))

        # CR 306.5b, 310.4b: its printed loyalty or defense, as loyalty or defense counters
        what, rule = ("a planeswalker", "306.5b") if kind == "loyalty" else ("a battle", "310.4b")
        out.append(Replacement(key=f"{kind}:{move.obj.id}",
                               text=f"{what} enters with {n} {kind} counters",
                               apply=with_own, rule=rule))
    # CR 714.3a: a Saga with read ahead enters with a chosen number instead (702.155b); read
    # ahead as it would have it on the battlefield, granted too (614.12): a layer pass a Saga
    if move.obj.zone is not Zone.BATTLEFIELD and card.type_line.has_subtype("Saga") \
            and not reads_ahead(game.entering_chars(move).abilities):
        def lore(m: ZoneMove) -> ZoneMove:
            return m.replace(counters=(*m.counters, ("lore", 1)))

        out.append(Replacement(key=f"saga-lore:{move.obj.id}",
                               text="a Saga enters with a lore counter", apply=lore,
                               rule="714.3a"))
    for i, ability in enumerate(abilities):
        if isinstance(ability, EntersWith):
            if ability.unless is not None and ability.unless(game, move):
                continue  # CR 614.1d: "enters tapped unless ..." and the condition holds
            counters = ability.counters
            if ability.per is not None:
                # CR 107.3c: "N counters for each [thing]", counted as it would enter (614.1c)
                times = ability.per(game, move)
                counters = tuple((kind, n * times) for kind, n in counters if n * times > 0)
            counters += _x_counters(ability, move)

            def apply(m: ZoneMove, ability: EntersWith = ability,
                      counters: tuple[tuple[str, int], ...] = counters) -> ZoneMove:
                if ability.unless_paid is not None and _paid_instead(game, m, ability):
                    return m
                return m.replace(counters=m.counters + counters,
                                 tapped=m.tapped or ability.tapped)

            out.append(Replacement(key=f"enters-with:{move.obj.id}:{i}",
                                   text=ability.text or "enters with", apply=apply,
                                   rule=ability.rule))
    return out


def _paid_instead(game: Game, move: ZoneMove, ability: EntersWith) -> bool:
    """"As ~ enters, you may pay 2 life. If you don't, it enters tapped": the player it would
    enter under the control of chooses as it would enter (CR 614.12), and may pay only what
    they can (119.4). True if paid: it enters untapped."""
    assert ability.unless_paid is not None
    player = entering_player(move)
    return offer_to_pay(game, player, ability.unless_paid,
                        f"{move.obj} doesn't enter tapped", rule="614.12",
                        what=f"{move.obj} entering", source=move.obj.id)


def _entering_abilities(game: Game, move: ZoneMove, card: Card) -> tuple[Ability, ...]:
    """CR 614.12: the abilities of the permanent ``move`` would put onto the battlefield, as
    it would exist there with the continuous effects that already exist (and its own static
    abilities): the ones its "enters" replacements are read from. The printed ones of
    ``card`` unless an effect may give it an "enters with" ability or take its printed
    "enters" replacements away; only then a layer pass of its own. Once per move, the first
    time its replacements are asked, the log says which of its printed ones it has lost."""
    printed = card.abilities
    if move.obj.zone is Zone.BATTLEFIELD:
        return printed
    if _grants_enters_with(game):
        # CR 614.12: as it would exist on the battlefield, given "have modular 1" there
        return entering_chars(game, move).abilities
    own = [a for a in printed if isinstance(a, (EntersWith, EntersAsCopy, EntersChoosingName,
                                                  EntersChoosingQuality))]
    if not own:
        return printed
    abilities = entering_abilities(game, move)
    if abilities is not printed and not move.applied:
        for ability in own:
            if ability not in abilities:
                # CR 614.12, 305.7: it hasn't that ability as it would exist on the battlefield
                text = (ability.text or "enters with").rstrip(".").replace("~", card.name)
                game.log_event("effect", f"{move.obj} enters without its \"{text}\": it "
                               "wouldn't have that ability on the battlefield", rule="614.12",
                               source=move.obj.id)
    return abilities


def _enters_as_copy(game: Game, move: ZoneMove,
                    abilities: tuple[Ability, ...]) -> list[Replacement]:
    """"You may have this creature enter as a copy of [a permanent]" printed on the entering
    card (Clone; CR 614.1c, 707.5), read from ``abilities``, those it would have on the
    battlefield (614.12): a replacement of category "copy" (616.1c). The player
    it would enter under the control of chooses one of the permanents fitting the filter
    before it enters (614.12a), or none if it may; the move then carries the chosen
    permanent's copiable values (707.2, 707.3), the exceptions applied (707.9)."""
    out: list[Replacement] = []
    for i, ability in enumerate(abilities):
        if not isinstance(ability, EntersAsCopy):
            continue

        def apply(m: ZoneMove, ability: EntersAsCopy = ability) -> ZoneMove:
            player = entering_player(m)
            options = tuple(o.id for o in game.objects_in(Zone.BATTLEFIELD)
                            if o.id != m.obj.id
                            and ability.filter.matches(game, o, player=player, source=m.obj.id))
            if not options:
                game.log_event("effect", f"{m.obj} enters as a copy of nothing: no "
                               f"{ability.filter.text or 'permanent'} to copy", rule="707.5",
                               source=m.obj.id)
                return m
            chosen = game.decide(kind="choose", player=player,
                                 prompt=f"Have {m.obj} enter as a copy of which "
                                        f"{ability.filter.text or 'permanent'}?",
                                 options=options, labels=tuple(str(game.obj(o)) for o in options),
                                 min=0 if ability.optional else 1, max=1, rule="707.5")
            if not chosen:
                game.log_event("effect", f"{m.obj} enters as itself, a copy of nothing",
                               rule="614.1c", source=m.obj.id)
                return m
            original = int(chosen[0])
            copied = game.copiable(original)  # CR 707.2, 707.3: its copiable values
            if ability.modify is not None:
                copied = ability.modify(copied)  # CR 707.9: the exceptions are copiable too
            game.log_event("effect", f"{m.obj} enters as a copy of {game.obj(original)}",
                           rule="707.5", source=m.obj.id)
            return m.replace(copy_of=copied)

        out.append(Replacement(key=f"enters-as-copy:{move.obj.id}:{i}",
                               text=ability.text or "enters as a copy", apply=apply,
                               rule="614.1c", category="copy"))
    return out


def _enters_choosing(game: Game, move: ZoneMove,
                     abilities: tuple[Ability, ...]) -> list[Replacement]:
    """"As ~ enters, choose a [nonland] card name" / "a creature type" / "a color" (CR 614.1c,
    614.12), read from ``abilities``, those it would have on the battlefield: the player it
    would enter under the control of chooses a card name (201.4), a creature type (205.3m) or
    one of the five colors (105.4), recorded on the move and kept on the permanent
    (``Game.move``: tag ``CHOSEN_NAME``, ``CHOSEN_TYPE`` or ``CHOSEN_COLOR``)."""
    out: list[Replacement] = []
    for i, ability in enumerate(abilities):
        if isinstance(ability, EntersChoosingName):
            what = "card name"
        elif isinstance(ability, EntersChoosingQuality):
            what = ability.quality
        else:
            continue

        def apply(m: ZoneMove, ability: Ability = ability, what: str = what) -> ZoneMove:
            player = entering_player(m)
            prompt = f"Choose a {what} for {m.obj}"
            if isinstance(ability, EntersChoosingName):
                options = labels = card_names(game, ability.not_types)
                if not options:
                    return m
                tag, rule = CHOSEN_NAME, "201.4"
                (chosen,) = game.decide(kind="name", player=player, prompt=prompt,
                                        options=options, labels=labels, rule=rule)
            elif what == "color":
                # "a color other than red": the five colors (105.4) but those the card leaves out
                left_out = ability.other_than if isinstance(ability, EntersChoosingQuality) \
                    else ()
                options = tuple(c for c in COLORS if c not in left_out)
                labels = tuple(color_word(c) for c in options)
                tag, rule = CHOSEN_COLOR, "105.4"
                (chosen,) = game.decide(kind="choose_color", player=player, prompt=prompt,
                                        options=options, labels=labels, rule=rule)
            else:
                options = labels = tuple(sorted(CREATURE_TYPES))
                tag, rule = CHOSEN_TYPE, "205.3m"
                (chosen,) = game.decide(kind="choose_type", player=player, prompt=prompt,
                                        options=options, labels=labels, rule=rule)
            said = "name" if tag == CHOSEN_NAME else what
            game.log_event("effect", f"{m.obj}: {game.player(player)} chooses the {said} "
                           f"{labels[options.index(str(chosen))]} as it enters (CR 614.12, "
                           f"{rule})", rule="614.12", source=m.obj.id)
            return m.record(tag, str(chosen))

        out.append(Replacement(key=f"enters-choosing:{move.obj.id}:{i}",
                               text=ability.text or f"as it enters, choose a {what}",
                               apply=apply, rule="614.1c"))
    return out


def entering_player(move: ZoneMove) -> int:
    """The player a permanent would enter the battlefield under the control of (CR 614.12:
    who makes the choices as it enters): the move's controller, else its owner."""
    return move.controller if move.controller is not None else move.obj.owner


def card_names(game: Game, not_types: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The names a player may choose as a card name (CR 201.4): every card name of the game's
    card sources (the Oracle corpus when installed), but those of a card type of
    ``not_types`` ("nonland", 201.4a), in the sources' order. A card given with its faces
    offers each face's name, judged by that face's own type line: one half of a split card
    (201.4b, 709.4a), the back face of a double-faced card (201.4d), an adventurer's or
    omen's alternative name (201.4f); given without them, its first name alone."""
    names: list[str] = []
    for d in game.rules.cards.search(lambda d: True):
        for face in d.faces or (d,):
            try:
                tl = TypeLine.parse(face.type_line.split(" // ")[0])
            except CardDataError:  # a type line the kernel can't read: not offered
                continue
            if not any(tl.has_type(t) for t in not_types):
                names.append(face.front_name)
    return tuple(dict.fromkeys(names))


def _grants_enters_with(game: Game) -> bool:
    """Does a permanent have a static ability giving others an "enters with" ability
    ("Other nontoken artifact creatures you control have modular 1", CR 614.12)? Kept with
    the layer pass: looked up once per change, not once per object entering; not at all
    when no static ability of the settled pass may grant one (during a simultaneous event
    the pass is from before it, so the battlefield is read)."""
    result = current(game)
    if (not result.enters_with_granted and result is game._layer
            and game._zone_batch is None):
        return False
    found: bool | None = result.kept.get("grants enters-with")
    if found is None:
        found = result.derived.get("grants enters-with")
    if found is None:
        found = keep_with_pass(game, result, "grants enters-with", any(
            isinstance(part, AddAbilities) and any(isinstance(a, EntersWith)
                                                   for a in part.abilities)
            for obj in game.objects_in(Zone.BATTLEFIELD)
            for ability in game.chars(obj.id).abilities if isinstance(ability, StaticAbility)
            for effect in ability.effects if isinstance(effect, StaticEffect)
            for part in effect.parts))
    return found


def _x_counters(ability: EntersWith, move: ZoneMove) -> tuple[tuple[str, int], ...]:
    """"Enters with X counters": X of the spell that resolves into the permanent (CR
    107.3m), 0 when it enters any other way; no counters of a count of 0 (122.1)."""
    x = entering_x(move)
    return tuple((kind, x) for kind in ability.x_counters) if x > 0 else ()


def _effect_replacements(game: Game, move: ZoneMove) -> list[Replacement]:
    """Replacement effects of continuous effects and static abilities (CR 614.1, 611)."""

    out: list[Replacement] = []
    subject = move.obj
    entering = move.to_zone is Zone.BATTLEFIELD and subject.zone is not Zone.BATTLEFIELD
    if entering:  # CR 614.12: the permanent as it would exist on the battlefield
        subject = subject.replace(zone=Zone.BATTLEFIELD,
                                  controller=move.controller if move.controller is not None
                                  else subject.owner)
    for effect, part in current(game).rules_of(ZoneReplacement, game, subject,
                                               entering=entering):
        if not part.matches(move):
            continue
        key = (f"effect:{effect.id}:{part.text}" if effect.id
               else f"static:{effect.source}:{effect.text}:{part.text}")
        out.append(Replacement(key=key, text=part.text or effect.text,
                               apply=_applier(part, effect.controller, effect.id), rule="614.1",
                               controller=effect.controller, category=part.category,
                               source=effect.source))
    # CR 113.6b: only a card whose own static ability functions everywhere is read here
    if move.obj.zone is Zone.LIBRARY and move.obj.id in game.state.everywhere:
        out.extend(_library_self_replacements(move))
    return out


def _library_self_replacements(move: ZoneMove) -> list[Replacement]:
    """A card's own "if ~ would be put into a graveyard from anywhere, ... instead" (CR
    614.1a, 113.6b): its static ability functions in the library too, which the layer pass
    doesn't scan (a library card has no other static ability that works there). Asked
    only for the objects of ``State.everywhere``."""
    obj = move.obj
    out: list[Replacement] = []
    for ability in obj.card.abilities:
        if not isinstance(ability, StaticAbility) or "all" not in ability.zones:
            continue
        for template in ability.effects:
            if not isinstance(template, StaticEffect) or not template.self_only:
                continue
            for part in template.parts:
                if isinstance(part, ZoneReplacement) and part.matches(move):
                    out.append(Replacement(
                        key=f"static:{obj.id}:{template.text}:{part.text}",
                        text=part.text or template.text, apply=_applier(part, obj.owner),
                        rule="614.1", controller=obj.owner, category=part.category))
    return out


def _applier(part: ZoneReplacement, controller: int,
             effect_id: int = 0) -> Callable[[ZoneMove], ZoneMove]:
    def apply(move: ZoneMove) -> ZoneMove:
        changes: dict[str, Any] = {}
        if part.instead is not None:
            changes["to_zone"] = part.instead
        if part.tapped:
            changes["tapped"] = True
        if part.counters:
            changes["counters"] = move.counters + part.counters
        if part.gain_control:
            changes["controller"] = controller
        if part.shuffle:
            changes["position"] = "shuffle"  # CR 701.24a: shuffled into the library
        if part.reveal:
            move = move.record(REVEALED, part.text)  # CR 701.20a: shown as it moves
        if isinstance(part, RegenerationShield):
            changes["regenerated_by"] = effect_id  # CR 701.19a: this shield is used up
        return move.replace(**changes)

    return apply


#: The record of a move whose card is revealed as it moves (CR 701.20a).
REVEALED = "revealed"


def collect_replacements(game: Game, move: ZoneMove) -> list[Replacement]:
    """Every replacement effect that applies to ``move`` and has not applied yet."""
    found: list[Replacement] = []
    for source in game.replacement_sources:
        found.extend(source(game, move))
    found.extend(_effect_replacements(game, move))
    if game.rules.ruleset.has_impls("manastack_replace_zone_change"):
        # CR 614.1: an implementation declared for other moves (reads_move) isn't asked
        for result in call_for_move(game, "manastack_replace_zone_change", move):
            found.extend(result)
    return [r for r in found if r.key not in move.applied]


def affected_player(game: Game, move: ZoneMove) -> int:
    """CR 616.1: the affected object's controller, or its owner if it has no controller
    (only permanents, spells and abilities have controllers, 108.4)."""
    obj = move.obj
    if obj.zone in (Zone.BATTLEFIELD, Zone.STACK) and game.find(obj.id) is not None:
        return game.controller(obj.id)
    return obj.owner


def apply_replacements(game: Game, move: ZoneMove) -> ZoneMove:
    """CR 616.1: while any replacement applies, the affected player picks one and applies it.

    Before anything, the moving object's last known information is kept on the
    move (its characteristics and controller as it was, CR 603.10a, 608.2h)."""
    obj = move.obj
    if move.lki is None and obj.zone in (Zone.BATTLEFIELD, Zone.STACK) and \
            game.find(obj.id) is not None:

        move = move.replace(lki=game.chars(obj.id), lki_controller=game.controller(obj.id),
                            lki_copiable=copiable_values(game, obj.id))
    while True:
        options = collect_replacements(game, move)
        if not options:
            return move
        for category in CATEGORIES:  # CR 616.1a-e
            first = [r for r in options if r.category == category]
            if first:
                options = first
                break
        by_key = {r.key: r for r in options}
        chosen = by_key[next_replacement(
            game, affected_player(game, move), by_key,
            prompt=f"Which replacement applies first to {move.obj}?", label=lambda r: r.text,
            sources={k: r.source for k, r in by_key.items()})]
        before = move.to_zone
        replaced = chosen.apply(move)
        # CR 614.5: it applied once; what it recorded and marked applied is kept, not overwritten
        kept = tuple(r for r in move.records if replaced.recorded(r[0]) is None)
        move = replaced.replace(applied=move.applied | replaced.applied | {chosen.key},
                                records=(*kept, *replaced.records))
        game.log_event(
            "replacement",
            f"{chosen.text}: {move.obj} goes to {move.to_zone} instead of {before}"
            if move.to_zone != before
            else chosen.text,
            rule=chosen.rule,
        )


#: The answer to a "replace_draw" decision that applies none: the card is drawn (CR 121.1).
DRAW_NORMALLY = "draw"


def replace_draw(game: Game, player: int) -> bool:
    """CR 614.11, 121.6: before ``player`` draws one card (each card its own event, 121.2),
    the replacement effects on that draw are asked (``manastack_replace_draw``). With one
    that must apply and no other, it applies; otherwise ``player``, the affected player,
    chooses which applies (616.1), or to draw normally when every one is a "you may". A
    replacement doesn't apply to the draws its own effect makes (614.5). Returns whether the
    draw was replaced (the card is not drawn, no "draw" event, 614.6).

    A game whose plugins implement nothing here pays one set look-up (``has_impls``); an
    implementation declared with ``reads_keyword`` is asked only when ``player``'s declared
    zone holds an object with the keyword (``hook_scopes.call_for_player``)."""
    options = _next_draw_replacements(game, player)
    if game.rules.ruleset.has_impls("manastack_replace_draw"):
        for result in call_for_player(game, "manastack_replace_draw", player):
            # CR 614.5: a replacement gets one opportunity: not again on the draws it makes
            options.extend(r for r in result if r.key not in game.draw_replacing)
    if not options:
        return False
    if len(options) == 1 and not options[0].optional:
        chosen: DrawReplacement | None = options[0]
    else:
        keys: list[str] = [r.key for r in options]
        labels = [r.text for r in options]
        if all(r.optional for r in options):
            keys.append(DRAW_NORMALLY)
            labels.append("draw the card")
        answer = game.decide(kind="replace_draw", player=player,
                             prompt=f"{game.player(player)} would draw a card: which "
                                    "replacement applies?",
                             options=tuple(keys), labels=tuple(labels), rule="616.1")
        chosen = next((r for r in options if r.key == answer[0]), None)
    if chosen is None:
        return False
    game.log_event("replacement", f"{chosen.text}: {game.player(player)} doesn't draw a card "
                   "(614.11)", rule=chosen.rule)
    before = game.draw_replacing
    game.draw_replacing = before | {chosen.key}
    try:
        chosen.apply(game)
    finally:
        game.draw_replacing = before
    return True


def _next_draw_replacements(game: Game, player: int) -> list[DrawReplacement]:
    """CR 614.11: the "if you would draw a card, ... instead" effects (:class:`DrawInstead`)
    of ``player``'s draws, "the next time" ones used up as they apply; none applies to the
    draws its own replacement makes (614.5)."""
    rules = current(game).rules_of(DrawInstead, game)
    if not rules:
        return []
    out: list[DrawReplacement] = []
    for effect, part in rules:
        key = (f"draw-instead:{effect.id}" if effect.id
               else f"draw-instead:static:{effect.source}:{part.text}")
        if part.applies_to(player, effect) and key not in game.draw_replacing:
            out.append(DrawReplacement(key=key, text=part.describe(),
                                       apply=_instead_of_drawing(effect, part), rule="614.11",
                                       controller=effect.controller))
    return out


def _instead_of_drawing(effect: ContinuousEffect,
                        part: DrawInstead) -> Callable[[Game], None]:
    def apply(game: Game) -> None:
        if part.once:  # CR 614.11: "the next time": used up as it replaces the draw
            game.end_effects(lambda e: e.id == effect.id, rule="614.11")
        ctx = Context(game=game, controller=effect.controller, source=effect.source)
        for instruction in part.instructions:
            instruction.run(ctx)

    return apply


def regenerate(game: Game, obj_id: int, shield: int) -> GameObject:
    """CR 701.19a: instead of being destroyed, the permanent's damage is removed, it is
    tapped and removed from combat; the shield that did it is used up. It stays the same
    object on the battlefield (no zone change, 400.7 doesn't apply)."""
    obj = game.obj(obj_id)
    game.state.effects = tuple(e for e in game.state.effects if e.id != shield)
    game.log_event("regenerate", f"{obj} regenerates: its damage is removed, it is tapped "
                   "and removed from combat", rule="701.19a", obj=obj_id)
    game.set_object(obj.replace(damage=0, deathtouch_damage=False))
    game.tap(obj_id, rule="701.19a")
    remove_from_combat(game, obj_id, why="regenerated")
    return game.obj(obj_id)


#: The tag of a card exiled "until [source] leaves the battlefield": the source's id (CR 610.3).
EXILED_UNTIL_LEAVES = "exiled_until_leaves"


def return_exiled_until(game: Game, source: int) -> None:
    """CR 610.3, 610.3c: ``source`` left the battlefield: each card it exiled "until ~ leaves
    the battlefield" returns to the battlefield under its owner's control at once (a one-shot
    effect, no trigger)."""
    exiled = [o.id for o in game.objects_in(Zone.EXILE) if o.tags.get(EXILED_UNTIL_LEAVES) == source]
    for oid in exiled:
        obj = game.obj(oid)
        game.log_event("return", f"{obj} returns: the permanent that exiled it left the "
                       "battlefield", rule="610.3", obj=oid)
        game.move(oid, Zone.BATTLEFIELD, cause="return", rule="610.3c")
