"""Printed "Exchange life totals with target opponent" and "Two target players exchange life
totals", played (CR 701.12a, 701.12c, 119.7).

Magus of the Mirror, activated in Alice's upkeep, gives Alice (5 life) Bob's 20 and Bob her 5;
not in her upkeep it can't be activated (602.5b). Soul Conduit exchanges Alice's and Bob's life
totals; under Leyline of Punishment ("Players can't gain life") the player who would go up
can't, so no part of the exchange happens (701.12a). The printed cards come from the pool below
with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

MAGUS_OF_THE_MIRROR = CardDef(
    name="Magus of the Mirror", mana_cost="{4}{B}{B}", type_line="Creature — Human Wizard",
    power="4", toughness="2",
    text="{T}, Sacrifice this creature: Exchange life totals with target opponent. Activate "
         "only during your upkeep.")
SOUL_CONDUIT = CardDef(
    name="Soul Conduit", mana_cost="{6}", type_line="Artifact",
    text="{6}, {T}: Two target players exchange life totals.")
LEYLINE_OF_PUNISHMENT = CardDef(
    name="Leyline of Punishment", mana_cost="{2}{R}{R}", type_line="Enchantment",
    text="If this card is in your opening hand, you may begin the game with it on the "
         "battlefield.\nPlayers can't gain life.\nDamage can't be prevented.")

CARDS = (MAGUS_OF_THE_MIRROR, SOUL_CONDUIT, LEYLINE_OF_PUNISHMENT)
kit = pytest.mark.plugins(extra={"exchange-life-kit": card_pool("exchange-life-kit", CARDS)})


@kit
def test_the_magus_exchanges_life_totals_in_alices_upkeep(table: Table) -> None:
    """CR 701.12c: Alice gains 15 life and Bob loses 15; the Magus was sacrificed."""
    table.battlefield(0, "Magus of the Mirror")
    table.game.update_player(0, life=5)
    table.set_turn(active=0, step=Step.UPKEEP)
    table.activate("Magus of the Mirror", targets=["Bob"])
    assert table.zone_of("Magus of the Mirror") is Zone.GRAVEYARD
    table.resolve()
    assert table.life(0) == 20
    assert table.life(1) == 5


@kit
def test_the_magus_cannot_be_activated_in_the_main_phase(table: Table) -> None:
    """CR 602.5b: "Activate only during your upkeep"; refused, nothing changes (732)."""
    table.battlefield(0, "Magus of the Mirror")
    table.game.update_player(0, life=5)
    with pytest.raises(IllegalActionError):
        table.activate("Magus of the Mirror", targets=["Bob"])
    assert table.zone_of("Magus of the Mirror") is Zone.BATTLEFIELD
    assert (table.life(0), table.life(1)) == (5, 20)


@kit
def test_soul_conduit_exchanges_two_target_players_life_totals(table: Table) -> None:
    """CR 701.12c: Bob at 7 and Alice at 20 swap: Alice 7, Bob 20."""
    table.battlefield(0, "Soul Conduit")
    table.lands(0, "Wastes", 6)
    table.game.update_player(1, life=7)
    table.activate("Soul Conduit", targets=[["Alice", "Bob"]])
    table.resolve()
    assert table.life(0) == 7
    assert table.life(1) == 20


@kit
def test_no_exchange_when_a_player_cant_gain_life(table: Table) -> None:
    """CR 701.12a, 701.12c, 119.7: Bob can't be given a higher total, so Alice loses nothing
    either."""
    table.battlefield(0, "Soul Conduit", "Leyline of Punishment")
    table.lands(0, "Wastes", 6)
    table.game.update_player(1, life=7)
    table.activate("Soul Conduit", targets=[["Alice", "Bob"]])
    table.resolve()
    assert table.life(0) == 20
    assert table.life(1) == 7


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
