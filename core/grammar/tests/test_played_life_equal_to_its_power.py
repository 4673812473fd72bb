"""Printed "You gain life equal to its power." and "When this creature dies, you gain life
equal to its power.", played (CR 119.3, 608.2h, 603.10a).

Chastise destroys the target attacking creature, then Alice gains life equal to that
creature's power as it last existed on the battlefield (608.2h), its pump counted. Bottle
Golems (3/3) dies and its controller gains 3 life: the leaves-the-battlefield ability looks
back to the creature as it last existed (603.10a, 608.2h).
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

CHASTISE = CardDef(
    name="Chastise", mana_cost="{3}{W}", type_line="Instant",
    text="Destroy target attacking creature. You gain life equal to its power.")
BOTTLE_GOLEMS = CardDef(
    name="Bottle Golems", mana_cost="{4}", type_line="Artifact Creature — Golem",
    power="3", toughness="3",
    text="Trample\nWhen this creature dies, you gain life equal to its power.")

CARDS = (CHASTISE, BOTTLE_GOLEMS)
kit = pytest.mark.plugins(extra={"life-power-kit": card_pool("life-power-kit", CARDS)})


def _bob_attacks_with(table: Table, name: str) -> None:
    table.set_turn(active=1)
    table.battlefield(1, name)
    table.attack(name)
    table.pass_priority()  # Bob passes: Alice may cast her instant (CR 117.3d)


@kit
def test_chastise_gains_the_attackers_power(table: Table) -> None:
    """CR 608.2h: Craw Wurm (6/4) is destroyed, then Alice gains 6 life."""
    table.lands(0, "Plains", 4)
    table.hand(0, "Chastise")
    _bob_attacks_with(table, "Craw Wurm")
    table.cast("Chastise", targets=["Craw Wurm"])
    table.resolve()
    assert table.zone_of("Craw Wurm") is Zone.GRAVEYARD
    assert table.life(0) == 26


@kit
def test_chastise_counts_the_power_as_it_last_existed(table: Table) -> None:
    """CR 608.2h: Giant Growth's +3/+3 still counts once Craw Wurm is gone: 9 life."""
    table.lands(0, "Plains", 4)
    table.hand(0, "Chastise")
    _bob_attacks_with(table, "Craw Wurm")
    table.lands(1, "Forest", 1)
    table.hand(1, "Giant Growth")
    table.cast("Chastise", targets=["Craw Wurm"])
    table.pass_priority()  # Alice passes: Bob responds (CR 117.3c)
    table.cast("Giant Growth", targets=["Craw Wurm"])
    table.resolve()  # Giant Growth first (CR 405.5)
    table.resolve()
    assert table.zone_of("Craw Wurm") is Zone.GRAVEYARD
    assert table.life(0) == 29


@kit
def test_chastise_cant_target_a_creature_not_attacking(table: Table) -> None:
    """CR 115.1, 601.2c: "target attacking creature": a creature at home is no target."""
    table.battlefield(1, "Craw Wurm")
    table.lands(0, "Plains", 4)
    table.hand(0, "Chastise")
    table.assert_illegal(table.cast, "Chastise", targets=["Craw Wurm"])
    assert table.zone_of("Chastise") is Zone.HAND
    assert table.life(0) == 20


@kit
def test_bottle_golems_dying_gains_its_power(table: Table) -> None:
    """CR 603.10a, 608.2h: Bottle Golems (3/3) dies to Lightning Bolt: Alice gains 3."""
    table.battlefield(0, "Bottle Golems")
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.set_turn(active=1)
    table.cast("Lightning Bolt", targets=["Bottle Golems"])
    table.resolve()
    assert table.zone_of("Bottle Golems") is Zone.GRAVEYARD
    table.resolve()  # the dies trigger
    assert table.life(0) == 23
    assert table.life(1) == 20


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
