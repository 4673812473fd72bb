"""Printed "Whenever a creature you control deals combat damage, you gain that much life",
played (CR 603.2, 603.2c, 510.2, 120.3).

Noble Purpose: Alice's Grizzly Bears, blocked by Bob's Memnite, deal 2 combat damage: Alice
gains 2. Bob's Grizzly Bears dealing combat damage to Alice trigger nothing: not hers.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

NOBLE_PURPOSE = CardDef(
    name="Noble Purpose", mana_cost="{3}{W}{W}", type_line="Enchantment",
    text="Whenever a creature you control deals combat damage, you gain that much life.")

CARDS = (NOBLE_PURPOSE,)
kit = pytest.mark.plugins(extra={"noble-purpose-kit": card_pool("noble-purpose-kit", CARDS)})


@kit
def test_noble_purpose_gains_the_damage_to_a_blocker(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 510.2, 603.2: Alice's Grizzly Bears deal 2 combat damage to the blocking Memnite:
    she gains 2 life (damage to a creature counts, not only to a player)."""
    cast_and_resolve(table, "Noble Purpose", {"Plains": 5})
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Memnite")
    next_turn(table, 2)
    table.attack("Grizzly Bears")
    table.block({"Memnite": "Grizzly Bears"})
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 1) == ["Memnite"]
    table.assert_life(0, 22)


@kit
def test_noble_purpose_ignores_bobs_creature(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 603.2: "a creature you control": Bob's Grizzly Bears deal 2 to Alice: she loses 2,
    gains nothing."""
    cast_and_resolve(table, "Noble Purpose", {"Plains": 5})
    table.battlefield(1, "Grizzly Bears")
    next_turn(table, 1)
    table.attack("Grizzly Bears")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.names(Zone.STACK) == []
    table.assert_life(0, 18)
    table.assert_life(1, 20)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
