""""You gain / lose life equal to that creature's toughness", played from printed cards
(CR 608.2h, 701.21a, 701.8).

Tribute to Hunger ("Target opponent sacrifices a creature of their choice. You gain life
equal to that creature's toughness."): the sacrificed creature as it last existed on the
battlefield, so a Giant Growth on it counts (608.2h: layers applied as it left); nothing
sacrificed, no life. Consuming Vapors (the same with "Target player" and rebound). Vendetta
("Destroy target nonblack creature. It can't be regenerated. You lose life equal to that
creature's toughness."): the destroyed creature's last toughness, pumped included. Words
where "that creature" could be several creatures ("Each player sacrifices a creature") are
not read.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

TRIBUTE_TO_HUNGER = CardDef(
    name="Tribute to Hunger", mana_cost="{2}{B}", type_line="Instant",
    text="Target opponent sacrifices a creature of their choice. You gain life equal to that "
         "creature's toughness.")
VENDETTA = CardDef(
    name="Vendetta", mana_cost="{B}", type_line="Instant",
    text="Destroy target nonblack creature. It can't be regenerated. You lose life equal to "
         "that creature's toughness.")

CARDS = (TRIBUTE_TO_HUNGER, VENDETTA)
kit = pytest.mark.plugins(extra={"last-known-stats-kit": card_pool("last-known-stats-kit",
                                                                    CARDS)})


def _pumped_bears(table: Table) -> None:
    """Grizzly Bears of player 2 under Giant Growth: 5/5 until end of turn."""
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Giant Growth")
    table.mana(0, "G")
    table.cast("Giant Growth", targets=["Grizzly Bears"])
    table.resolve()
    assert table.toughness("Grizzly Bears") == 5


@kit
def test_the_sacrificed_creatures_pumped_toughness_is_gained(table: Table) -> None:
    """CR 608.2h: the sacrificed Bears' toughness as they last existed (2 + 3)."""
    _pumped_bears(table)
    table.hand(0, "Tribute to Hunger")
    table.mana(0, "BBB")
    table.cast("Tribute to Hunger", targets=["player 2"])
    table.resolve()
    table.assert_zone("Grizzly Bears", "graveyard")
    table.assert_life(0, 25)


@kit
def test_the_creature_the_opponent_chose_counts(table: Table) -> None:
    """CR 701.21a: the opponent chooses; the toughness is that of the one they chose."""
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.hand(0, "Tribute to Hunger")
    table.mana(0, "BBB")
    table.cast("Tribute to Hunger", targets=["player 2"])
    table.answer("sacrifice", "Hill Giant", player=1)
    table.resolve()
    table.assert_zone("Hill Giant", "graveyard")
    table.assert_life(0, 23)


@kit
def test_nothing_sacrificed_no_life(table: Table) -> None:
    """CR 608.2h: no creature was sacrificed: there is no toughness to gain."""
    table.hand(0, "Tribute to Hunger")
    table.mana(0, "BBB")
    table.cast("Tribute to Hunger", targets=["player 2"])
    table.resolve()
    table.assert_life(0, 20)


@kit
def test_the_destroyed_creatures_pumped_toughness_is_lost(table: Table) -> None:
    """CR 608.2h, 701.8: Vendetta's life loss is the destroyed Bears' last toughness."""
    _pumped_bears(table)
    table.hand(0, "Vendetta")
    table.mana(0, "B")
    table.cast("Vendetta", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", "graveyard")
    table.assert_life(0, 15)


@kit
def test_several_creatures_are_not_that_creature(table: Table) -> None:
    """Read means right: after "Each player sacrifices a creature" "that creature" could be
    several; refused rather than guessed."""
    with pytest.raises(Exception, match="not understood"):
        table.card("Test Tribute", "Instant", "Each player sacrifices a creature of their "
                   "choice. You gain life equal to that creature's toughness.", "{B}")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
