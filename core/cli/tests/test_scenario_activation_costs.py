"""Scenario files name the cards paying an activated ability's cost (``sacrifice``,
``discard``, ``tap``, ``exile`` on ``activate``, CR 602.2b, 601.2h), as they do for a cast
and for a mana ability activated by hand, played with printed cards of the Oracle corpus.

- Goblin Bombardment's "Sacrifice a creature:" pays with the creature named, a creature
  taken from an opponent included (613.1b: Act of Treason), never one the player doesn't
  control (refused citing 601.2h, the game unchanged, 732).
- Zombie Infestation's "Discard two cards:" discards the cards named.
"""

from __future__ import annotations

import textwrap

from manastack_cli.scenario.files import loads
from manastack_cli.scenario.runner import Result, run
from pytest_manastack import needs_corpus

pytestmark = needs_corpus

HEAD = """\
plugins = ["oracle", "haste"]
[[player]]
name = "Alice"
battlefield = [{alice}]
hand = [{hand}]
[[player]]
name = "Bob"
battlefield = ["Hill Giant"]
"""


def play(alice: str, hand: str, actions: str) -> Result:
    text = textwrap.dedent(HEAD).replace("{alice}", alice).replace("{hand}", hand) + \
        textwrap.dedent(actions)
    return run(loads(text, "costs.toml"), env={})


def test_goblin_bombardment_sacrifices_the_creature_named() -> None:
    result = play('"Goblin Bombardment", "Grizzly Bears", "Gray Ogre"', "", """
        [[action]]
        activate = "Goblin Bombardment"
        sacrifice = ["Gray Ogre"]
        targets = ["Bob"]
        [[action]]
        resolve = true
        [expect]
        life = { Bob = 19 }
        graveyard = { Alice = ["Gray Ogre"] }
        battlefield = { Alice = ["Goblin Bombardment", "Grizzly Bears"] }
        """)
    assert result.failures == []


def test_a_creature_taken_with_act_of_treason_is_sacrificed_by_its_new_controller() -> None:
    """CR 613.1b, 701.21a: Alice controls Bob's Hill Giant; it goes to Bob's graveyard."""
    result = play('"Goblin Bombardment", "Mountain", "Mountain", "Mountain"',
                  '"Act of Treason"', """
        [[action]]
        cast = "Act of Treason"
        targets = ["Hill Giant"]
        [[action]]
        resolve = true
        [[action]]
        activate = "Goblin Bombardment"
        sacrifice = ["Hill Giant"]
        targets = ["Bob"]
        [[action]]
        resolve = true
        [expect]
        life = { Bob = 19 }
        graveyard = { Alice = ["Act of Treason"], Bob = ["Hill Giant"] }
        """)
    assert result.failures == []


def test_an_opponents_creature_cant_be_sacrificed() -> None:
    """CR 701.21a: Bob's Hill Giant is no creature Alice controls: refused, nothing done."""
    result = play('"Goblin Bombardment", "Grizzly Bears"', "", """
        [[action]]
        activate = "Goblin Bombardment"
        sacrifice = ["Hill Giant"]
        targets = ["Bob"]
        illegal = "601.2h"
        [expect]
        battlefield = { Alice = ["Goblin Bombardment", "Grizzly Bears"], Bob = ["Hill Giant"] }
        stack = []
        """)
    assert result.failures == []


def test_zombie_infestation_discards_the_cards_named() -> None:
    result = play('"Zombie Infestation"', '"Island", "Forest", "Swamp"', """
        [[action]]
        activate = "Zombie Infestation"
        discard = ["Island", "Swamp"]
        [[action]]
        resolve = true
        [expect]
        graveyard = { Alice = ["Island", "Swamp"] }
        hand = { Alice = ["Forest"] }
        count = [{ name = "Zombie Token", controller = "Alice", count = 1 }]
        """)
    assert result.failures == []
