"""Printed lands that enter tapped unless a condition holds, played (CR 614.1d, 614.12).

The condition is checked as the land would enter: Drowned Catacomb ("unless you control an
Island or a Swamp": either kind), Blackcleave Cliffs ("two or fewer other lands"), Deserted
Beach ("two or more other lands"), Canopy Vista ("two or more basic lands"), Turbulent Fen
("your opponents control eight or more lands": all opponents' lands together), Abandoned
Campground ("a player has 13 or less life": any player), Spire Garden ("you have two or
more opponents"). The cards come with their exact Oracle definitions (the corpus records).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

DROWNED_CATACOMB = CardDef(
    name="Drowned Catacomb", mana_cost=None, type_line="Land",
    text="This land enters tapped unless you control an Island or a Swamp.\n{T}: Add {U} or {B}.")
BLACKCLEAVE_CLIFFS = CardDef(
    name="Blackcleave Cliffs", mana_cost=None, type_line="Land",
    text="This land enters tapped unless you control two or fewer other lands.\n"
         "{T}: Add {B} or {R}.")
DESERTED_BEACH = CardDef(
    name="Deserted Beach", mana_cost=None, type_line="Land",
    text="This land enters tapped unless you control two or more other lands.\n"
         "{T}: Add {W} or {U}.")
CANOPY_VISTA = CardDef(
    name="Canopy Vista", mana_cost=None, type_line="Land — Forest Plains",
    text="({T}: Add {G} or {W}.)\nThis land enters tapped unless you control two or more basic "
         "lands.")
TURBULENT_FEN = CardDef(
    name="Turbulent Fen", mana_cost=None, type_line="Land — Swamp Forest",
    text="({T}: Add {B} or {G}.)\nThis land enters tapped unless your opponents control eight "
         "or more lands.")
ABANDONED_CAMPGROUND = CardDef(
    name="Abandoned Campground", mana_cost=None, type_line="Land",
    text="This land enters tapped unless a player has 13 or less life.\n{T}: Add {W} or {U}.")
SPIRE_GARDEN = CardDef(
    name="Spire Garden", mana_cost=None, type_line="Land",
    text="This land enters tapped unless you have two or more opponents.\n{T}: Add {R} or {G}.")

CARDS = (DROWNED_CATACOMB, BLACKCLEAVE_CLIFFS, DESERTED_BEACH, CANOPY_VISTA, TURBULENT_FEN,
         ABANDONED_CAMPGROUND, SPIRE_GARDEN)

kit = pytest.mark.plugins(extra={"tapped-lands-kit": card_pool("tapped-lands-kit", CARDS)})


#: A color each land taps for.
COLOR = {"Drowned Catacomb": "U", "Blackcleave Cliffs": "B", "Deserted Beach": "W",
         "Canopy Vista": "G", "Turbulent Fen": "B", "Abandoned Campground": "W",
         "Spire Garden": "R"}


def played_tapped(table: Table, name: str, player: int = 0) -> bool:
    """Play ``name`` from the hand of the active ``player``: did it enter tapped? Untapped,
    it is tapped for mana at once (CR 605.3a)."""
    table.hand(player, name)
    table.play(name)
    land = table.find(name, zone=Zone.BATTLEFIELD)
    if not land.tapped:
        table.tap_for_mana(name, COLOR[name])
        assert len(table.game.player(player).mana_pool) == 1
    return land.tapped


@kit
@pytest.mark.parametrize(("lands", "tapped"), [
    ((), True), (("Forest", "Mountain"), True), (("Island",), False), (("Swamp",), False)])
def test_drowned_catacomb_needs_an_island_or_a_swamp(table: Table, lands: tuple[str, ...],
                                                     tapped: bool) -> None:
    """CR 614.1d: "an Island or a Swamp": either one is enough; other lands aren't."""
    table.battlefield(0, *lands)
    assert played_tapped(table, "Drowned Catacomb") is tapped


@kit
@pytest.mark.parametrize(("others", "tapped"), [(0, False), (2, False), (3, True)])
def test_blackcleave_cliffs_counts_the_other_lands(table: Table, others: int,
                                                   tapped: bool) -> None:
    """CR 614.1d: untapped with two or fewer other lands (itself not counted)."""
    table.lands(0, "Mountain", others)
    table.battlefield(1, "Swamp", "Swamp", "Swamp")  # the opponent's lands don't count
    assert played_tapped(table, "Blackcleave Cliffs") is tapped


@kit
@pytest.mark.parametrize(("others", "tapped"), [(0, True), (1, True), (2, False), (4, False)])
def test_deserted_beach_needs_two_other_lands(table: Table, others: int, tapped: bool) -> None:
    """CR 614.1d: untapped with two or more other lands."""
    table.lands(0, "Plains", others)
    table.battlefield(1, "Island", "Island")
    assert played_tapped(table, "Deserted Beach") is tapped


@kit
@pytest.mark.parametrize(("lands", "tapped"), [
    (("Forest", "Turbulent Fen"), True), (("Forest", "Plains"), False)])
def test_canopy_vista_counts_basic_lands_only(table: Table, lands: tuple[str, ...],
                                              tapped: bool) -> None:
    """CR 205.4c: a Swamp Forest without the supertype basic is no basic land: one basic
    land and it, tapped; two basic lands, untapped."""
    table.battlefield(0, *lands)
    assert played_tapped(table, "Canopy Vista") is tapped


@kit
@pytest.mark.parametrize(("opponent_lands", "tapped"), [(7, True), (8, False)])
def test_turbulent_fen_counts_the_opponents_lands(table: Table, opponent_lands: int,
                                                  tapped: bool) -> None:
    """CR 614.1d: the opponents' lands, not the player's own."""
    table.lands(0, "Swamp", 9)
    table.lands(1, "Forest", opponent_lands)
    assert played_tapped(table, "Turbulent Fen") is tapped


@kit
@pytest.mark.parametrize(("lives", "tapped"), [
    ((20, 20), True), ((14, 20), True), ((13, 20), False), ((20, 5), False)])
def test_abandoned_campground_asks_any_players_life(table: Table, lives: tuple[int, int],
                                                    tapped: bool) -> None:
    """CR 614.1d: "a player": the controller or an opponent at 13 or less."""
    for player, life in enumerate(lives):
        table.game.update_player(player, life=life)
    assert played_tapped(table, "Abandoned Campground") is tapped


@kit
def test_spire_garden_enters_tapped_with_one_opponent(table: Table) -> None:
    """CR 614.1d: a two-player game: one opponent, tapped."""
    assert played_tapped(table, "Spire Garden") is True


@kit
def test_spire_garden_enters_untapped_with_two_opponents(
        table_factory: Callable[..., Table]) -> None:
    """CR 614.1d: three players: two opponents, untapped; an opponent who lost doesn't
    count (800.4a)."""
    table = table_factory(players=("Alice", "Bob", "Carol"))
    assert played_tapped(table, "Spire Garden") is False
    table = table_factory(players=("Alice", "Bob", "Carol"))
    table.game.update_player(2, lost=True)
    assert played_tapped(table, "Spire Garden") is True


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
