"""A ``replacement_order`` answer may name the card an effect comes from (CR 616.1), matched
like other answers: one effect from Furnace of Rath is named "Furnace of Rath"; two from two
Furnaces make the name ambiguous, refused naming the options."""

from __future__ import annotations

from pathlib import Path

import pytest
from manastack_cli.scenario.files import load, loads
from manastack_cli.scenario.runner import run

from manastack import ScenarioError

DATA = Path(__file__).parent / "data" / "interactions"


def test_the_order_named_by_the_source_card_applies_furnace_of_rath_first() -> None:
    result = run(load(DATA / "furnace-salve-order-by-card.toml"), env={})
    assert list(result.failures) == []


def test_a_card_name_two_effects_come_from_is_refused_naming_both() -> None:
    text = (DATA / "two-furnaces-order-ambiguous.toml").read_text(encoding="utf-8")
    text = text.replace('illegal = "616.1"\n', "", 1)
    with pytest.raises(ScenarioError, match=r"'Furnace of Rath' names several options, name "
                                            r"one by its text: If a source .*; If a source"):
        run(loads(text, "furnaces.toml"), env={})


def test_a_zone_replacement_named_by_its_source_card_applies_leyline_of_the_void() -> None:
    """Shock leaving the stack: Alice orders Rest in Peace and Bob's Leyline of the Void."""
    result = run(load(DATA / "rest-in-peace-leyline-order-by-card.toml"), env={})
    assert list(result.failures) == []
    chosen = [e.text for e in result.game.log if e.kind == "choice" and "616.1" in e.rule]
    assert len(chosen) == 1 and "into an opponent's graveyard" in chosen[0]
