"""Printed "Prevent all damage that would be dealt to ..." played (CR 615.1, 615.7).

Shielded Passage ("Prevent all damage that would be dealt to target creature this turn.",
rule "grammar:prevent all to") is cast: a prevention shield on its target for the turn
(CR 615.1); damage to another creature is dealt as usual; the shield ends with the turn
(514.2).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

SHIELDED_PASSAGE = CardDef(
    name="Shielded Passage", mana_cost="{W}", type_line="Instant",
    text="Prevent all damage that would be dealt to target creature this turn.")

CARDS = (SHIELDED_PASSAGE,)
kit = pytest.mark.plugins(extra={"provec-kit": card_pool("provec-kit", CARDS)})


@kit
def test_shielded_passage_prevents_all_damage_to_its_target_only(table: Table) -> None:
    """CR 615.1: Lightning Bolt's 3 damage to the shielded Grizzly Bears is prevented (it
    survives, no damage marked); Shock to the other creature is dealt (it dies, 704.5g)."""
    table.lands(0, "Plains", 1)
    table.lands(0, "Mountain", 2)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Savannah Lions")
    table.hand(0, "Shielded Passage", "Lightning Bolt", "Shock")
    table.cast("Shielded Passage", targets=["Grizzly Bears"])
    table.resolve()
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.BATTLEFIELD
    assert table.find("Grizzly Bears").damage == 0
    table.cast("Shock", targets=["Savannah Lions"])
    table.resolve()
    assert table.zone_of("Savannah Lions") is Zone.GRAVEYARD


@kit
def test_shielded_passage_lasts_only_this_turn(table: Table) -> None:
    """CR 615.1, 514.2: next turn, damage to the creature is dealt again."""
    table.lands(0, "Plains", 1)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Shielded Passage")
    table.cast("Shielded Passage", targets=["Grizzly Bears"])
    table.resolve()
    table.library(0, "Island")
    table.library(1, "Island")
    table.next_turn()
    table.lands(1, "Mountain", 1)
    table.hand(1, "Shock")
    table.cast("Shock", targets=["Grizzly Bears"])
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
