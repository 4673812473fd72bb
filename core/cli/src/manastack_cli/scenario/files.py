"""Scenario files: what a loaded file holds, and loading it (``manastack run``).

A scenario sets up a position (players and their zones, the turn and step), takes actions
by card name (cast, activate, play a land, attack, block, pass, resolve, go to a step),
changes the position between them by test edits (:mod:`manastack_cli.scenario.edits`) and
states expectations (life, zones, counters, power and toughness, mana spent, that an
action is refused citing a CR rule). The format is defined by the JSON Schema
``manastack_cli/data/scenario.schema.json`` (:mod:`manastack_cli.scenario.validation`);
``docs/scenarios.rst`` documents every field.

Loading is strict and never runs code from the file (``tomllib`` only): the document is
first validated against the schema, then every player named is checked (cards and plugins
are checked by :func:`manastack_cli.scenario.runner.run`, against the rules it plays by).
Every problem is a :class:`~manastack.ScenarioError` whose message is one line naming the
file, the line (or the action) and what is wrong.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from attrs import field, frozen

from manastack import ScenarioError, Step, not_utf8, quoted, shortened
from manastack_cli.limits import MAX_CARDS_PER_ZONE, MAX_FILE_BYTES, scan_toml
from manastack_cli.scenario import edits
from manastack_cli.scenario.validation import FieldPath, validate

__all__ = [
    "SIDEBOARD",
    "STEPS",
    "VERBS",
    "ZONES",
    "Action",
    "CardSpec",
    "PlayerSpec",
    "Scenario",
    "load",
    "loads",
    "step_name",
]

#: Step names used in scenario files (CR 500.1). The untap step is none: no player receives
#: priority in it (502.4); the cleanup step is named only to go to it when a player receives
#: priority there (514.3a), never to start in it (514.3).
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
    "cleanup": Step.CLEANUP,
}
_STEP_NAMES = {step: name for name, step in STEPS.items()}

#: The verbs of an action, each the one required key of its form in the schema.
VERBS = ("cast", "activate", "play", "special", "tap_for_mana", "attack", "block", "pass", "resolve",
         "go_to", "next_turn", *edits.EDIT_VERBS)

#: The zones a scenario file lists for each player.
ZONES = ("library", "hand", "battlefield", "graveyard", "exile", "command")
#: A player's cards outside the game (CR 400.11a), given like a zone's though not one (400.11).
SIDEBOARD = "sideboard"
_DEFAULT_NAMES = ("Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi")


def _and(attacked: str | Sequence[str]) -> str:
    """The attackers one blocker blocks, as text (CR 509.1a: it may block several)."""
    return attacked if isinstance(attacked, str) else " and ".join(attacked)


def step_name(step: Step) -> str:
    """The scenario-file name of a step ("main1"), or its label for steps files can't name."""
    return _STEP_NAMES.get(step, step.label)


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
    #: Opt-in: a card whose text is not all read enters as a placeholder with no ability.
    inert: bool = False
    #: Battlefield only: the permanent (its name) or player this Aura, Equipment or
    #: Fortification is attached to as the scenario begins (CR 701.3a, 303.4, 301.5)
    attached_to: str | None = None


@frozen
class PlayerSpec:
    name: str
    life: int = 20
    poison: int = 0
    zones: Mapping[str, tuple[CardSpec, ...]] = field(factory=dict)
    #: the cards the player owns outside the game (CR 400.11a): not a zone (400.11)
    sideboard: tuple[CardSpec, ...] = ()


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
            text = f"cast {self.value}" + (f" ({o['half']})" if "half" in o else "") + \
                (f" ({o['face']})" if "face" in o and o.get("half") != o["face"] else "")
            if o.get("using", "hand") != "hand":
                text += f" using {o['using']}"
            if o.get("targets"):
                text += " targeting " + ", ".join(
                    (" and ".join(t) or "no target") if isinstance(t, list) else t
                    for t in o["targets"])
            elif "targets" in o:
                text += " targeting nothing"
            return text
        if v == "activate":
            return f"activate {self.value}" + (f" (ability {o['ability']})" if "ability" in o else "")
        if v == "attack":
            if isinstance(self.value, dict):
                return "attack with " + (", ".join(f"{c} attacking {d}" for c, d
                                                   in self.value.items()) or "nothing")
            return "attack with " + (", ".join(self.value) if self.value else "nothing")
        if v == "block":
            return "block: " + ("; ".join(
                (f"{b}: " + (", ".join(f"{x} blocks {_and(y)}" for x, y in a.items())
                             or "no blocks"))
                if isinstance(a, dict) else f"{b} blocks {_and(a)}" for b, a in self.value.items())
                or "no blocks")
        if v == "special":
            return f"{o['action']} {self.value}"
        if v == "pass":
            return "pass priority"
        if v == "resolve":
            return "resolve the stack" if self.value == "all" else "resolve the top of the stack"
        if v == "go_to":
            return f"go to {STEPS[self.value].label}" + (f" of turn {o['turn']}" if "turn" in o else "")
        if v == "next_turn":
            return "go to the next turn"
        if v == "tap_for_mana":
            which = f" (mana ability {o['ability']})" if "ability" in o else ""
            made = o.get("mana") or (f"{{{o['color']}}}" if "color" in o else "")
            return f"tap {self.value}{which}" + (f" for {made}" if made else "")
        if v in edits.EDIT_VERBS:
            return edits.describe(self)
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
    #: Card files the scenario brings (``cards``), relative to its file.
    cards: tuple[str, ...] = ()
    #: ``strict = true``: a choice the file gives no answer for is a bad file, not the first
    #: legal option taken by default
    strict: bool = False

    def error(self, message: str, path: FieldPath = (), line: int | None = None) -> ScenarioError:
        """A one-line error naming this file and the line of ``path``."""
        return _error(self.path, self.text, message, path, line)

    def names_player(self, ref: str) -> bool:
        """Whether ``ref`` names one of the players (by name or as "player N"), not a card."""
        low = ref.strip().lower()
        m = re.fullmatch(r"player (\d+)", low)
        return any(p.name.lower() == low for p in self.players) or bool(
            m and 1 <= int(m.group(1)) <= len(self.players))

    def player_index(self, ref: str, path: FieldPath = ()) -> int:
        """The index of a player named by name or as "player N"."""
        low = ref.strip().lower()
        for i, p in enumerate(self.players):
            if p.name.lower() == low:
                return i
        m = re.fullmatch(r"player (\d+)", low)
        if m and 1 <= int(m.group(1)) <= len(self.players):
            return int(m.group(1)) - 1
        names = ", ".join(shortened(p.name) for p in self.players)
        raise self.error(f"unknown player {quoted(ref)} (players: {names})", path)


def _error(where: str, text: str, message: str, path: FieldPath = (),
           line: int | None = None) -> ScenarioError:
    if line is None and path:
        line = _locate(text, path)
    location = f"{where}:{line}" if line else where
    # an unknown field is named by the message: the location is the table holding it
    what = _describe_path(path[:-1] if message.startswith("unknown field") else path)
    message = " ".join(message.split())  # one line, whatever the message held
    return ScenarioError(f"{location}: {what + ': ' if what else ''}{message}")


def load(path: str | Path) -> Scenario:
    """Read and check the structure of a scenario file (names are checked by
    :func:`manastack_cli.scenario.runner.run`)."""
    where = str(path)
    try:
        size = Path(path).stat().st_size
        if size > MAX_FILE_BYTES:  # refused before reading: not a scenario someone wrote
            raise ScenarioError(f"{where}: {size} bytes is too large for a scenario file "
                                f"(at most {MAX_FILE_BYTES})")
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise ScenarioError(f"{where}: cannot read: {exc.strerror or exc}") from None
    try:
        text = raw.decode("utf-8-sig")  # a byte-order mark is accepted, as in deck lists
    except UnicodeDecodeError as exc:
        raise ScenarioError(not_utf8(where, raw, exc)) from None
    return loads(text, where)


_TOML_AT = re.compile(r"\s*\(at line (\d+), column (\d+)\)\s*$")
_TOML_AT_END = re.compile(r"\s*\(at end of document\)\s*$")


def loads(text: str, where: str = "<scenario>") -> Scenario:
    """Parse and check a scenario given as TOML text; ``where`` names it in errors."""
    text = text.removeprefix("\ufeff")
    over = scan_toml(text)  # before tomllib, whose time or stack these limits bound
    if over is not None:
        raise _error(where, text, f"too large: {over[1]} (see 'Limits' in docs/scenarios.rst)",
                     line=over[0])
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
    except (RecursionError, ValueError) as exc:  # what the limits above keep away
        raise _error(where, text, f"too large to read: {type(exc).__name__}") from None
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
            counters=dict(entry.get("counters", {})), inert=entry.get("inert", False),
            attached_to=entry.get("attached_to"),
        )
        out.extend([spec] * entry.get("count", 1))
    return tuple(out)


def _build(data: Mapping[str, Any], text: str, where: str) -> Scenario:
    players: list[PlayerSpec] = []
    seen: dict[str, int] = {}
    for i, p in enumerate(data["player"]):
        name = p.get("name", _DEFAULT_NAMES[i]).strip()
        if name.lower() in seen:
            raise _error(where, text, f"two players are called {quoted(name)}", ("player", i, "name"))
        if re.fullmatch(r"(?i)player \d+|you|me|opponent|them", name):
            raise _error(where, text, f"{quoted(name)} is a reserved word for players; choose a name",
                         ("player", i, "name"))
        seen[name.lower()] = i
        for z in (*ZONES, SIDEBOARD):  # counted before any card is made: a count multiplies
            cards = sum(1 if isinstance(e, str) else e.get("count", 1) for e in p.get(z, []))
            if cards > MAX_CARDS_PER_ZONE:
                raise _error(where, text, f"too large: {cards} cards in one zone; at most "
                             f"{MAX_CARDS_PER_ZONE} (see 'Limits' in docs/scenarios.rst)",
                             ("player", i, z))
        zones = {z: _card_specs(p.get(z, [])) for z in ZONES}
        for z in (*ZONES, SIDEBOARD):
            if z == "battlefield":
                continue
            for k, entry in enumerate(p.get(z, [])):
                if isinstance(entry, dict):
                    for key in ("tapped", "sick", "controller", "attached_to"):
                        if key in entry:
                            raise _error(where, text, f"{key!r} applies only on the battlefield",
                                         ("player", i, z, k, key))
                    if z == SIDEBOARD and "counters" in entry:  # CR 400.11: not in the game
                        raise _error(where, text, "'counters' apply only to cards in the game, "
                                     "not outside it", ("player", i, z, k, "counters"))
        players.append(PlayerSpec(name=name, life=p.get("life", 20), poison=p.get("poison", 0),
                                  zones=zones, sideboard=_card_specs(p.get(SIDEBOARD, []))))
    turn = data.get("turn", {})
    if turn.get("step") == "cleanup":  # CR 514.3: its turn-based actions, then no priority
        raise _error(where, text, "a game can't start in the cleanup step: its turn-based "
                     "actions happen as it begins and no player normally receives priority "
                     "in it (CR 514.3); start in the end step and go_to = \"cleanup\"",
                     ("turn", "step"))
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
        cards=tuple(data.get("cards", ())), strict=data.get("strict", False),
    )
    _check_players(scenario, data)
    _check_answers(scenario)
    return scenario


def _check_answers(s: Scenario) -> None:
    """Every answer table chooses, or states what its decision offers (or both)."""
    for a in s.actions:
        for k, answer in enumerate(a.options.get("answers", [])):
            if not {"choose", "unavailable", "offered"} & set(answer):
                raise s.error("an answer needs choose, or unavailable or offered (what the "
                              "decision must not offer, or offers exactly)",
                              ("action", a.number - 1, "answers", k))


def _check_players(s: Scenario, data: Mapping[str, Any]) -> None:
    """Every player named anywhere is one of the scenario's players."""
    s.player_index(s.active, ("turn", "active"))
    for i, p in enumerate(data["player"]):
        for k, entry in enumerate(p.get("battlefield", [])):
            if isinstance(entry, dict) and "controller" in entry:
                s.player_index(entry["controller"], ("player", i, "battlefield", k, "controller"))
    for a in s.actions:
        base: FieldPath = ("action", a.number - 1)
        for key in ("by", "defender"):
            if key in a.options:
                s.player_index(a.options[key], (*base, key))
        for k, answer in enumerate(a.options.get("answers", [])):
            if "player" in answer:
                s.player_index(answer["player"], (*base, "answers", k, "player"))
        for name, path in edits.player_refs(a):
            s.player_index(name, path)
        if a.verb == "put":
            _check_put(s, a, base)
        if a.verb == "tap_for_mana":
            _check_tap_for_mana(s, a, base)
        if a.expect is not None:
            _check_expect_players(s, a.expect, (*base, "expect"))
    if s.expect is not None:
        _check_expect_players(s, s.expect, ("expect",))


def _check_put(s: Scenario, a: Action, base: FieldPath) -> None:
    """The state options of a card put by a test edit fit the zone it goes to."""
    zone = a.options.get("zone", "battlefield")
    for key in ("tapped", "sick", "controller"):
        if key in a.options and zone != "battlefield":
            raise s.error(f"{key!r} applies only on the battlefield", (*base, key))
    if "position" in a.options and zone != "library":
        raise s.error("'position' applies only to a library", (*base, "position"))


def _check_tap_for_mana(s: Scenario, a: Action, base: FieldPath) -> None:
    """A mana ability activated by hand is named by the mana it adds, its number, or both
    (CR 605.3a); the mana by one word, ``color`` (a type) or ``mana`` (all it adds)."""
    if "color" in a.options and "mana" in a.options:
        raise s.error("give 'color' (a type of mana) or 'mana' (all the mana the ability "
                      "adds), not both", (*base, "mana"))
    if not {"color", "mana", "ability"} & set(a.options):
        raise s.error("say which mana ability: 'color', 'mana' (the mana it adds) or 'ability' "
                      "(its number among the permanent's mana abilities, from 1)",
                      (*base, "tap_for_mana"))


def _check_expect_players(s: Scenario, expect: Mapping[str, Any], base: FieldPath) -> None:
    for key in ("life", "poison", *ZONES, SIDEBOARD, "mana_pool"):
        for name in expect.get(key, {}):
            s.player_index(name, (*base, key, name))
    for key in ("lost", "not_lost", "won"):
        for name in expect.get(key, []):
            s.player_index(name, (*base, key))
    for name in expect.get("player_counters", {}):
        s.player_index(name, (*base, "player_counters", name))
    for key in ("count", "objects"):
        for i, entry in enumerate(expect.get(key, [])):
            tables = [(entry, (*base, key, i))] + [(entry[k], (*base, key, i, k))
                                                   for k in ("all", "none") if k in entry]
            for table, path in tables:
                for who in ("controller", "owner"):
                    if who in table:
                        s.player_index(table[who], (*path, who))
    for key in ("active", "priority"):
        if key in expect:
            s.player_index(expect[key], (*base, key))
    for card, state in expect.get("permanents", {}).items():
        if "controller" in state:
            s.player_index(state["controller"], (*base, "permanents", card, "controller"))
    _check_stack_players(s, expect, base)
    for name, wanted in expect.get("waiting", {}).items():
        if s.names_player(name) and "regeneration" in wanted:  # CR 701.19a: permanents only
            raise s.error("a player has no regeneration shield: only a permanent regenerates "
                          "(CR 701.19a)", (*base, "waiting", name, "regeneration"))


def _check_stack_players(s: Scenario, expect: Mapping[str, Any], base: FieldPath) -> None:
    """The controllers the ``stack`` expectation names are players of the file."""
    for i, entry in enumerate(expect.get("stack", [])):
        if isinstance(entry, dict) and "controller" in entry:
            s.player_index(entry["controller"], (*base, "stack", i, "controller"))


# --------------------------------------------------------------------------
# Locating things in the file (for one-line errors)
# --------------------------------------------------------------------------

_TABLE_HEADER = re.compile(r"^\s*\[\[?\s*([A-Za-z0-9_.\-\"' ]+?)\s*\]\]?\s*(?:#.*)?$")


def _locate(text: str, path: FieldPath) -> int | None:
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


def _describe_path(path: FieldPath) -> str:
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
