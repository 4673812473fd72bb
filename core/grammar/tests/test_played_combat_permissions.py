"""Combat permissions and evasion, played from printed cards (CR 508.1a, 509.1b, 702.3b).

"Wall creatures can attack as though they didn't have defender" (Rolling Stones) lets a Wall
with defender be declared as an attacker (CR 508.1a, 702.3b: defender forbids attacking;
an "as though" effect lets the game act as if the condition weren't there, CR 609.4b).
"This creature can't be blocked by Walls" (Bog Rats) restricts the blockers (CR 509.1b):
a Wall can't be declared blocking it, another creature can.

The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

ROLLING_STONES = CardDef(
    name="Rolling Stones", mana_cost="{1}{W}", type_line="Enchantment",
    text="Wall creatures can attack as though they didn't have defender.")
WALL_OF_TORCHES = CardDef(
    name="Wall of Torches", mana_cost="{1}{R}", type_line="Creature — Wall", power="4",
    toughness="1", text="Defender (This creature can't attack.)")
WALL_OF_WOOD = CardDef(
    name="Wall of Wood", mana_cost="{G}", type_line="Creature — Wall", power="0",
    toughness="3", text="Defender (This creature can't attack.)")
BOG_RATS = CardDef(
    name="Bog Rats", mana_cost="{B}", type_line="Creature — Rat", power="1", toughness="1",
    text="This creature can't be blocked by Walls.")

PRINTED = (ROLLING_STONES, WALL_OF_TORCHES, WALL_OF_WOOD, BOG_RATS)

kit = pytest.mark.plugins(extra={"provea-kit": card_pool("provea-kit", PRINTED)})


# --------------------------------------------------------------------------
# Rolling Stones: attack as though it didn't have defender (CR 702.3b, 508.1a)
# --------------------------------------------------------------------------


@kit
def test_a_wall_cant_attack_until_rolling_stones_resolves(table: Table) -> None:
    """CR 702.3b: defender forbids attacking, a restriction (508.1c); Rolling Stones lifts
    it for Walls."""
    table.battlefield(0, "Wall of Torches")
    table.lands(0, "Plains", 2)
    table.hand(0, "Rolling Stones")
    table.assert_illegal(table.attack, "Wall of Torches", rule="508.1c")
    table.cast("Rolling Stones")
    table.resolve()
    assert table.zone_of("Rolling Stones") is Zone.BATTLEFIELD
    table.attack("Wall of Torches")
    table.block()
    table.go_to(Step.END_COMBAT)
    assert table.life(1) == 16  # the Wall attacked and dealt its 4 combat damage (510.2)


@kit
def test_rolling_stones_of_an_opponent_lets_my_walls_attack_too(table: Table) -> None:
    """"Wall creatures": every Wall, whoever controls it (CR 508.1a)."""
    table.battlefield(1, "Rolling Stones")
    table.battlefield(0, "Wall of Torches")
    table.attack("Wall of Torches")
    table.block()
    table.go_to(Step.END_COMBAT)
    assert table.life(1) == 16


# --------------------------------------------------------------------------
# Bog Rats: can't be blocked by Walls (CR 509.1b)
# --------------------------------------------------------------------------


def _cast_bog_rats_and_reach_its_next_turn(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.hand(0, "Bog Rats")
    table.library(0, "Swamp", "Swamp")
    table.library(1, "Island", "Island")
    table.cast("Bog Rats")
    table.resolve()
    assert table.zone_of("Bog Rats") is Zone.BATTLEFIELD
    table.next_turn()
    table.next_turn()  # its controller's next turn: no longer summoning sick (302.6)


@kit
def test_a_wall_cant_block_bog_rats(table: Table) -> None:
    """CR 509.1b: the Wall's block is refused, the game unchanged; the Rats deal damage."""
    table.battlefield(1, "Wall of Wood")
    _cast_bog_rats_and_reach_its_next_turn(table)
    table.attack("Bog Rats")
    table.assert_illegal(table.block, {"Wall of Wood": "Bog Rats"}, rule="509.1")
    table.block()
    table.go_to(Step.END_COMBAT)
    assert table.life(1) == 19


@kit
def test_a_creature_that_isnt_a_wall_can_block_bog_rats(table: Table) -> None:
    """The restriction names Walls only (CR 509.1b): Grizzly Bears blocks and kills the Rats."""
    table.battlefield(1, "Grizzly Bears")
    _cast_bog_rats_and_reach_its_next_turn(table)
    table.attack("Bog Rats")
    table.block({"Grizzly Bears": "Bog Rats"})
    table.go_to(Step.END_COMBAT)
    assert table.life(1) == 20
    assert table.zone_of("Bog Rats") is Zone.GRAVEYARD


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
