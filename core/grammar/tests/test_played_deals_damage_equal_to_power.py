"""Printed "Target creature you control deals damage equal to twice its power to target
creature an opponent controls." (Punishing Punch) and "Tap one or two target untapped
creatures you control. They each deal damage equal to their power to target creature an
opponent controls." (Coordinated Clobbering), played (CR 120.3, 120.4, 608.2h).

Alice's Grizzly Bears (2/2) punches Bob's Hill Giant (3/3) for 4: it dies, where its power
alone (2) would not kill it. Bears and Gray Ogre (2/2) are tapped and each deals its own
power, 4 in all, killing Craw Wurm (6/4); one creature alone deals only its power.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

PUNCH = CardDef(
    name="Punishing Punch", mana_cost="{2}{G}", type_line="Instant",
    text="This spell costs {2} less to cast if there are two or more creature cards in your "
         "graveyard.\nTarget creature you control deals damage equal to twice its power to "
         "target creature an opponent controls.")
CLOBBERING = CardDef(
    name="Coordinated Clobbering", mana_cost="{G}", type_line="Sorcery",
    text="Tap one or two target untapped creatures you control. They each deal damage equal "
         "to their power to target creature an opponent controls.")

CARDS = (PUNCH, CLOBBERING)
kit = pytest.mark.plugins(extra={"damage-power-kit": card_pool("damage-power-kit", CARDS)})


def _damage(table: Table, name: str) -> int:
    return table.find(name).damage


@kit
def test_punishing_punch_deals_twice_the_power(table: Table) -> None:
    """CR 120.3: the Bears (power 2) deal 4 to Hill Giant (3/3): it dies; Bob's life stays."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Forest", 3)
    table.hand(0, "Punishing Punch")
    table.cast("Punishing Punch", targets=["Grizzly Bears", "Hill Giant"])
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    assert _damage(table, "Grizzly Bears") == 0  # one-sided: the Giant deals nothing back
    assert table.life(1) == 20


@kit
def test_punishing_punch_reads_the_power_as_it_resolves(table: Table) -> None:
    """CR 608.2h: Giant Growth on the Bears first: 5 power, 10 damage to Craw Wurm (6/4)."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Craw Wurm")
    table.lands(0, "Forest", 4)
    table.hand(0, "Punishing Punch", "Giant Growth")
    table.cast("Punishing Punch", targets=["Grizzly Bears", "Craw Wurm"])
    table.cast("Giant Growth", targets=["Grizzly Bears"])
    table.resolve()
    table.resolve()
    table.assert_zone("Craw Wurm", Zone.GRAVEYARD, 1)


@kit
def test_punishing_punch_cant_target_an_own_creature_as_the_victim(table: Table) -> None:
    """CR 115.1: "target creature an opponent controls": Alice's own creature is refused."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.lands(0, "Forest", 3)
    table.hand(0, "Punishing Punch")
    table.assert_illegal(table.cast, "Punishing Punch", targets=["Grizzly Bears", "Hill Giant"])
    assert table.zone_of("Punishing Punch") is Zone.HAND


@kit
def test_coordinated_clobbering_both_creatures_deal_their_power(table: Table) -> None:
    """CR 120.3, 120.4: Bears (2) and Gray Ogre (2) are tapped and deal 4 to Craw Wurm (6/4):
    it dies."""
    table.battlefield(0, "Grizzly Bears", "Gray Ogre")
    table.battlefield(1, "Craw Wurm")
    table.lands(0, "Forest", 1)
    table.hand(0, "Coordinated Clobbering")
    table.cast("Coordinated Clobbering", targets=[["Grizzly Bears", "Gray Ogre"], "Craw Wurm"])
    table.resolve()
    table.assert_zone("Craw Wurm", Zone.GRAVEYARD, 1)
    table.assert_tapped("Grizzly Bears")
    table.assert_tapped("Gray Ogre")
    assert table.life(1) == 20


@kit
def test_coordinated_clobbering_one_creature_deals_only_its_power(table: Table) -> None:
    """CR 120.3: the Bears alone deal 2: Craw Wurm (6/4) survives with 2 damage."""
    table.battlefield(0, "Grizzly Bears", "Gray Ogre")
    table.battlefield(1, "Craw Wurm")
    table.lands(0, "Forest", 1)
    table.hand(0, "Coordinated Clobbering")
    table.cast("Coordinated Clobbering", targets=[["Grizzly Bears"], "Craw Wurm"])
    table.resolve()
    table.assert_zone("Craw Wurm", Zone.BATTLEFIELD, 1)
    assert _damage(table, "Craw Wurm") == 2
    table.assert_tapped("Grizzly Bears")
    table.assert_tapped("Gray Ogre", False)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
