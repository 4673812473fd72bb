"""The untap and cleanup steps in scenario files. No player receives priority in the untap
step (CR 502.4), so it can't be named: nothing can be done or checked there. The cleanup
step can be gone to only when a player receives priority in it, as state-based actions are
performed or abilities trigger there (514.3a); normally none does (514.3), and going there
is refused, the game as it was (732). Played with printed cards (Fiery Temper's madness
trigger as it is discarded to hand size, 514.1, 702.35)."""

from __future__ import annotations

import textwrap

import pytest
from manastack_cli.scenario.files import loads
from manastack_cli.scenario.runner import run

from manastack.errors import ScenarioError

MADNESS = """
[[player]]
name = "Alice"
battlefield = ["Mountain"]
hand = ["Fiery Temper", { card = "Island", count = 7 }]
library = ["Island", "Island"]

[[player]]
name = "Bob"
library = ["Forest", "Forest"]

[[action]]
go_to = "cleanup"
answers = [{ kind = "discard", choose = ["Fiery Temper"] }]
expect.step = "cleanup"
expect.priority = "Alice"            # CR 514.3a: a trigger waits: Alice receives priority
expect.stack = ["ability of Fiery Temper"]
expect.turn = 1

[[action]]
resolve = true
answers = [{ kind = "may", choose = ["yes"] }, { kind = "targets", choose = ["Bob"] }]

[[action]]
resolve = true
expect.life = { Bob = 17 }

[[action]]
next_turn = true
expect.active = "Bob"
expect.logged = ["514.3a"]
"""


def failures(text: str) -> list[str]:
    return list(run(loads(textwrap.dedent(text), "t.toml"), env={}).failures)


def test_go_to_a_cleanup_step_where_a_player_receives_priority() -> None:
    """CR 514.1, 514.3a: Alice discards Fiery Temper to hand size; madness triggers; she
    receives priority in the cleanup step, casts it, then another cleanup step follows."""
    assert failures(MADNESS) == []


QUIET = """
plugins = []

[[player]]
name = "Alice"
battlefield = ["Grizzly Bears"]
library = ["Island"]

[[player]]
name = "Bob"
library = ["Forest"]

[[action]]
go_to = "cleanup"
"""


def test_a_cleanup_step_without_priority_is_refused_citing_514_3() -> None:
    """CR 514.3: nothing happens in Alice's cleanup step that gives priority: going there
    is refused (a bad file), naming the rule and where to expect its results."""
    with pytest.raises(ScenarioError, match=r"action 1 \(go to cleanup step\): illegal "
                       r"action: no player received priority in the cleanup step of turn 1: "
                       r"normally no player does.*\(514.3a\); expect its results in the next "
                       r"turn's upkeep \(CR 514.3\)"):
        run(loads(QUIET, "t.toml"), env={})


def test_the_refusal_leaves_the_game_as_it_was() -> None:
    """CR 732: ``illegal = "514.3"`` holds, and the passes on the way are undone."""
    result = run(loads(QUIET + 'illegal = "514.3"\nexpect.step = "main1"\nexpect.turn = 1\n',
                       "t.toml"), env={})
    assert result.failures == []


def test_the_untap_step_can_t_be_named_and_the_error_says_why() -> None:
    with pytest.raises(ScenarioError, match=r"the untap step can't be named: no player "
                                            r"receives priority in it \(CR 502.4\)"):
        loads(QUIET.replace('go_to = "cleanup"', 'go_to = "untap"'), "t.toml")


def test_a_game_can_t_start_in_the_cleanup_step() -> None:
    with pytest.raises(ScenarioError, match=r"turn.step: a game can't start in the cleanup "
                                            r"step.*CR 514.3"):
        loads(QUIET.replace("plugins = []\n", 'plugins = []\n[turn]\nstep = "cleanup"\n'),
              "t.toml")
