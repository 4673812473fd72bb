"""Printed "Exile ~ with three time counters on it." played (CR 122.1, 406.2, 702.62b; rule
"grammar:exile with counters").

Arc Blade ("Arc Blade deals 2 damage to any target. Exile Arc Blade with three time counters
on it.") and Inspiring Refrain ("Draw two cards. Exile Inspiring Refrain with three time
counters on it."): the spell, as it resolves, goes to exile with three time counters instead
of its owner's graveyard (608.2n: it is no longer on the stack), and with suspend it is then
suspended: its owner's upkeep takes a counter off (702.62a). A spell whose only target is
gone doesn't resolve (608.2b): Arc Blade goes to the graveyard, with no counter.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import Step
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

_SUSPEND = ("(Rather than cast this card from your hand, you may pay {cost} and exile it with "
            "three time counters on it. At the beginning of your upkeep, remove a time counter. "
            "When the last is removed, you may cast it without paying its mana cost.)")
ARC_BLADE = CardDef(name="Arc Blade", mana_cost="{3}{R}{R}", type_line="Sorcery",
                    text="Arc Blade deals 2 damage to any target. Exile Arc Blade with three "
                         "time counters on it.\nSuspend 3—{2}{R} "
                         + _SUSPEND.format(cost="{2}{R}"))
REFRAIN = CardDef(name="Inspiring Refrain", mana_cost="{4}{U}{U}", type_line="Sorcery",
                  text="Draw two cards. Exile Inspiring Refrain with three time counters on "
                       "it.\nSuspend 3—{2}{U} " + _SUSPEND.format(cost="{2}{U}"))
UNSUMMON = CardDef(name="Unsummon", mana_cost="{U}", type_line="Instant",
                   text="Return target creature to its owner's hand.")
CARDS = (ARC_BLADE, REFRAIN, UNSUMMON)
# the suspend plugin's keyword makes the exiled card suspended (702.62b); it requires haste
kit = pytest.mark.plugins("suspend", "haste",
                          extra={"exile-kit": card_pool("exile-kit", CARDS)})


def _arc_blade_at_the_bears(table: Table) -> None:
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 5)
    table.hand(0, "Arc Blade")
    table.cast("Arc Blade", targets=["Grizzly Bears"])


@kit
def test_arc_blade_deals_its_damage_and_is_exiled_with_three_time_counters(
        table: Table) -> None:
    """CR 122.1, 406.2, 608.2n: the Bears die; Arc Blade is in exile with three time counters,
    not in the graveyard."""
    _arc_blade_at_the_bears(table)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_zone("Arc Blade", Zone.EXILE, 0)
    assert table.names(Zone.GRAVEYARD, 0) == []
    assert table.find("Arc Blade", zone=Zone.EXILE).counters == {"time": 3}


@kit
def test_arc_blade_exiled_this_way_is_suspended(table: Table) -> None:
    """CR 702.62b, 702.62a: a card with suspend in exile with time counters is suspended: at
    its owner's next upkeep a time counter is removed."""
    _arc_blade_at_the_bears(table)
    table.resolve()
    table.library(0, "Mountain", "Mountain")
    table.library(1, "Forest", "Forest")
    number = table.game.state.turn.number + 2  # Bob's turn, then Alice's
    table.go_to(Step.UPKEEP, turn=number)
    assert table.game.state.turn.active == 0
    table.resolve()
    assert table.find("Arc Blade", zone=Zone.EXILE).counters == {"time": 2}


@kit
def test_arc_blade_without_its_target_goes_to_the_graveyard(table: Table) -> None:
    """CR 608.2b: its only target gone (Unsummon in response), Arc Blade doesn't resolve: it
    goes to its owner's graveyard, with no time counter, and nothing is exiled."""
    _arc_blade_at_the_bears(table)
    table.lands(0, "Island", 1)
    table.hand(0, "Unsummon")
    table.cast("Unsummon", targets=["Grizzly Bears"])
    table.resolve()
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.HAND, 1)
    table.assert_zone("Arc Blade", Zone.GRAVEYARD, 0)
    assert table.names(Zone.EXILE) == []


@kit
def test_inspiring_refrain_draws_two_and_is_exiled_with_three_time_counters(
        table: Table) -> None:
    """CR 121.1, 122.1: two cards drawn, then Inspiring Refrain exiled with three time
    counters."""
    table.library(0, "Island", "Forest", "Plains")
    table.lands(0, "Island", 6)
    table.hand(0, "Inspiring Refrain")
    table.cast("Inspiring Refrain")
    table.resolve()
    assert sorted(table.names(Zone.HAND, 0)) == ["Forest", "Island"]
    assert table.find("Inspiring Refrain", zone=Zone.EXILE).counters == {"time": 3}
    assert table.names(Zone.GRAVEYARD, 0) == []


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
