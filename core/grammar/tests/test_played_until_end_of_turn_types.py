"""Activated abilities setting a target's base P/T or land type until end of turn, played
(CR 613.4b, 305.7, 514.2).

Serendib Sorcerer: "{T}: Target creature other than this creature has base power and
toughness 0/2 until end of turn." ("other than this creature": never itself). Streambed
Aquitects: "{T}: Target land becomes an Island until end of turn." (the land's subtype set,
its old mana ability gone, {U} instead); both end in the cleanup step.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

SERENDIB_SORCERER = CardDef(
    name="Serendib Sorcerer", mana_cost="{1}{U}{U}", type_line="Creature — Human Wizard Sorcerer",
    text="{T}: Target creature other than this creature has base power and toughness 0/2 until "
         "end of turn.", power="1", toughness="1")
STREAMBED_AQUITECTS = CardDef(
    name="Streambed Aquitects", mana_cost="{1}{U}{U}", type_line="Creature — Merfolk Scout",
    text="{T}: Target Merfolk creature gets +1/+1 and gains islandwalk until end of turn. (It "
         "can't be blocked as long as defending player controls an Island.)\n{T}: Target land "
         "becomes an Island until end of turn.", power="2", toughness="3")

PRINTED = (SERENDIB_SORCERER, STREAMBED_AQUITECTS)
# Streambed Aquitects' first ability grants islandwalk: the landwalk plugin reads it
kit = pytest.mark.plugins("landwalk",
                          extra={"eot-types-kit": card_pool("eot-types-kit", PRINTED)})


@kit
def test_serendib_sorcerer_sets_base_pt_of_another_creature(table: Table) -> None:
    """CR 613.4b-c: the Hill Giant is 0/2, 1/3 with Glorious Anthem (7c after 7b); the
    Sorcerer can't target itself (refused, the game unchanged); 3/3 again next turn (514.2)."""
    table.battlefield(0, "Serendib Sorcerer", "Glorious Anthem")
    table.battlefield(1, "Hill Giant")
    table.library(1, "Island")  # the opponent draws next turn
    table.assert_illegal(table.activate, "Serendib Sorcerer", targets=["Serendib Sorcerer"])
    table.activate("Serendib Sorcerer", targets=["Hill Giant"])
    table.resolve()
    assert (table.power("Hill Giant"), table.toughness("Hill Giant")) == (0, 2)
    table.next_turn()
    assert (table.power("Hill Giant"), table.toughness("Hill Giant")) == (3, 3)


@kit
def test_streambed_aquitects_makes_a_land_an_island_until_end_of_turn(table: Table) -> None:
    """CR 305.7: the opponent's Forest is an Island only (taps for {U}, not {G}) until the
    turn ends; then a Forest again."""
    table.battlefield(0, "Streambed Aquitects")
    table.battlefield(1, "Forest")
    table.library(1, "Island")  # the opponent draws next turn
    forest = table.find("Forest", player=1)
    table.activate("Streambed Aquitects", 1, targets=["Forest"])
    table.resolve()
    tl = table.game.chars(forest.id).type_line
    assert tl.has_subtype("Island") and not tl.has_subtype("Forest")
    table.next_turn()  # the opponent's turn: the effect has ended in the cleanup step
    tl = table.game.chars(forest.id).type_line
    assert tl.has_subtype("Forest") and not tl.has_subtype("Island")


@kit
def test_streambed_aquitects_island_taps_for_blue_only(table: Table) -> None:
    """CR 305.7, 305.6: its own Mountain made an Island taps for {U}; {R} is refused."""
    table.battlefield(0, "Streambed Aquitects", "Mountain")
    table.activate("Streambed Aquitects", 1, targets=["Mountain"])
    table.resolve()
    table.assert_illegal(table.tap_for_mana, "Mountain", "R")
    table.tap_for_mana("Mountain", "U")
    assert [u.color for u in table.game.player(0).mana_pool] == ["U"]


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
