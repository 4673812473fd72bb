"""Printed "This creature can't have counters put on it." (Melira's Keepers), played (CR
122.6).

No counter is put on it, by an effect on the battlefield or as it enters with counters (122.6:
entering with counters is having them put on it); another creature still gets its counter.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

MELIRAS_KEEPERS = CardDef(
    name="Melira's Keepers", mana_cost="{4}{G}", type_line="Creature — Human Warrior",
    power="4", toughness="4", text="This creature can't have counters put on it.")
BATTLEGROWTH = CardDef(
    name="Battlegrowth", mana_cost="{G}", type_line="Instant",
    text="Put a +1/+1 counter on target creature.")

CARDS = (MELIRAS_KEEPERS, BATTLEGROWTH)
kit = pytest.mark.plugins(extra={"keepers-kit": card_pool("keepers-kit", CARDS)})


@kit
def test_battlegrowth_puts_no_counter_on_the_keepers(table: Table) -> None:
    """CR 122.6: the spell resolves, the Keepers get no counter and stay 4/4."""
    table.battlefield(0, "Melira's Keepers")
    table.hand(0, "Battlegrowth")
    table.lands(0, "Forest", 1)
    table.cast("Battlegrowth", targets=["Melira's Keepers"])
    table.resolve()
    table.assert_counters("Melira's Keepers", "+1/+1", 0)
    assert table.power("Melira's Keepers") == 4
    table.assert_logged(rule="122.6", contains="can't have counters put on it")


@kit
def test_battlegrowth_still_counters_another_creature(table: Table) -> None:
    """CR 122.6: only the Keepers themselves are protected."""
    table.battlefield(0, "Melira's Keepers", "Grizzly Bears")
    table.hand(0, "Battlegrowth")
    table.lands(0, "Forest", 1)
    table.cast("Battlegrowth", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_counters("Grizzly Bears", "+1/+1", 1)


@kit
def test_the_keepers_enter_without_the_counters(table: Table) -> None:
    """CR 122.6, 614.1c: put onto the battlefield with two +1/+1 counters, it has none."""
    keepers = table.hand(0, "Melira's Keepers")[0]
    table.game.move(keepers.id, Zone.BATTLEFIELD, counters=(("+1/+1", 2),))
    table.assert_counters("Melira's Keepers", "+1/+1", 0)
    assert table.power("Melira's Keepers") == 4


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
