"""The explain log: every event cites the CR rule it applied; text and JSON lines renderings."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from manastack.driver import Table
from manastack.engine.game import Game
from manastack.loading.rules import Rules
from manastack.model.decisions import RandomAgent
from manastack.model.events import Event, digest, render_json_lines, render_text

CR_RULES = frozenset(
    line.strip()
    for line in (Path(__file__).parent / "data" / "cr_rules.txt").read_text().splitlines()
    if line.strip() and not line.startswith("#")
)

DECK = (["Mountain"] * 8 + ["Forest"] * 8 + ["Plains"] * 2 + [
    "Grizzly Bears", "Savannah Lions", "Hill Giant", "Lightning Bolt", "Shock", "Giant Growth",
    "Llanowar Elves", "Typhoid Rats", "Glorious Anthem", "Spectral Procession",
    "Prodigal Pyromancer", "Blaze", "Healing Salve"] * 2)


@pytest.fixture(scope="module")
def played() -> list[Game]:
    rules = Rules.load(enable=[], env={})
    games = []
    for seed in range(6):
        game = Game.from_decks(rules, [DECK, DECK], seed=seed,
                               agents=[RandomAgent(), RandomAgent()])
        game.run(max_turns=25)
        games.append(game)
    return games


def test_every_event_cites_a_rule_that_exists(played: list[Game]) -> None:
    for game in played:
        for event in game.log:
            assert event.rule, f"no rule: {event.kind}: {event.text}"
            assert event.rule in CR_RULES, f"CR {event.rule} does not exist: {event.text}"


def test_the_log_has_every_kind_of_event_the_issue_names(played: list[Game]) -> None:
    kinds: dict[str, set[str]] = {}
    for game in played:
        for event in game.log:
            kinds.setdefault(event.kind, set()).add(event.rule)
    assert {"zone_change", "priority", "step", "cost", "effect", "damage", "cast", "resolve",
            "turn", "game"} <= set(kinds)
    assert kinds["priority"] == {"117.3d"}
    assert "601.2h" in kinds["cost"]  # costs paid
    assert "121.1" in kinds["zone_change"] or "504.1" in kinds["zone_change"]  # draws


def test_events_know_their_turn_and_step(table: Table) -> None:
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.cast("Shock", targets=["Bob"])
    cast = [e for e in table.game.log if e.kind == "cast"]
    assert cast and all((e.turn, e.step) == (1, "precombat main phase") for e in cast)


def test_text_rendering_groups_events_under_turn_and_step() -> None:
    events = [
        Event(kind="step", text="upkeep step begins", rule="503", turn=1, step="upkeep step"),
        Event(kind="priority", text="Alice passes", rule="117.3d", turn=1, step="upkeep step"),
        Event(kind="step", text="draw step begins", rule="504", turn=1, step="draw step"),
    ]
    assert render_text(events) == (
        "-- turn 1, upkeep step\n"
        "   upkeep step begins  [CR 503]\n"
        "   Alice passes  [CR 117.3d]\n"
        "-- turn 1, draw step\n"
        "   draw step begins  [CR 504]"
    )
    assert str(Event(kind="x", text="no rule")) == "no rule"


def test_json_lines_are_one_sorted_object_per_event() -> None:
    events = [
        Event(kind="zone_change", text="Bolt moves", rule="400.7", turn=2, step="end step",
              data={"old": 3, "new": 4, "zones": frozenset({"b", "a"}), "obj": object()}),
        Event(kind="life", text="Bob loses 3 life", rule="119.3", turn=2, step="end step"),
    ]
    lines = render_json_lines(events).split("\n")
    assert len(lines) == 2
    first = json.loads(lines[0])
    assert first["kind"] == "zone_change" and first["rule"] == "400.7" and first["turn"] == 2
    assert first["data"]["zones"] == ["a", "b"]  # sets are sorted: deterministic
    assert isinstance(first["data"]["obj"], str)
    assert list(first) == sorted(first)
    assert digest(events) == hashlib.sha256(
        ("\n".join(lines) + "\n").encode()).hexdigest()


def test_an_events_data_is_written_alike_whatever_its_container() -> None:
    """The log's JSON (what every digest hashes) writes a plain dict of plain values as any
    other mapping: keys as strings, sets sorted, tuples as lists, other values as text."""
    import enum
    from types import MappingProxyType

    class Kind(enum.IntEnum):
        ONE = 1

    class Name(str):
        pass

    values = {"n": 3, "s": "x", "f": 1.5, "b": True, "none": None, 7: "seven",
              "t": (1, "a", frozenset({"z", "y"})), "l": [{"k": (2,)}], "set": {3, 1},
              "enum": Kind.ONE, "name": Name("n"), "obj": Table, "nested": {"d": {5: None}}}
    plain = Event(kind="k", text="t", data=values).to_json()
    proxied = Event(kind="k", text="t", data=MappingProxyType(values)).to_json()
    assert plain == proxied
    data = json.loads(plain)["data"]
    assert data["7"] == "seven" and data["t"] == [1, "a", ["y", "z"]] and data["set"] == [1, 3]
    assert data["l"] == [{"k": [2]}] and data["nested"] == {"d": {"5": None}}
    assert data["enum"] == 1 and data["name"] == "n" and data["obj"] == str(Table)


def test_the_games_log_renders_both_ways(played: list[Game]) -> None:
    game = played[0]
    text = game.log_text()
    assert text.count("[CR ") == len(game.log)
    rows = [json.loads(line) for line in render_json_lines(game.log).splitlines()]
    assert [r["text"] for r in rows] == [e.text for e in game.log]
    assert game.log_digest() == digest(game.log)


REPO = Path(__file__).resolve().parents[3]


def test_every_rule_cited_in_the_source_exists() -> None:
    """Each ``rule="..."`` and ``# CR ...`` in the kernel and the plugins names a real rule."""
    import re

    literal = re.compile(r'rule\s*=\s*"(\d{3}(?:\.\d+[a-z]?)?)"|#\s*CR\s+(\d{3}(?:\.\d+[a-z]?)?)')
    sources = [*(REPO / "core").glob("*/src/**/*.py"), *(REPO / "plugins").glob("*/src/**/*.py")]
    bad = []
    for path in sources:
        for number, line in enumerate(path.read_text().splitlines(), 1):
            for match in literal.finditer(line):
                rule = match.group(1) or match.group(2)
                if rule not in CR_RULES:
                    bad.append(f"{path.relative_to(REPO)}:{number}: CR {rule}")
    assert len(sources) > 20
    assert bad == []
