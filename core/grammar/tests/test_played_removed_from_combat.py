"""Gustcloak Harrier's "Whenever this creature becomes blocked, you may untap it and remove it
from combat." played (CR 509.3c, 603.5, 701.26b, 506.4): blocked, its controller may untap it
and take it out of combat; it then deals and is dealt no combat damage."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

GUSTCLOAK_HARRIER = CardDef(
    name="Gustcloak Harrier", mana_cost="{1}{W}{W}", type_line="Creature — Bird Soldier",
    power="2", toughness="2",
    text="Flying\nWhenever this creature becomes blocked, you may untap it and remove it "
         "from combat.")

CARDS = (GUSTCLOAK_HARRIER,)
kit = pytest.mark.plugins(extra={"harrier-kit": card_pool("harrier-kit", CARDS)})


def _blocked(table: Table, cast_and_resolve: Callable[..., None],
             next_turn: Callable[..., None]) -> None:
    cast_and_resolve(table, "Gustcloak Harrier", {"Plains": 3})
    table.battlefield(1, "Air Elemental")
    next_turn(table, 2)
    table.attack("Gustcloak Harrier")
    table.assert_tapped("Gustcloak Harrier")
    table.block({"Air Elemental": "Gustcloak Harrier"})


@kit
def test_the_harrier_untaps_and_leaves_combat(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 603.5, 701.26b, 506.4: "yes": blocked by Air Elemental (4/4), the Harrier untaps, is removed
    from combat and survives; it deals no combat damage to Bob."""
    _blocked(table, cast_and_resolve, next_turn)
    table.answer("may", "yes")
    table.resolve_all()
    table.assert_tapped("Gustcloak Harrier", False)
    combat = table.game.state.combat
    assert combat is not None and table.find("Gustcloak Harrier").id not in combat.attackers
    table.assert_logged(rule="506.4")
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Gustcloak Harrier", Zone.BATTLEFIELD, 0)
    table.assert_life(1, 20)


@kit
def test_the_harrier_may_stay_in_combat(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 603.5: "no": it stays tapped and in combat, and Air Elemental kills it."""
    _blocked(table, cast_and_resolve, next_turn)
    table.answer("may", "no")
    table.resolve_all()
    table.assert_tapped("Gustcloak Harrier")
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Gustcloak Harrier", Zone.GRAVEYARD, 0)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
