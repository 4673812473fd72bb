"""Printed "At the beginning of your upkeep, tap this creature unless you pay 1 life." and
"..., this creature deals 8 damage to you unless you pay {G}{G}{G}{G}.", played (CR 118.12,
118.3, 119.4, 503.1a).

Carnophage: at Alice's upkeep she pays 1 life and it stays untapped, or doesn't and it
becomes tapped. Force of Nature: she pays {G}{G}{G}{G} and takes no damage, or doesn't and
it deals 8 damage to her; with no green mana she can't choose to pay and isn't asked (118.3).
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

CARNOPHAGE = CardDef(
    name="Carnophage", mana_cost="{B}", type_line="Creature — Zombie", power="2",
    toughness="2",
    text="At the beginning of your upkeep, tap this creature unless you pay 1 life.")
FORCE_OF_NATURE = CardDef(
    name="Force of Nature", mana_cost="{2}{G}{G}{G}{G}", type_line="Creature — Elemental",
    power="8", toughness="8",
    text="Trample (This creature can deal excess combat damage to the player or planeswalker "
         "it's attacking.)\nAt the beginning of your upkeep, this creature deals 8 damage to "
         "you unless you pay {G}{G}{G}{G}.")

CARDS = (CARNOPHAGE, FORCE_OF_NATURE)
kit = pytest.mark.plugins(extra={"unless-pay-kit": card_pool("unless-pay-kit", CARDS)})


def _to_alices_upkeep(table: Table, name: str) -> None:
    table.battlefield(0, name)
    for p in (0, 1):
        table.library(p, "Island", "Island", "Island")
    table.set_turn(active=1)
    table.go_to(Step.UPKEEP, turn=table.game.state.turn.number + 1)
    assert table.game.state.turn.active == 0
    assert len(table.names(Zone.STACK)) == 1


@kit
def test_carnophage_paid_stays_untapped(table: Table) -> None:
    """CR 118.12, 119.4: Alice pays 1 life: Carnophage isn't tapped."""
    _to_alices_upkeep(table, "Carnophage")
    asked = table.watch_decisions("pay_unless")
    table.resolve(answers=[Answer("pay_unless", (True,))])
    assert [d.player for d in asked] == [0]
    assert table.life(0) == 19
    assert not table.find("Carnophage").tapped


@kit
def test_carnophage_unpaid_becomes_tapped(table: Table) -> None:
    """CR 118.12: Alice doesn't pay: Carnophage becomes tapped, her life unchanged."""
    _to_alices_upkeep(table, "Carnophage")
    table.resolve(answers=[Answer("pay_unless", (False,))])
    assert table.life(0) == 20
    assert table.find("Carnophage").tapped


@kit
def test_force_of_nature_paid_deals_no_damage(table: Table) -> None:
    """CR 118.12: four Forests pay {G}{G}{G}{G}: no damage."""
    table.lands(0, "Forest", 4)
    _to_alices_upkeep(table, "Force of Nature")
    table.resolve(answers=[Answer("pay_unless", (True,))])
    assert table.life(0) == 20
    assert table.tapped_count(0, "Forest") == 4


@kit
def test_force_of_nature_unpaid_deals_eight(table: Table) -> None:
    """CR 118.12, 120.3: Alice declines: 8 damage to her."""
    table.lands(0, "Forest", 4)
    _to_alices_upkeep(table, "Force of Nature")
    table.resolve(answers=[Answer("pay_unless", (False,))])
    assert table.life(0) == 12
    assert table.tapped_count(0, "Forest") == 0


@kit
def test_force_of_nature_without_green_mana_isnt_asked(table: Table) -> None:
    """CR 118.3: three Forests can't pay {G}{G}{G}{G}: no choice, 8 damage."""
    table.lands(0, "Forest", 3)
    _to_alices_upkeep(table, "Force of Nature")
    asked = table.watch_decisions("pay_unless")
    table.resolve()
    assert asked == []
    assert table.life(0) == 12


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
