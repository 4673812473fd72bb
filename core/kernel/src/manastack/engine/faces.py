"""The faces of cards with more than one (CR 709 split cards, 712 double-faced cards, 715
adventurers, 720 omen cards): which face a player may cast or play, which face an object shows, and turning
a double-faced permanent over (701.27 transform, 712.18).

An object showing one face has that face's :class:`~manastack.model.objects.Card` as its
``card`` (so every rule that reads characteristics sees that face alone, 709.3b, 712.8f,
715.3b) and the whole card under the tag :data:`~manastack.model.objects.WHOLE_CARD`, which
it has again when it leaves the stack or the battlefield (709.4, 712.8a, 715.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.errors import IllegalActionError
from manastack.model.objects import (
    ADVENTURE,
    CHOSEN_FACE_LAYOUTS,
    DOUBLE_FACED_LAYOUTS,
    SPLIT_LAYOUTS,
    WHOLE_CARD,
    Card,
    GameObject,
    Zone,
)

if TYPE_CHECKING:
    from manastack.engine.game import Game

#: The permission to cast a card exiled on an adventure (CR 715.3d).
ADVENTURE_PERMISSION = "adventure"
#: The tag of a permanent that has transformed: the game clock when it last did (701.27f).
TRANSFORMED_AT = "transformed_at"


def whole_card(obj: GameObject) -> Card:
    """The card ``obj`` is, whichever face it shows (its own card if it shows no face)."""
    whole = obj.tags.get(WHOLE_CARD)
    return whole if isinstance(whole, Card) else obj.card


def is_omen_card(card: Card) -> bool:
    """Whether ``card`` is an omen card (CR 720.1): card data lays it out as an adventurer
    (MTGJSON's layout "adventure"), its inset part an instant or sorcery of subtype Omen."""
    return card.layout == "adventure" and len(card.halves) == 2 and \
        card.halves[1].type_line.has_subtype("Omen")


def face_up(obj: GameObject) -> int:
    """The index of the face ``obj`` shows among its card's faces: 0 (the front face, or a
    card of one face) unless it shows another (712.8d-f, 715.3b)."""
    whole = whole_card(obj)
    if whole is obj.card:
        return 0
    for index, face in enumerate(whole.halves):
        if face.name == obj.card.name:  # by name: a position read back holds equal copies
            return index
    return 0


def face_name(obj: GameObject) -> str:
    """The printed name of the half or face ``obj`` shows: the face up or the half or
    Adventure cast (709.3b, 712.8d-f, 715.3b); its first face anywhere else (712.8a, 715.4:
    a split card off the stack shows both halves, and has both names, 709.4)."""
    if obj.tags.get(WHOLE_CARD) is not None or not obj.card.halves or \
            obj.card.layout in SPLIT_LAYOUTS:
        return obj.card.name
    return obj.card.halves[0].name


def transformed(obj: GameObject) -> bool:
    """Whether ``obj`` is a nonmodal double-faced card with its back face up (701.27g)."""
    whole = obj.tags.get(WHOLE_CARD)
    return isinstance(whole, Card) and whole.layout == "transform" and face_up(obj) == 1


def is_land_face(card: Card) -> bool:
    return card.type_line.has_type("Land")


def castable_faces(card: Card, permission: str) -> tuple[int, ...]:
    """The faces of ``card`` a player may choose to cast through ``permission``: both halves
    of a split card (709.3), an adventurer's creature or its Adventure (715.3) but not the
    Adventure again from exile (715.3d), an omen card normally or as its Omen (720.3), a
    modal double-faced card's faces that are not lands (712.11b; lands are played, 305.1); a
    transforming card is cast front face up (712.11). Empty for a card of one face."""
    if card.layout not in CHOSEN_FACE_LAYOUTS or not card.halves:
        return ()
    faces = tuple(range(len(card.halves)))
    if card.layout == "adventure" and permission == ADVENTURE_PERMISSION:
        return (0,)  # CR 715.3d: it can't be cast as an Adventure this way
    if card.layout == "modal_dfc":
        return tuple(i for i in faces if not is_land_face(card.halves[i]))
    return faces


def land_faces(card: Card) -> tuple[int, ...]:
    """The faces of ``card`` a player may play as a land (305.1; 712.12: a modal double-faced
    card's land faces); ``(0,)`` for a land of one face, empty for a nonland."""
    if card.layout == "modal_dfc" and card.halves:
        return tuple(i for i, face in enumerate(card.halves) if is_land_face(face))
    return (0,) if is_land_face(card) else ()


def face_word(card: Card) -> str:
    """What the CR calls the parts of ``card``: "half" (709), "face" otherwise."""
    return "half" if card.layout in SPLIT_LAYOUTS else "face"


def face_rule(card: Card, *, land: bool = False) -> str:
    """The rule by which a player chooses among ``card``'s faces."""
    if land:
        return "712.12"
    if is_omen_card(card):
        return "720.3"
    return {"split": "709.3", "aftermath": "709.3", "adventure": "715.3", "modal_dfc": "712.11b"}.get(
        card.layout, "712.11")


def show_face(game: Game, obj: GameObject, index: int) -> GameObject:
    """``obj`` (the same object, 712.18) showing its ``index``-th face: that face's
    characteristics only (709.3b, 712.8d-f, 715.3b), the whole card kept for when it leaves."""
    whole = whole_card(obj)
    return game.update(obj.id, card=whole.halves[index], tags={**obj.tags, WHOLE_CARD: whole})


def keeps_face(old: GameObject, to: Zone) -> bool:
    """CR 712.13: a double-faced spell becomes a permanent with the same face up; 712.12: a
    land face played enters with that face up. Anywhere else a card with faces has its
    whole card's characteristics again (709.4, 712.8a, 715.4)."""
    whole = old.tags.get(WHOLE_CARD)
    return (to is Zone.BATTLEFIELD and isinstance(whole, Card)
            and whole.layout in DOUBLE_FACED_LAYOUTS
            and old.zone in (Zone.STACK, Zone.HAND))


def on_adventure(obj: GameObject) -> int | None:
    """The player who may cast ``obj`` from exile, if it was exiled as its Adventure resolved
    (715.3d); None otherwise."""
    player = obj.tags.get(ADVENTURE)
    return player if isinstance(player, int) and obj.zone is Zone.EXILE else None


def cast_as_adventure(obj: GameObject) -> bool:
    """Whether the spell ``obj`` was cast as an Adventure (715.3b: it shows its Adventure)."""
    whole = obj.tags.get(WHOLE_CARD)
    # a copy of an Adventure is an Adventure too (715.3c) but is no card to exile (707.10a)
    return (obj.zone is Zone.STACK and obj.is_card and isinstance(whole, Card)
            and whole.layout == "adventure" and not is_omen_card(whole) and face_up(obj) == 1)


def cast_as_omen(obj: GameObject) -> bool:
    """Whether the spell ``obj`` was cast as an Omen (720.3b: it shows its Omen); a copy is an
    Omen too (720.3c) but is no card to shuffle (707.10a)."""
    whole = obj.tags.get(WHOLE_CARD)
    return (obj.zone is Zone.STACK and obj.is_card and isinstance(whole, Card)
            and is_omen_card(whole) and face_up(obj) == 1)


def transform(game: Game, obj_id: int, *, rule: str = "701.27a",
              since: int | None = None) -> bool:
    """Turn the double-faced permanent ``obj_id`` over (CR 701.27a): it stays the same object
    (712.18) and has only the characteristics of the face now up (712.8d-e). Nothing happens
    to a permanent that isn't a double-faced card (701.27c, 712.9) or whose other face is an
    instant or sorcery face (701.27d, 712.10). ``since``: the game clock when the permanent's
    own ability doing this was put on the stack; if it has transformed since, the
    instruction is ignored (701.27f). Returns whether it transformed."""
    obj = game.obj(obj_id)
    last = obj.tags.get(TRANSFORMED_AT)
    if since is not None and isinstance(last, int) and last >= since:
        game.log_event("transform", f"{obj} doesn't transform: it has transformed since its "
                       "ability was put on the stack", rule="701.27f", obj=obj_id)
        return False
    whole = whole_card(obj)
    # CR 701.27c: a double-faced card or a double-faced token (an Incubator, 111.10i)
    if obj.zone is not Zone.BATTLEFIELD or whole.layout not in DOUBLE_FACED_LAYOUTS or \
            len(whole.halves) != 2 or not (obj.is_card or obj.is_token):
        game.log_event("transform", f"{obj} can't transform: it isn't a double-faced card",
                       rule="701.27c")
        return False
    other = 1 - face_up(obj)
    face = whole.halves[other]
    if face.type_line.has_type("Instant") or face.type_line.has_type("Sorcery"):
        game.log_event("transform", f"{obj} doesn't transform: its other face {face.name} is "
                       f"an instant or sorcery face", rule="701.27d")
        return False
    before = obj.card.name
    shown = show_face(game, obj, other)
    # the clock isn't advanced: anything put on the stack later has a greater timestamp
    game.update(obj_id, tags={**shown.tags, TRANSFORMED_AT: game.state.clock})
    game.log_event("transform", f"{before} transforms into {face.name} (the same object, "
                   "CR 712.18)", rule=rule, obj=obj_id)
    return True


def check_face_index(card: Card, obj: GameObject, index: int, allowed: tuple[int, ...], *,
                     land: bool = False) -> None:
    """Refuse a face choice ``index`` not in ``allowed`` (before anything happens, CR 732)."""
    if index in allowed:
        return
    word = face_word(card)
    rule = face_rule(card, land=land)
    if not card.halves:
        raise IllegalActionError(f"{obj} has one face: there is no {word} to choose",
                                 rule=rule, step="601.2a" if not land else "")
    if not 0 <= index < len(card.halves):
        raise IllegalActionError(f"{obj} has no {word} #{index + 1}", rule=rule,
                                 step="601.2a" if not land else "")
    face = card.halves[index]
    if land:
        why = f"{face.name} is not a land face"
    elif is_land_face(face):
        why, rule = f"{face.name} is a land face: lands are played, not cast (305.1)", "712.11c"
    elif card.layout == "adventure":
        why, rule = f"{face.name} can't be cast as an Adventure from exile", "715.3d"
    else:
        why = f"{face.name} is not cast by itself (712.11: front face up)"
    raise IllegalActionError(f"{obj}: {why}", rule=rule, step="601.2a" if not land else "")
