"""Printed "Whenever you cast a spell that targets ~, ..." played (heroic; CR 601.2i, 603.2).

Akroan Skyguard's heroic ability triggers as its controller casts a spell with it among the
spell's targets (CR 601.2c, 601.2i) and resolves first (405.5): Giant Growth on it makes it
1/1 + a +1/+1 counter + 3/3. A spell of its controller targeting another creature, or an
opponent's spell targeting it, doesn't trigger it.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

AKROAN_SKYGUARD = CardDef(
    name="Akroan Skyguard", mana_cost="{1}{W}", type_line="Creature — Human Soldier",
    text="Flying\nHeroic — Whenever you cast a spell that targets this creature, put a +1/+1 "
         "counter on this creature.", power="1", toughness="1")

CARDS = (AKROAN_SKYGUARD,)
kit = pytest.mark.plugins(extra={"heroic-kit": card_pool("heroic-kit", CARDS)})


@kit
def test_giant_growth_on_the_skyguard_puts_a_counter_on_it(table: Table) -> None:
    """CR 601.2i, 603.3: the ability goes on the stack above Giant Growth and resolves first;
    the Skyguard ends 5/5 with one +1/+1 counter."""
    table.lands(0, "Plains", 2)
    table.lands(0, "Forest", 1)
    table.hand(0, "Akroan Skyguard", "Giant Growth")
    table.cast("Akroan Skyguard")
    table.resolve()
    table.cast("Giant Growth", targets=["Akroan Skyguard"])
    table.resolve()
    table.assert_counters("Akroan Skyguard", "+1/+1", 1)
    assert table.zone_of("Giant Growth") is Zone.STACK
    table.resolve()
    assert table.power("Akroan Skyguard") == 5
    assert table.toughness("Akroan Skyguard") == 5


@kit
def test_other_targets_and_opponents_spells_dont_trigger_it(table: Table) -> None:
    """CR 603.2: Giant Growth on Grizzly Bears, then the opponent's Giant Growth on the
    Skyguard: no counter."""
    table.lands(0, "Plains", 2)
    table.lands(0, "Forest", 1)
    table.lands(1, "Forest", 1)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Akroan Skyguard", "Giant Growth")
    table.hand(1, "Giant Growth")
    table.cast("Akroan Skyguard")
    table.resolve()
    table.cast("Giant Growth", targets=["Grizzly Bears"])
    table.resolve()
    table.pass_priority()
    table.cast("Giant Growth", targets=["Akroan Skyguard"])
    table.resolve_all()
    table.assert_counters("Akroan Skyguard", "+1/+1", 0)
    assert table.power("Akroan Skyguard") == 4


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
