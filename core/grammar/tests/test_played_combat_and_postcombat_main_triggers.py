"""Printed "At the beginning of combat on each opponent's turn" and "At the beginning of each
of your postcombat main phases", played (CR 507.1, 505.1a, 603.2, 603.7c).

Sentinel of the Eternal Watch taps a creature of the opponent whose beginning of combat it
is, not on its controller's turn. Kirri, Talented Sprout returns a land card as Alice's
postcombat main phase begins, not as her precombat one or Bob's begins; a Plant card is one
of its targets too, Grizzly Bears (neither) is not.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

SENTINEL = CardDef(
    name="Sentinel of the Eternal Watch", mana_cost="{5}{W}",
    type_line="Creature — Giant Soldier", power="4", toughness="6",
    text="Vigilance (Attacking doesn't cause this creature to tap.)\nAt the beginning of "
         "combat on each opponent's turn, tap target creature that player controls.")
KIRRI = CardDef(
    name="Kirri, Talented Sprout", mana_cost="{1}{R}{G}{W}",
    type_line="Legendary Creature — Plant Druid", power="0", toughness="3",
    text="Other Plants and Treefolk you control get +2/+0.\nAt the beginning of each of your "
         "postcombat main phases, return target Plant, Treefolk, or land card from your "
         "graveyard to your hand.")

UTOPIA_TREE = CardDef(name="Utopia Tree", mana_cost="{1}{G}", type_line="Creature — Plant",
                      power="0", toughness="2", text="{T}: Add one mana of any color.")

PRINTED = (SENTINEL, KIRRI, UTOPIA_TREE)
kit = pytest.mark.plugins(extra={"phase-trigger-kit": card_pool("phase-trigger-kit", PRINTED)})


@kit
def test_sentinel_taps_a_creature_at_the_opponents_combat(table: Table) -> None:
    """CR 507.1, 603.7c: Bob's beginning of combat: a creature "that player" (Bob) controls
    is tapped; Alice's own combat triggers nothing."""
    table.battlefield(0, "Sentinel of the Eternal Watch", "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    table.go_to(Step.BEGIN_COMBAT)
    assert table.names(Zone.STACK) == []
    assert table.tapped_count(0) == 0
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.answer("targets", table.ids(["Grizzly Bears"], player=1)[0])
    table.go_to(Step.BEGIN_COMBAT)
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()
    assert table.tapped_count(1, "Grizzly Bears") == 1
    assert table.tapped_count(0, "Grizzly Bears") == 0


@kit
def test_kirri_returns_a_land_card_at_each_postcombat_main(table: Table) -> None:
    """CR 505.1a: Alice's postcombat main phase begins: Forest back to her hand; not as her
    precombat main phase begins (the next turn's), nor Bob's postcombat one."""
    table.battlefield(0, "Kirri, Talented Sprout")
    table.graveyard(0, "Forest", "Forest")
    table.answer("targets", "Forest")
    table.go_to(Step.MAIN2)
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Forest"]
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.next_turn()  # Bob's turn: his postcombat main phase
    table.go_to(Step.MAIN2)
    assert table.names(Zone.STACK) == []
    table.go_to(Step.MAIN1, turn=3)  # Alice's precombat main phase: nothing
    assert table.names(Zone.STACK) == []
    assert table.names(Zone.GRAVEYARD, 0) == ["Forest"]


@kit
def test_kirri_returns_a_plant_card_but_not_a_bear(table: Table) -> None:
    """CR 205.3, 115.1: "Plant, Treefolk, or land card": Utopia Tree (a Plant creature card)
    is a legal target; Grizzly Bears alone is none, the trigger is removed (603.3d)."""
    table.battlefield(0, "Kirri, Talented Sprout")
    table.graveyard(0, "Grizzly Bears")
    table.go_to(Step.MAIN2)
    assert table.names(Zone.STACK) == []
    assert table.names(Zone.GRAVEYARD, 0) == ["Grizzly Bears"]
    table.graveyard(0, "Utopia Tree")
    table.set_turn(active=0, step=Step.MAIN1, turn=3)
    table.answer("targets", "Utopia Tree")
    table.go_to(Step.MAIN2)
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Utopia Tree"]
    assert table.names(Zone.GRAVEYARD, 0) == ["Grizzly Bears"]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
