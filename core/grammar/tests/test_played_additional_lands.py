"""Additional land plays played (CR 305.2, 505.6b).

Exploration ("You may play an additional land on each of your turns.") lets its controller
play two lands in a turn, not three (305.2b: the third is refused, the game unchanged, CR
732); two of them add up to three (305.2a). Azusa, Lost but Seeking ("... two additional
lands ...") allows three. The effect is on its controller only (613.10) and ends with the
permanent: gone, one land a turn again.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import PlayLand
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

EXPLORATION = CardDef(
    name="Exploration", mana_cost="{G}", type_line="Enchantment",
    text="You may play an additional land on each of your turns.")
AZUSA = CardDef(
    name="Azusa, Lost but Seeking", mana_cost="{2}{G}",
    type_line="Legendary Creature — Human Monk",
    text="You may play two additional lands on each of your turns.", power="1",
    toughness="2")

CARDS = (EXPLORATION, AZUSA)
kit = pytest.mark.plugins(extra={"additional-lands-kit": card_pool("additional-lands-kit", CARDS)})


def _can_play_a_land(table: Table) -> bool:
    return any(isinstance(a, PlayLand) for a in table.game.legal_actions())


@kit
def test_exploration_allows_a_second_land_not_a_third(table: Table) -> None:
    """CR 305.2: two lands this turn; the third is refused (305.2b), the game unchanged."""
    table.battlefield(0, "Exploration")
    table.hand(0, "Forest", "Island", "Swamp")
    table.play("Forest")
    assert _can_play_a_land(table)
    table.play("Island")
    assert table.logged(rule="305.2", contains="land 2 of the 2")
    assert not _can_play_a_land(table)
    table.assert_illegal(table.play, "Swamp", rule="305.2b")
    assert table.names(Zone.HAND, 0) == ["Swamp"]


@kit
def test_two_explorations_add_up(table: Table) -> None:
    """CR 305.2a: each effect adds one: three lands, not four."""
    table.battlefield(0, "Exploration", "Exploration")
    table.hand(0, "Forest", "Island", "Swamp", "Plains")
    for land in ("Forest", "Island", "Swamp"):
        table.play(land)
    table.assert_illegal(table.play, "Plains", rule="305.2b")


@kit
def test_azusa_allows_three_lands(table: Table) -> None:
    """CR 305.2: "two additional lands": three in all, the fourth refused."""
    table.battlefield(0, "Azusa, Lost but Seeking")
    table.hand(0, "Forest", "Island", "Swamp", "Plains")
    for land in ("Forest", "Island", "Swamp"):
        table.play(land)
    table.assert_illegal(table.play, "Plains", rule="305.2b")


@kit
def test_an_opponents_exploration_gives_nothing(table: Table) -> None:
    """CR 613.10: the effect is on its controller ("you") only."""
    table.battlefield(1, "Exploration")
    table.hand(0, "Forest", "Island")
    table.play("Forest")
    table.assert_illegal(table.play, "Island", rule="305.2")


@kit
def test_without_exploration_one_land_again(table: Table) -> None:
    """CR 305.2: the effect ends with its source (611.3b); the land already played counts."""
    exploration = table.battlefield(0, "Exploration")[0]
    table.hand(0, "Forest", "Island")
    table.play("Forest")
    table.game.destroy(exploration.id)
    assert table.zone_of("Exploration") is Zone.GRAVEYARD
    table.assert_illegal(table.play, "Island", rule="305.2")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
