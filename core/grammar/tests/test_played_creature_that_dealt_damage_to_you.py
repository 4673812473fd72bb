"""A creature that dealt damage to you this turn, played (CR 120.3, 115.1, 400.7).

"{1}{W}{W}, {T}: Destroy target creature that dealt damage to you this turn." (Spear of Heliod): only
a creature that dealt damage to the ability's controller this turn is a legal target; one that
dealt damage to another player, or none, is not. "Destroy all creatures that dealt damage to
you this turn." (Retaliate): each of them, whoever controls it.

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def bob_pings_alice(table: Table) -> None:
    """On Bob's turn, his Prodigal Pyromancer deals 1 damage to Alice; then Alice has
    priority."""
    table.set_turn(active=1)
    table.activate("Prodigal Pyromancer", 0, targets=["Alice"])
    table.resolve()
    table.assert_life(0, 19)
    table.pass_priority()


@oracle
def test_120_3_spear_of_heliod_destroys_the_creature_that_dealt_damage(table: Table) -> None:
    """CR 120.3: Prodigal Pyromancer dealt Alice 1 damage this turn: Spear of Heliod
    destroys it."""
    table.battlefield(0, "Spear of Heliod")
    table.lands(0, "Plains", 3)
    table.battlefield(1, "Prodigal Pyromancer", "Grizzly Bears")
    bob_pings_alice(table)
    table.activate("Spear of Heliod", 0, targets=["Prodigal Pyromancer"])
    table.resolve()
    table.assert_zone("Prodigal Pyromancer", Zone.GRAVEYARD, 1)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)


@oracle
def test_115_1_a_creature_that_dealt_no_damage_to_you_is_no_target(table: Table) -> None:
    """CR 115.1, 732: Grizzly Bears dealt Alice no damage: refused, the Spear and the
    Plains stay untapped."""
    table.battlefield(0, "Spear of Heliod")
    table.lands(0, "Plains", 3)
    table.battlefield(1, "Prodigal Pyromancer", "Grizzly Bears")
    bob_pings_alice(table)
    table.assert_illegal(table.activate, "Spear of Heliod", 0, targets=["Grizzly Bears"])
    table.assert_tapped("Spear of Heliod", False)
    assert table.tapped_count(0, "Plains") == 0


@oracle
def test_120_3_damage_to_another_player_doesnt_count(table: Table) -> None:
    """CR 120.3: the Pyromancer dealt damage to Bob himself, not to Alice: no legal target."""
    table.battlefield(0, "Spear of Heliod")
    table.lands(0, "Plains", 3)
    table.battlefield(1, "Prodigal Pyromancer")
    table.set_turn(active=1)
    table.activate("Prodigal Pyromancer", 0, targets=["Bob"])
    table.resolve()
    table.pass_priority()
    table.assert_illegal(table.activate, "Spear of Heliod", 0,
                         targets=["Prodigal Pyromancer"])


@oracle
def test_120_3_retaliate_destroys_each_creature_that_dealt_damage_to_you(table: Table) -> None:
    """CR 120.3: Retaliate destroys the Pyromancer that pinged Alice, not Bob's Bears."""
    table.battlefield(1, "Prodigal Pyromancer", "Grizzly Bears")
    table.hand(0, "Retaliate")
    table.lands(0, "Plains", 4)
    bob_pings_alice(table)
    table.cast("Retaliate")
    table.resolve()
    table.assert_zone("Prodigal Pyromancer", Zone.GRAVEYARD, 1)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)
