"""Printed "Creatures without flying can't attack." and "Creatures with power 3 or greater
don't untap during their controllers' untap steps.", played (CR 508.1c, 502.3, 604.1).

Magus of the Moat and Marble Titan: a static restriction of every creature fitting the
filter, whoever controls it, asked as it applies: a creature without flying can't be
declared as an attacker (the game unchanged, CR 732); a tapped creature with power 3 or
greater stays tapped in its controller's untap step while a smaller one untaps.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

MAGUS_OF_THE_MOAT = CardDef(
    name="Magus of the Moat", mana_cost="{2}{W}{W}", type_line="Creature — Human Wizard",
    text="Creatures without flying can't attack.", power="0", toughness="3")
MARBLE_TITAN = CardDef(
    name="Marble Titan", mana_cost="{3}{W}", type_line="Creature — Giant",
    text="Creatures with power 3 or greater don't untap during their controllers' untap "
         "steps.", power="3", toughness="3")
WIND_DRAKE = CardDef(name="Wind Drake", mana_cost="{2}{U}", type_line="Creature — Drake",
                     text="Flying", power="2", toughness="2")

CARDS = (MAGUS_OF_THE_MOAT, MARBLE_TITAN, WIND_DRAKE)
kit = pytest.mark.plugins(extra={"filtered-kit": card_pool("filtered-kit", CARDS)})


@kit
def test_magus_of_the_moat_stops_creatures_without_flying(table: Table) -> None:
    """CR 508.1c: Bob's Magus stops Alice's Grizzly Bears from attacking; her Wind Drake
    (flying) attacks."""
    assert table.game.rules.card("Magus of the Moat").playable
    table.battlefield(0, "Grizzly Bears", "Wind Drake")
    table.battlefield(1, "Magus of the Moat")
    table.assert_illegal(table.attack, "Grizzly Bears", rule="508.1")
    table.attack("Wind Drake")
    assert table.game.is_attacking(table.find("Wind Drake").id)


@kit
def test_marble_titan_keeps_big_creatures_tapped(table: Table) -> None:
    """CR 502.3: Alice's Grizzly Bears (2/2) and Hill Giant (3/3) attack and tap; in her
    next untap step the Bears untap, the Giant doesn't (Bob's Marble Titan)."""
    assert table.game.rules.card("Marble Titan").playable
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.battlefield(1, "Marble Titan")
    table.library(0, "Wastes", "Wastes", "Wastes")
    table.library(1, "Wastes", "Wastes", "Wastes")
    table.attack("Grizzly Bears", "Hill Giant")
    table.block({})
    table.next_turn()
    table.next_turn()
    assert table.game.active_player == 0
    assert not table.find("Grizzly Bears").tapped
    assert table.find("Hill Giant").tapped


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
