"""Printed "This creature gets +0/+1 as long as an opponent controls an Island." and "This
creature has haste as long as an opponent controls a Human.", played (CR 611.3a, 613.4c,
613.1f).

Water Wurm and Night Revelers: the condition "an opponent controls a [permanent]" (109.4) is
asked on every layer pass of a permanent of one of its controller's opponents; a permanent of
its own controller does not count.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

WATER_WURM = CardDef(
    name="Water Wurm", mana_cost="{U}", type_line="Creature — Wurm",
    text="This creature gets +0/+1 as long as an opponent controls an Island.", power="1",
    toughness="1")
NIGHT_REVELERS = CardDef(
    name="Night Revelers", mana_cost="{4}{R}", type_line="Creature — Vampire",
    text="This creature has haste as long as an opponent controls a Human.", power="4",
    toughness="4")
ELITE_VANGUARD = CardDef(name="Elite Vanguard", mana_cost="{W}",
                         type_line="Creature — Human Soldier", text="", power="2",
                         toughness="1")

CARDS = (WATER_WURM, NIGHT_REVELERS, ELITE_VANGUARD)
kit = pytest.mark.plugins(extra={"opponent-controls-kit": card_pool("opponent-controls-kit",
                                                                    CARDS)})


@kit
def test_water_wurm_gets_toughness_while_an_opponent_controls_an_island(table: Table) -> None:
    """CR 611.3a: its own Island does not count; Bob's Island does, and the bonus ends
    when that Island leaves the battlefield (613.4c)."""
    assert table.game.rules.card("Water Wurm").playable
    table.battlefield(0, "Water Wurm", "Island")
    assert (table.power("Water Wurm"), table.toughness("Water Wurm")) == (1, 1)
    table.battlefield(1, "Island")
    assert (table.power("Water Wurm"), table.toughness("Water Wurm")) == (1, 2)
    island = next(o for o in table.game.battlefield(1) if o.name == "Island")
    table.game.move(island.id, Zone.GRAVEYARD)
    assert table.toughness("Water Wurm") == 1


@pytest.mark.plugins("haste", extra={"opponent-controls-kit": card_pool(
    "opponent-controls-kit", CARDS)})
def test_night_revelers_has_haste_while_an_opponent_controls_a_human(table: Table) -> None:
    """CR 611.3a, 613.1f, 702.10: haste only while Bob controls Elite Vanguard (a Human);
    Alice's own Human does not grant it."""
    assert table.game.rules.card("Night Revelers").playable
    table.battlefield(0, "Night Revelers", "Elite Vanguard")
    assert not table.has_keyword("Night Revelers", "haste")
    table.battlefield(1, "Elite Vanguard")
    assert table.has_keyword("Night Revelers", "haste")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
