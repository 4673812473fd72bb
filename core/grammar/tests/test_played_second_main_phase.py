"""Printed "At the beginning of your second main phase, ..." cards, played (CR 505.1a-b,
603.2, 603.4).

Ninja Pizza and Shrewd Storyteller are put into play with their exact Oracle definitions
(the corpus records, checked below): the ability triggers as the second main phase of its
controller's turn begins (505.1b counts the main phases of the current turn), not as the
first begins, not on an opponent's turn, and not as a later added main phase begins (an
additional combat and main phase, Aggravated Assault, 500.8).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

NINJA_PIZZA = CardDef(
    name="Ninja Pizza", mana_cost="{2}{G}", type_line="Enchantment",
    text="Foods you control have \"{T}, Sacrifice this artifact: Add one mana of any color.\"\n"
         "At the beginning of your second main phase, create a Food token. (It's an artifact "
         "with \"{2}, {T}, Sacrifice this token: You gain 3 life.\")")
SHREWD_STORYTELLER = CardDef(
    name="Shrewd Storyteller", mana_cost="{1}{G}{W}", type_line="Creature — Human Survivor",
    text="Survival — At the beginning of your second main phase, if this creature is tapped, "
         "put a +1/+1 counter on target creature.", power="3", toughness="3")
AGGRAVATED_ASSAULT = CardDef(
    name="Aggravated Assault", mana_cost="{2}{R}", type_line="Enchantment",
    text="{3}{R}{R}: Untap all creatures you control. After this main phase, there is an "
         "additional combat phase followed by an additional main phase. Activate only as a "
         "sorcery.")

CARDS = (NINJA_PIZZA, SHREWD_STORYTELLER, AGGRAVATED_ASSAULT)

kit = pytest.mark.plugins(extra={"proved-second-main-phase-kit":
                                 card_pool("proved-second-main-phase-kit", CARDS)})


def foods(table: Table, player: int = 0) -> int:
    return sum(1 for o in table.game.objects_in(Zone.BATTLEFIELD, player)
               if o.is_token and o.card.name == "Food Token")


@kit
def test_ninja_pizza_makes_a_food_at_your_second_main_phase_only(table: Table) -> None:
    """CR 505.1b: nothing in the first main phase; one Food as the second begins; nothing in
    the opponent's second main phase."""
    table.battlefield(0, "Ninja Pizza")
    table.go_to(Step.MAIN1)
    assert table.names(Zone.STACK) == []
    table.go_to(Step.MAIN2)
    table.resolve_all()
    assert foods(table) == 1
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.next_turn()  # the opponent's turn
    table.go_to(Step.MAIN2)
    assert table.names(Zone.STACK) == []
    assert foods(table) == 1 and foods(table, 1) == 0


@kit
def test_ninja_pizza_ignores_an_added_third_main_phase(table: Table) -> None:
    """CR 500.8, 505.1b: Aggravated Assault activated in the second main phase adds a combat
    and a third main phase: the Pizza made one Food, not two."""
    table.battlefield(0, "Ninja Pizza", "Aggravated Assault")
    table.go_to(Step.MAIN2)
    table.resolve_all()
    assert foods(table) == 1
    table.mana(0, "RRRRR")
    table.activate("Aggravated Assault")
    table.resolve()
    table.go_to(Step.DECLARE_ATTACKERS)
    table.go_to(Step.MAIN2)
    assert table.game.state.turn.main_phases == 3
    table.resolve_all()
    assert foods(table) == 1


@kit
def test_shrewd_storyteller_tapped_by_attacking_puts_a_counter(table: Table) -> None:
    """CR 603.4: it attacked, so it is tapped as the second main phase begins: a +1/+1
    counter on the target (Grizzly Bears)."""
    table.battlefield(0, "Shrewd Storyteller", "Grizzly Bears")
    table.attack("Shrewd Storyteller")
    table.answer("targets", "Grizzly Bears")
    table.go_to(Step.MAIN2)
    table.resolve_all()
    assert table.counters("Grizzly Bears", "+1/+1") == 1
    assert table.power("Grizzly Bears") == 3


@kit
def test_shrewd_storyteller_untapped_does_not_trigger(table: Table) -> None:
    """CR 603.4: the intervening "if": untapped as the second main phase begins, it doesn't
    trigger; nothing is put on the stack."""
    table.battlefield(0, "Shrewd Storyteller", "Grizzly Bears")
    table.attack("Grizzly Bears")
    table.go_to(Step.MAIN2)
    assert table.names(Zone.STACK) == []
    assert table.counters("Grizzly Bears", "+1/+1") == 0


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed card as the Oracle corpus has it."""
    assert_printed(CARDS)
