""""Activate only if this creature is attacking [or blocking]" played (CR 602.5b, 506.4,
508.1, 509.1).

Glint-Horn Buccaneer's draw ability is refused before it attacks (the game unchanged, 732) and
activated while it attacks: a card discarded and one drawn, its discard trigger dealing 1 to
the opponent. Sawback Manticore's damage ability is activated while it blocks, and refused
outside combat. The printed cards are read from the Oracle corpus.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle", "haste")


@oracle
def test_buccaneer_draws_only_while_attacking(table: Table) -> None:
    """CR 602.5b: refused in the main phase; attacking, it is activated (508.1)."""
    table.battlefield(0, "Glint-Horn Buccaneer")
    table.lands(0, "Mountain", 2)
    table.hand(0, "Island")
    table.library(0, "Plains")
    exc = table.assert_illegal(table.activate, "Glint-Horn Buccaneer", 0)
    assert "attacking" in str(exc)
    table.attack("Glint-Horn Buccaneer")
    table.activate("Glint-Horn Buccaneer", 0)
    table.resolve_all()
    assert table.names(Zone.HAND, 0) == ["Plains"]
    table.go_to(Step.MAIN2)
    table.assert_life(1, 17)  # 1 from the discard trigger, 2 combat damage


@oracle
def test_manticore_deals_damage_while_blocking(table: Table) -> None:
    """CR 509.1: blocking the Bears, it deals 2 damage to them; outside combat, refused."""
    table.battlefield(1, "Sawback Manticore")
    table.battlefield(0, "Grizzly Bears")
    table.lands(1, "Mountain", 1)
    table.pass_priority()
    exc = table.assert_illegal(table.activate, "Sawback Manticore", 1,
                               targets=["Grizzly Bears"])
    assert "attacking or blocking" in str(exc)
    table.attack("Grizzly Bears")
    table.block({"Sawback Manticore": "Grizzly Bears"})
    table.pass_priority()
    table.activate("Sawback Manticore", 1, targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
