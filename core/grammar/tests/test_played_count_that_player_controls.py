"""Printed "equal to the number of [permanents] they control" / "for each [permanent] they
control" after a trigger naming a player, played (CR 603.7c, 107.3c, 608.2h, 120.3).

"They" is the player the trigger names: Karma and Ancient Runes count the permanents of the
player whose upkeep it is, Citadel of Pain the untapped lands of the player whose end step
it is, Emissary of Despair the artifacts of the player it dealt combat damage to, Coastline
Marauders the lands of the player it attacks (CR 506.2, 508.5); the other player's permanents
are never counted.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

ANCIENT_RUNES = CardDef(
    name="Ancient Runes", mana_cost="{2}{R}", type_line="Enchantment",
    text="At the beginning of each player's upkeep, this enchantment deals damage to that player "
         "equal to the number of artifacts they control.")
KARMA = CardDef(
    name="Karma", mana_cost="{2}{W}{W}", type_line="Enchantment",
    text="At the beginning of each player's upkeep, this enchantment deals damage to that player "
         "equal to the number of Swamps they control.")
CITADEL_OF_PAIN = CardDef(
    name="Citadel of Pain", mana_cost="{2}{R}", type_line="Enchantment",
    text="At the beginning of each player's end step, this enchantment deals X damage to that "
         "player, where X is the number of untapped lands they control.")
EMISSARY_OF_DESPAIR = CardDef(
    name="Emissary of Despair", mana_cost="{1}{B}{B}", type_line="Creature — Spirit",
    power="2", toughness="1", keywords=("Flying",),
    text="Flying\nWhenever this creature deals combat damage to a player, that player loses 1 "
         "life for each artifact they control.")

COASTLINE_MARAUDERS = CardDef(
    name="Coastline Marauders", mana_cost="{2}{R}", type_line="Creature — Human Pirate",
    power="0", toughness="3", keywords=("Encore", "Trample"),
    text="Trample\nWhenever this creature attacks, it gets +1/+0 until end of turn for each land "
         "defending player controls.\nEncore {4}{R}{R} ({4}{R}{R}, Exile this card from your "
         "graveyard: For each opponent, create a token copy that attacks that opponent this turn "
         "if able. They gain haste. Sacrifice them at the beginning of the next end step. "
         "Activate only as a sorcery.)")

CARDS = (ANCIENT_RUNES, KARMA, CITADEL_OF_PAIN, EMISSARY_OF_DESPAIR, COASTLINE_MARAUDERS)
kit = pytest.mark.plugins("encore",
                          extra={"their-count-kit": card_pool("their-count-kit", CARDS)})


def _to_bobs_main_phase(table: Table) -> None:
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.next_turn()
    table.go_to(Step.MAIN1)
    table.resolve_all()


@kit
def test_karma_counts_the_swamps_of_the_player_whose_upkeep_it_is(table: Table) -> None:
    """CR 603.7c: Bob's upkeep: his three Swamps, 3 damage to Bob; Alice's Swamp uncounted."""
    table.battlefield(0, "Karma")
    table.lands(0, "Swamp", 1)
    table.lands(1, "Swamp", 3)
    table.lands(1, "Forest", 2)
    _to_bobs_main_phase(table)
    assert table.life(1) == 17
    assert table.life(0) == 20


@kit
def test_ancient_runes_counts_that_players_artifacts(table: Table) -> None:
    """CR 107.3c: Bob controls two Sol Rings, Alice one: 2 damage to Bob in his upkeep."""
    table.battlefield(0, "Ancient Runes", "Sol Ring")
    table.battlefield(1, "Sol Ring", "Sol Ring")
    _to_bobs_main_phase(table)
    assert table.life(1) == 18
    assert table.life(0) == 20


@kit
def test_citadel_of_pain_counts_the_untapped_lands_at_the_end_step(table: Table) -> None:
    """CR 608.2h: Alice's end step: three untapped Mountains of hers (one more tapped): 3
    damage to Alice; Bob's five untapped Forests uncounted."""
    table.battlefield(0, "Citadel of Pain")
    table.lands(0, "Mountain", 3)
    table.battlefield(0, "Mountain", tapped=True)
    table.lands(1, "Forest", 5)
    table.go_to(Step.END)
    table.resolve_all()
    assert table.life(0) == 17
    assert table.life(1) == 20


@kit
def test_emissary_of_despair_counts_the_damaged_players_artifacts(table: Table) -> None:
    """CR 603.7c: 2 combat damage to Bob, then 1 life for each of his two artifacts (Alice's
    Sol Ring uncounted): Bob at 16."""
    table.battlefield(0, "Emissary of Despair", "Sol Ring")
    table.battlefield(1, "Sol Ring", "Sol Ring")
    table.attack("Emissary of Despair")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(1) == 16
    assert table.life(0) == 20


@kit
def test_coastline_marauders_counts_the_defending_players_lands(table: Table) -> None:
    """CR 508.5: attacking Bob, who controls three lands (Alice five): +3/+0, 3 damage."""
    table.battlefield(0, "Coastline Marauders")
    table.lands(0, "Mountain", 5)
    table.lands(1, "Forest", 3)
    table.attack("Coastline Marauders")
    table.resolve()
    assert table.power("Coastline Marauders") == 3
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(1) == 17


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
