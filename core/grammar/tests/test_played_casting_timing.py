"""Casting as though spells had flash, played from a printed card (CR 601.3, 307.1, 702.8a).

A creature or sorcery spell may be cast only in its controller's main phase with an empty
stack (CR 307.1, 302.1); "You may cast spells as though they had flash" (Vedalken Orrery)
lets its controller cast them any time they could cast an instant (CR 702.8a, 601.3a).
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

VEDALKEN_ORRERY = CardDef(
    name="Vedalken Orrery", mana_cost="{4}", type_line="Artifact",
    text="You may cast spells as though they had flash.")

PRINTED = (VEDALKEN_ORRERY,)

kit = pytest.mark.plugins(extra={"provea-kit": card_pool("provea-kit", PRINTED)})


@kit
def test_without_the_orrery_a_creature_cant_be_cast_in_combat(table: Table) -> None:
    """CR 307.1 (302.1 for creatures): refused outside a main phase, the game unchanged."""
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.go_to(Step.BEGIN_COMBAT)
    table.assert_illegal(table.cast, "Grizzly Bears", rule="307.1")
    assert table.zone_of("Grizzly Bears") is Zone.HAND


@kit
def test_after_the_orrery_resolves_creatures_and_sorceries_are_cast_in_combat(
        table: Table) -> None:
    """CR 702.8a, 601.3a: the Orrery cast in the main phase; in the beginning of combat step
    its controller casts a creature and a sorcery, the sorcery while the creature is on the
    stack."""
    table.lands(0, "Plains", 4)
    table.library(0, "Island", "Island")
    table.hand(0, "Vedalken Orrery", "Grizzly Bears", "Divination")
    table.cast("Vedalken Orrery")
    table.resolve()
    table.lands(0, "Forest", 2)
    table.lands(0, "Island", 3)
    table.go_to(Step.BEGIN_COMBAT)
    table.cast("Grizzly Bears")
    table.cast("Divination")
    table.resolve_all()
    assert table.zone_of("Grizzly Bears") is Zone.BATTLEFIELD
    assert table.zone_of("Divination") is Zone.GRAVEYARD
    assert table.names(Zone.HAND, 0) == ["Island", "Island"]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
