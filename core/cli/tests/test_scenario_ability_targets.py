"""A target that is an ability on the stack, named as the stack names it: ``"ability of
History of Benalia"`` (CR 115.1, 113.7: an ability is named after its source). Stifle
("Counter target activated or triggered ability.") counters History of Benalia's chapter
III; the Saga is sacrificed all the same once the chapter ability has left the stack
(714.4). A misspelt source is a bad file naming the line."""

from __future__ import annotations

import textwrap

import pytest
from manastack_cli.scenario.files import loads
from manastack_cli.scenario.runner import Result, run

from manastack import ScenarioError


def run_text(text: str) -> Result:
    return run(loads(textwrap.dedent(text), "stifle.toml"), env={})


STIFLE = """
[turn]
active = "Bob"

[[player]]
name = "Alice"
library = [{ card = "Plains", count = 3 }]
battlefield = [{ card = "History of Benalia", counters = { lore = 2 } }]

[[player]]
name = "Bob"
library = [{ card = "Island", count = 3 }]
battlefield = ["Island"]
hand = ["Stifle"]

[[action]]
next_turn = true
expect.stack = ["ability of History of Benalia"]

[[action]]
pass = true

[[action]]
cast = "Stifle"
by = "Bob"
targets = ["SOURCE"]

[[action]]
resolve = true

[expect]
stack = []
zones = { "History of Benalia" = "graveyard", "Stifle" = "graveyard" }
"""


def test_stifle_targets_a_chapter_ability_named_after_its_saga() -> None:
    """CR 701.6b, 714.4: the chapter ability is countered; the Saga is sacrificed."""
    result = run_text(STIFLE.replace("SOURCE", "ability of History of Benalia"))
    assert result.failures == []


def test_an_ability_of_an_unknown_card_is_a_bad_file() -> None:
    with pytest.raises(ScenarioError, match=r"stifle\.toml:\d+: .*History of Benalai"):
        run_text(STIFLE.replace("SOURCE", "ability of History of Benalai"))
