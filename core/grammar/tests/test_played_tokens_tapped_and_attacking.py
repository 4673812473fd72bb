""""Create a 1/1 white Kithkin Soldier creature token that's tapped and attacking." played
(CR 508.4, 111.1, 603.2).

Militia's Pride: the Bears attack, {W} is paid, the token enters tapped and attacking the
opponent (the only choice), is dealt with as an attacking creature (the opponent may block it)
and deals its combat damage; it was never declared an attacker (508.4): the turn's records of
attackers hold the Bears only, and Gleam of Battle's "Whenever a creature you control attacks"
puts a counter on the Bears, none on the token. Declined, no token. The printed cards are read
from the Oracle corpus.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")
TOKEN = "Kithkin Soldier Token"


def _pride_and_bears(table: Table) -> None:
    table.lands(0, "Plains", 3)
    table.hand(0, "Militia's Pride")
    table.cast("Militia's Pride")
    table.resolve()
    table.battlefield(0, "Grizzly Bears")


@oracle
def test_the_token_enters_tapped_and_attacking_and_deals_damage(table: Table) -> None:
    """CR 508.4: tapped and attacking the opponent; it deals its damage (510.1); never
    declared: not among the turn's attackers, no "attacks" trigger for it (508.3a)."""
    _pride_and_bears(table)
    table.battlefield(0, "Gleam of Battle")
    asked = table.watch_decisions("may", player=0)
    table.attack("Grizzly Bears")
    table.resolve(answers=[Answer("may", ("yes",))])
    table.resolve_all()
    assert len(asked) == 1
    token = table.find(TOKEN, zone=Zone.BATTLEFIELD)
    table.assert_tapped(TOKEN)
    combat = table.game.state.combat
    assert combat is not None and token.id in combat.attackers
    assert token.id not in table.game.state.turn.records.attackers
    table.assert_logged(rule="508.4", contains="put onto the battlefield attacking")
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    table.assert_counters(TOKEN, "+1/+1", 0)  # CR 508.3a: it never attacked
    table.go_to(Step.MAIN2)
    table.assert_life(1, 16)


@oracle
def test_the_opponent_may_block_the_token(table: Table) -> None:
    """CR 509.1a: an attacking creature, it can be blocked: the Hill Giant kills it."""
    _pride_and_bears(table)
    table.battlefield(1, "Hill Giant")
    table.attack("Grizzly Bears")
    table.resolve(answers=[Answer("may", ("yes",))])
    table.resolve_all()
    table.block({"Hill Giant": TOKEN})
    table.go_to(Step.MAIN2)
    table.assert_life(1, 18)
    assert TOKEN not in table.names(Zone.BATTLEFIELD)


@oracle
def test_declined_no_token(table: Table) -> None:
    """CR 608.2c: {W} not paid: no token, the Bears alone deal damage."""
    _pride_and_bears(table)
    table.attack("Grizzly Bears")
    table.resolve(answers=[Answer("may", ("no",))])
    table.resolve_all()
    assert TOKEN not in table.names(Zone.BATTLEFIELD)
    table.go_to(Step.MAIN2)
    table.assert_life(1, 18)
