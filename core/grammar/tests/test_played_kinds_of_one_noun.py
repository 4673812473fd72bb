"""Kinds named before one noun, played. "legendary permanent that's an artifact, creature, or
enchantment" (Bounty Agent) is no legendary planeswalker (CR 205.2a: the kinds name the
permanent, not one more kind in the list). "another creature or token" (Ice Cream Kitty) is a
creature or any token (CR 111.1), not a creature token. "Other snow and Zombie creatures you
control" (Narfi, Betrayer King) are snow creatures and Zombie creatures, either kind (CR 205.4,
205.3), not snow Zombies only.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.api import Answer
from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")


@needs_corpus
@oracle
def test_bounty_agent_cant_destroy_a_legendary_planeswalker(table: Table) -> None:
    """CR 115.1, 205.2a: Ajani Vengeant (legendary, a planeswalker) is no legal target (CR 732);
    Isamaru, Hound of Konda (a legendary creature) is destroyed."""
    table.battlefield(0, "Bounty Agent")
    table.battlefield(1, "Ajani Vengeant", "Isamaru, Hound of Konda")
    table.assert_illegal(table.activate, "Bounty Agent", targets=["Ajani Vengeant"])
    table.activate("Bounty Agent", targets=["Isamaru, Hound of Konda"])
    table.resolve()
    table.assert_zone("Isamaru, Hound of Konda", Zone.GRAVEYARD, 1)
    table.assert_zone("Ajani Vengeant", Zone.BATTLEFIELD, 1)


@needs_corpus
@oracle
def test_ice_cream_kitty_sacrifices_a_nontoken_creature_or_a_noncreature_token(
        table: Table) -> None:
    """CR 111.1, 118.3: Grizzly Bears (a creature, no token) and a token Mind Stone (a token, no
    creature) each pay "Sacrifice another creature or token"; a card is drawn each time."""
    table.battlefield(0, "Ice Cream Kitty")
    table.lands(0, "Swamp", 4)
    bears = table.battlefield(0, "Grizzly Bears")[0]
    stone = table.battlefield(0, "Mind Stone")[0]
    table.game.update(stone.id, is_token=True)
    table.refresh()
    table.library(0, "Forest", "Island")
    table.activate("Ice Cream Kitty", answers=[Answer("sacrifice", (bears.id,))])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    assert table.names(Zone.HAND, 0) == ["Forest"]
    table.activate("Ice Cream Kitty", answers=[Answer("sacrifice", (stone.id,))])
    table.resolve()
    assert sorted(table.names(Zone.HAND, 0)) == ["Forest", "Island"]


@needs_corpus
@oracle
def test_narfi_pumps_a_zombie_and_a_snow_creature(table: Table) -> None:
    """CR 205.3, 205.4, 613.4c: Walking Corpse (a Zombie, not snow) and Icehide Troll (snow, no
    Zombie) get +1/+1; Grizzly Bears (neither) does not; Narfi itself ("Other") does not."""
    table.battlefield(0, "Narfi, Betrayer King", "Walking Corpse", "Icehide Troll",
                      "Grizzly Bears")
    assert table.power("Walking Corpse") == 3
    assert table.power("Icehide Troll") == 3
    assert table.power("Grizzly Bears") == 2
    assert table.power("Narfi, Betrayer King") == 4
