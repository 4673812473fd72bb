"""Static abilities about damage and life, played from a printed card (CR 604.1, 119.7,
615.12, 702.80a).

Everlasting Torment: "Players can't gain life." (no player gains life, CR 119.7);
"Damage can't be prevented." (prevention effects prevent nothing, CR 615.12); "All damage
is dealt as though its source had wither." (damage to a creature is dealt as -1/-1
counters instead of being marked, CR 702.80a). They apply while it is on the battlefield
(CR 604.1); without it, the same spells gain life and prevent damage.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

EVERLASTING_TORMENT = CardDef(
    name="Everlasting Torment", mana_cost="{2}{B/R}", type_line="Enchantment",
    text="Players can't gain life.\nDamage can't be prevented.\nAll damage is dealt as though "
         "its source had wither. (A source with wither deals damage to creatures in the form "
         "of -1/-1 counters.)")

PRINTED = (EVERLASTING_TORMENT,)

kit = pytest.mark.plugins(extra={"provea-kit": card_pool("provea-kit", PRINTED)})


def _cast_torment(table: Table) -> None:
    table.lands(0, "Swamp", 3)
    table.hand(0, "Everlasting Torment")
    table.cast("Everlasting Torment")
    table.resolve()
    assert table.zone_of("Everlasting Torment") is Zone.BATTLEFIELD


@kit
def test_with_the_torment_no_player_gains_life(table: Table) -> None:
    """CR 119.7: Healing Salve's "Target player gains 3 life" gains none."""
    _cast_torment(table)
    table.game.update_player(0, life=10)
    table.lands(0, "Plains", 1)
    table.hand(0, "Healing Salve")
    table.cast("Healing Salve", modes=[0], targets=["Alice"])
    table.resolve()
    assert table.life(0) == 10
    table.assert_logged(rule="119.7")


@kit
def test_without_the_torment_life_is_gained(table: Table) -> None:
    table.game.update_player(0, life=10)
    table.lands(0, "Plains", 1)
    table.hand(0, "Healing Salve")
    table.cast("Healing Salve", modes=[0], targets=["Alice"])
    table.resolve()
    assert table.life(0) == 13


def _salve_then_shock(table: Table) -> None:
    table.lands(0, "Plains", 1)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Healing Salve", "Shock")
    table.cast("Healing Salve", modes=[1], targets=["opponent"])
    table.resolve()
    table.cast("Shock", targets=["opponent"])
    table.resolve()


@kit
def test_with_the_torment_damage_cant_be_prevented(table: Table) -> None:
    """CR 615.12: Healing Salve's shield prevents none of Shock's 2 damage."""
    _cast_torment(table)
    _salve_then_shock(table)
    assert table.life(1) == 18


@kit
def test_without_the_torment_the_damage_is_prevented(table: Table) -> None:
    """CR 615.7: the shield prevents the 2 damage."""
    _salve_then_shock(table)
    assert table.life(1) == 20


@kit
def test_with_the_torment_damage_to_a_creature_is_dealt_as_counters(table: Table) -> None:
    """CR 702.80a: Shock (no wither of its own) puts two -1/-1 counters on Giant Spider
    (2/4 -> 0/2) and marks no damage on it."""
    _cast_torment(table)
    table.battlefield(1, "Giant Spider")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.cast("Shock", targets=["Giant Spider"])
    table.resolve()
    table.assert_counters("Giant Spider", "-1/-1", 2)
    assert table.find("Giant Spider").damage == 0
    assert (table.power("Giant Spider"), table.toughness("Giant Spider")) == (0, 2)


@kit
def test_without_the_torment_damage_is_marked(table: Table) -> None:
    """CR 120.3e: the damage is marked; no counters."""
    table.battlefield(1, "Giant Spider")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.cast("Shock", targets=["Giant Spider"])
    table.resolve()
    table.assert_counters("Giant Spider", "-1/-1", 0)
    assert table.find("Giant Spider").damage == 2


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
