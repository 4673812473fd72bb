"""Scenario expectations about an object's mana value (``mana_value``, CR 202.3, X on the
stack 202.3e) and about combat beyond attacking and blocking: ``in_combat`` and
``removed_from_combat`` (CR 506.4), with printed cards."""

from __future__ import annotations

import textwrap

from manastack_cli.scenario.files import loads
from manastack_cli.scenario.runner import run


def failures(text: str) -> list[str]:
    return list(run(loads(textwrap.dedent(text), "t.toml"), env={}).failures)


BLAZE = """
plugins = []

[[player]]
name = "Alice"
battlefield = [{ card = "Mountain", count = 4 }]
hand = ["Blaze", "Blaze"]

[[player]]
name = "Bob"
battlefield = ["Hill Giant"]

[[action]]
cast = "Blaze"
x = 3
targets = ["Bob"]
expect.objects = [{ name = "Blaze", zone = "stack", mana_value = 4, x = 3 },
                  { name = "Blaze", zone = "hand", mana_value = 1 }]
expect.permanents."Hill Giant" = { mana_value = 4 }
"""


def test_mana_value_counts_x_on_the_stack_and_zero_elsewhere() -> None:
    """CR 202.3e: Blaze ({X}{R}) cast with X = 3 has mana value 4 on the stack; the other
    Blaze, in the hand, 1; Hill Giant ({3}{R}) 4."""
    assert failures(BLAZE) == []


def test_a_mana_value_that_differs_is_a_difference() -> None:
    text = BLAZE.replace('zone = "stack", mana_value = 4', 'zone = "stack", mana_value = 1')
    assert failures(text) == [
        "after action 1 (cast Blaze targeting Bob): Blaze#8 (Blaze on the stack): mana_value "
        "is 4, expected 1"]


RIVER_BOA_BLOCKS = """
[[player]]
name = "Alice"
battlefield = ["Hill Giant", "Grizzly Bears"]

[[player]]
name = "Bob"
battlefield = ["Forest", "River Boa"]

[[action]]
attack = ["Hill Giant"]

[[action]]
block = { "River Boa" = "Hill Giant" }
expect.permanents."River Boa" = { blocking = true, in_combat = true, removed_from_combat = false }

[[action]]
pass = true
by = "Alice"

[[action]]
activate = "River Boa"
by = "Bob"

[[action]]
resolve = true

[[action]]
go_to = "combat_damage"
expect.permanents."River Boa" = { blocking = false, in_combat = false, removed_from_combat = true }
expect.permanents."Hill Giant" = { blocked = true, in_combat = true, removed_from_combat = false }
expect.permanents."Grizzly Bears" = { in_combat = false, removed_from_combat = false }
"""


def test_a_regenerated_blocker_is_removed_from_combat() -> None:
    """CR 701.19a, 506.4: River Boa blocks Hill Giant and gets a regeneration shield; Hill
    Giant's combat damage would destroy it: it regenerates and is removed from combat. Hill
    Giant stays blocked (509.1h) and in combat; Grizzly Bears, which never attacked, is not
    in combat but was never removed."""
    assert failures(RIVER_BOA_BLOCKS) == []


def test_a_creature_still_in_combat_expected_removed_is_a_difference() -> None:
    text = RIVER_BOA_BLOCKS.replace(
        "blocked = true, in_combat = true, removed_from_combat = false",
        "in_combat = false, removed_from_combat = true")
    assert failures(text) == [
        "after action 6 (go to combat damage step): Hill Giant: in_combat is true, expected "
        "false",
        "after action 6 (go to combat damage step): Hill Giant: removed_from_combat is false, "
        "expected true"]
