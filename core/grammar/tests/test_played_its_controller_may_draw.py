"""Printed "Whenever a [creature] deals combat damage to [a player / one of your opponents],
its controller may draw a card", played (CR 603.2, 603.7c, 608.2d, 510.2).

"Its controller" is the controller of the creature that dealt the damage, and that player
chooses: Synapse Sliver gives Alice a card for her Metallic Sliver's damage (not for her
Grizzly Bears'), and Bob, not Alice, a card for Bob's Muscle Sliver's damage. Edric gives
Alice a card for her Bears hitting Bob; Bob's Gray Ogre hitting Alice (no opponent of
Edric's controller) gives nobody anything.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

SYNAPSE_SLIVER = CardDef(
    name="Synapse Sliver", mana_cost="{4}{U}", type_line="Creature — Sliver", power="3",
    toughness="3",
    text="Whenever a Sliver deals combat damage to a player, its controller may draw a card.")
EDRIC = CardDef(
    name="Edric, Spymaster of Trest", mana_cost="{1}{G}{U}",
    type_line="Legendary Creature — Elf Rogue", power="2", toughness="2",
    text="Whenever a creature deals combat damage to one of your opponents, its controller may "
         "draw a card.")
METALLIC_SLIVER = CardDef(name="Metallic Sliver", mana_cost="{1}",
                          type_line="Artifact Creature — Sliver", power="1", toughness="1")

MUSCLE_SLIVER = CardDef(name="Muscle Sliver", mana_cost="{1}{G}", type_line="Creature — Sliver",
                        power="1", toughness="1", text="All Sliver creatures get +1/+1.")

CARDS = (SYNAPSE_SLIVER, EDRIC, METALLIC_SLIVER, MUSCLE_SLIVER)
kit = pytest.mark.plugins(extra={"its-controller-kit": card_pool("its-controller-kit", CARDS)})


def _combat(table: Table, *attackers: str) -> None:
    table.attack(*attackers)
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()


@kit
def test_synapse_sliver_draws_for_the_slivers_controller(table: Table) -> None:
    """CR 603.7c: Alice's Metallic Sliver hits Bob: Alice may draw and does; her Bears'
    damage triggers nothing. Bob's Muscle Sliver hits Alice: Bob draws, not Alice."""
    for player in (0, 1):
        table.library(player, *["Island"] * 4)
    table.battlefield(0, "Synapse Sliver", "Metallic Sliver", "Grizzly Bears")
    table.battlefield(1, "Muscle Sliver")
    table.answer("may", "yes", player=0)
    _combat(table, "Metallic Sliver", "Grizzly Bears")
    assert table.life(1) == 16  # CR 613.4c: Metallic Sliver 2/2 with Muscle Sliver's +1/+1
    assert len(table.names(Zone.HAND, 0)) == 1
    table.next_turn()
    alice, bob = len(table.names(Zone.HAND, 0)), len(table.names(Zone.HAND, 1))
    table.answer("may", "yes", player=1)
    _combat(table, "Muscle Sliver")
    assert table.life(0) == 18
    assert len(table.names(Zone.HAND, 1)) == bob + 1
    assert len(table.names(Zone.HAND, 0)) == alice


@kit
def test_synapse_sliver_its_controller_may_decline(table: Table) -> None:
    """CR 608.2d: Alice declines: no card."""
    table.library(0, *["Island"] * 4)
    table.battlefield(0, "Synapse Sliver", "Metallic Sliver")
    table.answer("may", "no", player=0)
    _combat(table, "Metallic Sliver")
    assert table.names(Zone.HAND, 0) == []


@kit
def test_edric_draws_only_for_damage_to_an_opponent(table: Table) -> None:
    """CR 603.2: Alice's Bears hit Bob: Alice draws; Bob's Ogre hits Alice, not one of the
    opponents of Edric's controller: nobody draws."""
    for player in (0, 1):
        table.library(player, *["Island"] * 4)
    table.battlefield(0, "Edric, Spymaster of Trest", "Grizzly Bears")
    table.battlefield(1, "Gray Ogre")
    table.answer("may", "yes", player=0)
    _combat(table, "Grizzly Bears")
    assert table.life(1) == 18
    assert len(table.names(Zone.HAND, 0)) == 1
    table.next_turn()
    alice, bob = len(table.names(Zone.HAND, 0)), len(table.names(Zone.HAND, 1))
    _combat(table, "Gray Ogre")
    assert table.life(0) == 18
    assert len(table.names(Zone.HAND, 0)) == alice
    assert len(table.names(Zone.HAND, 1)) == bob


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
