"""A source that has left the battlefield deals damage as it last existed (CR 608.2h, 702.15b,
702.2b): printed "Whenever Firedrinker Satyr is dealt damage, it deals that much damage to you."
names the Satyr, and a source with lifelink gone before its ability resolves still makes its
controller gain that much life.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

FIREDRINKER_SATYR = CardDef(
    name="Firedrinker Satyr", mana_cost="{R}", type_line="Creature — Satyr Shaman",
    text="Whenever this creature is dealt damage, it deals that much damage to you.\n{1}{R}: "
         "This creature gets +1/+0 until end of turn and deals 1 damage to you.",
    power="2", toughness="1")

PRINTED = (FIREDRINKER_SATYR,)
kit = pytest.mark.plugins(extra={"gone-source-kit": card_pool("gone-source-kit", PRINTED)})


@kit
def test_firedrinker_satyr_dead_still_deals_the_damage_itself(table: Table) -> None:
    """CR 608.2h: destroyed by the Shock, the Satyr's trigger deals 2 damage to its
    controller, the Satyr as it last existed being the source."""
    table.battlefield(0, "Firedrinker Satyr")
    table.lands(1, "Mountain", 1)
    table.pass_priority()
    table.hand(1, "Shock")
    table.cast("Shock", targets=["Firedrinker Satyr"])
    table.resolve_all()
    table.assert_life(0, 18)
    assert any("Firedrinker Satyr" in e.text and "deals 2 damage to Alice" in e.text
               for e in table.game.log)


@kit
def test_a_lifelink_source_gone_still_gains_its_controller_life(table: Table) -> None:
    """CR 702.15b, 608.2h: a 2/2 with lifelink and "it deals that much damage to each
    opponent" dies to the Shock; its ability resolves: Bob is dealt 2 and Alice gains 2."""
    table.battlefield(0, table.card(
        "Vengeful Martyr", "Creature — Spirit", "Lifelink\nWhenever this creature is dealt "
        "damage, it deals that much damage to each opponent.", "{1}{W}", "2", "2"))
    table.lands(1, "Mountain", 1)
    table.pass_priority()
    table.hand(1, "Shock")
    table.cast("Shock", targets=["Vengeful Martyr"])
    table.resolve_all()
    table.assert_life(1, 18)
    table.assert_life(0, 22)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
