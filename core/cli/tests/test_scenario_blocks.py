"""The ``block`` verb with several defending players (CR 802.4): blocks stated by player or
by blocker, each defending player declaring in turn, and the ``blocking`` and ``blocked``
expectations."""

from __future__ import annotations

import textwrap

import pytest
from manastack_cli.scenario.files import loads
from manastack_cli.scenario.runner import run

from manastack.errors import ScenarioError

#: Alice attacks Bob with Hill Giant and Carol with Gray Ogre; each has a Grizzly Bears.
BASE = """
plugins = []

[[player]]
name = "Alice"
battlefield = ["Hill Giant", "Gray Ogre"]

[[player]]
name = "Bob"
battlefield = ["Grizzly Bears"]

[[player]]
name = "Carol"
battlefield = ["Grizzly Bears", "Savannah Lions"]

[[action]]
attack = { "Hill Giant" = "Bob", "Gray Ogre" = "Carol" }
"""


def failures(actions: str) -> list[str]:
    return run(loads(textwrap.dedent(BASE) + textwrap.dedent(actions), "t.toml"),
               env={}).failures


def test_each_attacked_player_blocks_stated_by_player() -> None:
    """Bob's and Carol's Grizzly Bears, told apart by the player who declares: both block."""
    assert failures("""
        [[action]]
        block = { Bob = { "Grizzly Bears" = "Hill Giant" }, Carol = { "Grizzly Bears" = "Gray Ogre" } }
        expect.permanents."Hill Giant" = { blocked = true }
        expect.permanents."Gray Ogre" = { blocked = true }
        expect.permanents."Savannah Lions" = { blocking = false }
        expect.logged = ["802.4"]

        [[action]]
        go_to = "end_combat"

        [expect]
        life = { Bob = 20, Carol = 20 }
        graveyard = { Alice = ["Gray Ogre"], Bob = ["Grizzly Bears"], Carol = ["Grizzly Bears"] }
        """) == []


def test_blocks_stated_by_blocker_go_to_the_player_controlling_it() -> None:
    """The plain form: each defending player in turn declares the blocks of their creatures;
    Bob does not block, so the Giant is unblocked and Bob takes 3."""
    assert failures("""
        [[action]]
        block = { "Savannah Lions" = "Gray Ogre" }
        expect.permanents."Savannah Lions" = { blocking = true }
        expect.permanents."Hill Giant" = { blocked = false }

        [[action]]
        go_to = "end_combat"

        [expect]
        life = { Bob = 17, Carol = 20 }
        graveyard = { Alice = ["Gray Ogre"], Carol = ["Savannah Lions"] }
        """) == []


def test_an_expectation_about_blocks_fails_with_its_difference() -> None:
    assert failures("""
        [[action]]
        block = { Carol = { "Savannah Lions" = "Gray Ogre" } }
        expect.permanents."Hill Giant" = { blocked = true }
        """) == ["after action 2 (block: Carol: Savannah Lions blocks Gray Ogre): "
                 "Hill Giant: blocked is false, expected true"]


def test_a_player_may_not_block_a_creature_attacking_another() -> None:
    """CR 802.4a: Bob's Bears can't block the Ogre attacking Carol: refused as illegal."""
    assert failures("""
        [[action]]
        block = { Bob = { "Grizzly Bears" = "Gray Ogre" } }
        illegal = "509.1a"
        """) == []


def test_an_unknown_player_in_a_block_is_a_bad_file_naming_the_line() -> None:
    with pytest.raises(ScenarioError, match=r"t\.toml:\d+: .*unknown player 'Dave'"):
        failures("""
            [[action]]
            block = { Dave = { "Grizzly Bears" = "Gray Ogre" } }
            """)


def test_a_block_value_that_is_neither_a_name_nor_a_table_is_a_bad_file() -> None:
    with pytest.raises(ScenarioError, match=r"t\.toml:\d+"):
        failures("""
            [[action]]
            block = { "Grizzly Bears" = 3 }
            """)



#: Palace Guard ("This creature can block any number of creatures.") blocks both of
#: Alice's Llanowar Elves (CR 509.1a) and Bob puts its 1 damage on the second (510.1d).
SEVERAL = """
[[player]]
name = "Alice"
battlefield = [{ card = "Llanowar Elves", count = 2 }]

[[player]]
name = "Bob"
battlefield = ["Palace Guard"]

[[action]]
attack = ["Llanowar Elves#1", "Llanowar Elves#2"]

[[action]]
block = { "Palace Guard" = BLOCKED }
expect.permanents."Palace Guard" = { blocking = true }

[[action]]
go_to = "end_combat"
answers = [{ kind = "damage_assignment", choose = [{ "Llanowar Elves#2" = 1 }] }]

[expect]
objects = [{ name = "Llanowar Elves#1", zone = "battlefield", damage = 0 }]
count = [{ name = "Llanowar Elves", zone = "graveyard", count = 1 }]
permanents."Palace Guard" = { damage = 2 }
"""


def test_one_blocker_blocks_a_list_of_attackers() -> None:
    """CR 509.1a, 510.1d: a list of attackers for one blocker; its damage divided by Bob."""
    text = SEVERAL.replace("BLOCKED", '["Llanowar Elves#1", "Llanowar Elves#2"]')
    result = run(loads(textwrap.dedent(text), "t.toml"), env={})
    assert result.failures == []
    # the log quotes the effect's words once: "it can block any number of creatures"
    assert any(e.text.endswith("blocks 2 creatures: it can block any number of creatures")
               for e in result.game.log)


def test_a_list_of_attackers_naming_no_card_is_a_bad_file() -> None:
    text = SEVERAL.replace("BLOCKED", '["Llanowar Elves#1", "Llanowar Elfs"]')
    with pytest.raises(ScenarioError, match=r"t\.toml:\d+: .*Llanowar Elfs"):
        run(loads(textwrap.dedent(text), "t.toml"), env={})


def test_a_blockers_division_that_adds_up_wrong_is_refused_citing_510_1d() -> None:
    """CR 510.1d: Palace Guard's 1 damage given to both Elves is refused with the rules'
    reason, as an attacker's division is (510.1c)."""
    text = SEVERAL.replace("BLOCKED", '["Llanowar Elves#1", "Llanowar Elves#2"]').replace(
        '{ "Llanowar Elves#2" = 1 }', '{ "Llanowar Elves#1" = 1, "Llanowar Elves#2" = 1 }')
    with pytest.raises(ScenarioError, match=r"2 damage assigned, not all its 1 \(510\.1d\)"):
        run(loads(textwrap.dedent(text), "t.toml"), env={})
