"""An artifact becoming a creature with power and toughness equal to its mana value, played
(CR 205.1b, 613.1d, 613.4b, 514.2).

"{1}: Target noncreature artifact becomes an artifact creature with power and toughness each
equal to its mana value until end of turn." (Karn, Silver Golem): the artifact keeps its
types and is also a creature (layer 4), its power and toughness its mana value (layer 7b),
until the cleanup step; a creature artifact is no legal target (115.1).

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_613_4b_karn_makes_sphere_of_resistance_a_2_2_until_end_of_turn(table: Table) -> None:
    """CR 613.1d, 613.4b: Sphere of Resistance (mana value 2) becomes a 2/2 artifact creature;
    at the cleanup step it is a noncreature artifact again (514.2)."""
    table.battlefield(0, "Karn, Silver Golem", "Sphere of Resistance")
    table.lands(0, "Plains", 1)
    table.activate("Karn, Silver Golem", 0, targets=["Sphere of Resistance"])
    table.resolve()
    sphere = table.find("Sphere of Resistance")
    chars = table.game.chars(sphere.id)
    assert chars.is_creature and chars.type_line.has_type("Artifact")
    assert (table.power("Sphere of Resistance"), table.toughness("Sphere of Resistance")) == (2, 2)
    table.library(1, "Forest")
    table.next_turn()
    assert not table.game.chars(sphere.id).is_creature


@oracle
def test_613_4b_karn_makes_sol_ring_a_1_1(table: Table) -> None:
    """CR 202.3, 613.4b: Sol Ring (mana value 1) becomes a 1/1."""
    table.battlefield(0, "Karn, Silver Golem", "Sol Ring")
    table.lands(0, "Plains", 1)
    table.activate("Karn, Silver Golem", 0, targets=["Sol Ring"])
    table.resolve()
    assert (table.power("Sol Ring"), table.toughness("Sol Ring")) == (1, 1)


@oracle
def test_115_1_karn_cant_target_an_artifact_creature(table: Table) -> None:
    """CR 115.1, 732: Memnite is a creature already: not a noncreature artifact; refused, the
    Plains stays untapped."""
    table.battlefield(0, "Karn, Silver Golem", "Memnite")
    table.lands(0, "Plains", 1)
    table.assert_illegal(table.activate, "Karn, Silver Golem", 0, targets=["Memnite"])
    assert table.tapped_count(0, "Plains") == 0
