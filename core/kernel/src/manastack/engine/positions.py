"""Positions as data: a game saved as JSON and loaded back exactly (``Game.to_json``).

A position is the game's state (its objects, zones, players, turn, effects, triggers,
random generator), its log, its scripted answers and, when it waits for a choice made
in the middle of an action, the step being carried out with the answers given so far.
Loading it into :class:`Rules` with the same plugins gives a game that takes the same
course after the same answers, byte for byte.

The values of the state are attrs classes, enums and containers; each is written with
its class's qualified name and read back only if that class is an attrs class (or an
enum) of the kernel, the card reader or an enabled plugin: loading a position builds
values, it never runs code named by the data. A card is written by name when the rules
know it (its printed text is read again on loading) and whole otherwise (a token).
"""

from __future__ import annotations

import enum
import importlib
import json
import types
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import attrs

from manastack.errors import ManastackError
from manastack.model.objects import Card
from manastack.model.rng import Rng

if TYPE_CHECKING:
    from manastack.loading.rules import Rules

#: The version of the format ``Game.to_json`` writes. 2: the turn's records (what happened
#: this turn) are one ``TurnRecords`` value in ``TurnState.records``.
FORMAT = 2
#: The older versions :func:`upgrade` reads.
OLDER_FORMATS = (1,)
_KERNEL_PREFIXES = ("manastack.", "manastack_grammar.")


class PositionError(ManastackError):
    """A position that can't be saved (a value that isn't data) or loaded (malformed, or
    for other plugins than the rules it is loaded into)."""


class Encoder:
    """Turns state values into JSON values."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        #: id of a value inside a card the rules know -> (the card's name, the path to it)
        self.parts: dict[int, tuple[str, tuple[str | int, ...]]] = {}
        self._walked: set[str] = set()

    def know_cards(self, cards: Any) -> None:
        """Note where each value of these cards' abilities lives, so that a trigger or an
        effect holding one is written as a path into its card (its text is read again on
        loading; what reading built, conditions included, is never data)."""
        for card in cards:
            if card.name in self._walked:
                continue
            self._walked.add(card.name)
            try:
                known = self.rules.card(card.name) is card
            except ManastackError:
                known = False
            if known:
                self._walk(card, card.name, ())

    def _walk(self, value: Any, name: str, path: tuple[str | int, ...]) -> None:
        if isinstance(value, tuple | list):
            for i, item in enumerate(value):
                self._walk(item, name, (*path, i))
        elif attrs.has(type(value)) or isinstance(value, types.FunctionType):
            if id(value) in self.parts:
                return
            self.parts[id(value)] = (name, path)
            if attrs.has(type(value)):
                for f in attrs.fields(type(value)):
                    self._walk(getattr(value, f.name), name, (*path, f.name))

    def __call__(self, value: Any) -> Any:
        if value is None or isinstance(value, bool | int | str):
            return value
        part = self.parts.get(id(value))
        if part is not None and part[1] and not isinstance(value, Card):
            return {"$part": part[0], "path": list(part[1])}
        if isinstance(value, float):
            return {"$float": repr(value)}
        if isinstance(value, enum.Enum):
            return {"$enum": _qualified(type(value)), "value": self(value.value)}
        if isinstance(value, tuple):
            return {"$tuple": [self(v) for v in value]}
        if isinstance(value, list):
            return [self(v) for v in value]
        if isinstance(value, frozenset | set):
            items = [self(v) for v in value]
            items.sort(key=lambda v: json.dumps(v, sort_keys=True))  # hash order varies
            return {"$frozenset" if isinstance(value, frozenset) else "$set": items}
        if isinstance(value, Mapping):
            return {"$map": [[self(k), self(v)] for k, v in value.items()]}
        if isinstance(value, Rng):
            return {"$rng": value.state}
        if isinstance(value, Card):
            return self.card(value)
        if attrs.has(type(value)):
            return {"$": _qualified(type(value)),
                    "fields": {f.name: self(getattr(value, f.name))
                               for f in attrs.fields(type(value))}}
        if isinstance(value, types.FunctionType) and "<" not in value.__qualname__:
            return {"$function": _qualified(value)}  # a module's function, named
        raise PositionError(f"a position can't hold {type(value).__qualname__} values "
                            f"({value!r:.80}): only data can be saved")

    def card(self, card: Card) -> Any:
        try:
            if self.rules.card(card.name) is card:
                return {"$card": card.name}
        except ManastackError:
            pass
        if card.definition is not None and self.rules.compile(card.definition) == card:
            return {"$compile": self(card.definition)}
        return {"$": _qualified(Card),
                "fields": {f.name: self(getattr(card, f.name)) for f in attrs.fields(Card)}}


class Decoder:
    """Turns JSON values back into state values, building only allowed classes."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        modules = {info.module.split(".")[0] for info in rules.ruleset.plugins
                   if info.enabled and getattr(info, "module", None)}
        self.prefixes = _KERNEL_PREFIXES + tuple(f"{m}." for m in sorted(modules))

    def __call__(self, data: Any) -> Any:
        if data is None or isinstance(data, bool | int | str):
            return data
        if isinstance(data, list):
            return [self(v) for v in data]
        if not isinstance(data, dict):
            raise PositionError(f"unexpected value {data!r:.80}")
        if "$" in data:
            cls = self.allowed(data["$"])
            if not attrs.has(cls):
                raise PositionError(f"{data['$']} is not a value class")
            fields = data.get("fields", {})
            init: dict[str, Any] = {}
            later: dict[str, Any] = {}
            for f in attrs.fields(cls):
                if f.name not in fields:
                    continue
                value = self(fields[f.name])
                if f.init:
                    init[f.alias or f.name] = value
                else:
                    later[f.name] = value
            obj = cls(**init)
            for name, value in later.items():
                object.__setattr__(obj, name, value)
            return obj
        if "$card" in data:
            return self.rules.card(data["$card"])
        if "$part" in data:
            found: Any = self.rules.card(data["$part"])
            for step in data.get("path", []):
                found = found[step] if isinstance(step, int) else getattr(found, str(step))
            return found
        if "$compile" in data:
            return self.rules.compile(self(data["$compile"]))
        if "$tuple" in data:
            return tuple(self(v) for v in data["$tuple"])
        if "$frozenset" in data:
            return frozenset(self(v) for v in data["$frozenset"])
        if "$set" in data:
            return {self(v) for v in data["$set"]}
        if "$map" in data:
            return {self(k): self(v) for k, v in data["$map"]}
        if "$enum" in data:
            cls = self.allowed(data["$enum"])
            if not issubclass(cls, enum.Enum):
                raise PositionError(f"{data['$enum']} is not an enumeration")
            return cls(self(data["value"]))
        if "$function" in data:
            found = self.allowed(data["$function"], kind=types.FunctionType)
            return found
        if "$float" in data:
            return float(data["$float"])
        if "$rng" in data:
            return Rng(int(data["$rng"]))
        raise PositionError(f"unexpected value {json.dumps(data)[:80]}")

    def allowed(self, qualified: Any, kind: type[Any] = type) -> Any:
        """The class (or function) ``module:Name``, if its module belongs to the kernel, the
        card reader or an enabled plugin (imported by name: never code the data defines)."""
        if not isinstance(qualified, str) or ":" not in qualified:
            raise PositionError(f"malformed class name {qualified!r:.80}")
        module, _, name = qualified.partition(":")
        if not (module + ".").startswith(self.prefixes):
            raise PositionError(f"{qualified}: not a class of manastack or an enabled plugin")
        try:
            found: Any = importlib.import_module(module)
            for part in name.split("."):
                found = getattr(found, part)
        except (ImportError, AttributeError) as exc:
            raise PositionError(f"{qualified}: no such class ({exc})") from None
        if not isinstance(found, kind):
            raise PositionError(f"{qualified} is not a {'class' if kind is type else 'function'}")
        return found


_TURN_STATE = "manastack.model.turns:TurnState"
_TURN_RECORDS = ("creatures_died", "to_graveyard", "life_lost", "damage_to_players",
                 "damage_to_objects", "triggered_once", "cards_drawn")


def upgrade(data: Any, version: int) -> Any:
    """A position's JSON value of an older ``version`` written as the current format does.
    Version 1 kept the turn's records as fields of ``TurnState`` itself."""
    if version == 1:
        return _nest_turn_records(data)
    return data


def _nest_turn_records(data: Any) -> Any:
    if isinstance(data, list):
        return [_nest_turn_records(v) for v in data]
    if not isinstance(data, dict):
        return data
    data = {k: _nest_turn_records(v) for k, v in data.items()}
    fields = data.get("fields")
    if data.get("$") == _TURN_STATE and isinstance(fields, dict):
        kept = {k: v for k, v in fields.items() if k not in _TURN_RECORDS}
        records = {k: v for k, v in fields.items() if k in _TURN_RECORDS}
        kept["records"] = {"$": "manastack.model.turns:TurnRecords", "fields": records}
        data["fields"] = kept
    return data


def _qualified(named: Any) -> str:
    return f"{named.__module__}:{named.__qualname__}"
