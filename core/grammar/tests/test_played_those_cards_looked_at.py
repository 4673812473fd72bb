"""One of the cards looked at put into your hand, "those cards" naming them, played (CR 401.4,
608.2c).

Prophetic Bolt's "Look at the top four cards of your library. Put one of those cards into your
hand and the rest on the bottom of your library in any order." (after its 4 damage) offers the
four top cards, puts the one chosen into the hand and the other three under the library, in
the order chosen; Scattered Thoughts's "Put two of those cards into your hand and the rest into
your graveyard" takes exactly two and mills the others. Both come with their exact Oracle text
(the test at the end compares them with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table, by_name
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

PROPHETIC_BOLT = CardDef(
    name="Prophetic Bolt", mana_cost="{3}{U}{R}", type_line="Instant",
    text="Prophetic Bolt deals 4 damage to any target. Look at the top four cards of your "
         "library. Put one of those cards into your hand and the rest on the bottom of your "
         "library in any order.")
SCATTERED_THOUGHTS = CardDef(
    name="Scattered Thoughts", mana_cost="{3}{U}", type_line="Instant",
    text="Look at the top four cards of your library. Put two of those cards into your hand "
         "and the rest into your graveyard.")

PRINTED = (PROPHETIC_BOLT, SCATTERED_THOUGHTS)
kit = pytest.mark.plugins(extra={"those-cards-kit": card_pool("those-cards-kit", PRINTED)})


@kit
def test_prophetic_bolt_deals_4_then_takes_one_of_the_top_four(table: Table) -> None:
    """CR 120.3, 401.4: 4 damage to the target, then one of the four top cards into the hand
    and the three others on the bottom; the fifth card is the new top card."""
    table.hand(0, "Prophetic Bolt")
    table.mana(0, "UURRR")
    table.library(0, "Island", "Forest", "Swamp", "Plains", "Mountain")
    giant = table.battlefield(1, "Hill Giant")[0]
    choices = table.on_decision("choose", by_name("Swamp"))
    table.cast("Prophetic Bolt", targets=[giant.id])
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Swamp"]
    assert sorted(table.names(Zone.LIBRARY, 0)) == ["Forest", "Island", "Mountain", "Plains"]
    assert table.names(Zone.LIBRARY, 0)[0] == "Mountain"
    assert len(choices[0].options) == 4
    assert table.names(Zone.GRAVEYARD, 1) == ["Hill Giant"]


@kit
def test_scattered_thoughts_takes_two_and_mills_the_others(table: Table) -> None:
    """CR 401.4: exactly two of the four into the hand, the two others into the graveyard;
    the fifth card stays on top."""
    table.hand(0, "Scattered Thoughts")
    table.mana(0, "UUUU")
    table.library(0, "Island", "Forest", "Swamp", "Plains", "Mountain")
    table.on_decision("choose", by_name("Forest", "Plains"))
    table.cast("Scattered Thoughts")
    table.resolve()
    assert sorted(table.names(Zone.HAND, 0)) == ["Forest", "Plains"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Island", "Scattered Thoughts", "Swamp"]
    assert table.names(Zone.LIBRARY, 0) == ["Mountain"]


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
