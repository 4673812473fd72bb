"""Printed magecraft creatures, "Whenever you cast or copy an instant or sorcery spell, ...",
cast and played (CR 207.2c, 601.2i, 707.10).

Clever Lumimancer ("... this creature gets +2/+2 until end of turn.") and Witherbloom
Pledgemage ("... you gain 1 life.") are cast from their owner's hand with their exact Oracle
definitions (the corpus records, checked below): the ability triggers for each instant or
sorcery spell its controller casts and for each copy of one put onto the stack under their
control (storm's copies, 702.40a: copies are not cast, so each triggers it once), not for
other spells.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

CLEVER_LUMIMANCER = CardDef(
    name="Clever Lumimancer", mana_cost="{W}", type_line="Creature — Human Wizard",
    text="Magecraft — Whenever you cast or copy an instant or sorcery spell, this creature "
         "gets +2/+2 until end of turn.", power="0", toughness="1")
WITHERBLOOM_PLEDGEMAGE = CardDef(
    name="Witherbloom Pledgemage", mana_cost="{3}{B/G}{B/G}",
    type_line="Creature — Treefolk Warlock",
    text="Magecraft — Whenever you cast or copy an instant or sorcery spell, you gain 1 life.",
    power="5", toughness="5")

CARDS = (CLEVER_LUMIMANCER, WITHERBLOOM_PLEDGEMAGE)

kit = pytest.mark.plugins("storm", extra={"proved-magecraft-kit":
                                          card_pool("proved-magecraft-kit", CARDS)})

@kit
def test_clever_lumimancer_pumps_for_an_instant_not_for_a_creature_spell(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 601.2i: Memnite (an artifact creature spell) triggers nothing; Lightning Bolt
    does: the Lumimancer is 2/3 until end of turn."""
    cast_and_resolve(table, "Clever Lumimancer", {"Plains": 1})
    table.hand(0, "Memnite")
    table.cast("Memnite")
    table.resolve_all()
    assert table.power("Clever Lumimancer") == 0
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["opponent"])
    table.resolve_all()
    assert table.power("Clever Lumimancer") == 2 and table.toughness("Clever Lumimancer") == 3
    table.assert_life(1, 17)


@kit
def test_witherbloom_pledgemage_gains_for_the_spell_and_each_storm_copy(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 707.10, 702.40a: the Pledgemage and Memnite were cast before Grapeshot: storm puts
    two copies onto the stack; the cast and each copy trigger it: 3 life (23), and the
    opponent is dealt 3 damage (17)."""
    cast_and_resolve(table, "Witherbloom Pledgemage", {"Swamp": 5})
    table.hand(0, "Memnite")
    table.cast("Memnite")
    table.resolve_all()
    table.assert_life(0, 20)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Grapeshot")
    table.cast("Grapeshot", targets=["opponent"])
    table.answer("new_targets", "no")
    table.answer("new_targets", "no")
    table.resolve_all()
    table.assert_life(0, 23)
    table.assert_life(1, 17)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has it."""
    assert_printed(CARDS)
