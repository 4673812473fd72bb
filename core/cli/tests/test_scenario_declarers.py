"""``by`` on ``attack`` and ``block``: each passes priority to its step first, so ``by``
names who declares there: the active player declares attackers (CR 508.1), a defending
player blockers (509.1, 506.2), whoever holds priority as the action begins. Played with
printed cards (Hill Giant attacking, Grizzly Bears blocking)."""

from __future__ import annotations

import textwrap

import pytest
from manastack_cli.scenario.files import loads
from manastack_cli.scenario.runner import run

from manastack.errors import ScenarioError

COMBAT = """
plugins = []

[[player]]
name = "Alice"
battlefield = ["Hill Giant"]

[[player]]
name = "Bob"
battlefield = ["Grizzly Bears"]

[[action]]
attack = ["Hill Giant"]
by = "Alice"
expect.priority = "Alice"        # CR 117.3a: the active player, in the step

[[action]]
block = { "Grizzly Bears" = "Hill Giant" }
by = "Bob"                       # Bob declares, though Alice holds priority now

[[action]]
go_to = "end_combat"
expect.zones = { "Grizzly Bears" = "graveyard" }
expect.life = { Bob = 20 }
"""


def failures(text: str) -> list[str]:
    return list(run(loads(textwrap.dedent(text), "t.toml"), env={}).failures)


def test_the_defending_player_blocks_while_the_active_player_holds_priority() -> None:
    """CR 509.1: after attackers are declared Alice holds priority (117.3a); ``block`` by
    Bob passes to the declare blockers step, where Bob declares."""
    assert failures(COMBAT) == []


def test_the_attacking_player_is_no_blocker() -> None:
    text = COMBAT.replace('by = "Bob"                       #', 'by = "Alice"  #')
    with pytest.raises(ScenarioError, match=r"action 2 \(block: Grizzly Bears blocks Hill "
                       r"Giant\): Alice is not the one acting: blockers are declared by a "
                       r"defending player \(Bob\), the opponents of the attacking player "
                       r"Alice \(CR 509.1, 506.2\)"):
        run(loads(text, "t.toml"), env={})


def test_attackers_are_declared_by_the_active_player() -> None:
    text = COMBAT.replace('attack = ["Hill Giant"]\nby = "Alice"',
                          'attack = ["Hill Giant"]\nby = "Bob"')
    with pytest.raises(ScenarioError, match=r"action 1 \(attack with Hill Giant\): Bob is not "
                       r"the one acting: attackers are declared by the active player, Alice "
                       r"\(CR 508.1\)"):
        run(loads(text, "t.toml"), env={})


def test_attack_by_the_active_player_while_the_opponent_holds_priority() -> None:
    """Alice casts Lightning Bolt in her main phase and passes: Bob holds priority; ``attack``
    by Alice still passes on to her declare attackers step (the Bolt resolves on the way)."""
    text = """
    plugins = []

    [[player]]
    name = "Alice"
    battlefield = ["Hill Giant", "Mountain"]
    hand = ["Lightning Bolt"]

    [[player]]
    name = "Bob"

    [[action]]
    cast = "Lightning Bolt"
    targets = ["Bob"]

    [[action]]
    pass = true
    expect.priority = "Bob"

    [[action]]
    attack = ["Hill Giant"]
    by = "Alice"

    [[action]]
    go_to = "end_combat"
    expect.life = { Bob = 14 }
    """
    assert failures(text) == []
