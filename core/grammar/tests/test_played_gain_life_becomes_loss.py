""""If an opponent would gain life, that player loses that much life instead." played (CR
614.1a, 614.6, 616.1, 119.7).

Plague Drone, cast by Alice: Bob's Angel's Mercy makes him lose 7 life instead of gaining it;
Alice's own Angel's Mercy gains her 7. Tainted Remedy with Bob's Angel of Vitality: Bob, the
affected player, orders the two (616.1): "plus 1" first, he loses 8; the loss first, he loses
7 (a loss is no gain, the Angel's effect no longer applies, 614.6). The cards come with their
exact Oracle text (the test at the end compares it with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table, by_label
from manastack.model.cards import CardDef

PLAGUE_DRONE = CardDef(
    name="Plague Drone", mana_cost="{3}{B}", type_line="Creature — Demon",
    text="Flying\nRot Fly — If an opponent would gain life, that player loses that much life "
         "instead.", power="3", toughness="3")
TAINTED_REMEDY = CardDef(
    name="Tainted Remedy", mana_cost="{2}{B}", type_line="Enchantment",
    text="If an opponent would gain life, that player loses that much life instead.")
ANGEL_OF_VITALITY = CardDef(
    name="Angel of Vitality", mana_cost="{2}{W}", type_line="Creature — Angel",
    text="Flying\nIf you would gain life, you gain that much life plus 1 instead.\nThis "
         "creature gets +2/+2 as long as you have 25 or more life.", power="2", toughness="2")
ANGELS_MERCY = CardDef(
    name="Angel's Mercy", mana_cost="{2}{W}{W}", type_line="Instant", text="You gain 7 life.")

PRINTED = (PLAGUE_DRONE, TAINTED_REMEDY, ANGEL_OF_VITALITY, ANGELS_MERCY)
kit = pytest.mark.plugins(extra={"gain-becomes-loss-kit": card_pool("gain-becomes-loss-kit",
                                                                    PRINTED)})


def _mercy(table: Table, player: int) -> None:
    table.mana(player, "WWWW")
    table.hand(player, "Angel's Mercy")
    if player == 1:
        table.pass_priority()  # Alice passes: Bob casts his instant on her turn
    table.cast("Angel's Mercy")
    table.resolve()


@kit
def test_plague_drone_turns_an_opponents_gain_into_a_loss(table: Table) -> None:
    """CR 614.1a, 614.6: Bob's 7 life gained becomes 7 life lost (20 -> 13)."""
    table.mana(0, "BBBB")
    table.hand(0, "Plague Drone")
    table.cast("Plague Drone")
    table.resolve()
    _mercy(table, 1)
    table.assert_life(1, 13)
    table.assert_logged(rule="614.6", contains="Bob loses 7 life instead of gaining it")


@kit
def test_plague_drone_leaves_its_controllers_gain_alone(table: Table) -> None:
    """CR 102.3: "an opponent": Alice's own Angel's Mercy gains her 7 (20 -> 27)."""
    table.mana(0, "BBBB")
    table.hand(0, "Plague Drone")
    table.cast("Plague Drone")
    table.resolve()
    _mercy(table, 0)
    table.assert_life(0, 27)


@pytest.mark.parametrize(("first", "life"), [("plus 1", 12), ("loses that much", 13)])
@kit
def test_tainted_remedy_the_affected_player_orders_it_with_his_own(
        table: Table, first: str, life: int) -> None:
    """CR 616.1: Bob orders them: plus 1 first, he loses 8; the loss first, he loses 7 (the
    gain never happens, 614.6, so "plus 1" no longer applies)."""
    table.battlefield(1, "Angel of Vitality")
    table.mana(0, "BBB")
    table.hand(0, "Tainted Remedy")
    table.cast("Tainted Remedy")
    table.resolve()
    seen = table.on_decision("replacement_order", by_label(first), player=1)
    _mercy(table, 1)
    assert len(seen) == 1 and seen[0].rule == "616.1" and seen[0].player == 1
    table.assert_life(1, life)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
