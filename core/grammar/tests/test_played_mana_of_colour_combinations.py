"""Printed mana abilities adding N mana "in any combination of colors" or "of different
colors", played (CR 106.1a, 605.1a, 605.3b).

- "{T}: Add two mana of different colors." (Firemind Vessel): one of the ten pairs of two
  distinct colours, chosen as it is activated; two mana of one colour is no output of it.
- "{2}, {T}, Sacrifice this artifact: Add two mana in any combination of colors." (Terrarion):
  any two colours, the same one twice included; its cost is paid as it is activated
  (602.2b, 601.2h), and its "put into a graveyard" trigger draws a card.

Like the other abilities adding several types, they are activated by hand; the payment solver
doesn't use them (docs/decisions.rst). The cards come from the Oracle corpus (plugin
"oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.actions import ActivateAbility
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_605_3b_firemind_vessel_adds_two_different_colours(table: Table) -> None:
    """CR 605.3b, 106.1a: tapped for {U}{R}: one blue and one red mana, it is tapped."""
    table.battlefield(0, "Firemind Vessel")
    table.tap_for_mana("Firemind Vessel", "UR")
    assert table.pool() == ["R", "U"]
    table.assert_tapped("Firemind Vessel")
    table.assert_logged(rule="605.3b", contains="adds {U}{R}")


@oracle
def test_605_3b_firemind_vessel_offers_the_ten_pairs(table: Table) -> None:
    """CR 605.3b: activated by its index, its controller chooses among the ten pairs of
    different colours; two of one colour is not among them."""
    (vessel,) = table.battlefield(0, "Firemind Vessel")
    asked = table.watch_decisions("mana_output")
    table.game.act(ActivateAbility(vessel.id, 1), Answer("mana_output", ("BG",)))
    assert len(asked[0].options) == 10 and "UU" not in asked[0].options
    assert table.pool() == ["B", "G"]


@oracle
def test_732_firemind_vessel_cant_add_two_of_one_colour(table: Table) -> None:
    """CR 732, 605.1a: {U}{U} is not two mana of different colors: refused, the Vessel stays
    untapped and the pool empty."""
    table.battlefield(0, "Firemind Vessel")
    table.assert_illegal(table.tap_for_mana, "Firemind Vessel", "UU")
    table.assert_tapped("Firemind Vessel", False)
    assert table.pool() == []


@oracle
def test_605_3b_terrarion_adds_two_green_and_draws(table: Table) -> None:
    """CR 605.3b, 602.2b: {2} paid with two Forests, Terrarion sacrificed, two green mana (the
    same colour twice) added; its trigger draws Alice a card (603.2)."""
    table.battlefield(0, "Terrarion")
    table.lands(0, "Plains", 2)
    table.library(0, "Island")
    (terrarion,) = [o for o in table.game.battlefield(0) if o.card.name == "Terrarion"]
    table.game.act(ActivateAbility(terrarion.id, 1), Answer("mana_output", ("GG",)))
    assert table.pool() == ["G", "G"]
    table.assert_zone("Terrarion", Zone.GRAVEYARD, 0)
    assert table.tapped_count(0, "Plains") == 2
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Island"]


@oracle
def test_732_terrarion_without_two_mana_is_refused(table: Table) -> None:
    """CR 118.3, 732: one Plains can't pay {2}: refused, Terrarion stays, nothing added."""
    table.battlefield(0, "Terrarion")
    table.lands(0, "Plains", 1)
    table.assert_illegal(table.tap_for_mana, "Terrarion", "WU")
    table.assert_zone("Terrarion", Zone.BATTLEFIELD, 0)
    assert table.pool() == []
