"""Scenario files: a board, actions and expectations in TOML (``manastack run``).

A scenario sets up a position (players and their zones, the turn and step),
takes actions by card name through :class:`manastack.driver.Table` (cast,
activate, play a land, attack, block, pass, resolve, go to a step) and checks
expectations (life, zones, counters, power and toughness, mana spent, that an
action is refused citing a CR rule). The format is defined by the JSON Schema
``manastack/data/scenario.schema.json``; ``docs/scenarios.rst`` documents
every field.

Loading is strict and never runs code from the file (``tomllib`` only): the
document is first validated against the schema, then every name is checked
(players, cards, plugins). Every problem is a :class:`ScenarioError` whose
message is one line naming the file, the line (or the action) and what is
wrong.

Running returns a :class:`Result`; an action the rules refuse, unless the file
says it must be refused (``illegal = "601.2c"``), is a bad file too, since
every later line would be about a different game. A failed expectation is
not: it is recorded and the run goes on, so one run shows every difference.
"""

from __future__ import annotations

import difflib
import functools
import json
import re
import tomllib
from collections import Counter, deque
from collections.abc import Callable, Iterable, Mapping, Sequence
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from attrs import define, field, frozen

from manastack.driver import Table
from manastack.engine.game import Game
from manastack.errors import (
    IllegalActionError,
    ManastackError,
    PluginError,
    ScenarioError,
    UnknownCardError,
    UnsupportedCardError,
)
from manastack.model.decisions import Answer, Script
from manastack.model.events import Event
from manastack.model.objects import GameObject, Zone
from manastack.model.turns import Step

if TYPE_CHECKING:
    from manastack.loading.rules import Rules

__all__ = [
    "STEPS",
    "VERBS",
    "Action",
    "CardSpec",
    "EngineCrash",
    "PlayerSpec",
    "Result",
    "Scenario",
    "load",
    "loads",
    "rule_matches",
    "run",
    "schema",
    "validate",
]

#: Step names used in scenario files (CR 500.1); untap and cleanup have no priority.
STEPS: dict[str, Step] = {
    "upkeep": Step.UPKEEP,
    "draw": Step.DRAW,
    "main1": Step.MAIN1,
    "begin_combat": Step.BEGIN_COMBAT,
    "declare_attackers": Step.DECLARE_ATTACKERS,
    "declare_blockers": Step.DECLARE_BLOCKERS,
    "first_strike_damage": Step.FIRST_STRIKE_DAMAGE,
    "combat_damage": Step.COMBAT_DAMAGE,
    "end_combat": Step.END_COMBAT,
    "main2": Step.MAIN2,
    "end": Step.END,
}
_STEP_NAMES = {step: name for name, step in STEPS.items()}

#: The verbs of an action, each the one required key of its form in the schema.
VERBS = ("cast", "activate", "play", "tap_for_mana", "attack", "block", "pass", "resolve",
         "go_to", "next_turn")

_ZONES = ("library", "hand", "battlefield", "graveyard", "exile")
_DEFAULT_NAMES = ("Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi")


# --------------------------------------------------------------------------
# The schema and a validator for the subset of JSON Schema it uses
# --------------------------------------------------------------------------


@functools.cache
def schema() -> dict[str, Any]:
    """The JSON Schema of scenario files (``manastack/data/scenario.schema.json``)."""
    text = resources.files("manastack_cli").joinpath("data", "scenario.schema.json").read_text("utf-8")
    loaded: dict[str, Any] = json.loads(text)
    return loaded


Path_ = tuple[str | int, ...]

_TYPE_WORDS = {
    "string": "a string", "integer": "an integer", "number": "a number", "boolean": "true or false",
    "array": "an array", "object": "a table", "null": "null",
}


def _type_of(value: Any) -> str:
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    if value is None:
        return "null"
    return type(value).__name__  # TOML dates and times


def _fits_type(value: Any, wanted: str) -> bool:
    actual = _type_of(value)
    return actual == wanted or (wanted == "number" and actual == "integer")


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "an array"
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 40 else text[:37] + "..."


def validate(instance: Any, root: Mapping[str, Any] | None = None) -> tuple[Path_, str] | None:
    """The first violation of the scenario schema in ``instance``, or None.

    A violation is ``(path, message)``: the path of keys and indices to the
    offending value and what is wrong with it. Supports the subset of JSON
    Schema 2020-12 the scenario schema uses: ``$ref`` (local), ``type``,
    ``enum``, ``const``, ``pattern``, ``minLength``, ``minimum``, ``maximum``,
    ``minItems``, ``maxItems``, ``items``, ``properties``, ``required``,
    ``additionalProperties`` and ``oneOf``; the annotation ``errorMessage``
    replaces the generic message of an ``enum`` or ``oneOf`` failure.
    """
    root = schema() if root is None else root
    return _check(instance, root, root, ())


def _resolve_ref(ref: str, root: Mapping[str, Any]) -> Mapping[str, Any]:
    if not ref.startswith("#/"):
        raise ValueError(f"only local $ref are supported, got {ref!r}")
    node: Any = root
    for part in ref[2:].split("/"):
        node = node[part.replace("~1", "/").replace("~0", "~")]
    return node  # type: ignore[no-any-return]


def _check(value: Any, sch: Mapping[str, Any], root: Mapping[str, Any],
           path: Path_) -> tuple[Path_, str] | None:
    if "$ref" in sch:
        found = _check(value, _resolve_ref(sch["$ref"], root), root, path)
        if found is not None:
            return found
    types = sch.get("type")
    if types is not None:
        wanted = [types] if isinstance(types, str) else list(types)
        if not any(_fits_type(value, t) for t in wanted):
            words = " or ".join(_TYPE_WORDS.get(t, t) for t in wanted)
            return path, f"must be {words}, got {_show(value)}"
    if "const" in sch and (value != sch["const"] or type(value) is not type(sch["const"])):
        return path, sch.get("errorMessage") or f"must be {_show(sch['const'])}, got {_show(value)}"
    if "enum" in sch and not any(value == e and type(value) is type(e) for e in sch["enum"]):
        return path, sch.get("errorMessage") or (
            f"must be one of {', '.join(_show(e) for e in sch['enum'])}; got {_show(value)}"
            + _suggest(value, [e for e in sch["enum"] if isinstance(e, str)]))
    if isinstance(value, str):
        if len(value) < sch.get("minLength", 0):
            return path, "must not be empty"
        pattern = sch.get("pattern")
        if pattern is not None and not re.search(pattern, value):
            return path, f"{_show(value)} is not well formed" + _pattern_hint(sch)
    if isinstance(value, int) and not isinstance(value, bool):
        if "minimum" in sch and value < sch["minimum"]:
            return path, f"must be at least {sch['minimum']}, got {value}"
        if "maximum" in sch and value > sch["maximum"]:
            return path, f"must be at most {sch['maximum']}, got {value}"
    if isinstance(value, list):
        if len(value) < sch.get("minItems", 0):
            return path, f"needs at least {sch['minItems']} item(s), got {len(value)}"
        if "maxItems" in sch and len(value) > sch["maxItems"]:
            return path, f"has at most {sch['maxItems']} item(s), got {len(value)}"
        items = sch.get("items")
        if items is not None:
            for i, item in enumerate(value):
                found = _check(item, items, root, (*path, i))
                if found is not None:
                    return found
    if isinstance(value, dict):
        for key in sch.get("required", ()):
            if key not in value:
                return path, f"missing required field {key!r}"
        props: Mapping[str, Any] = sch.get("properties", {})
        extra = sch.get("additionalProperties", True)
        for key, item in value.items():
            if key in props:
                found = _check(item, props[key], root, (*path, key))
            elif extra is False:
                known = sorted(props)
                return (*path, key), (f"unknown field {key!r}" + _suggest(key, known)
                                      + f" (known: {', '.join(known)})")
            elif isinstance(extra, dict):
                found = _check(item, extra, root, (*path, key))
            else:
                found = None
            if found is not None:
                return found
    if "oneOf" in sch:
        return _check_one_of(value, sch, root, path)
    return None


def _check_one_of(value: Any, sch: Mapping[str, Any], root: Mapping[str, Any],
                  path: Path_) -> tuple[Path_, str] | None:
    branches: list[Mapping[str, Any]] = sch["oneOf"]
    results = [_check(value, b, root, path) for b in branches]
    passed = [b for b, r in zip(branches, results) if r is None]
    if len(passed) == 1:
        return None
    if isinstance(value, dict):
        # report the branch whose required keys are present: the form the author meant
        meant = [(b, r) for b, r in zip(branches, results)
                 if b.get("required") and all(k in value for k in b["required"][:1])]
        if len(meant) == 1 and meant[0][1] is not None:
            return meant[0][1]
        if len(meant) > 1:
            keys = ", ".join(b["required"][0] for b, _ in meant)
            return path, f"has several verbs ({keys}): " + (sch.get("errorMessage") or "")
    return path, sch.get("errorMessage") or "does not fit any of the allowed forms"


def _suggest(word: Any, choices: Sequence[str]) -> str:
    if not isinstance(word, str):
        return ""
    close = difflib.get_close_matches(word, list(choices), n=1)
    return f"; did you mean {close[0]!r}?" if close else ""


def _pattern_hint(sch: Mapping[str, Any]) -> str:
    description = sch.get("description")
    if description:
        return f" ({description.split('.')[0].rstrip()})"
    return ""


# --------------------------------------------------------------------------
# Locating things in the file (for one-line errors)
# --------------------------------------------------------------------------

_TABLE_HEADER = re.compile(r"^\s*\[\[?\s*([A-Za-z0-9_.\-\"' ]+?)\s*\]\]?\s*(?:#.*)?$")


def _locate(text: str, path: Path_) -> int | None:
    """The 1-based line that holds ``path`` in the TOML ``text``, as best one can tell."""
    lines = text.splitlines()
    headers = [(i, m.group(1).replace(" ", "")) for i, line in enumerate(lines)
               if (m := _TABLE_HEADER.match(line))]
    start, end = 0, len(lines)
    rest = list(path)
    if rest and isinstance(rest[0], str):
        head = rest[0]
        array = [i for i, name in headers
                 if name == head and lines[i].lstrip().startswith("[[")]
        if len(rest) > 1 and isinstance(rest[1], int) and rest[1] < len(array):
            start = array[rest[1]]
            later = [i for i, name in headers if i > start and not name.startswith(head + ".")]
            end = later[0] if later else len(lines)
            rest = rest[2:]
            if not rest:
                return start + 1
        else:
            table = [i for i, name in headers if name == head or name.startswith(head + ".")]
            if table:
                start = table[0]
                later = [i for i, name in headers if i > start
                         and name != head and not name.startswith(head + ".")]
                end = later[0] if later else len(lines)
                rest = rest[1:]
                if not rest:
                    return start + 1
            else:
                end = headers[0][0] if headers else len(lines)
    found = start + 1 if start or path else None
    for key in rest:
        if not isinstance(key, str):
            continue
        pattern = re.compile(rf"""(^|[\s{{,.\[])["']?{re.escape(key)}["']?\s*(=|\.|\])""")
        for i in range(start, end):
            if pattern.search(lines[i].split("#")[0]):
                found, start = i + 1, i
                break
    return found


def _describe_path(path: Path_) -> str:
    parts: list[str] = []
    i = 0
    while i < len(path):
        key = path[i]
        if key in ("action", "player") and i + 1 < len(path) and isinstance(path[i + 1], int):
            parts.append(f"{key} {int(path[i + 1]) + 1}")
            i += 2
            continue
        if isinstance(key, int):
            parts[-1:] = [f"{parts[-1] if parts else ''}[{key + 1}]"]
        else:
            parts.append(key)
        i += 1
    if not parts:
        return ""
    out = parts[0]
    for part in parts[1:]:
        out += (": " if out.startswith(("action ", "player ")) and ":" not in out else ".") + part
    return out


# --------------------------------------------------------------------------
# The model
# --------------------------------------------------------------------------


@frozen
class CardSpec:
    """A card put in a zone as the scenario begins."""

    name: str
    tapped: bool = False
    sick: bool = False
    controller: str | None = None
    counters: Mapping[str, int] = field(factory=dict)


@frozen
class PlayerSpec:
    name: str
    life: int = 20
    poison: int = 0
    zones: Mapping[str, tuple[CardSpec, ...]] = field(factory=dict)


@frozen
class Action:
    """One ``[[action]]``: ``verb`` is its verb, ``value`` the verb's value, ``options`` the rest."""

    number: int
    verb: str
    value: Any
    options: Mapping[str, Any]
    line: int | None = None

    @property
    def illegal(self) -> str | None:
        value = self.options.get("illegal")
        return value if isinstance(value, str) else None

    @property
    def expect(self) -> Mapping[str, Any] | None:
        value = self.options.get("expect")
        return value if isinstance(value, dict) else None

    def describe(self) -> str:
        """The action as a short phrase: ``cast Think Twice using flashback``."""
        v, o = self.verb, self.options
        if v == "cast":
            text = f"cast {self.value}"
            if o.get("using", "hand") != "hand":
                text += f" using {o['using']}"
            if o.get("targets"):
                text += " targeting " + ", ".join(
                    " and ".join(t) if isinstance(t, list) else t for t in o["targets"])
            return text
        if v == "activate":
            return f"activate {self.value}" + (f" (ability {o['ability']})" if "ability" in o else "")
        if v == "attack":
            return "attack with " + (", ".join(self.value) if self.value else "nothing")
        if v == "block":
            return "block: " + (", ".join(f"{b} blocks {a}" for b, a in self.value.items())
                                if self.value else "no blocks")
        if v == "pass":
            return "pass priority"
        if v == "resolve":
            return "resolve the stack" if self.value == "all" else "resolve the top of the stack"
        if v == "go_to":
            return f"go to {STEPS[self.value].label}" + (f" of turn {o['turn']}" if "turn" in o else "")
        if v == "next_turn":
            return "go to the next turn"
        if v == "tap_for_mana":
            return f"tap {self.value} for {{{o['color']}}}"
        return f"{v} {self.value}"


@frozen
class Scenario:
    """A loaded scenario file (see the module docstring)."""

    path: str
    text: str
    name: str
    description: str
    plugins: tuple[str, ...] | None
    seed: int
    players: tuple[PlayerSpec, ...]
    turn_number: int
    active: str
    step: str
    actions: tuple[Action, ...]
    expect: Mapping[str, Any] | None

    def error(self, message: str, path: Path_ = (), line: int | None = None) -> ScenarioError:
        """A one-line error naming this file and the line of ``path``."""
        return _error(self.path, self.text, message, path, line)

    def player_index(self, ref: str, path: Path_ = ()) -> int:
        """The index of a player named by name or as "player N"."""
        low = ref.strip().lower()
        for i, p in enumerate(self.players):
            if p.name.lower() == low:
                return i
        m = re.fullmatch(r"player (\d+)", low)
        if m and 1 <= int(m.group(1)) <= len(self.players):
            return int(m.group(1)) - 1
        names = ", ".join(p.name for p in self.players)
        raise self.error(f"unknown player {ref!r} (players: {names})", path)


def _error(where: str, text: str, message: str, path: Path_ = (),
           line: int | None = None) -> ScenarioError:
    if line is None and path:
        line = _locate(text, path)
    location = f"{where}:{line}" if line else where
    # an unknown field is named by the message: the location is the table holding it
    what = _describe_path(path[:-1] if message.startswith("unknown field") else path)
    message = " ".join(message.split())  # one line, whatever the message held
    return ScenarioError(f"{location}: {what + ': ' if what else ''}{message}")


def load(path: str | Path) -> Scenario:
    """Read and check the structure of a scenario file (names are checked by :func:`run`)."""
    where = str(path)
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise ScenarioError(f"{where}: cannot read: {exc.strerror or exc}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ScenarioError(f"{where}: not UTF-8 text (byte {exc.start})") from None
    return loads(text, where)


_TOML_AT = re.compile(r"\s*\(at line (\d+), column (\d+)\)\s*$")
_TOML_AT_END = re.compile(r"\s*\(at end of document\)\s*$")


def loads(text: str, where: str = "<scenario>") -> Scenario:
    """Parse and check a scenario given as TOML text; ``where`` names it in errors."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        message = str(exc)
        line = None
        m = _TOML_AT.search(message)
        if m:
            line = int(m.group(1))
            message = message[: m.start()]
        message = _TOML_AT_END.sub(" (at the end of the file)", message)
        raise _error(where, text, f"not valid TOML: {message}", line=line) from None
    violation = validate(data)
    if violation is not None:
        path, message = violation
        raise _error(where, text, message, path)
    return _build(data, text, where)


def _card_specs(entries: Sequence[Any]) -> tuple[CardSpec, ...]:
    out: list[CardSpec] = []
    for entry in entries:
        if isinstance(entry, str):
            out.append(CardSpec(entry.strip()))
            continue
        spec = CardSpec(
            name=entry["card"].strip(), tapped=entry.get("tapped", False),
            sick=entry.get("sick", False), controller=entry.get("controller"),
            counters=dict(entry.get("counters", {})),
        )
        out.extend([spec] * entry.get("count", 1))
    return tuple(out)


def _build(data: Mapping[str, Any], text: str, where: str) -> Scenario:
    players: list[PlayerSpec] = []
    seen: dict[str, int] = {}
    for i, p in enumerate(data["player"]):
        name = p.get("name", _DEFAULT_NAMES[i]).strip()
        if name.lower() in seen:
            raise _error(where, text, f"two players are called {name!r}", ("player", i, "name"))
        if re.fullmatch(r"(?i)player \d+|you|me|opponent|them", name):
            raise _error(where, text, f"{name!r} is a reserved word for players; choose a name",
                         ("player", i, "name"))
        seen[name.lower()] = i
        zones = {z: _card_specs(p.get(z, [])) for z in _ZONES}
        for z in _ZONES:
            if z == "battlefield":
                continue
            for k, entry in enumerate(p.get(z, [])):
                if isinstance(entry, dict):
                    for key in ("tapped", "sick", "controller"):
                        if key in entry:
                            raise _error(where, text, f"{key!r} applies only on the battlefield",
                                         ("player", i, z, k, key))
        players.append(PlayerSpec(name=name, life=p.get("life", 20), poison=p.get("poison", 0),
                                  zones=zones))
    turn = data.get("turn", {})
    actions = []
    for i, a in enumerate(data.get("action", [])):
        verb = next(v for v in VERBS if v in a)
        options = {k: v for k, v in a.items() if k != verb}
        actions.append(Action(number=i + 1, verb=verb, value=a[verb], options=options,
                              line=_locate(text, ("action", i))))
    plugins = data.get("plugins")
    scenario = Scenario(
        path=where, text=text, name=data.get("name", Path(where).stem),
        description=data.get("description", ""),
        plugins=tuple(n.strip() for n in plugins) if plugins is not None else None,
        seed=data.get("seed", 0), players=tuple(players),
        turn_number=turn.get("number", 1), active=turn.get("active", players[0].name),
        step=turn.get("step", "main1"), actions=tuple(actions), expect=data.get("expect"),
    )
    _check_players(scenario, data)
    return scenario


def _check_players(s: Scenario, data: Mapping[str, Any]) -> None:
    """Every player named anywhere is one of the scenario's players."""
    s.player_index(s.active, ("turn", "active"))
    for i, p in enumerate(data["player"]):
        for k, entry in enumerate(p.get("battlefield", [])):
            if isinstance(entry, dict) and "controller" in entry:
                s.player_index(entry["controller"], ("player", i, "battlefield", k, "controller"))
    for a in s.actions:
        base: Path_ = ("action", a.number - 1)
        for key in ("by", "defender"):
            if key in a.options:
                s.player_index(a.options[key], (*base, key))
        if a.expect is not None:
            _check_expect_players(s, a.expect, (*base, "expect"))
    if s.expect is not None:
        _check_expect_players(s, s.expect, ("expect",))


def _check_expect_players(s: Scenario, expect: Mapping[str, Any], base: Path_) -> None:
    for key in ("life", "poison", "library", "hand", "battlefield", "graveyard", "exile",
                "mana_pool"):
        for name in expect.get(key, {}):
            s.player_index(name, (*base, key, name))
    for name in expect.get("lost", []):
        s.player_index(name, (*base, "lost"))
    if "active" in expect:
        s.player_index(expect["active"], (*base, "active"))
    for card, state in expect.get("permanents", {}).items():
        if "controller" in state:
            s.player_index(state["controller"], (*base, "permanents", card, "controller"))


# --------------------------------------------------------------------------
# Running
# --------------------------------------------------------------------------


def rule_matches(cited: str, wanted: str) -> bool:
    """Does the rule ``cited`` fall under ``wanted``? "601.2" covers "601.2c", not "601.20"."""
    if cited == wanted:
        return True
    return cited.startswith(wanted) and not cited[len(wanted)].isdigit()


@define
class CastRecord:
    """What a cast action locked and spent (CR 601.2f-h), for ``mana_spent``/``total_cost``."""

    total: str
    spent: str


@define
class Result:
    """The outcome of running a scenario."""

    scenario: Scenario
    game: Game
    failures: list[str] = field(factory=list)
    checked: int = 0

    @property
    def ok(self) -> bool:
        return not self.failures


class EngineCrash(Exception):
    """An unexpected exception while running a scenario: a bug, not a bad file (exit status 3)."""


class _RecordingQueue(deque[Answer]):
    """A script queue remembering what was left unused when the game cleared it."""

    def __init__(self) -> None:
        super().__init__()
        self.leftover: list[Answer] = []

    def clear(self) -> None:
        self.leftover = list(self)
        super().clear()


class Reporter:
    """Receives the run as it happens; the command line prints it (see manastack.cli)."""

    def begin(self, scenario: Scenario, game: Game) -> None:
        """The game is set up."""

    def action(self, action: Action, game: Game, events: Sequence[Event]) -> None:
        """``action`` was taken; ``events`` are the events it logged."""

    def failure(self, message: str) -> None:
        """An expectation did not hold."""

    def refused(self, action: Action, error: IllegalActionError) -> None:
        """``action``, which the file says is illegal, was refused with ``error`` (CR 732)."""


def run(
    scenario: Scenario,
    *,
    enable: Iterable[str] | None = None,
    disable: Iterable[str] = (),
    env: Mapping[str, str] | None = None,
    reporter: Reporter | None = None,
    rules: Rules | None = None,
) -> Result:
    """Set up and play ``scenario``; check its expectations.

    The plugins are the scenario's ``plugins`` when it names them (only those,
    the environment ignored); otherwise ``enable``/``disable`` and ``env``
    select them as everywhere else (``docs/plugins.rst``). ``rules``, when
    given, is used as it is (the caller selected the plugins: ``manastack
    demo``). Raises :class:`ScenarioError` for a bad file: unknown plugin,
    player or card, an action that is not legal at that point or a choice
    that does not fit.
    """
    reporter = reporter or Reporter()
    table = _setup(scenario, enable, disable, env, rules)
    result = Result(scenario=scenario, game=table.game)
    reporter.begin(scenario, table.game)
    queue = _RecordingQueue()
    table.game.script = Script()
    table.game.script.queue = queue
    casts: dict[str, CastRecord] = {}
    for action in scenario.actions:
        _check_action_names(scenario, table, action)
        start = len(table.game.log)
        try:
            failures = _take(scenario, table, action, queue, casts, reporter)
        except ManastackError:
            raise
        except Exception as exc:  # a bug in the engine or a plugin, not in the file
            raise EngineCrash(f"{scenario.path}: action {action.number} ({action.describe()}): "
                              f"internal error: {type(exc).__name__}: {exc}") from exc
        reporter.action(action, table.game, table.game.log[start:])
        if action.expect is not None:
            failures += _check_expect(scenario, table, action.expect, casts,
                                      ("action", action.number - 1, "expect"))
        for message in failures:
            text = f"after action {action.number} ({action.describe()}): {message}"
            result.failures.append(text)
            reporter.failure(text)
        result.checked += 1 if action.illegal else 0
        result.checked += _count_expectations(action.expect)
    if scenario.expect is not None:
        for message in _check_expect(scenario, table, scenario.expect, casts, ("expect",)):
            text = f"at the end: {message}"
            result.failures.append(text)
            reporter.failure(text)
        result.checked += _count_expectations(scenario.expect)
    return result


def _count_expectations(expect: Mapping[str, Any] | None) -> int:
    if not expect:
        return 0
    return sum(len(v) if isinstance(v, (dict, list)) else 1 for v in expect.values())


def _setup(scenario: Scenario, enable: Iterable[str] | None, disable: Iterable[str],
           env: Mapping[str, str] | None, rules: Rules | None = None) -> Table:
    from manastack.loading.rules import Rules

    try:
        if rules is not None:
            pass
        elif scenario.plugins is not None:
            rules = Rules.load(enable=scenario.plugins, env={})
        else:
            rules = Rules.load(enable=enable, disable=disable, env=env)
    except PluginError as exc:
        raise scenario.error(str(exc), ("plugins",) if scenario.plugins is not None else ()) from None
    game = Game(rules, [p.name for p in scenario.players], seed=scenario.seed)
    game.auto_pass = False  # the file says when each player passes
    for i, player in enumerate(scenario.players):
        game.update_player(i, life=player.life, poison=player.poison)
        for zone in _ZONES:
            for spec in player.zones.get(zone, ()):
                path: Path_ = ("player", i, zone)
                card = _known_card(scenario, rules, spec.name, path)
                controller = (scenario.player_index(spec.controller, path)
                              if spec.controller is not None else None)
                # the library is listed top first: each card goes below the previous one
                game.put(card, Zone(zone), i, tapped=spec.tapped, sick=spec.sick,
                         counters=dict(spec.counters) or None, controller=controller)
    game.set_turn(active=scenario.player_index(scenario.active), step=STEPS[scenario.step],
                  number=scenario.turn_number)
    return Table(game)


def _known_card(scenario: Scenario, rules: Any, name: str, path: Path_) -> Any:
    try:
        return rules.card(name)
    except UnknownCardError as exc:
        raise scenario.error(str(exc), path) from None
    except ManastackError as exc:
        raise scenario.error(f"card {name!r}: {exc}", path) from None


_PLAYER_WORDS = re.compile(r"(?i)you|me|opponent|them|player \d+")


def _is_player(scenario: Scenario, name: str) -> bool:
    return bool(_PLAYER_WORDS.fullmatch(name.strip())) or any(
        p.name.lower() == name.strip().lower() for p in scenario.players)


def _check_action_names(scenario: Scenario, table: Table, action: Action) -> None:
    """Every card an action names exists (tokens, "... Token", may not yet)."""
    base: Path_ = ("action", action.number - 1)
    names: list[tuple[str, Path_]] = []
    if action.verb in ("cast", "activate", "play", "tap_for_mana"):
        names.append((action.value, (*base, action.verb)))
    elif action.verb == "attack":
        names += [(n, (*base, "attack")) for n in action.value]
    elif action.verb == "block":
        names += [(n, (*base, "block")) for pair in action.value.items() for n in pair]
    for key in ("exile", "delve", "sacrifice", "discard", "tap"):
        names += [(n, (*base, key)) for n in action.options.get(key, [])]
    for target in action.options.get("targets", []):
        for n in target if isinstance(target, list) else [target]:
            if not _is_player(scenario, n):
                names.append((n, (*base, "targets")))
    for name, path in names:
        if name.endswith(" Token") or "#" in name:
            continue
        if name not in table.game.rules.cards:
            _known_card(scenario, table.game.rules, name, path)


def _take(scenario: Scenario, table: Table, action: Action, queue: _RecordingQueue,
          casts: dict[str, CastRecord], reporter: Reporter | None = None) -> list[str]:
    """Do ``action``; return failed expectations about its legality."""
    base: Path_ = ("action", action.number - 1)
    where = f"action {action.number} ({action.describe()})"
    game = table.game
    if "by" in action.options:
        wanted = scenario.player_index(action.options["by"], (*base, "by"))
        decision = game.pending()
        actual = decision.player if decision is not None else None
        if actual != wanted:
            who = game.player(actual).name if actual is not None else "nobody (the game is over)"
            raise scenario.error(
                f"{where}: {scenario.players[wanted].name} is not the one acting: {who} is",
                line=action.line)
    if action.illegal is not None:
        return _take_illegal(scenario, table, action, where, reporter or Reporter())
    queue.leftover = []
    over_before = game.state.over
    try:
        _perform(scenario, table, action, casts)
    except IllegalActionError as exc:
        if action.verb in _PASSING and game.state.over and not over_before:
            return []  # the game ended on the way (CR 104): the action is done
        raise scenario.error(f"{where}: {exc}", line=action.line) from None
    except (UnsupportedCardError, ManastackError) as exc:
        raise scenario.error(f"{where}: {exc}", line=action.line) from None
    if queue.leftover:
        unused = ", ".join(repr(kind) for kind in sorted({a.kind for a in queue.leftover}))
        raise scenario.error(
            f"{where}: the game never asked for {unused}: that choice does not fit this action",
            line=action.line)
    return []


#: Verbs that pass priority until something happens: the game may end on the way.
_PASSING = frozenset({"pass", "resolve", "go_to", "next_turn"})


def _take_illegal(scenario: Scenario, table: Table, action: Action, where: str,
                  reporter: Reporter) -> list[str]:
    game = table.game
    wanted = action.illegal
    assert wanted is not None
    try:  # reaching the step is not the refused part: an attack first passes to its step
        if action.verb == "attack":
            table.go_to(Step.DECLARE_ATTACKERS)
        elif action.verb == "block":
            table.go_to(Step.DECLARE_BLOCKERS)
    except ManastackError as exc:
        raise scenario.error(f"{where}: {exc}", line=action.line) from None
    game.pending()  # settle the game first: the step's turn-based actions are not the action's
    before = game.state_digest()
    log_length = len(game.log)
    try:
        _perform(scenario, table, action, {})
    except IllegalActionError as exc:
        reporter.refused(action, exc)
        failures = []
        if not rule_matches(exc.rule, wanted):
            cited = f"CR {exc.rule}" if exc.rule else "no rule"
            failures.append(f"refused citing {cited}, expected CR {wanted}: {exc.reason}")
        if game.state_digest() != before or len(game.log) != log_length:
            failures.append("the refused action changed the game (CR 732)")
        return failures
    except ManastackError as exc:
        raise scenario.error(f"{where}: {exc}", line=action.line) from None
    return [f"the action was allowed; expected it to be refused citing CR {wanted}"]


def _answers(scenario: Scenario, table: Table, raw: Sequence[Mapping[str, Any]]) -> list[Answer]:
    out = []
    for entry in raw:
        chosen: list[Any] = []
        for item in entry["choose"]:
            if isinstance(item, str):
                chosen.append(_choice(scenario, table, item, chosen))
            else:
                chosen.append(item)
        out.append(Answer(entry["kind"], tuple(chosen)))
    return out


def _choice(scenario: Scenario, table: Table, item: str, taken: Sequence[Any]) -> Any:
    if _is_player(scenario, item):
        decision = table.game.pending()
        return table.target(item, decision.player if decision is not None else 0)
    matches = [o.id for z in Zone for o in table.game.objects_in(z)
               if o.card.name.lower() == item.strip().lower() and o.id not in taken]
    return matches[0] if matches else item  # an option that is not an object (a key)


def _perform(scenario: Scenario, table: Table, action: Action,
             casts: dict[str, CastRecord]) -> None:
    o = action.options
    answers = _answers(scenario, table, o.get("answers", []))
    if action.verb == "cast":
        modes = [m - 1 for m in o["modes"]] if "modes" in o else None
        targets = [list(t) if isinstance(t, list) else t for t in o.get("targets", [])]
        obj = table.cast(
            action.value, using=o.get("using", "hand"), targets=targets, modes=modes,
            x=o.get("x"), exile=o.get("exile"), delve=o.get("delve"),
            sacrifice=o.get("sacrifice"), discard=o.get("discard"), tap=o.get("tap"),
            pay=o.get("pay"), answers=answers, zone=o.get("zone"),
        )
        spell = obj.spell if obj.zone is Zone.STACK else None
        if spell is not None:
            total = str(spell.total.mana) if spell.total is not None else ""
            casts[obj.card.name.lower()] = CastRecord(total=total, spent=spell.mana_spent)
    elif action.verb == "activate":
        table.activate(action.value, o.get("ability", 1) - 1, targets=o.get("targets", []),
                       x=o.get("x"), answers=answers)
    elif action.verb == "play":
        table.play(action.value)
    elif action.verb == "tap_for_mana":
        table.tap_for_mana(action.value, o["color"])
    elif action.verb == "attack":
        defender = o.get("defender")
        table.attack(*action.value, defender=defender)
    elif action.verb == "block":
        table.block(dict(action.value))
    elif action.verb == "pass":
        table.pass_priority(answers)
    elif action.verb == "resolve":
        if action.value == "all":
            table.resolve_all()
        else:
            table.resolve(answers)
    elif action.verb == "go_to":
        table.go_to(STEPS[action.value], turn=o.get("turn"))
    elif action.verb == "next_turn":
        table.next_turn()


# --------------------------------------------------------------------------
# Expectations
# --------------------------------------------------------------------------

_MANA_SYMBOL = re.compile(r"\{([^{}]+)\}")
_LIFE_PART = re.compile(r" and (\d+) life$")


def mana_key(text: str) -> tuple[tuple[str, ...], int]:
    """Mana symbols as a sorted tuple plus life paid: "{U}{2}" equals "{2}{U}"."""
    life = 0
    m = _LIFE_PART.search(text)
    if m:
        life = int(m.group(1))
        text = text[: m.start()]
    symbols = [s.upper() for s in _MANA_SYMBOL.findall(text) if s != "0"]
    return tuple(sorted(symbols)), life


def _names_diff(actual: Sequence[str], wanted: Sequence[str], ordered: bool) -> str | None:
    if ordered:
        if list(actual) == list(wanted):
            return None
        return f"is [{', '.join(actual)}], expected [{', '.join(wanted)}]"
    a, w = Counter(n.lower() for n in actual), Counter(n.lower() for n in wanted)
    if a == w:
        return None
    missing = list((w - a).elements())
    extra = list((a - w).elements())
    detail = "; ".join(part for part in (
        f"missing {', '.join(missing)}" if missing else "",
        f"unexpected {', '.join(extra)}" if extra else "") if part)
    return f"is [{', '.join(actual)}], expected [{', '.join(wanted)}] ({detail})"


def _check_expect(scenario: Scenario, table: Table, expect: Mapping[str, Any],
                  casts: Mapping[str, CastRecord], base: Path_) -> list[str]:
    game = table.game
    out: list[str] = []

    def player(name: str) -> int:
        return scenario.player_index(name, base)

    for name, value in expect.get("life", {}).items():
        actual = game.player(player(name)).life
        if actual != value:
            out.append(f"{name} has {actual} life, expected {value}")
    for name, value in expect.get("poison", {}).items():
        actual = game.player(player(name)).poison
        if actual != value:
            out.append(f"{name} has {actual} poison counter(s), expected {value}")
    for name in expect.get("lost", []):
        if not game.player(player(name)).lost:
            out.append(f"{name} has not lost the game")
    for card, zone in expect.get("zones", {}).items():
        holders = [o for o in game.objects_in(Zone(zone)) if o.card.name.lower() == card.lower()]
        if not holders:
            where = sorted({str(o.zone) for z in Zone for o in game.objects_in(z)
                            if o.card.name.lower() == card.lower()})
            now = f"it is in: {', '.join(where)}" if where else "there is no such object"
            out.append(f"{card} is not in the {zone} ({now})")
    for card, zone in expect.get("not_in", {}).items():
        if any(o.card.name.lower() == card.lower() for o in game.objects_in(Zone(zone))):
            out.append(f"{card} is in the {zone}, expected it not to be")
    for zone in ("library", "hand", "graveyard", "battlefield", "exile"):
        for name, wanted in expect.get(zone, {}).items():
            index = player(name)
            names = [o.card.name for o in _zone_of(game, Zone(zone), index)]
            diff = _names_diff(names, wanted, ordered=zone == "library")
            if diff is not None:
                out.append(f"{name}'s {zone} {diff}")
    if "stack" in expect:
        diff = _names_diff([_stack_name(o) for o in game.stack()], expect["stack"], ordered=True)
        if diff is not None:
            out.append(f"the stack {diff}")
    for card, state in expect.get("permanents", {}).items():
        out += _check_permanent(scenario, game, card, state, base)
    for key, label in (("mana_spent", "mana spent on"), ("total_cost", "total cost of")):
        for card, wanted in expect.get(key, {}).items():
            record = casts.get(card.lower())
            if record is None:
                out.append(f"{card} was not cast by an action of this scenario")
                continue
            paid = record.spent if key == "mana_spent" else record.total
            if mana_key(paid) != mana_key(wanted):
                out.append(f"{label} {card}: {paid or 'nothing'}, expected {wanted}")
    for name, wanted in expect.get("mana_pool", {}).items():
        pool = str(game.player(player(name)).mana_pool)
        if mana_key(pool) != mana_key(wanted):
            out.append(f"{name}'s mana pool is {pool or 'empty'}, expected {wanted}")
    for rule in expect.get("logged", []):
        if not any(rule_matches(e.rule, rule) for e in game.log if e.rule):
            out.append(f"no event cited CR {rule}")
    for rule in expect.get("not_logged", []):
        cited = [e for e in game.log if e.rule and rule_matches(e.rule, rule)]
        if cited:
            out.append(f"an event cited CR {rule}: {cited[0].text!r}")
    turn = game.state.turn
    if "turn" in expect and turn.number != expect["turn"]:
        out.append(f"it is turn {turn.number}, expected turn {expect['turn']}")
    if "step" in expect and turn.step is not STEPS[expect["step"]]:
        out.append(f"it is the {turn.step.label}, expected the {STEPS[expect['step']].label}")
    if "active" in expect and turn.active != player(expect["active"]):
        out.append(f"{game.player(turn.active).name} is the active player, expected "
                   f"{expect['active']}")
    return out


def _zone_of(game: Game, zone: Zone, index: int) -> list[GameObject]:
    if zone is Zone.BATTLEFIELD:
        return [o for o in game.battlefield() if game.controller(o.id) == index]
    if zone is Zone.EXILE:
        return [o for o in game.objects_in(Zone.EXILE) if o.owner == index]
    return game.objects_in(zone, index)


def _stack_name(obj: GameObject) -> str:
    return obj.card.name


def _check_permanent(scenario: Scenario, game: Game, card: str, state: Mapping[str, Any],
                     base: Path_) -> list[str]:
    candidates = [o for o in game.battlefield() if o.card.name.lower() == card.lower()]
    if "controller" in state:
        who = scenario.player_index(state["controller"], base)
        candidates = [o for o in candidates if game.controller(o.id) == who]
    if not candidates:
        whose = f" under {state['controller']}'s control" if "controller" in state else ""
        return [f"{card} is not on the battlefield{whose}"]
    reports = [_permanent_differences(game, o, state) for o in candidates]
    if any(not r for r in reports):
        return []  # one object of that name fits everything
    return [f"{card}: {d}" for d in reports[0]]


def _permanent_differences(game: Game, obj: GameObject, state: Mapping[str, Any]) -> list[str]:
    out = []
    checks: list[tuple[str, Callable[[], Any]]] = [
        ("power", lambda: game.power(obj.id)),
        ("toughness", lambda: game.toughness(obj.id)),
        ("tapped", lambda: obj.tapped),
        ("attacking", lambda: game.is_attacking(obj.id)),
        ("summoning_sick", lambda: game.summoning_sick(obj.id)),
    ]
    for key, get in checks:
        if key in state:
            actual = get()
            if actual != state[key]:
                out.append(f"{key} is {_show(actual)}, expected {_show(state[key])}")
    for kind, n in state.get("counters", {}).items():
        if obj.counter(kind) != n:
            out.append(f"has {obj.counter(kind)} {kind} counter(s), expected {n}")
    for keyword in state.get("keywords", []):
        if not game.has_keyword(obj.id, keyword.lower()):
            out.append(f"doesn't have {keyword}")
    for keyword in state.get("lacks", []):
        if game.has_keyword(obj.id, keyword.lower()):
            out.append(f"has {keyword}, expected it not to")
    return out


def step_name(step: Step) -> str:
    """The scenario-file name of a step ("main1"), or its label for steps files can't name."""
    return _STEP_NAMES.get(step, step.label)


# --------------------------------------------------------------------------
# Printing a run (``manastack run``)
# --------------------------------------------------------------------------


class Style:
    """ANSI colours, or nothing (piped output, ``NO_COLOR``, ``--color never``)."""

    _CODES: ClassVar[dict[str, str]] = {
        "bold": "1", "dim": "2", "red": "31", "green": "32", "yellow": "33", "blue": "34",
        "magenta": "35", "cyan": "36",
    }

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled

    def __call__(self, text: str, *styles: str) -> str:
        if not self.enabled or not styles:
            return text
        codes = ";".join(self._CODES[s] for s in styles)
        return f"\033[{codes}m{text}\033[0m"


_KIND_STYLE = {
    "cast": ("bold",), "resolve": ("bold",), "cost": ("yellow",), "zone_change": ("cyan",),
    "effect": ("magenta",), "trigger": ("blue",), "delayed": ("blue",), "replacement": ("magenta",),
    "damage": ("red",), "life": ("red",), "choice": ("dim",), "priority": ("dim",),
    "step": ("bold",), "turn": ("bold",),
}


def event_line(event: Event, style: Style) -> str:
    """One event as a readable line with its CR rule."""
    text = style(event.text, *_KIND_STYLE.get(event.kind, ()))
    cite = "  " + style(f"[CR {event.rule}]", "dim") if event.rule else ""
    return f"{text}{cite}"


def board_lines(game: Game, style: Style) -> list[str]:
    """The board as a table: per player a heading row (life, library, who is active),
    then one row per non-empty zone; then the stack, top first.

    Identical untapped (or tapped) permanents without counters or effects are
    shown once with a count ("Forest x4"), so a board of lands stays one line.
    """
    lines = []
    width = max(len(p.name) for p in game.players)
    active = game.state.turn.active
    for p in game.players:
        life = f"life {p.life}" + (f", poison {p.poison}" if p.poison else "")
        lost = "  " + style("LOST", "red", "bold") if p.lost else ""
        mark = " (active)" if p.index == active else ""
        pool = f"   pool {p.mana_pool}" if not p.mana_pool.is_empty() else ""
        lines.append("  | " + style(f"{p.name}{mark}".ljust(width + 9), "bold")
                     + f"  {life:<9}  library {len(game.library(p.index))}{pool}{lost}")
        permanents = _grouped([_permanent_text(game, o) for o in game.battlefield()
                               if game.controller(o.id) == p.index])
        rows = (
            ("hand", [o.card.name for o in game.hand(p.index)]),
            ("battlefield", permanents),
            ("graveyard", [o.card.name for o in game.graveyard(p.index)]),
            ("exile", [o.card.name for o in game.objects_in(Zone.EXILE) if o.owner == p.index]),
        )
        for label, names in rows:
            if names:
                lines.append(f"  |   {style(label.ljust(11), 'dim')}  {', '.join(names)}")
    stack = game.stack()
    if stack:
        lines.append("  |   " + style("stack".ljust(11), "dim") + "  " + ", ".join(
            f"{_stack_name(o)} ({game.player(o.controller).name})" for o in reversed(stack))
            + "  (top first)")
    return lines


def _grouped(texts: Sequence[str]) -> list[str]:
    """Equal neighbours counted once: ["Forest", "Forest"] -> ["Forest x2"]."""
    out: list[str] = []
    counts: list[int] = []
    for text in texts:
        if out and out[-1] == text:
            counts[-1] += 1
        else:
            out.append(text)
            counts.append(1)
    return [t if n == 1 else _with_count(t, n) for t, n in zip(out, counts)]


def _with_count(text: str, n: int) -> str:
    name, sep, rest = text.partition(" (")
    return f"{name} x{n}{' (' if sep else ''}{rest}"


def _permanent_text(game: Game, obj: GameObject) -> str:
    ch = game.chars(obj.id)
    text = obj.card.name
    if ch.is_creature:
        text += f" {game.power(obj.id)}/{game.toughness(obj.id)}"
    notes = []
    if obj.tapped:
        notes.append("tapped")
    if ch.is_creature and game.summoning_sick(obj.id):
        notes.append("sick")
    if game.is_attacking(obj.id):
        notes.append("attacking")
    notes += [f"{kind}:{n}" for kind, n in sorted(obj.counters.items())]
    gained = sorted(ch.keywords - game.rules.printed(obj.card).keywords)
    notes += [f"+{k}" for k in gained]
    return text + (f" ({', '.join(notes)})" if notes else "")


#: The CR rule of each layer and sublayer (613.1, 613.4).
LAYER_RULES = {
    "1": "613.1a", "2": "613.1b", "3": "613.1c", "4": "613.1d", "5": "613.1e", "6": "613.1f",
    "7a": "613.4a", "7b": "613.4b", "7c": "613.4c", "7d": "613.4d",
}


def layer_lines(game: Game) -> dict[int, list[tuple[str, str]]]:
    """For each object some continuous effect or counter changes, what applies in
    which layer, in the order the layer pass applies it (CR 613): ``(layers, text)``.

    Consecutive layers of one effect are one row ("4, 6, 7b"), as an effect
    applies each of its parts in its own layer (613.6); +1/+1 and -1/-1
    counters are a row of layer 7c (613.4c).
    """
    from manastack.engine import layers

    out: dict[int, list[tuple[str, str]]] = {}
    for layer, text, oid in layers.explain(game):
        rows = out.setdefault(oid, [])
        if rows and rows[-1][1] == text:
            rows[-1] = (f"{rows[-1][0]}, {layer}", text)
        else:
            rows.append((layer, text))
    for obj in game.battlefield():
        plus = obj.counter("+1/+1") - obj.counter("-1/-1")
        if plus and game.chars(obj.id).is_creature:
            n = abs(plus)
            kind = "+1/+1" if plus > 0 else "-1/-1"
            out.setdefault(obj.id, []).append(("7c", f"{n} {kind} counter{'s' if n > 1 else ''}"))
    return out


def _wrapped(text: str, indent: str, width: int = 100) -> list[str]:
    """Prose from the file as lines of at most ``width`` characters (words never split)."""
    import textwrap

    return textwrap.wrap(" ".join(text.split()), width=width, initial_indent=indent,
                         subsequent_indent=indent, break_long_words=False,
                         break_on_hyphens=False)


class TextReporter(Reporter):
    """The readable log: each action, the events it caused with their CR rules, the board."""

    def __init__(self, write: Callable[[str], None], style: Style, *, board: bool = True,
                 layers: bool = False) -> None:
        self.write = write
        self.style = style
        self.board = board
        self.layers = layers
        self._where: tuple[int, str] | None = None
        self._layered: dict[int, tuple[tuple[str, str], ...]] = {}
        self._board: list[str] = []
        self._refusal: IllegalActionError | None = None

    def begin(self, scenario: Scenario, game: Game) -> None:
        s = self.style
        self.write(s(f"scenario: {scenario.name}", "bold") + s(f"  ({scenario.path})", "dim"))
        if scenario.description:
            for line in _wrapped(scenario.description, "  "):
                self.write(line)
        plugins = ", ".join(game.rules.ruleset.enabled)
        t = game.state.turn
        self.write(f"  plugins: {plugins}")
        self.write(f"  turn {t.number}, {t.step.label}, {game.player(t.active).name} active")
        if self.board:
            self._board = board_lines(game, s)
            for line in self._board:
                self.write(line)

    def action(self, action: Action, game: Game, events: Sequence[Event]) -> None:
        s = self.style
        self.write("")
        self.write(s(f"== {action.number}. {action.describe()}", "bold", "green"))
        if "note" in action.options:
            for line in _wrapped(action.options["note"], "   "):
                self.write(s(line, "dim"))
        for event in events:
            here = (event.turn, event.step)
            if here != self._where:
                self._where = here
                self.write(s(f"   -- turn {event.turn}, {event.step}", "dim"))
            self.write("   " + event_line(event, s))
        if self._refusal is not None:
            exc, self._refusal = self._refusal, None
            cite = f"  [CR {exc.rule}]" if exc.rule else ""
            self.write("   " + s(f"refused: {exc.reason}", "red") + s(cite, "dim"))
            self.write("   " + s("the game is exactly as it was before the attempt", "dim")
                       + s("  [CR 732]", "dim"))
        if self.layers:
            self._write_layers(game)
        if self.board:
            lines = board_lines(game, s)
            if lines != self._board:  # an unchanged board is not shown again
                for line in lines:
                    self.write(line)
            self._board = lines

    def refused(self, action: Action, error: IllegalActionError) -> None:
        self._refusal = error

    def _write_layers(self, game: Game) -> None:
        """The layer pass of every object whose effects or counters changed (CR 613)."""
        s = self.style
        now = {oid: tuple(rows) for oid, rows in layer_lines(game).items()
               if game.find(oid) is not None}
        for oid, rows in now.items():
            if self._layered.get(oid) == rows:
                continue
            obj = game.obj(oid)
            ch = game.chars(oid)
            result = f"{game.power(oid)}/{game.toughness(oid)} " if ch.is_creature else ""
            result += " ".join(t.lower() for t in ch.type_line.card_types)
            gained = sorted(ch.keywords - game.rules.printed(obj.card).keywords)
            result += "".join(f", {k}" for k in gained)
            self.write("   " + s(f"layers: {obj} is now {result.strip()}", "magenta")
                       + "  " + s("[CR 613.1]", "dim"))
            width = max(len(layers) for layers, _ in rows)
            for layers, text in rows:
                rules = ", ".join(LAYER_RULES.get(n.strip(), "613.1") for n in layers.split(","))
                self.write(f"     layer {layers.ljust(width)}  {text}  " + s(f"[CR {rules}]", "dim"))
        self._layered = now

    def failure(self, message: str) -> None:
        self.write(self.style(f"FAIL {message}", "red", "bold"))


class JsonReporter(Reporter):
    """The event log as JSON lines (:meth:`Event.to_json`); failures go to ``fail``."""

    def __init__(self, write: Callable[[str], None], fail: Callable[[str], None]) -> None:
        self.write = write
        self.fail = fail
        self._seen = 0

    def begin(self, scenario: Scenario, game: Game) -> None:
        self._seen = len(game.log)
        for event in game.log:
            self.write(event.to_json())

    def action(self, action: Action, game: Game, events: Sequence[Event]) -> None:
        for event in events:
            self.write(event.to_json())

    def failure(self, message: str) -> None:
        self.fail(f"FAIL {message}")


# --------------------------------------------------------------------------
# The ``run`` command
# --------------------------------------------------------------------------


def add_command(sub: Any) -> None:
    """Register ``manastack run`` on the command line's subparsers."""
    p = sub.add_parser(
        "run", help="run scenario files: exit 0 if every expectation holds, 1 if one fails, "
        "2 for a bad file",
        description="Run scenario files (TOML; see docs/scenarios.rst). Exit status: 0 every "
        "expectation holds, 1 one failed (the differences are printed), 2 a bad file (one line "
        "says where and why), 3 an internal error.")
    p.add_argument("files", nargs="+", metavar="FILE", help="scenario files")
    p.add_argument("--json", action="store_true",
                   help="print the event log as JSON lines (failures go to standard error)")
    p.add_argument("--no-board", action="store_true", help="don't print the board after each action")
    p.add_argument("--color", choices=("auto", "always", "never"), default="auto",
                   help="colour the text log (default: when writing to a terminal)")
    p.add_argument("--traceback", action="store_true", help="show the traceback of internal errors")
    p.set_defaults(func=cmd_run)


def _use_color(choice: str) -> bool:
    import os
    import sys

    if choice != "auto":
        return choice == "always"
    return sys.stdout.isatty() and "NO_COLOR" not in os.environ and os.environ.get("TERM") != "dumb"


def cmd_run(args: Any) -> int:
    """``manastack run FILE...``: see :func:`add_command`."""
    import os
    import sys

    from manastack_cli.main import plugin_selection

    enable, disable = plugin_selection(args)
    style = Style(_use_color(args.color))

    def out(line: str) -> None:
        print(line)

    def err(line: str) -> None:
        print(line, file=sys.stderr)

    try:
        return _run_files(args, enable, disable, style, out, err)
    except BrokenPipeError:  # the reader went away (| head): stop quietly
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - replaces the closed pipe for good
        return 141  # as a shell reports a process ended by SIGPIPE: the run was cut short


def _run_files(args: Any, enable: list[str] | None, disable: Iterable[str], style: Style,
               out: Callable[[str], None], err: Callable[[str], None]) -> int:
    status = 0
    for path in args.files:
        reporter: Reporter
        if args.json:
            reporter = JsonReporter(out, err)
        else:
            reporter = TextReporter(out, style, board=not args.no_board)
        try:
            scenario = load(path)
            result = run(scenario, enable=enable, disable=disable, reporter=reporter)
        except ScenarioError as exc:
            err(f"manastack: error: {exc}")
            status = max(status, 2)
            continue
        except EngineCrash as exc:
            if args.traceback:
                raise
            err(f"manastack: error: {exc} (a bug in manastack or a plugin; --traceback shows it)")
            status = max(status, 3)
            continue
        if not args.json:
            out("")
            if result.ok:
                out(style(f"ok: {scenario.path}: {result.checked} expectation(s) held", "green",
                          "bold"))
            else:
                out(style(f"FAILED: {scenario.path}: {len(result.failures)} expectation(s) did "
                          "not hold", "red", "bold"))
        if not result.ok:
            status = max(status, 1)
    return status
