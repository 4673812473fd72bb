"""Printed "Draw a card, then draw cards equal to the number of cards named ~ in your
graveyard.", "~ deals X damage to any target, where X is 2 plus the number of cards named ~ in
all graveyards.", "Draw a card for each tapped creature target opponent controls." and "Draw a
card for each creature target player controls, then draw a card for each creature another
target player controls.", played (CR 107.3c, 201.2, 608.2h, 115.1, 115.3, 109.4).

Frantic Inventory and Flame Burst count the cards with their name (any such card, not only
this one) as they resolve: the spell itself is on the stack then, not yet in a graveyard
(608.2n), so it doesn't count itself. Borrowing 100,000 Arrows counts the tapped creatures the
one target opponent controls; Biomantic Mastery's "another target player" is a second player,
never the first one again (115.3).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

FRANTIC_INVENTORY = CardDef(
    name="Frantic Inventory", mana_cost="{1}{U}", type_line="Instant",
    text="Draw a card, then draw cards equal to the number of cards named Frantic Inventory in "
         "your graveyard.")
FLAME_BURST = CardDef(
    name="Flame Burst", mana_cost="{1}{R}", type_line="Instant",
    text="Flame Burst deals X damage to any target, where X is 2 plus the number of cards named "
         "Flame Burst in all graveyards.")
BORROWING_ARROWS = CardDef(
    name="Borrowing 100,000 Arrows", mana_cost="{2}{U}", type_line="Sorcery",
    text="Draw a card for each tapped creature target opponent controls.")

BIOMANTIC_MASTERY = CardDef(
    name="Biomantic Mastery", mana_cost="{4}{G/U}{G/U}{G/U}", type_line="Sorcery",
    text="Draw a card for each creature target player controls, then draw a card for each "
         "creature another target player controls.")

PRINTED = (FRANTIC_INVENTORY, FLAME_BURST, BORROWING_ARROWS, BIOMANTIC_MASTERY)
kit = pytest.mark.plugins(extra={"named-count-kit": card_pool("named-count-kit", PRINTED)})
LIBRARY = ("Island", "Forest", "Mountain", "Plains", "Swamp", "Memnite")


@kit
def test_frantic_inventory_draws_one_plus_the_copies_in_your_graveyard(table: Table) -> None:
    """CR 107.3c, 201.2: two Frantic Inventory in your graveyard (and one in the opponent's,
    not counted): one card, then two more; the spell resolving is not yet in the graveyard."""
    table.lands(0, "Island", 2)
    table.graveyard(0, "Frantic Inventory", "Frantic Inventory", "Memnite")
    table.graveyard(1, "Frantic Inventory")
    table.library(0, *LIBRARY)
    table.hand(0, "Frantic Inventory")
    table.cast("Frantic Inventory")
    table.resolve()
    assert len(table.names(Zone.HAND, 0)) == 3
    assert len(table.names(Zone.LIBRARY, 0)) == len(LIBRARY) - 3
    assert table.names(Zone.GRAVEYARD, 0).count("Frantic Inventory") == 3


@kit
def test_frantic_inventory_alone_draws_one(table: Table) -> None:
    """CR 608.2n: the first one cast counts no card: it is on the stack as it resolves."""
    table.lands(0, "Island", 2)
    table.library(0, *LIBRARY)
    table.hand(0, "Frantic Inventory")
    table.cast("Frantic Inventory")
    table.resolve()
    assert len(table.names(Zone.HAND, 0)) == 1


@kit
def test_flame_burst_counts_its_name_in_all_graveyards(table: Table) -> None:
    """CR 107.3c: one Flame Burst in each graveyard: X = 2 + 2 = 4 damage to the opponent."""
    table.lands(0, "Mountain", 2)
    table.graveyard(0, "Flame Burst", "Shock")
    table.graveyard(1, "Flame Burst")
    table.hand(0, "Flame Burst")
    table.cast("Flame Burst", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 16)


@kit
def test_flame_burst_alone_deals_two(table: Table) -> None:
    """CR 107.3c: none in a graveyard: X = 2; Grizzly Bears (2/2) is destroyed by it."""
    table.lands(0, "Mountain", 2)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Flame Burst")
    table.cast("Flame Burst", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)


@kit
def test_borrowing_arrows_draws_for_each_tapped_creature_of_the_target(table: Table) -> None:
    """CR 115.1, 109.4: two tapped creatures of the target opponent count; an untapped one
    and your own tapped creature don't."""
    table.lands(0, "Island", 3)
    table.battlefield(1, "Grizzly Bears", "Hill Giant", tapped=True)
    table.battlefield(1, "Memnite")
    table.battlefield(0, "Llanowar Elves", tapped=True)
    table.library(0, *LIBRARY)
    table.hand(0, "Borrowing 100,000 Arrows")
    table.cast("Borrowing 100,000 Arrows", targets=["Bob"])
    table.resolve()
    assert len(table.names(Zone.HAND, 0)) == 2


@kit
def test_borrowing_arrows_cant_target_yourself(table: Table) -> None:
    """CR 115.1, 601.2c: "target opponent": you are no legal target; the game is as it was."""
    table.lands(0, "Island", 3)
    table.battlefield(0, "Llanowar Elves", tapped=True)
    table.library(0, *LIBRARY)
    table.hand(0, "Borrowing 100,000 Arrows")
    table.assert_illegal(table.cast, "Borrowing 100,000 Arrows", targets=["Alice"])
    assert table.names(Zone.HAND, 0) == ["Borrowing 100,000 Arrows"]


@kit
def test_biomantic_mastery_counts_two_players_creatures(table: Table) -> None:
    """CR 115.1, 109.4: the opponent's two creatures, then your one: three cards."""
    table.lands(0, "Forest", 7)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant", "Memnite")
    table.library(0, *LIBRARY)
    table.hand(0, "Biomantic Mastery")
    table.cast("Biomantic Mastery", targets=["Bob", "Alice"])
    table.resolve()
    assert len(table.names(Zone.HAND, 0)) == 3


@kit
def test_biomantic_mastery_cant_target_one_player_twice(table: Table) -> None:
    """CR 115.3, 601.2c: "another target player" is a player other than the first target: the
    same opponent for both is refused, and the game is as it was (732)."""
    table.lands(0, "Forest", 7)
    table.battlefield(1, "Hill Giant", "Memnite")
    table.library(0, *LIBRARY)
    table.hand(0, "Biomantic Mastery")
    table.assert_illegal(table.cast, "Biomantic Mastery", targets=["Bob", "Bob"])
    assert table.names(Zone.HAND, 0) == ["Biomantic Mastery"]


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
