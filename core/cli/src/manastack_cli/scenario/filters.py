"""Selecting objects of a game by a table of a scenario file: one filter for every expectation.

A filter is a TOML table (``objectFilter`` in the schema): ``name`` (``"Name#12"`` for the
object with id 12, as actions name it), ``zone``, ``controller``,
``owner``, ``type``, ``subtype``, ``supertype``, ``color``, ``token``, ``tapped``, and
``nth`` to take one object of those selected. Every key given must hold; a key left out
selects anything. :func:`select` gives the objects a filter selects, in a fixed order (see
:data:`ZONE_ORDER`), and :func:`describe` says it in words for a failure message
("Alice's untapped Spirit tokens on the battlefield").

Types are read from the object's characteristics now (CR 613), so a type an effect adds or
removes counts. ``controller`` only selects objects on the battlefield or the stack, the
only objects that have a controller (CR 108.4); ``owner`` selects in every zone (CR 108.3).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from manastack import Zone

if TYPE_CHECKING:
    from manastack import Game
    from manastack.api import GameObject

__all__ = ["COLORS", "FILTER_KEYS", "ZONE_ORDER", "color_letter", "describe", "matches",
           "named_now", "select", "split_id"]

#: The keys of a filter table (the ``objectFilter`` definition of the schema).
FILTER_KEYS = ("name", "zone", "controller", "owner", "type", "subtype", "supertype", "color",
               "token", "tapped", "nth")

#: The order objects are selected in: by zone, then in each zone's own order (the library
#: top first, the stack and the graveyard bottom first, the battlefield as permanents entered).
ZONE_ORDER = (Zone.BATTLEFIELD, Zone.STACK, Zone.GRAVEYARD, Zone.HAND, Zone.EXILE, Zone.LIBRARY,
              Zone.COMMAND)

#: Colour names a file may use, by their letter (CR 105.1).
COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}

#: The zones whose objects have a controller (CR 108.4).
_CONTROLLED = (Zone.BATTLEFIELD, Zone.STACK)

#: Resolves a player reference of the file ("Alice", "player 2") to a player index.
PlayerIndex = Callable[[str], int]


def color_letter(value: str) -> str:
    """ "white" or "W" -> "W" (the letters the engine keeps, CR 105.1)."""
    low = value.strip().lower()
    return COLORS.get(low, value.strip().upper())


def _owner_or_controller(game: Game, obj: GameObject, key: str) -> int | None:
    if key == "owner":
        return obj.owner
    if obj.zone not in _CONTROLLED:
        return None
    return game.controller(obj.id)


def matches(game: Game, obj: GameObject, spec: Mapping[str, Any], player: PlayerIndex) -> bool:
    """Does ``obj`` fit every key of the filter ``spec`` (``nth`` aside)?"""
    if "name" in spec and not named_now(game, obj, spec["name"]):
        return False
    if "zone" in spec and obj.zone is not Zone(spec["zone"]):
        return False
    for key in ("controller", "owner"):
        if key in spec and _owner_or_controller(game, obj, key) != player(spec[key]):
            return False
    if "token" in spec and obj.is_token is not spec["token"]:
        return False
    if "tapped" in spec and (obj.zone is not Zone.BATTLEFIELD or obj.tapped is not spec["tapped"]):
        return False  # only permanents are tapped or untapped (CR 110.5)
    if any(k in spec for k in ("type", "subtype", "supertype", "color")):
        chars = game.chars(obj.id)
        line = chars.type_line
        if "type" in spec and not _has(line.card_types, spec["type"]):
            return False
        if "subtype" in spec and not _has(line.subtypes, spec["subtype"]):
            return False
        if "supertype" in spec and not _has(line.supertypes, spec["supertype"]):
            return False
        if "color" in spec and color_letter(spec["color"]) not in chars.colors:
            return False
    return True


def split_id(name: str) -> tuple[str, int | None]:
    """ "Grizzly Bears#12" -> ("Grizzly Bears", 12): the object with that id, as actions name
    it (:meth:`manastack.Driver.find`); a plain name -> (name, None)."""
    base, sep, num = name.strip().rpartition("#")
    if sep and num.isdigit():
        return base.strip(), int(num)
    return name.strip(), None


def named_now(game: Game, obj: GameObject, name: str) -> bool:
    """Does ``obj`` fit the filter's ``name``: its printed name or, on the battlefield or the
    stack, its name now (``Game.called``; CR 707.2: a copy is called what it copies)?"""
    base, obj_id = split_id(name)
    return (obj_id is None or obj.id == obj_id) and game.called(obj, base)


def _has(words: tuple[str, ...], wanted: str) -> bool:
    return wanted.strip().lower() in (w.lower() for w in words)


def select(game: Game, spec: Mapping[str, Any], player: PlayerIndex) -> list[GameObject]:
    """The objects the filter ``spec`` selects, in :data:`ZONE_ORDER`; with ``nth``, the
    n-th of them alone (none if there are fewer)."""
    zones = (Zone(spec["zone"]),) if "zone" in spec else ZONE_ORDER
    found = [o for z in zones for o in game.objects_in(z) if matches(game, o, spec, player)]
    if "nth" in spec:
        n = spec["nth"]
        return found[n - 1:n]
    return found


def _ordinal(n: int) -> str:
    if n % 100 in (11, 12, 13):
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _plural(noun: str) -> str:
    if noun.endswith("s"):
        return noun
    if noun.endswith("y") and noun[-2:-1] not in ("a", "e", "o", "u"):
        return noun[:-1] + "ies"
    return noun + "s"


def describe(spec: Mapping[str, Any], *, as_quality: bool = False) -> str:
    """The filter in words: ``the second Grizzly Bears in the graveyard``,
    ``Alice's tapped Spirit tokens on the battlefield``; ``as_quality``: what follows "are"
    (``tapped``, not ``tapped objects``)."""
    words: list[str] = []
    if "tapped" in spec:
        words.append("tapped" if spec["tapped"] else "untapped")
    if "color" in spec:
        words.append(spec["color"].lower() if len(spec["color"]) > 1 else spec["color"])
    if "supertype" in spec:
        words.append(spec["supertype"])
    kinds = [spec["subtype"]] if "subtype" in spec else []
    kinds += [spec["type"].lower()] if "type" in spec else []
    if "name" in spec:  # the name says what it is: its types go before it
        words += kinds
        noun = spec["name"]
        if "token" in spec:
            noun += " (a token)" if spec["token"] else " (not a token)"
    else:
        if "token" in spec:
            kinds.append("token" if spec["token"] else "nontoken object")
        noun = _plural(" ".join(kinds) or "object")
    if noun != "objects" or not words or not as_quality:
        words.append(noun)
    text = " ".join(w for w in words if w)
    if "nth" in spec:
        n = spec["nth"]
        text = f"the {_ordinal(n)} {text}"
    if "controller" in spec:
        text = f"{spec['controller']}'s {text}"
    if "owner" in spec:
        text += f" owned by {spec['owner']}"
    if "zone" in spec:
        text += (" on the " if spec["zone"] in ("battlefield", "stack") else " in the ") + spec["zone"]
    return text
