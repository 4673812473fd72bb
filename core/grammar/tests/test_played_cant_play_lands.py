""""Target player can't play lands this turn." played (CR 101.2, 305.2, 611.2, 514.2).

Alice casts Turf Wound ("Target player can't play lands this turn. Draw a card.") in
Bob's upkeep: Bob plays no land that turn, even with Exploration's "may" (101.2: "can't"
wins), the refusal leaving the game unchanged (CR 732); his next turn he plays one again.

The static "Players can't play lands." (Territorial Dispute, rule "grammar:can't play
lands") stops every player's land play for as long as it is on the battlefield (611.3a);
"You can't play lands." (Aggressive Mining) only its controller's.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import PlayLand
from manastack.driver import Table
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

TURF_WOUND = CardDef(
    name="Turf Wound", mana_cost="{2}{R}", type_line="Instant",
    text="Target player can't play lands this turn.\nDraw a card.")
EXPLORATION = CardDef(
    name="Exploration", mana_cost="{G}", type_line="Enchantment",
    text="You may play an additional land on each of your turns.")

CARDS = (TURF_WOUND, EXPLORATION)
kit = pytest.mark.plugins(extra={"turf-wound-kit": card_pool("turf-wound-kit", CARDS)})


def _can_play_a_land(table: Table) -> bool:
    return any(isinstance(a, PlayLand) for a in table.game.legal_actions())


def _turf_wound_in_bobs_upkeep(table: Table) -> None:
    table.library(0, "Mountain", "Mountain")
    table.library(1, "Plains", "Plains", "Plains")
    table.hand(1, "Forest", "Island")
    table.hand(0, "Turf Wound")
    table.set_turn(active=1, step=Step.UPKEEP, turn=2)
    table.pass_priority()  # Bob passes: Alice may cast her instant (CR 117.3d)
    table.mana(0, "RRR")
    table.cast("Turf Wound", targets=["Bob"])
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Mountain"]  # and she drew a card
    table.go_to(Step.MAIN1)


@kit
def test_the_target_player_cant_play_a_land_this_turn(table: Table) -> None:
    """CR 101.2, 305.2: Bob's land is refused with the game unchanged, and none is offered."""
    _turf_wound_in_bobs_upkeep(table)
    assert not _can_play_a_land(table)
    table.assert_illegal(table.play, "Forest", rule="101.2")
    assert "Forest" in table.names(Zone.HAND, 1)


@kit
def test_cant_wins_over_may(table: Table) -> None:
    """CR 101.2: Bob's Exploration says he may play two lands; "can't" wins: none."""
    table.battlefield(1, "Exploration")
    _turf_wound_in_bobs_upkeep(table)
    assert not _can_play_a_land(table)
    table.assert_illegal(table.play, "Island", rule="101.2")


@kit
def test_the_effect_ends_with_the_turn(table: Table) -> None:
    """CR 514.2: gone at cleanup: Alice's turn and Bob's next allow their land."""
    _turf_wound_in_bobs_upkeep(table)
    table.hand(0, "Swamp")
    table.next_turn()
    table.play("Swamp")
    table.next_turn()
    table.play("Forest")
    assert table.zone_of("Forest") is Zone.BATTLEFIELD


oracle = pytest.mark.plugins("oracle")


@oracle
def test_territorial_dispute_stops_every_players_land(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 101.2, 611.3a: Territorial Dispute cast, its controller's Forest is refused (the
    game unchanged, 732), and on the next turn the opponent's Island too."""
    if not OracleCorpusSource.available():
        pytest.skip("Oracle corpus not installed")
    cast_and_resolve(table, "Territorial Dispute", {"Mountain": 6})
    table.hand(0, "Forest")
    table.hand(1, "Island")
    assert not _can_play_a_land(table)
    table.assert_illegal(table.play, "Forest", rule="101.2")
    assert table.names(Zone.HAND, 0) == ["Forest"]
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.next_turn()
    assert not _can_play_a_land(table)
    table.assert_illegal(table.play, "Island", rule="101.2")
    assert "Island" in table.names(Zone.HAND, 1)


@oracle
def test_aggressive_mining_stops_only_its_controllers_land(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 101.2, 109.4: Aggressive Mining cast, its controller's Forest is refused; on the
    next turn the opponent plays an Island."""
    if not OracleCorpusSource.available():
        pytest.skip("Oracle corpus not installed")
    cast_and_resolve(table, "Aggressive Mining", {"Mountain": 4})
    table.hand(0, "Forest")
    table.hand(1, "Island")
    table.assert_illegal(table.play, "Forest", rule="101.2")
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.next_turn()
    table.play("Island")
    assert table.zone_of("Island") is Zone.BATTLEFIELD


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
