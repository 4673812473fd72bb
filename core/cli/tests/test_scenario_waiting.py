"""Scenario expectations about what is pending: who holds priority (CR 117.3), whether the
turn is an extra turn (500.7), and what is waiting to apply (``waiting``): regeneration
shields (701.19a, 614.8), prevention shields (615.7, 615.8) and delayed triggered abilities
(603.7). Each is shown holding and failing with its difference, with printed cards."""

from __future__ import annotations

import textwrap

import pytest
from manastack_cli.scenario.files import loads
from manastack_cli.scenario.runner import run

from manastack.errors import ScenarioError


def failures(text: str) -> list[str]:
    return list(run(loads(textwrap.dedent(text), "t.toml"), env={}).failures)


# --------------------------------------------------------------------------
# priority (CR 117.3)
# --------------------------------------------------------------------------

BOLT = """
plugins = []

[[player]]
name = "Alice"
battlefield = ["Mountain"]
hand = ["Lightning Bolt"]

[[player]]
name = "Bob"
battlefield = ["Island", "Island"]
hand = ["Counterspell"]

[[action]]
cast = "Lightning Bolt"
targets = ["Bob"]
expect.priority = "Alice"        # CR 117.3c: the caster gets priority again

[[action]]
pass = true
expect.priority = "Bob"          # CR 117.3d: the next player in turn order
"""


def test_who_holds_priority_after_a_cast_and_a_pass() -> None:
    """CR 117.3c-d: Alice casts Lightning Bolt and keeps priority; she passes, Bob has it."""
    assert failures(BOLT) == []


def test_priority_held_by_another_player_is_a_difference() -> None:
    text = BOLT.replace('expect.priority = "Bob"', 'expect.priority = "Alice"')
    assert failures(text) == [
        "after action 2 (pass priority): Bob holds priority (CR 117.3), expected Alice to "
        "hold it"]


def test_nobody_holds_priority_while_blockers_are_declared() -> None:
    """CR 509.1: the game waits for Bob's blocks, a choice, not priority (117.3a)."""
    text = """
    plugins = []

    [turn]
    step = "declare_attackers"

    [[player]]
    name = "Alice"
    battlefield = ["Hill Giant"]

    [[player]]
    name = "Bob"
    battlefield = ["Grizzly Bears"]

    [[action]]
    attack = ["Hill Giant"]

    [[action]]
    go_to = "declare_blockers"
    expect.priority = "Bob"
    """
    (message,) = failures(text)
    assert "nobody holds priority: the game waits for blockers from Bob (CR 117.3)" in message


def test_priority_names_a_player_of_the_file() -> None:
    with pytest.raises(ScenarioError, match="unknown player 'Carol'"):
        loads(BOLT.replace('expect.priority = "Bob"', 'expect.priority = "Carol"'), "t.toml")


# --------------------------------------------------------------------------
# extra_turn (CR 500.7)
# --------------------------------------------------------------------------

TIME_WALK = """

[[player]]
name = "Alice"
battlefield = ["Island", "Island"]
hand = ["Time Walk"]
library = ["Island", "Island", "Island"]

[[player]]
name = "Bob"
library = ["Forest", "Forest"]

[[action]]
cast = "Time Walk"
expect.extra_turn = false

[[action]]
resolve = true

[[action]]
next_turn = true
expect = { turn = 2, active = "Alice", extra_turn = true }

[[action]]
next_turn = true
expect = { turn = 3, active = "Bob", extra_turn = false }
"""


def test_time_walk_s_turn_is_an_extra_turn_and_the_next_is_not() -> None:
    """CR 500.7: Time Walk's turn is Alice's after her own: only ``extra_turn`` tells it from
    a turn in turn order (she is the active player either way)."""
    assert failures(TIME_WALK) == []


def test_an_extra_turn_expected_in_turn_order_is_a_difference() -> None:
    text = TIME_WALK.replace("turn = 3, active = \"Bob\", extra_turn = false",
                             "turn = 3, active = \"Bob\", extra_turn = true")
    assert failures(text) == [
        "after action 4 (go to the next turn): turn 3 is a turn of the regular turn order "
        "(CR 500.7), expected an extra turn"]


# --------------------------------------------------------------------------
# waiting: regeneration shields (CR 701.19a), prevention shields (615.7), delayed (603.7)
# --------------------------------------------------------------------------

RIVER_BOA = """

[[player]]
name = "Alice"
battlefield = [{ card = "Mountain", count = 2 }]
hand = ["Lightning Bolt", "Lightning Bolt"]

[[player]]
name = "Bob"
battlefield = [{ card = "Forest", count = 2 }, "River Boa"]

[[action]]
pass = true

[[action]]
activate = "River Boa"
by = "Bob"

[[action]]
resolve = true
expect.waiting."River Boa" = { regeneration = 1 }

[[action]]
pass = true
by = "Alice"

[[action]]
activate = "River Boa"
by = "Bob"

[[action]]
resolve = true
expect.waiting."River Boa" = { regeneration = 2 }

[[action]]
cast = "Lightning Bolt"
targets = ["River Boa"]

[[action]]
resolve = true
expect.waiting."River Boa" = { regeneration = 1 }    # CR 701.19a: one shield used up
expect.permanents."River Boa" = { tapped = true, damage = 0 }
"""


def test_regeneration_shields_are_counted_and_used_one_at_a_time() -> None:
    """CR 701.19a, 614.8: River Boa regenerated twice has two shields; Lightning Bolt's
    destruction uses one, the other still waits."""
    assert failures(RIVER_BOA) == []


def test_a_used_regeneration_shield_expected_left_is_a_difference() -> None:
    text = RIVER_BOA.replace('{ regeneration = 1 }    #', '{ regeneration = 2 }    #')
    assert failures(text) == [
        "after action 8 (resolve the top of the stack): River Boa has 1 regeneration "
        "shield(s) (CR 701.19a), expected 2"]


def test_a_player_has_no_regeneration_shield() -> None:
    text = RIVER_BOA.replace('expect.waiting."River Boa" = { regeneration = 2 }',
                             'expect.waiting.Bob = { regeneration = 0 }')
    with pytest.raises(ScenarioError, match=r"a player has no regeneration shield.*701.19a"):
        loads(text, "t.toml")


HEALING_SALVE = """

[[player]]
name = "Alice"
battlefield = ["Plains", { card = "Mountain", count = 2 }]
hand = ["Healing Salve", "Shock", "Shock"]

[[player]]
name = "Bob"
battlefield = ["Grizzly Bears"]

[[action]]
cast = "Healing Salve"
modes = [2]
targets = ["Bob"]

[[action]]
resolve = true
expect.waiting.Bob = { prevention = [3] }
expect.waiting."Grizzly Bears" = { prevention = [] }

[[action]]
cast = "Shock"
targets = ["Bob"]

[[action]]
resolve = true
expect.waiting.Bob = { prevention = [1] }    # CR 615.7: 2 of the 3 used

[[action]]
cast = "Shock"
targets = ["Bob"]

[[action]]
resolve = true
expect.waiting.Bob = { prevention = [] }     # used up: it ends
expect.life = { Bob = 19 }
"""


def test_a_prevention_shield_is_reduced_then_used_up() -> None:
    """CR 615.7: Healing Salve's "prevent the next 3 damage" shield on Bob: 3, then 1 after
    Shock's 2, then none after the second Shock (1 prevented, 1 dealt)."""
    assert failures(HEALING_SALVE) == []


def test_a_prevention_shield_left_is_a_difference() -> None:
    text = HEALING_SALVE.replace("prevention = [1] }", "prevention = [3] }")
    assert failures(text) == [
        "after action 4 (resolve the top of the stack): Bob has the prevention shield(s) [1] "
        "(CR 615.7), expected [3]"]


def test_no_prevention_shield_is_said_so() -> None:
    text = HEALING_SALVE.replace('expect.waiting."Grizzly Bears" = { prevention = [] }',
                                 'expect.waiting."Grizzly Bears" = { prevention = ["all"] }')
    assert failures(text) == [
        "after action 2 (resolve the top of the stack): Grizzly Bears has no prevention "
        "shield (CR 615.7), expected [all]"]


def test_a_prevention_shield_is_a_number_or_all() -> None:
    text = HEALING_SALVE.replace("prevention = [3] }", 'prevention = ["3"] }')
    with pytest.raises(ScenarioError, match="a prevention shield is the damage it still "
                                            "prevents"):
        loads(text, "t.toml")


JOURNEY = """

[[player]]
name = "Alice"
battlefield = ["Plains", "Plains", "Grizzly Bears"]
hand = ["Otherworldly Journey"]

[[player]]
name = "Bob"

[[action]]
cast = "Otherworldly Journey"
targets = ["Grizzly Bears"]
expect.waiting.Alice = { delayed = 0 }

[[action]]
resolve = true
expect.waiting.Alice = { delayed = 1 }
expect.waiting.Bob = { delayed = 0 }
expect.waiting."Grizzly Bears" = { delayed = 1 }         # the card it returns (CR 603.7c)
expect.waiting."Otherworldly Journey" = { delayed = 1 }  # the spell that created it

[[action]]
go_to = "end"

[[action]]
resolve = "all"
expect.waiting.Alice = { delayed = 0 }                   # triggered once (CR 603.7b)
expect.permanents."Grizzly Bears" = { counters = { "+1/+1" = 1 } }
"""


def test_a_delayed_triggered_ability_waits_then_triggers_once() -> None:
    """CR 603.7: Otherworldly Journey creates "at the beginning of the next end step, return
    that card": it waits, for Alice, the exiled Bears and the spell, until it triggers."""
    assert failures(JOURNEY) == []


def test_a_delayed_ability_not_expected_is_a_difference_naming_it() -> None:
    text = JOURNEY.replace("expect.waiting.Bob = { delayed = 0 }",
                           "expect.waiting.Bob = { delayed = 0 }\n"
                           "expect.waiting.Alice = { delayed = 0 }", 1)
    text = text.replace("expect.waiting.Alice = { delayed = 1 }\n", "", 1)
    (message,) = failures(text)
    assert message.startswith("after action 2 (resolve the top of the stack): 1 delayed "
                              "triggered ability waiting for Alice (CR 603.7): \"At the "
                              "beginning of the next end step, return that card")
    assert message.endswith("expected 0")


def test_a_misspelt_card_in_waiting_is_a_bad_file() -> None:
    text = JOURNEY.replace('waiting."Grizzly Bears"', 'waiting."Grizly Bears"')
    with pytest.raises(ScenarioError, match="Grizly Bears"):
        run(loads(text, "t.toml"), env={})
