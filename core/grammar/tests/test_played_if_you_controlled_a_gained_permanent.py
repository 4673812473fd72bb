"""Printed "If you controlled it / that permanent / that artifact, ..." after the permanent
left, played with a permanent its owner's opponent had gained control of (CR 608.2h, 613.1b,
110.2a).

"You controlled" asks who controlled the permanent as it last existed on the battlefield,
control-changing effects included (layer 2): Alice's Act of Treason makes Bob's Hill Giant
hers until end of turn, so she controlled it when it left. Unyielding Gatekeeper ("exile
another target nonland permanent. If you controlled it, return it to the battlefield tapped.
Otherwise, its controller creates a 2/2 white and blue Detective creature token.") then
returns it, and with no control named it enters under the control of the player putting it
there, Alice (110.2a), for good: it is a new object (400.7) that Act of Treason no longer
affects. Boomerang Basics ("... If you controlled that permanent, draw a card.") draws and
Gleeful Demolition ("Destroy target artifact. If you controlled that artifact, create three
1/1 red Phyrexian Goblin creature tokens.") creates the Goblins. The cards come from the
Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle", "disguise", "haste")
pytestmark = needs_corpus


def _steal(table: Table, name: str) -> None:
    """Alice casts Act of Treason on Bob's ``name`` (three Mountains): hers until end of turn."""
    table.lands(0, "Mountain", 3)
    table.hand(0, "Act of Treason")
    table.cast("Act of Treason", targets=[name])
    table.resolve()
    assert table.game.controller(table.find(name).id) == 0


def _gatekeeper(table: Table, target: str) -> None:
    """Alice casts Unyielding Gatekeeper face down (disguise, three Swamps), turns it face up
    ({1}{W}) and its trigger exiles ``target``."""
    table.lands(0, "Swamp", 3)
    table.lands(0, "Plains", 2)
    table.hand(0, "Unyielding Gatekeeper")
    table.cast("Unyielding Gatekeeper", using="disguise")
    table.resolve_all()
    table.special("Unyielding Gatekeeper", "turn face up")
    table.answer("targets", target)
    table.resolve_all()


def _tokens(table: Table, player: int) -> list[str]:
    return [o.card.name for o in table.game.objects_in(Zone.BATTLEFIELD, player) if o.is_token]


@oracle
def test_unyielding_gatekeeper_returns_a_gained_creature_under_your_control(
        table: Table) -> None:
    """CR 608.2h, 613.1b, 110.2a: Alice controlled Bob's Hill Giant (Act of Treason) as it was
    exiled: it returns tapped under her control, no Detective is created, and it stays hers
    after the turn ends (a new object, 400.7)."""
    table.battlefield(1, "Hill Giant")
    _steal(table, "Hill Giant")
    _gatekeeper(table, "Hill Giant")
    giant = table.find("Hill Giant")
    assert giant.zone is Zone.BATTLEFIELD and giant.tapped
    assert table.game.controller(giant.id) == 0
    assert _tokens(table, 0) == [] and _tokens(table, 1) == []
    table.library(0, "Wastes")
    table.library(1, "Wastes")
    table.go_to(Step.UPKEEP, turn=2)
    assert table.game.controller(table.find("Hill Giant").id) == 0


@oracle
def test_unyielding_gatekeeper_on_the_opponents_creature_gives_them_a_detective(
        table: Table) -> None:
    """CR 608.2c: Bob controlled his Hill Giant: it stays exiled and Bob creates the
    Detective."""
    table.battlefield(1, "Hill Giant")
    _gatekeeper(table, "Hill Giant")
    assert table.zone_of("Hill Giant") is Zone.EXILE
    assert _tokens(table, 1) == ["Detective Token"]
    assert _tokens(table, 0) == []


@oracle
def test_boomerang_basics_draws_for_a_gained_permanent(table: Table) -> None:
    """CR 608.2h, 613.1b: Bob's Hill Giant, Alice's by Act of Treason, returned to Bob's hand:
    Alice controlled it, so she draws a card."""
    table.battlefield(1, "Hill Giant")
    _steal(table, "Hill Giant")
    table.lands(0, "Island", 1)
    table.library(0, "Wastes")
    table.hand(0, "Boomerang Basics")
    table.cast("Boomerang Basics", targets=["Hill Giant"])
    table.resolve()
    table.assert_zone("Hill Giant", Zone.HAND, 1)
    assert table.names(Zone.HAND, 0) == ["Wastes"]


@oracle
def test_gleeful_demolition_makes_goblins_for_a_gained_artifact(table: Table) -> None:
    """CR 608.2h, 613.1b: Bob's Ornithopter (an artifact creature), Alice's by Act of Treason,
    destroyed: Alice controlled that artifact, so she creates three Phyrexian Goblins."""
    table.battlefield(1, "Ornithopter")
    _steal(table, "Ornithopter")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Gleeful Demolition")
    table.cast("Gleeful Demolition", targets=["Ornithopter"])
    table.resolve()
    table.assert_zone("Ornithopter", Zone.GRAVEYARD, 1)
    assert _tokens(table, 0) == ["Phyrexian Goblin Token"] * 3
