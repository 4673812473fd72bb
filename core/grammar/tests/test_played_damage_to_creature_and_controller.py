"""Printed "~ deals 5 damage to target creature and 2 damage to that creature's controller.",
played (CR 120.4, 608.2h, 614.1a).

Burn the Accursed: Craw Wurm (6/4) is dealt 5 damage, Bob (its controller) 2, at once; the
Wurm would die and is exiled instead. Chandra's Outrage at Alice's own Grizzly Bears: the
2 damage goes to Alice, the Bears' controller, not to an opponent.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

BURN_THE_ACCURSED = CardDef(
    name="Burn the Accursed", mana_cost="{4}{R}", type_line="Instant",
    text="Burn the Accursed deals 5 damage to target creature and 2 damage to that "
         "creature's controller. If that creature would die this turn, exile it instead.")
CHANDRAS_OUTRAGE = CardDef(
    name="Chandra's Outrage", mana_cost="{2}{R}{R}", type_line="Instant",
    text="Chandra's Outrage deals 4 damage to target creature and 2 damage to that "
         "creature's controller.")

CARDS = (BURN_THE_ACCURSED, CHANDRAS_OUTRAGE)
kit = pytest.mark.plugins(extra={"accursed-kit": card_pool("accursed-kit", CARDS)})


@kit
def test_burn_the_accursed_hits_the_creature_and_its_controller(table: Table) -> None:
    """CR 120.4, 614.1a: 5 to Craw Wurm, 2 to Bob; the Wurm is exiled instead of dying."""
    table.battlefield(1, "Craw Wurm")
    table.lands(0, "Mountain", 5)
    table.hand(0, "Burn the Accursed")
    table.cast("Burn the Accursed", targets=["Craw Wurm"])
    table.resolve()
    assert table.life(1) == 18
    assert table.life(0) == 20
    assert table.zone_of("Craw Wurm") is Zone.EXILE


@kit
def test_chandras_outrage_at_your_own_creature_hits_you(table: Table) -> None:
    """CR 608.2h: the Bears' controller is Alice: she is dealt the 2 damage."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Mountain", 4)
    table.hand(0, "Chandra's Outrage")
    table.cast("Chandra's Outrage", targets=["Grizzly Bears"])
    table.resolve()
    assert table.life(0) == 18
    assert table.life(1) == 20
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
