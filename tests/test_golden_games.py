"""The recorded games play the same: same seeds and choices, the same explain log digest.

``tests/data/golden_games.json`` holds the log digests of seeded random games of every
built-in deck, of every example scenario and of the demo. They were recorded before the
kernel's modules were rearranged by concern (docs/architecture.rst); a change that is not
meant to change a rule (a move of modules, a speed-up) must leave them as they are. Record
them again, on purpose, only when a rule changes: ``python tests/test_golden_games.py --write``.
"""

from __future__ import annotations

import json
import pathlib
import sys
from typing import Any

import pytest

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
DATA = HERE / "data" / "golden_games.json"

DECKS = ("vanilla", "earthbend-haste", "overload", "escalate", "flashback", "escape", "delve")
SEEDS = (0, 1, 2, 3, 4)
MAX_TURNS = 40  # most games end by the rules before this


def deck_games() -> dict[str, list[dict[str, Any]]]:
    """Per deck: the JSON line of each seeded game (mirror match, random agents)."""
    from manastack_cli.decks import load_deck
    from manastack_cli.simulate import SimConfig, play_game

    out: dict[str, list[dict[str, Any]]] = {}
    for name in DECKS:
        rules = SimConfig(decks=((), ())).rules()
        deck = tuple(load_deck(name).check(rules).cards())
        config = SimConfig(decks=(deck, deck), deck_names=(name, name), seed=7,
                           games=len(SEEDS), max_turns=MAX_TURNS)
        out[name] = [play_game(config, index, rules=rules).to_json() for index in SEEDS]
    return out


def scenario_digests() -> dict[str, str]:
    """Per example scenario (and the demo): the digest of its explain log."""
    from manastack_cli.demo import scenario_text
    from manastack_cli.scenario.files import load, loads
    from manastack_cli.scenario.runner import run

    found: dict[str, str] = {}
    paths = sorted((ROOT / "examples").glob("*.toml"))
    for path in paths:
        result = run(load(str(path)))
        found[path.name] = result.game.log_digest()
    demo = run(loads(scenario_text(), "demo.toml"))
    found["demo"] = demo.game.log_digest()
    return found


def record() -> dict[str, Any]:
    return {"decks": deck_games(), "scenarios": scenario_digests()}


RECORDED: dict[str, Any] = json.loads(DATA.read_text()) if DATA.exists() else {"decks": {}, "scenarios": {}}


@pytest.fixture(scope="module")
def played() -> dict[str, Any]:
    return record()


@pytest.mark.proves_nothing  # digests, not what a sentence does
@pytest.mark.parametrize("deck", sorted(RECORDED["decks"]))
def test_seeded_games_of_each_built_in_deck_play_as_recorded(played: dict[str, Any],
                                                             deck: str) -> None:
    assert played["decks"][deck] == RECORDED["decks"][deck]


@pytest.mark.proves_nothing  # digests (the scenarios' own runs check their expectations)
def test_every_example_scenario_and_the_demo_log_as_recorded(played: dict[str, Any]) -> None:
    assert len(RECORDED["scenarios"]) >= 29
    assert played["scenarios"] == RECORDED["scenarios"]


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python tests/test_golden_games.py --write   (records tests/data/golden_games.json)")
    DATA.write_text(json.dumps(record(), indent=1, sort_keys=True) + "\n")
    print(f"wrote {DATA}")
