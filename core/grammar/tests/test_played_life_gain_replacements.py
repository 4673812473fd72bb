"""Angel of Vitality and Boon Reflection, played: "If you would gain life, you gain that much
life plus 1 instead." and "If you would gain life, you gain twice that much life instead."
(CR 614.1a, 119.10, 616.1).

Angel's Mercy gains 7 life: 8 with the Angel, 14 with Boon Reflection; with both, the player
gaining life chooses the order: (7 + 1) x 2 = 16 or 7 x 2 + 1 = 15. An opponent's Angel
changes nothing; the Angel's "+2/+2 as long as you have 25 or more life" follows. The cards
come with their exact Oracle definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table, by_label
from manastack.model.cards import CardDef

ANGEL_OF_VITALITY = CardDef(
    name="Angel of Vitality", mana_cost="{2}{W}", type_line="Creature — Angel",
    text="Flying\nIf you would gain life, you gain that much life plus 1 instead.\nThis "
         "creature gets +2/+2 as long as you have 25 or more life.", power="2", toughness="2")
BOON_REFLECTION = CardDef(
    name="Boon Reflection", mana_cost="{4}{W}", type_line="Enchantment",
    text="If you would gain life, you gain twice that much life instead.")
ANGELS_MERCY = CardDef(
    name="Angel's Mercy", mana_cost="{2}{W}{W}", type_line="Instant", text="You gain 7 life.")

CARDS = (ANGEL_OF_VITALITY, BOON_REFLECTION, ANGELS_MERCY)

kit = pytest.mark.plugins(extra={"life-gain-kit": card_pool("life-gain-kit", CARDS)})


def mercy(table: Table) -> None:
    table.lands(0, "Plains", 4)
    table.hand(0, "Angel's Mercy")
    table.cast("Angel's Mercy")
    table.resolve()


@kit
def test_angel_of_vitality_adds_one(table: Table) -> None:
    """CR 614.1a: 7 + 1 = 8 life; at 28 life the Angel gets +2/+2 (613.4c)."""
    table.battlefield(0, "Angel of Vitality")
    assert table.power("Angel of Vitality") == 2
    mercy(table)
    table.assert_life(0, 28)
    table.assert_logged(rule="614.1a", contains="Alice gains 8 life instead of 7")
    assert table.power("Angel of Vitality") == 4


@kit
def test_boon_reflection_doubles(table: Table) -> None:
    """CR 614.1a: twice 7 is 14."""
    table.battlefield(0, "Boon Reflection")
    mercy(table)
    table.assert_life(0, 34)


@kit
def test_an_opponents_angel_changes_nothing(table: Table) -> None:
    """CR 119.10: "you" is the Angel's controller: Bob's Angel doesn't add to Alice's gain."""
    table.battlefield(1, "Angel of Vitality")
    mercy(table)
    table.assert_life(0, 27)


@pytest.mark.parametrize(("first", "life"), [("plus 1", 36), ("twice", 35)])
@kit
def test_with_both_the_player_chooses_the_order(table: Table, first: str, life: int) -> None:
    """CR 616.1: Alice picks which applies first: (7 + 1) x 2 = 16 or 7 x 2 + 1 = 15."""
    table.battlefield(0, "Angel of Vitality", "Boon Reflection")
    seen = table.on_decision("replacement_order", by_label(first))
    mercy(table)
    assert len(seen) == 1 and seen[0].rule == "616.1"
    table.assert_life(0, life)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
