"""Activation costs that sacrifice one permanent of either of two kinds, played (CR 601.2h,
701.21a, 118.3).

- "{R}, Sacrifice another creature or an enchantment: This creature gets +1/+0 and gains
  menace until end of turn." (Skophos Warleader): one other permanent that is a creature or
  an enchantment; never the Warleader itself, never a land.
- "{B/R}{B/R}{B/R}, Sacrifice another creature or an artifact: This creature deals 2 damage
  to target creature or planeswalker." (Elite Headhunter); "{1}{B}, Sacrifice another
  creature or a Treasure: Draw a card." (Skullport Merchant).

A cost that can't be paid is refused and the game is left as it was (CR 118.3, 732). The cards
come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_701_21a_skophos_warleader_sacrifices_an_enchantment(table: Table) -> None:
    """CR 601.2h, 701.21a: the enchantment is sacrificed (the Warleader and the lands are not
    offered); the Warleader gets +1/+0 and menace (611.2a)."""
    table.battlefield(0, "Skophos Warleader", "Glorious Anthem")
    table.lands(0, "Mountain", 1)
    anthem = table.find("Glorious Anthem").id
    asked = table.watch_decisions("sacrifice")
    table.activate("Skophos Warleader", 0, answers=[Answer("sacrifice", ("Glorious Anthem",))])
    assert asked and set(asked[0].options) == {anthem}
    table.assert_zone("Glorious Anthem", Zone.GRAVEYARD, 0)
    table.resolve()
    assert table.power("Skophos Warleader") == 5
    assert table.has_keyword("Skophos Warleader", "menace")


@oracle
def test_732_skophos_warleader_alone_is_refused(table: Table) -> None:
    """CR 118.3, 732: "another": the Warleader can't pay with itself, nor with a land; refused,
    nothing changes."""
    table.battlefield(0, "Skophos Warleader")
    table.lands(0, "Mountain", 2)
    table.assert_illegal(table.activate, "Skophos Warleader", 0)
    table.assert_zone("Skophos Warleader", Zone.BATTLEFIELD, 0)
    assert table.tapped_count(0) == 0
    assert table.power("Skophos Warleader") == 4


@oracle
def test_701_21a_elite_headhunter_sacrifices_an_artifact_to_deal_two(table: Table) -> None:
    """CR 601.2h, 701.21a: an artifact sacrificed; 2 damage to the target creature (120.3),
    which dies (704.5g); the enchantment was never a choice."""
    table.battlefield(0, "Elite Headhunter", "Ornithopter", "Glorious Anthem")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Swamp", 3)
    anthem = table.find("Glorious Anthem").id
    asked = table.watch_decisions("sacrifice")
    table.activate("Elite Headhunter", 0, targets=["Grizzly Bears"],
                   answers=[Answer("sacrifice", ("Ornithopter",))])
    assert asked and anthem not in asked[0].options
    table.assert_zone("Ornithopter", Zone.GRAVEYARD, 0)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_zone("Glorious Anthem", Zone.BATTLEFIELD, 0)


@oracle
def test_701_21a_skullport_merchant_sacrifices_its_treasure_to_draw(table: Table) -> None:
    """CR 111.10a, 701.21a: the Treasure the Merchant made as it entered is sacrificed (an
    artifact, not a creature: "or a Treasure"); a card drawn (121.1)."""
    table.lands(0, "Swamp", 5)
    table.library(0, "Island")
    table.hand(0, "Skullport Merchant")
    table.cast("Skullport Merchant")
    table.resolve()
    table.resolve()  # the enters trigger: a Treasure
    treasure = table.find("Treasure Token").id
    asked = table.watch_decisions("sacrifice")
    table.activate("Skullport Merchant", 0, answers=[Answer("sacrifice", ("Treasure Token",))])
    assert asked and set(asked[0].options) == {treasure}
    assert table.names(Zone.BATTLEFIELD, 0).count("Treasure Token") == 0
    table.resolve()
    table.assert_zone("Island", Zone.HAND, 0)
