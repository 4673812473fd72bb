"""Corpse Dance: buyback + the haste plugin + the kernel (SEED-27, SEED-28).

    Buyback {2}. Return the top creature card of your graveyard to the
    battlefield. That creature gains haste until end of turn. Exile it at the
    beginning of the next end step.

The card grants haste, so these tests need the haste plugin; the ``plugins`` marker
skips them where it is not installed.
"""

from __future__ import annotations

import pytest

from manastack.api import Step, Zone

pytestmark = pytest.mark.plugins("buyback", "haste")


def dance(table, *, buyback: bool = False, graveyard=("Grizzly Bears",)):  # type: ignore[no-untyped-def]
    table.lands(0, "Swamp", 5 if buyback else 3)
    table.hand(0, "Corpse Dance")
    table.graveyard(0, *graveyard)
    table.cast("Corpse Dance", pay={"buyback": buyback})
    table.resolve()


def test_corpse_dance_returns_the_top_creature_card_with_haste(table) -> None:  # type: ignore[no-untyped-def]
    dance(table, graveyard=("Grizzly Bears", "Hill Giant", "Shock"))
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD)
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Corpse Dance", "Grizzly Bears", "Shock"]
    assert table.has_keyword("Hill Giant", "haste")
    table.attack("Hill Giant")  # CR 302.6, 702.10: haste lets it attack at once
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 17)


def test_buyback_paid_corpse_dance_returns_to_hand(table) -> None:  # type: ignore[no-untyped-def]
    dance(table, buyback=True)
    table.assert_zone("Corpse Dance", Zone.HAND, player=0)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)


def test_buyback_not_paid_corpse_dance_goes_to_the_graveyard(table) -> None:  # type: ignore[no-untyped-def]
    dance(table, buyback=False)
    table.assert_zone("Corpse Dance", Zone.GRAVEYARD, player=0)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)


def test_SEED_27_the_creature_still_there_is_exiled_at_the_next_end_step(table) -> None:  # type: ignore[no-untyped-def]
    dance(table)
    table.go_to(Step.END)  # the delayed trigger (CR 603.7) is put on the stack
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    table.assert_logged(rule="603.7c")


def test_SEED_27_a_creature_that_left_is_not_exiled_even_if_it_came_back(table) -> None:  # type: ignore[no-untyped-def]
    """CR 400.7, 603.7c: back on the battlefield it is a new object; the trigger does nothing."""
    dance(table)
    table.lands(0, "Island", 1)
    table.lands(0, "Forest", 2)
    table.hand(0, "Unsummon")
    table.cast("Unsummon", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.HAND, player=0)
    table.cast("Grizzly Bears")
    table.resolve()
    table.go_to(Step.END)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    assert table.names(Zone.EXILE) == []
    table.assert_logged(rule="603.7c", contains="no longer on the battlefield")


def test_SEED_28_haste_lasts_only_until_end_of_turn(table_factory) -> None:  # type: ignore[no-untyped-def]
    """Cast in the end step, the creature stays until the next turn's end step, without haste."""
    table = table_factory(step=Step.END)
    table.library(1, "Island")  # Bob draws in turn 2
    dance(table)
    assert table.has_keyword("Grizzly Bears", "haste")
    table.next_turn()  # turn 2: the "until end of turn" effect ended in turn 1's cleanup
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    assert not table.has_keyword("Grizzly Bears", "haste")
    table.assert_logged(rule="514.2")
    table.go_to(Step.END)  # "the next end step" is this turn's: now it is exiled
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE)


def test_an_empty_graveyard_returns_nothing_and_makes_no_delayed_trigger(table) -> None:  # type: ignore[no-untyped-def]
    dance(table, graveyard=("Shock",))
    assert table.names(Zone.BATTLEFIELD, 0) == ["Swamp"] * 3
    assert not table.logged(rule="603.7a")
