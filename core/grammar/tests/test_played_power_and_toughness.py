"""Printed power definitions and switches played (CR 604.3, 208.2a, 613.4c, 701.10).

Coiling Woodworm ("Coiling Woodworm's power is equal to the number of Forests on the
battlefield.", rule "grammar:power equal to the number on the battlefield") is cast: a
characteristic-defining ability (CR 604.3, 208.2a) counts every Forest, both players'.
About Face ("Switch target creature's power and toughness until end of turn.", rule
"grammar:switch pt") is cast: the switch applies in layer 7d (CR 613.4d, 701.10) and
ends at the cleanup step (514.2).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

COILING_WOODWORM = CardDef(
    name="Coiling Woodworm", mana_cost="{2}{G}", type_line="Creature — Insect Worm",
    power="*", toughness="1",
    text="Coiling Woodworm's power is equal to the number of Forests on the battlefield.")
ABOUT_FACE = CardDef(
    name="About Face", mana_cost="{R}", type_line="Instant",
    text="Switch target creature's power and toughness until end of turn.")

CARDS = (COILING_WOODWORM, ABOUT_FACE)
kit = pytest.mark.plugins(extra={"provec-kit": card_pool("provec-kit", CARDS)})


@kit
def test_coiling_woodworm_counts_every_forest_on_the_battlefield(table: Table) -> None:
    """CR 604.3, 208.2a: its power is the number of Forests on the battlefield, both
    players' (not Mountains), and follows them as they come and go."""
    table.lands(0, "Forest", 3)
    table.lands(1, "Forest", 2)
    table.lands(1, "Mountain", 4)
    table.hand(0, "Coiling Woodworm")
    table.cast("Coiling Woodworm")
    table.resolve()
    assert table.zone_of("Coiling Woodworm") is Zone.BATTLEFIELD
    assert (table.power("Coiling Woodworm"), table.toughness("Coiling Woodworm")) == (5, 1)
    table.lands(0, "Forest", 1)
    assert table.power("Coiling Woodworm") == 6


@kit
def test_about_face_switches_power_and_toughness_until_end_of_turn(table: Table) -> None:
    """CR 701.10, 613.4d: Giant Spider 2/4 becomes 4/2 until the cleanup step (514.2)."""
    table.lands(0, "Mountain", 1)
    table.battlefield(1, "Giant Spider")
    table.hand(0, "About Face")
    table.cast("About Face", targets=["Giant Spider"])
    table.resolve()
    assert (table.power("Giant Spider"), table.toughness("Giant Spider")) == (4, 2)
    assert table.zone_of("About Face") is Zone.GRAVEYARD
    table.library(0, "Island")
    table.library(1, "Island")
    table.next_turn()
    assert (table.power("Giant Spider"), table.toughness("Giant Spider")) == (2, 4)


@kit
def test_about_face_switch_applies_after_pumps(table: Table) -> None:
    """CR 613.4c, 613.4d: the switch (layer 7d) applies after Giant Growth's +3/+3 (layer
    7c) even when cast first: Giant Spider 2/4 is 5/7 pumped, 7/5 switched."""
    table.lands(0, "Mountain", 1)
    table.lands(0, "Forest", 1)
    table.battlefield(0, "Giant Spider")
    table.hand(0, "About Face", "Giant Growth")
    table.cast("About Face", targets=["Giant Spider"])
    table.resolve()
    table.cast("Giant Growth", targets=["Giant Spider"])
    table.resolve()
    assert (table.power("Giant Spider"), table.toughness("Giant Spider")) == (7, 5)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
