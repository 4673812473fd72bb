"""Printed "prevent all combat damage this creature would deal this turn" played (CR 615.1a).

Loafing Giant: "Whenever this creature attacks or blocks, mill a card. If a land card was
milled this way, prevent all combat damage this creature would deal this turn." A land milled:
the Giant deals no combat damage; another card milled: it deals its 4 (CR 701.17c: the milled
card is found in the graveyard). Zealot il-Vec: "Whenever this creature attacks and isn't
blocked, you may have it deal 1 damage to target creature. If you do, prevent all combat
damage this creature would deal this turn." Only the damage the creature itself deals is
prevented, not the damage dealt to it. The printed cards are read from the Oracle corpus.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle", "shadow")


def _cast(table: Table, name: str, mana: str) -> None:
    table.hand(0, name)
    table.mana(0, mana)
    table.cast(name)
    table.resolve()
    table.assert_zone(name, Zone.BATTLEFIELD, 0)


def _alices_next_turn(table: Table, *library: str) -> None:
    """Bob's turn, then Alice's: she draws a Plains, then ``library`` is on top."""
    table.library(0, "Plains", *library)
    table.library(1, "Plains")
    table.next_turn()
    table.next_turn()


def _loafing_giant_attacks(table: Table, milled: str) -> None:
    """Alice's Loafing Giant attacks Bob on her next turn, milling ``milled`` (CR 701.17a),
    and combat ends."""
    _cast(table, "Loafing Giant", "RCCCC")
    _alices_next_turn(table, milled)
    table.attack("Loafing Giant")
    table.resolve_all()
    table.assert_zone(milled, Zone.GRAVEYARD, 0)
    table.go_to(Step.MAIN2)


@oracle
def test_loafing_giant_milling_a_land_deals_no_combat_damage(table: Table) -> None:
    """CR 615.1a: a Forest milled as it attacks: its 4 combat damage to Bob is prevented."""
    _loafing_giant_attacks(table, "Forest")
    table.assert_life(1, 20)
    table.assert_logged(rule="615.1a")


@oracle
def test_loafing_giant_milling_a_nonland_card_deals_its_damage(table: Table) -> None:
    """A Grizzly Bears milled is no land card: Bob takes 4."""
    _loafing_giant_attacks(table, "Grizzly Bears")
    table.assert_life(1, 16)


@pytest.mark.parametrize(("milled", "survives"), [("Forest", True), ("Grizzly Bears", False)])
@oracle
def test_loafing_giant_blocking(table: Table, milled: str, survives: bool) -> None:
    """As it blocks Bob's Hill Giant: a land milled, the 3/3 is dealt nothing and survives;
    otherwise it is dealt 4 and dies. The 3 the Hill Giant deals to it is not prevented."""
    _cast(table, "Loafing Giant", "RCCCC")
    table.library(0, milled)
    table.library(1, "Plains")
    table.battlefield(1, "Hill Giant")
    table.next_turn()
    table.attack("Hill Giant")
    table.block({"Loafing Giant": "Hill Giant"})
    table.resolve_all()
    table.go_to(Step.MAIN2)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD if survives else Zone.GRAVEYARD, 1)
    assert table.find("Loafing Giant").damage == 3


@oracle
def test_zealot_il_vec_pings_then_deals_no_combat_damage(table: Table) -> None:
    """CR 509.3g: unblocked, it deals 1 to Bob's Grizzly Bears; "if you do" (608.2c), its
    combat damage to Bob is prevented (615.1a)."""
    _cast(table, "Zealot il-Vec", "WCC")
    table.battlefield(1, "Grizzly Bears")
    _alices_next_turn(table)
    table.attack("Zealot il-Vec")
    table.game.script.queue.append(Answer("targets", (table.find("Grizzly Bears").id,)))
    table.block({})
    table.resolve(answers=[Answer("may", ("yes",))])
    assert table.find("Grizzly Bears").damage == 1
    table.go_to(Step.MAIN2)
    table.assert_life(1, 20)


@oracle
def test_zealot_il_vec_declining_deals_its_combat_damage(table: Table) -> None:
    """"You may": declined, nothing is prevented: Bob takes 1."""
    _cast(table, "Zealot il-Vec", "WCC")
    table.battlefield(1, "Grizzly Bears")
    _alices_next_turn(table)
    table.attack("Zealot il-Vec")
    table.game.script.queue.append(Answer("targets", (table.find("Grizzly Bears").id,)))
    table.block({})
    table.resolve(answers=[Answer("may", ("no",))])
    assert table.find("Grizzly Bears").damage == 0
    table.go_to(Step.MAIN2)
    table.assert_life(1, 19)
