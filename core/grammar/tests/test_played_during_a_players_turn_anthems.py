"""Printed "During your turn, creatures you control get +1/+0 and have trample." (Street Riot)
and "During turns other than yours, tapped creatures you control have hexproof." (Oak Street
Innkeeper), played (CR 611.3a, 102.1, 613.4c, 613.1f).

The anthem the rest of the sentence says applies only while its controller is (Street Riot)
or isn't (Oak Street Innkeeper) the active player.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

STREET_RIOT = CardDef(
    name="Street Riot", mana_cost="{4}{R}", type_line="Enchantment",
    text="During your turn, creatures you control get +1/+0 and have trample.")
OAK_STREET_INNKEEPER = CardDef(
    name="Oak Street Innkeeper", mana_cost="{2}{G}", type_line="Creature — Elf",
    text="During turns other than yours, tapped creatures you control have hexproof.",
    power="1", toughness="2")

CARDS = (STREET_RIOT, OAK_STREET_INNKEEPER)
kit = pytest.mark.plugins(extra={"turn-anthem-kit": card_pool("turn-anthem-kit", CARDS)})


@kit
def test_street_riot_only_during_its_controllers_turn(table: Table) -> None:
    """CR 611.3a, 102.1: on its controller's turn Grizzly Bears is a 3/2 with trample, the
    opponent's Bears unchanged; on the opponent's turn a plain 2/2."""
    table.battlefield(0, "Street Riot", "Grizzly Bears")
    table.battlefield(1, "Savannah Lions")
    table.library(0, "Wastes", "Wastes")
    table.library(1, "Wastes", "Wastes")
    table.refresh()
    assert table.game.active_player == 0
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 2)
    assert table.has_keyword("Grizzly Bears", "trample")
    assert table.power("Savannah Lions") == 2 and not table.has_keyword("Savannah Lions",
                                                                         "trample")
    table.go_to(Step.MAIN1, turn=table.game.state.turn.number + 1)
    assert table.game.active_player == 1
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)
    assert not table.has_keyword("Grizzly Bears", "trample")


@kit
def test_oak_street_innkeeper_only_tapped_and_on_other_turns(table: Table) -> None:
    """CR 611.3a: on its controller's own turn no hexproof; on the opponent's turn the tapped
    Grizzly Bears has hexproof (a Lightning Bolt can't target it), the untapped Innkeeper
    hasn't."""
    table.battlefield(0, "Oak Street Innkeeper")
    table.battlefield(0, "Grizzly Bears", tapped=True)
    table.library(0, "Wastes", "Wastes")
    table.library(1, "Wastes", "Wastes")
    table.refresh()
    assert not table.has_keyword("Grizzly Bears", "hexproof")
    table.go_to(Step.MAIN1, turn=table.game.state.turn.number + 1)
    assert table.game.active_player == 1
    assert table.find("Grizzly Bears").tapped  # only the active player's untap (502.3)
    assert table.has_keyword("Grizzly Bears", "hexproof")
    assert not table.has_keyword("Oak Street Innkeeper", "hexproof")
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["Grizzly Bears"])
    table.cast("Lightning Bolt", targets=["Oak Street Innkeeper"])  # untapped: no hexproof
    table.resolve()
    table.assert_zone("Oak Street Innkeeper", Zone.GRAVEYARD, 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)


@kit
def test_street_riot_cast_pumps_at_once_on_its_controllers_turn(table: Table) -> None:
    """Street Riot cast from Alice's hand ({4}{R}, CR 601.2) and resolved on her turn: her
    Grizzly Bears is a 3/2 with trample at once (611.3a, 613.4c)."""
    table.set_turn(active=0, step=Step.MAIN1)
    table.battlefield(0, "Grizzly Bears")
    table.mana(0, "CCCCR")
    table.hand(0, "Street Riot")
    table.cast("Street Riot")
    table.resolve()
    table.assert_zone("Street Riot", Zone.BATTLEFIELD, 0)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 2)
    assert table.has_keyword("Grizzly Bears", "trample")
