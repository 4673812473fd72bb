"""Printed "At end of combat, ..." creatures acting on the creatures blocking or blocked by
them, played (CR 511.2, 509.1g).

Kjeldoran Frostbeast and Greater Werewolf are put into play with their exact Oracle
definitions (the corpus records, checked below): the ability triggers as the end of combat
step begins (511.2), on every player's turn, while the creatures are still in combat (511.3);
only the creatures blocking it or blocked by it are affected.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

KJELDORAN_FROSTBEAST = CardDef(
    name="Kjeldoran Frostbeast", mana_cost="{3}{G}{W}", type_line="Creature — Elemental Beast",
    text="At end of combat, destroy all creatures blocking or blocked by this creature.",
    power="2", toughness="4")
GREATER_WEREWOLF = CardDef(
    name="Greater Werewolf", mana_cost="{4}{B}", type_line="Creature — Werewolf",
    text="At end of combat, put a -0/-2 counter on each creature blocking or blocked by this "
         "creature.", power="2", toughness="4")

WALL_OF_WOOD = CardDef(
    name="Wall of Wood", mana_cost="{G}", type_line="Creature — Wall",
    text="Defender (This creature can't attack.)", power="0", toughness="3")
HILL_GIANT = CardDef(name="Hill Giant", mana_cost="{3}{R}", type_line="Creature — Giant",
                     text="", power="3", toughness="3")

CARDS = (KJELDORAN_FROSTBEAST, GREATER_WEREWOLF, WALL_OF_WOOD, HILL_GIANT)

kit = pytest.mark.plugins(extra={"proved-end-of-combat-kit":
                                 card_pool("proved-end-of-combat-kit", CARDS)})


@kit
def test_kjeldoran_frostbeast_destroys_its_blocker_at_end_of_combat(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 511.2, 509.1g: the Frostbeast attacks, Wall of Wood blocks it and survives the 2
    damage; at end of combat the Wall is destroyed, Hill Giant that didn't block stays."""
    table.battlefield(0, "Kjeldoran Frostbeast")
    table.battlefield(1, "Wall of Wood", "Hill Giant")
    next_turn(table, 2)
    table.attack("Kjeldoran Frostbeast")
    table.block({"Wall of Wood": "Kjeldoran Frostbeast"})
    table.go_to(Step.COMBAT_DAMAGE)
    table.resolve_all()
    table.assert_zone("Wall of Wood", Zone.BATTLEFIELD, 1)  # not yet: only as the step begins
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    table.assert_zone("Wall of Wood", Zone.GRAVEYARD, 1)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)
    table.assert_zone("Kjeldoran Frostbeast", Zone.BATTLEFIELD, 0)


@kit
def test_kjeldoran_frostbeast_destroys_the_attacker_it_blocks_on_an_opponents_turn(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 511.2: "at end of combat" is every turn's: blocking Hill Giant (which survives the
    2 damage), the Frostbeast destroys it at the opponent's end of combat."""
    table.battlefield(0, "Kjeldoran Frostbeast")
    table.battlefield(1, "Hill Giant")
    next_turn(table, 1)
    table.attack("Hill Giant")
    table.block({"Kjeldoran Frostbeast": "Hill Giant"})
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_zone("Kjeldoran Frostbeast", Zone.BATTLEFIELD, 0)


@kit
def test_kjeldoran_frostbeast_unblocked_destroys_nothing(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 509.1g: no creature blocks it: nothing is destroyed; 2 combat damage dealt."""
    table.battlefield(0, "Kjeldoran Frostbeast")
    table.battlefield(1, "Wall of Wood")
    next_turn(table, 2)
    table.attack("Kjeldoran Frostbeast")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    table.assert_zone("Wall of Wood", Zone.BATTLEFIELD, 1)
    table.assert_life(1, 18)


@kit
def test_greater_werewolf_puts_a_counter_on_the_attacker_it_blocks(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 511.2, 122.1, 704.5g: blocking Hill Giant, the Werewolf deals it 2 damage, which it
    survives; at end of combat the -0/-2 counter makes it 3/1 with 2 damage: it dies. The
    Werewolf gets no counter."""
    table.battlefield(0, "Greater Werewolf")
    table.battlefield(1, "Hill Giant")
    next_turn(table, 1)
    table.attack("Hill Giant")
    table.block({"Greater Werewolf": "Hill Giant"})
    table.go_to(Step.COMBAT_DAMAGE)
    table.resolve_all()
    assert table.counters("Hill Giant", "-0/-2") == 0
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    assert table.counters("Greater Werewolf", "-0/-2") == 0


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed card as the Oracle corpus has it."""
    assert_printed(CARDS)
