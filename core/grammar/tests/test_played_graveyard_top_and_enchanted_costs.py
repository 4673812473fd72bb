"""Activation costs paid with the top card of a graveyard or with the enchanted creature,
played (CR 601.2h, 404.1, 701.21a, 118.3).

- "{1}, Exile the top card of your graveyard: Prevent the next 1 damage that would be dealt to
  target creature this turn." (Alms), "{1}, Exile the top card of your graveyard: Enchanted
  creature gets +1/+1 until end of turn." (Nature's Kiss): the card put there last is exiled
  (404.1), the others stay; not payable with an empty graveyard.
- "{R}, Sacrifice enchanted creature: This Aura deals damage equal to the sacrificed
  creature's power to each creature." (Bloodfire Infusion), "Sacrifice enchanted creature:
  Creatures you control get +2/+0 until end of turn." (Betrothed of Fire): the creature the
  Aura is attached to, only if its controller is the payer (701.21a); the sacrificed
  creature's power as it last existed (608.2h).

A cost that can't be paid is refused and the game is left as it was (CR 118.3, 732). The cards
come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_404_1_alms_exiles_the_top_card_and_prevents_one(table: Table) -> None:
    """CR 404.1, 601.2h: the Island, put into the graveyard last, is exiled, the Forest stays;
    Shock's 2 damage to the Bears is reduced by 1 (615.7): they survive."""
    table.battlefield(0, "Alms", "Grizzly Bears")
    table.graveyard(0, "Forest", "Island")
    table.lands(0, "Plains", 1)
    table.hand(0, "Shock")
    table.activate("Alms", 0, targets=["Grizzly Bears"])
    table.assert_zone("Island", Zone.EXILE, 0)
    table.assert_zone("Forest", Zone.GRAVEYARD, 0)
    table.resolve()
    table.mana(0, "R")
    table.cast("Shock", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    assert table.find("Grizzly Bears").damage == 1


@oracle
def test_732_alms_with_an_empty_graveyard_is_refused(table: Table) -> None:
    """CR 118.3, 732: no card in the graveyard: refused, the Plains stays untapped."""
    table.battlefield(0, "Alms", "Grizzly Bears")
    table.lands(0, "Plains", 1)
    table.assert_illegal(table.activate, "Alms", 0, targets=["Grizzly Bears"])
    assert table.tapped_count(0) == 0


@oracle
def test_404_1_natures_kiss_pumps_the_enchanted_creature(table: Table) -> None:
    """CR 404.1, 613.4c: the top card exiled; the enchanted Bears get +1/+1."""
    table.lands(0, "Forest", 3)
    table.battlefield(0, "Grizzly Bears")
    table.graveyard(0, "Island", "Plains")
    table.hand(0, "Nature's Kiss")
    table.cast("Nature's Kiss", targets=["Grizzly Bears"])
    table.resolve()
    table.activate("Nature's Kiss", 0)
    table.assert_zone("Plains", Zone.EXILE, 0)
    table.assert_zone("Island", Zone.GRAVEYARD, 0)
    table.resolve()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)


@oracle
def test_701_21a_bloodfire_infusion_deals_the_sacrificed_power_to_each_creature(
        table: Table) -> None:
    """CR 701.21a, 608.2h: the enchanted Hill Giant sacrificed; 3 damage (its power) to each
    creature: the Bears die (704.5g), Craw Wurm (6/4) survives with 3 damage."""
    table.lands(0, "Mountain", 4)
    table.battlefield(0, "Hill Giant")
    table.battlefield(1, "Grizzly Bears", "Craw Wurm")
    table.hand(0, "Bloodfire Infusion")
    table.cast("Bloodfire Infusion", targets=["Hill Giant"])
    table.resolve()
    table.activate("Bloodfire Infusion", 0)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 0)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_zone("Craw Wurm", Zone.BATTLEFIELD, 1)
    assert table.find("Craw Wurm").damage == 3


@oracle
def test_701_21a_betrothed_of_fire_sacrifices_the_enchanted_creature(table: Table) -> None:
    """CR 701.21a, 611.2c: the enchanted Bears sacrificed; the Hill Giant gets +2/+0."""
    table.lands(0, "Mountain", 2)
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.hand(0, "Betrothed of Fire")
    table.cast("Betrothed of Fire", targets=["Grizzly Bears"])
    table.resolve()
    table.activate("Betrothed of Fire", 1)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 0)
    table.resolve()
    assert table.power("Hill Giant") == 5


@oracle
def test_732_betrothed_of_fire_on_an_opponents_creature_is_refused(table: Table) -> None:
    """CR 701.21a, 732: the enchanted Bears are the opponent's: they can't be sacrificed by the
    Aura's controller; refused, nothing changes."""
    table.lands(0, "Mountain", 2)
    table.battlefield(0, "Hill Giant")
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Betrothed of Fire")
    table.cast("Betrothed of Fire", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_illegal(table.activate, "Betrothed of Fire", 1)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)
    assert table.power("Hill Giant") == 3
