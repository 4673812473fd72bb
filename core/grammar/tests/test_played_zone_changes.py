"""Printed zone changes played: returns from the graveyard, "exile it instead".

Crystal Chimes ("{3}, {T}, Sacrifice this artifact: Return all enchantment cards from your
graveyard to your hand.", rule "grammar:return to hand from graveyard") is activated: every
enchantment card of its controller's graveyard goes to the hand (CR 400.7), the others
stay. Magma Spray ("... If that creature would die this turn, exile it instead.", rule
"grammar:would die exile") is cast: a replacement effect (CR 614.1a, 700.4) sends the
creature to exile instead of the graveyard; a creature that survives stays. Saving Grasp
("Return target creature you own to your hand.", read with the same rule) returns a creature
from the battlefield (CR 115.1, 400.7); a creature its caster doesn't own is no legal target.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

CRYSTAL_CHIMES = CardDef(
    name="Crystal Chimes", mana_cost="{3}", type_line="Artifact",
    text="{3}, {T}, Sacrifice this artifact: Return all enchantment cards from your "
         "graveyard to your hand.")
MAGMA_SPRAY = CardDef(
    name="Magma Spray", mana_cost="{R}", type_line="Instant",
    text="Magma Spray deals 2 damage to target creature. If that creature would die this "
         "turn, exile it instead.")

SAVING_GRASP = CardDef(
    name="Saving Grasp", mana_cost="{U}", type_line="Instant",
    text="Return target creature you own to your hand.\nFlashback {W} (You may cast this card "
         "from your graveyard for its flashback cost. Then exile it.)")

CARDS = (CRYSTAL_CHIMES, MAGMA_SPRAY, SAVING_GRASP)
kit = pytest.mark.plugins(
    "flashback", extra={"provec-kit": card_pool("provec-kit", CARDS)})


@kit
def test_crystal_chimes_returns_only_your_enchantment_cards(table: Table) -> None:
    """CR 602.2, 400.7: the cost is paid (sacrificed, 701.21); Glorious Anthem (an
    enchantment) returns to the hand, Grizzly Bears stays, the opponent's enchantment too."""
    table.lands(0, "Plains", 3)
    table.battlefield(0, "Crystal Chimes")
    table.graveyard(0, "Glorious Anthem", "Grizzly Bears")
    table.graveyard(1, "Glorious Anthem")
    table.activate("Crystal Chimes")
    assert table.zone_of("Crystal Chimes") is Zone.GRAVEYARD  # sacrificed as a cost
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Glorious Anthem"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Crystal Chimes", "Grizzly Bears"]
    assert table.names(Zone.GRAVEYARD, 1) == ["Glorious Anthem"]


@kit
def test_crystal_chimes_cannot_be_activated_without_its_mana(table: Table) -> None:
    """CR 602.2b, 601.2h: the {3} can't be paid with two lands: refused, game unchanged."""
    table.lands(0, "Plains", 2)
    table.battlefield(0, "Crystal Chimes")
    table.graveyard(0, "Glorious Anthem")
    table.assert_illegal(table.activate, "Crystal Chimes", rule="601.2h")
    assert table.zone_of("Crystal Chimes") is Zone.BATTLEFIELD
    assert table.zone_of("Glorious Anthem") is Zone.GRAVEYARD


@kit
def test_saving_grasp_returns_a_creature_you_own_to_your_hand(table: Table) -> None:
    """CR 115.1, 400.7: "target creature you own": the caster's Grizzly Bears returns from
    the battlefield to its hand; the opponent's creature is refused as a target (601.2c)."""
    table.lands(0, "Island", 1)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Savannah Lions")
    table.hand(0, "Saving Grasp")
    table.assert_illegal(table.cast, "Saving Grasp", targets=["Savannah Lions"], rule="601.2c")
    table.cast("Saving Grasp", targets=["Grizzly Bears"])
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]
    assert table.zone_of("Savannah Lions") is Zone.BATTLEFIELD
    assert table.zone_of("Saving Grasp") is Zone.GRAVEYARD


@kit
def test_magma_spray_exiles_the_creature_it_kills(table: Table) -> None:
    """CR 614.1a, 704.5g: Grizzly Bears (2/2) would die from the 2 damage: exiled instead."""
    table.lands(0, "Mountain", 1)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Magma Spray")
    table.cast("Magma Spray", targets=["Grizzly Bears"])
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.EXILE
    assert table.names(Zone.GRAVEYARD, 1) == []


@kit
def test_magma_spray_exiles_it_if_it_dies_later_this_turn(table: Table) -> None:
    """CR 614.1a: Giant Spider (2/4) survives the 2 damage and stays; Shock later this turn
    kills it: exiled instead of put into the graveyard."""
    table.lands(0, "Mountain", 2)
    table.battlefield(1, "Giant Spider")
    table.hand(0, "Magma Spray", "Shock")
    table.cast("Magma Spray", targets=["Giant Spider"])
    table.resolve()
    assert table.zone_of("Giant Spider") is Zone.BATTLEFIELD
    table.cast("Shock", targets=["Giant Spider"])
    table.resolve()
    assert table.zone_of("Giant Spider") is Zone.EXILE


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
