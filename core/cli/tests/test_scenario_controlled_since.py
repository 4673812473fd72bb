"""``controlled_since_turn_began``: whether a permanent has been under its controller's
control continuously since their most recent turn began (CR 302.6), the fact itself,
apart from ``summoning_sick`` (which answers "can it attack or use {T} now", and is false
for a creature with haste)."""

from __future__ import annotations

import textwrap

from manastack_cli.scenario.files import loads
from manastack_cli.scenario.runner import Result, run


def run_text(text: str) -> Result:
    return run(loads(textwrap.dedent(text), "control.toml"), env={})


#: Act of Treason takes Bob's Hill Giant and gives it haste: it came under Alice's control
#: this turn, yet it may attack.
TREASON = """
[turn]
number = 3

[[player]]
name = "Alice"
battlefield = [{ card = "Mountain", count = 3 }, "Grizzly Bears"]
hand = ["Act of Treason"]

[[player]]
name = "Bob"
battlefield = ["Hill Giant"]

[[action]]
cast = "Act of Treason"
targets = ["Hill Giant"]

[[action]]
resolve = true
"""


def test_a_creature_taken_with_haste_is_not_sick_but_came_under_control_this_turn() -> None:
    result = run_text(TREASON + """
        expect.permanents."Hill Giant".controller = "Alice"
        expect.permanents."Hill Giant".summoning_sick = false
        expect.permanents."Hill Giant".controlled_since_turn_began = false
        expect.permanents."Grizzly Bears" = { summoning_sick = false, controlled_since_turn_began = true }
    """)
    assert result.failures == []
    assert result.checked == 2


def test_a_wrong_answer_fails_saying_what_it_is() -> None:
    result = run_text(TREASON + """
        expect.permanents."Hill Giant" = { controlled_since_turn_began = true }
    """)
    assert result.failures == ["after action 2 (resolve the top of the stack): Hill Giant: "
                               "controlled_since_turn_began is false, expected true"]


def test_a_creature_cast_with_haste_is_controlled_since_its_controllers_next_turn() -> None:
    """Raging Goblin (haste) cast this turn: not controlled since the turn began; on
    Alice's next turn it is."""
    result = run_text("""
        [turn]
        number = 3
        [[player]]
        name = "Alice"
        battlefield = ["Mountain"]
        hand = ["Raging Goblin"]
        library = ["Island", "Island"]
        [[player]]
        name = "Bob"
        library = ["Island", "Island"]
        [[action]]
        cast = "Raging Goblin"
        [[action]]
        resolve = true
        expect.permanents."Raging Goblin" = { summoning_sick = false, controlled_since_turn_began = false }
        [[action]]
        next_turn = true
        expect.permanents."Raging Goblin" = { controlled_since_turn_began = false }
        [[action]]
        next_turn = true
        expect.permanents."Raging Goblin" = { controlled_since_turn_began = true }
    """)
    assert result.failures == []
