"""The explain log: every game event with the CR rule it applied.

Events are immutable values appended to the game's log. They render as one
readable line (``str(event)``) and as JSON (``event.to_json()``); both are
deterministic, so two games with the same seed and the same answers produce
byte-identical logs (checked by :func:`digest`).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from typing import Any

from attrs import field, frozen


@frozen
class Event:
    """One thing that happened. ``rule`` is the CR rule applied (e.g. ``"601.2f"``).

    ``source``: the object whose spell or ability this is, on the events that cast, activate,
    trigger or resolve one (tools ask which cards were played); it is not part of the JSON
    form, whose digests the recorded games keep.
    """

    kind: str
    text: str
    rule: str = ""
    turn: int = 0
    step: str = ""
    data: Mapping[str, Any] = field(factory=dict)
    source: int | None = field(default=None, eq=False, repr=False)

    def __str__(self) -> str:
        cite = f"  [CR {self.rule}]" if self.rule else ""
        return f"{self.text}{cite}"

    def to_dict(self) -> dict[str, Any]:
        """The event as plain data (the JSON log's line)."""
        return {
            "turn": self.turn,
            "step": self.step,
            "kind": self.kind,
            "rule": self.rule,
            "text": self.text,
            "data": _jsonable(self.data),
        }

    def to_json(self) -> str:
        """The event as one line of canonical JSON (sorted keys)."""
        return _ENCODER.encode(self.to_dict())


#: The log's JSON encoder, made once: ``json.dumps`` with options builds a new one per call,
#: a cost paid for every event of every digest; the text is the same byte for byte.
_ENCODER = json.JSONEncoder(sort_keys=True, ensure_ascii=False)


#: The exact types a log's JSON writes as they are: tested by identity first (an ABC's
#: ``isinstance`` is two calls in Python), which answers as the general tests below do.
_PLAIN = frozenset({str, int, float, bool, type(None)})


def _jsonable(value: Any) -> Any:
    kind = value.__class__
    if kind in _PLAIN:
        return value
    if kind is dict:  # most events' data: plain values, written without a call each
        return {str(k): v if v.__class__ in _PLAIN else _jsonable(v) for k, v in value.items()}
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        items = [_jsonable(v) for v in value]
        return sorted(items, key=repr) if isinstance(value, (set, frozenset)) else items
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    return str(value)


def render_text(events: Iterable[Event]) -> str:
    """The log as readable text, one event per line, grouped under turn/step headings."""
    lines: list[str] = []
    where = None
    for event in events:
        here = (event.turn, event.step)
        if here != where:
            where = here
            lines.append(f"-- turn {event.turn}, {event.step}")
        lines.append(f"   {event}")
    return "\n".join(lines)


def render_json_lines(events: Iterable[Event]) -> str:
    """The events as JSON lines, one object an event (``manastack --json`` logs, replays)."""
    return "\n".join(event.to_json() for event in events)


def digest(events: Iterable[Event]) -> str:
    """A SHA-256 of the JSON log: equal digests mean byte-identical logs."""
    # one update of the whole text: the same bytes as a line at a time, one call instead of two
    # per event
    return hashlib.sha256("".join([event.to_json() + "\n" for event in events]).encode())\
        .hexdigest()
