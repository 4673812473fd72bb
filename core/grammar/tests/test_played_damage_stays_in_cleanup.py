"""Printed "Damage isn't removed from creatures your opponents control during cleanup steps.",
played (CR 514.2, 102.3, 604.1).

Patient Zero: Shock's 2 damage on Bob's Hill Giant stays through Alice's cleanup step, so a
second Shock the next turn destroys it (704.5g); Alice's own damaged creature is healed as
usual (102.3: she is not her own opponent). Without Patient Zero, the damage wears off. The
printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

PATIENT_ZERO = CardDef(
    name="Patient Zero", mana_cost="{1}{B}", type_line="Creature — Zombie",
    power="2", toughness="2",
    text="Lifelink\nDamage isn't removed from creatures your opponents control during cleanup "
         "steps.")

CARDS = (PATIENT_ZERO,)
kit = pytest.mark.plugins(extra={"patient-kit": card_pool("patient-kit", CARDS)})


def _shock(table: Table, target_id: int) -> None:
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.cast("Shock", targets=[target_id])
    table.resolve()


def _through_cleanup(table: Table) -> None:
    """Alice's turn ends (her cleanup step, CR 514.2), then Bob's main phase."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.next_turn()


@kit
def test_the_opponents_creature_keeps_its_damage(table: Table) -> None:
    """CR 514.2: Bob's Hill Giant keeps 2 damage; the next Shock destroys it (704.5g)."""
    table.battlefield(0, "Patient Zero")
    giant = table.battlefield(1, "Hill Giant")[0]
    _shock(table, giant.id)
    assert table.game.obj(giant.id).damage == 2
    _through_cleanup(table)
    assert table.game.obj(giant.id).damage == 2
    table.assert_logged(contains="damage stays on")
    table.set_turn(active=0, turn=3)
    _shock(table, giant.id)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)


@kit
def test_its_controllers_creature_is_healed(table: Table) -> None:
    """CR 102.3: Alice's own Hill Giant is not an opponent's creature: its damage wears off."""
    table.battlefield(0, "Patient Zero")
    giant = table.battlefield(0, "Hill Giant")[0]
    _shock(table, giant.id)
    _through_cleanup(table)
    assert table.game.obj(giant.id).damage == 0


@kit
def test_without_patient_zero_damage_wears_off(table: Table) -> None:
    """CR 604.1: the static ability works only while Patient Zero is on the battlefield."""
    table.graveyard(0, "Patient Zero")
    giant = table.battlefield(1, "Hill Giant")[0]
    _shock(table, giant.id)
    _through_cleanup(table)
    assert table.game.obj(giant.id).damage == 0


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
