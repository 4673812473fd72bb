"""Cards with more than one part (CR 709 split cards, 702.127 aftermath, 710 flip cards,
712 double-faced cards, 715 adventurers, 720 omen cards; a meld card's front face is a card of its own
until an ability melds it, 701.42): which parts the card data gives and
which of them the kernel can play.

A card source may give only the first part of such a card under its full name (the Oracle
corpus does: "Fire // Ice" is Fire's cost, type line and text). Reading that part alone
would call the card playable while the rest of it can't be used, so the card is refused,
naming what is missing (the refusal is one of the card's unread entries). A split card
(an aftermath card too, 702.127a) whose :attr:`~manastack.model.cards.CardDef.faces` give
both halves is compiled half by half (:meth:`manastack.loading.rules.Rules.compile`) and is
playable when both are read; so is an adventurer (715), an omen card (720) or a
double-faced card (712) whose data gives both faces. A reversible card ("Card // Card")
shows one card on both sides: it is that card, refused when that card has a part the data
lacks (an omen card's Omen, 720.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from manastack.model.cards import CardDef


#: CR 110.4: the card types of permanents; a split card with one is a Room (709.5).
_PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land",
                              "Planeswalker"})


#: Layouts whose other part is called so, and the rule: played only when the data gives it
#: (adventure, modal_dfc, transform), or not at all (flip, prepare).
_UNSUPPORTED = {
    # the data lays an omen card (720.1) out as an adventurer: its record alone can't tell
    "adventure": ("the Adventure or Omen", "adventurer and omen cards", "715, 720"),
    "modal_dfc": ("the back face", "modal double-faced cards", "712"),
    "flip": ("the flipped half", "flip cards", "710"),
    "prepare": ("the prepared spell", "prepare cards", ""),
    # its front face alone may read, but "transform" needs the back face
    "transform": ("the back face", "nonmodal double-faced cards", "712.2"),
}


#: Layouts the kernel plays when the card data gives each face (715, 712).
_READ_FACE_BY_FACE = frozenset({"adventure", "modal_dfc", "transform"})


def missing_parts(d: CardDef) -> tuple[str, ...]:
    """Why the parts of ``d`` that its card data or the kernel lacks make it unplayable.

    Empty for a one-part card and for a split card given with both halves."""
    names = d.name.split(" // ")
    others = ", ".join(repr(n) for n in names[1:]) or "its other part"
    if d.layout == "reversible_card" and not d.faces:
        return _reversible_missing(d.name, names)
    if d.layout == "split" and not d.faces:
        # CR 709.1, 709.3: each half is castable; a half the data lacks can't be read
        return (f"{d.name!r} is a split card (CR 709): the card data gives only the half "
                f"{names[0]!r}, not {others}",)
    if d.layout == "aftermath" and not d.faces:
        # CR 702.127a: the second half is cast from a graveyard; the data lacks it, not the
        # rules (the aftermath plugin reads it when the data gives both halves)
        return (f"{d.name!r} is a split card with aftermath (CR 709, 702.127): the card data "
                f"gives only the half {names[0]!r}, not {others} (MTGJSON AtomicCards or "
                "[[card.faces]] in a TOML card file give both halves)",)
    permanent = [f.name for f in d.faces if any(
        word in f.type_line.split("\u2014")[0].split() for word in _PERMANENT_TYPES)]
    if d.layout == "split" and permanent:
        # CR 709.5: a split permanent (a Room) locks and unlocks its halves
        return (f"{d.name!r}: the split permanent halves {', '.join(permanent)} need "
                "unlocking (CR 709.5), which is not implemented",)
    if d.faces and d.layout in _READ_FACE_BY_FACE:
        # CR 715.3, 712.11b, 712.12: each face given is read; the card is playable when all are
        if len(d.faces) != 2:
            return (f"{d.name!r}: a {d.layout} card has two faces, the card data gives "
                    f"{len(d.faces)}",)
        back = d.faces[1]
        if d.layout == "transform" and back.mana_cost is None and back.colors is None and \
                "Land" not in back.type_line.split("\u2014")[0].split():
            # CR 204.2: a back face with no mana cost is its colour indicator's colours
            return (f"{d.name!r}: the card data does not give the colour of the back face "
                    f"{back.name!r} (its colour indicator, CR 204; the Oracle corpus has none: "
                    "MTGJSON AtomicCards or [[card.faces]] in a TOML card file give it)",)
        return ()
    if d.layout in _READ_FACE_BY_FACE:
        # CR 715.3, 712.11b, 712.12: each face is cast or played; a face not given can't be
        part, kind, rule = _UNSUPPORTED[d.layout]
        return (f"{d.name!r}: the card data gives only its first face, not {part} {others} "
                f"({kind}, CR {rule}, are played with both faces: MTGJSON AtomicCards or "
                "[[card.faces]] in a TOML card file give them)",)
    if d.layout in _UNSUPPORTED:
        part, kind, rule = _UNSUPPORTED[d.layout]
        cite = f" (CR {rule})" if rule else ""
        return (f"{d.name!r}: {part} {others} is not read: {kind}{cite} are not "
                "implemented",)
    return ()


def _reversible_missing(name: str, names: list[str]) -> tuple[str, ...]:
    """A reversible card shows one card on both sides, named "Card // Card"; when that card
    has parts of its own ("Regent // Omen // Regent // Omen": an omen card, CR 720.1, or an
    adventurer, 715.1) the data gives only its first part, so the card is refused, as that
    card under its own name is."""
    half = len(names) // 2
    if len(names) % 2 or names[:half] != names[half:] or half < 2:
        return ()  # "Card // Card": the one card, given whole
    card = " // ".join(names[:half])
    missing = ", ".join(repr(n) for n in names[1:half])
    return (f"{name!r}: a reversible card showing {card!r} on both sides; the card data "
            f"gives only its first part {names[0]!r}, not {missing} (an omen card or an "
            "adventurer, CR 720, 715, is played with both parts)",)
