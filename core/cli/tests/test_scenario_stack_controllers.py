"""The ``stack`` expectation naming each spell's or ability's controller (CR 108.4): two
triggered abilities of the same name told apart, so the APNAP order of simultaneous
triggers (CR 603.3b) can be stated. Plain names work as before."""

from __future__ import annotations

import textwrap

import pytest
from manastack_cli.scenario.files import loads
from manastack_cli.scenario.runner import Result, run

from manastack import ScenarioError

#: Alice's Pyroclasm kills her Doomed Traveler and Bob's: both die at once, and their
#: triggers go on the stack in APNAP order, Alice's (the active player's) first (603.3b).
APNAP = """
[turn]
number = 3

[[player]]
name = "Alice"
battlefield = ["Doomed Traveler", "Mountain", "Mountain"]
hand = ["Pyroclasm"]

[[player]]
name = "Bob"
battlefield = ["Doomed Traveler"]

[[action]]
cast = "Pyroclasm"

[[action]]
resolve = true
"""

ALICE = '{ card = "ability of Doomed Traveler", controller = "Alice" }'
BOB = '{ card = "ability of Doomed Traveler", controller = "Bob" }'


def run_text(text: str) -> Result:
    return run(loads(textwrap.dedent(text), "stack.toml"), env={})


def test_the_active_players_trigger_is_put_on_the_stack_first() -> None:
    result = run_text(APNAP + f"expect.stack = [{ALICE}, {BOB}]\n")
    assert result.failures == []


def test_the_other_order_fails_naming_each_controller() -> None:
    result = run_text(APNAP + f"expect.stack = [{BOB}, {ALICE}]\n")
    assert result.failures == [
        "after action 2 (resolve the top of the stack): the stack is [ability of Doomed "
        "Traveler (Alice), ability of Doomed Traveler (Bob)], expected [ability of Doomed "
        "Traveler (Bob), ability of Doomed Traveler (Alice)]"]


def test_a_table_and_a_plain_name_mix() -> None:
    """The top ability (resolving first) is Bob's; the one below is named alone."""
    assert run_text(APNAP + f'expect.stack = ["ability of Doomed Traveler", {BOB}]\n'
                    ).failures == []
    assert len(run_text(APNAP + f'expect.stack = ["ability of Doomed Traveler", {ALICE}]\n'
                        ).failures) == 1


def test_an_unknown_controller_is_a_bad_file_naming_the_line() -> None:
    text = APNAP + 'expect.stack = [{ card = "ability of Doomed Traveler", controller = "Carol" }]\n'
    with pytest.raises(ScenarioError, match=r"stack\.toml:\d+: .*Carol"):
        loads(textwrap.dedent(text), "stack.toml")
