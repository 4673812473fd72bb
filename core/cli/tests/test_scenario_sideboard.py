"""The ``sideboard`` of a scenario's ``[[player]]``: the cards they own outside the game (CR
400.11a), which learn (701.48a) and the wishes (400.11b) bring into the hand."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from manastack_cli.scenario.files import loads
from manastack_cli.scenario.runner import run
from pytest_manastack import needs_corpus

from manastack.errors import ScenarioError


def play(tmp_path: Path, text: str):  # type: ignore[no-untyped-def]
    return run(loads(textwrap.dedent(text), str(tmp_path / "test.toml")), env={})


@needs_corpus
def test_learn_brings_a_lesson_from_the_sideboard(tmp_path: Path) -> None:
    result = play(tmp_path, """
    [[player]]
    battlefield = [{ card = "Mountain", count = 3 }]
    hand = ["Igneous Inspiration", "Forest"]
    sideboard = ["Introduction to Prophecy", { card = "Lava Axe", count = 2 }]
    [[player]]
    [[action]]
    cast = "Igneous Inspiration"
    targets = ["Bob"]
    [[action]]
    resolve = true
    answers = [{ kind = "learn", choose = ["Introduction to Prophecy"] }]
    [expect]
    life = { Bob = 17 }
    hand = { Alice = ["Forest", "Introduction to Prophecy"] }
    sideboard = { Alice = ["Lava Axe", "Lava Axe"] }
    logged = ["701.48a"]
    """)
    assert result.failures == []
    assert [c.name for c in result.game.outside(0)] == ["Lava Axe", "Lava Axe"]


@needs_corpus
def test_a_sideboard_expectation_that_does_not_hold_is_a_failure(tmp_path: Path) -> None:
    result = play(tmp_path, """
    [[player]]
    sideboard = ["Lava Axe"]
    [[player]]
    [expect]
    sideboard = { Alice = ["Lightning Bolt"] }
    """)
    assert len(result.failures) == 1
    assert "Alice's sideboard" in result.failures[0]


def test_counters_on_a_sideboard_card_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="not outside it"):
        loads(textwrap.dedent("""
        [[player]]
        sideboard = [{ card = "Lava Axe", counters = { "+1/+1" = 1 } }]
        [[player]]
        """), str(tmp_path / "test.toml"))
