"""Ninjutsu (CR 702.49) with the first keyword plugins: an earthbent land creature that
attacked unblocked is returned to its owner's hand (a land card again there, and no "dies
or is exiled" return, 400.7, 701.66a), and a haste creature that attacked the turn it came
is swapped for a Ninja (702.10b, 508.4)."""

from __future__ import annotations

import pytest

from manastack.api import Answer, Step, Zone
from manastack.driver import Table


@pytest.mark.plugins("ninjutsu", "earthbend")
def test_701_66a_an_earthbent_land_returned_by_ninjutsu_is_a_land_card_in_hand(table: Table
                                                                             ) -> None:
    """Alice earthbends her Forest into a 4/4 land creature with haste and attacks with it;
    unblocked, it pays Ninja of the New Moon's ninjutsu: it goes to her hand (not dies, not
    exiled: earthbend's delayed ability doesn't trigger, 701.66a) and the Ninja attacks
    Bob in its place (702.49c)."""
    table.battlefield(0, "Forest", "Swamp", "Swamp", "Swamp", "Swamp")
    table.hand(0, "Earthbending Lesson", "Ninja of the New Moon")
    table.mana(0, "GGGG")
    table.cast("Earthbending Lesson", targets=["Forest"])
    table.resolve()
    table.attack("Forest")
    table.block({})
    table.activate("Ninja of the New Moon", answers=[Answer("return", ("Forest",))])
    table.resolve()
    assert not table.game.ids_in(Zone.STACK)
    assert table.names(Zone.HAND, 0) == ["Forest"]
    forest = table.find("Forest", zone=Zone.HAND)
    assert forest.counter("+1/+1") == 0  # a new object: no counters, no effect (400.7)
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 14)
    assert not [o for o in table.game.battlefield(0) if o.card.name == "Forest"]


@pytest.mark.plugins("ninjutsu", "haste")
def test_702_10b_a_haste_creature_cast_this_turn_pays_for_ninjutsu(table: Table) -> None:
    """Raging Goblin, cast this turn, attacks with haste (702.10b); unblocked, it returns
    to Alice's hand for Ninja of the Deep Hours, which attacks though it is summoning sick
    (508.4c: put onto the battlefield attacking, never declared)."""
    table.battlefield(0, "Island", "Island")
    table.hand(0, "Raging Goblin", "Ninja of the Deep Hours")
    table.library(0, "Forest")
    table.mana(0, "R")
    table.cast("Raging Goblin")
    table.resolve()
    table.attack("Raging Goblin")
    table.block({})
    table.activate("Ninja of the Deep Hours", answers=[Answer("return", ("Raging Goblin",))])
    table.resolve()
    table.answer("may", "yes")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)
    assert sorted(table.names(Zone.HAND, 0)) == ["Forest", "Raging Goblin"]
