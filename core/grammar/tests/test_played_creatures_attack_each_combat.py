""""[Creatures] attack / block each combat if able" as a static ability of a printed card, cast
and played (CR 508.1d, 509.1c, 611.3a).

Angler Turtle: its opponent's Bears must attack on that opponent's turn (declaring no attacker
is refused, the game unchanged, 732), its own controller's creatures are free. Goblin
Rabblemaster: the other Goblins its controller controls must attack, itself and non-Goblins
need not. Grand Melee: each creature attacks and each creature blocks if able. The printed
cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

ANGLER_TURTLE = CardDef(
    name="Angler Turtle", mana_cost="{5}{U}{U}", type_line="Creature — Turtle",
    text="Hexproof\nCreatures your opponents control attack each combat if able.",
    power="5", toughness="7")
GOBLIN_RABBLEMASTER = CardDef(
    name="Goblin Rabblemaster", mana_cost="{2}{R}", type_line="Creature — Goblin Warrior",
    text="Other Goblin creatures you control attack each combat if able.\nAt the beginning of "
         "combat on your turn, create a 1/1 red Goblin creature token with haste.\nWhenever "
         "this creature attacks, it gets +1/+0 until end of turn for each other attacking "
         "Goblin.", power="2", toughness="2")
GRAND_MELEE = CardDef(
    name="Grand Melee", mana_cost="{3}{R}", type_line="Enchantment",
    text="All creatures attack each combat if able.\nAll creatures block each combat if able.")

CARDS = (ANGLER_TURTLE, GOBLIN_RABBLEMASTER, GRAND_MELEE)
kit = pytest.mark.plugins("haste", extra={"melee-kit": card_pool("melee-kit", CARDS)})


@kit
def test_angler_turtle_makes_the_opponents_creatures_attack(table: Table) -> None:
    """CR 508.1d: on its opponent's turn the Bears must attack; the Turtle's controller's own
    Hill Giant is free not to attack on its controller's turn."""
    table.battlefield(0, "Hill Giant")
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Angler Turtle")
    table.mana(0, "UUUUUUU")
    table.cast("Angler Turtle")
    table.resolve()
    table.attack()  # CR 508.1d: its own controller's creatures are not required
    table.library(1, "Plains")
    table.next_turn()
    table.go_to(Step.DECLARE_ATTACKERS)
    table.assert_illegal(table.attack, rule="508.1d")
    table.attack("Grizzly Bears")
    table.go_to(Step.MAIN2)
    table.assert_life(0, 18)


@kit
def test_without_the_turtle_the_bears_need_not_attack(table: Table) -> None:
    """CR 508.1d: no requirement without the Turtle: declaring no attacker is legal."""
    table.battlefield(1, "Grizzly Bears")
    table.library(1, "Plains")
    table.next_turn()
    table.attack()
    table.go_to(Step.MAIN2)
    table.assert_life(0, 20)


@kit
def test_rabblemaster_makes_the_other_goblins_attack(table: Table) -> None:
    """CR 508.1d: the token Goblin (haste) must attack; the Rabblemaster itself ("other") and
    the Bears (not Goblins) need not; the token attacking alone is legal."""
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Goblin Rabblemaster")
    table.mana(0, "RRR")
    table.cast("Goblin Rabblemaster")
    table.resolve()
    table.go_to(Step.BEGIN_COMBAT)
    table.resolve_all()  # CR 603.3: the beginning-of-combat trigger makes the token
    assert table.names(Zone.BATTLEFIELD, 0).count("Goblin Token") == 1
    table.go_to(Step.DECLARE_ATTACKERS)
    table.assert_illegal(table.attack, "Grizzly Bears", rule="508.1d")
    table.attack("Goblin Token")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 19)
    table.assert_tapped("Goblin Rabblemaster", False)


@kit
def test_grand_melee_every_creature_attacks_and_blocks(table: Table) -> None:
    """CR 508.1d: the Bears must attack; CR 509.1c: the defending Hill Giant must block."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Grand Melee")
    table.mana(0, "RRRR")
    table.cast("Grand Melee")
    table.resolve()
    table.go_to(Step.DECLARE_ATTACKERS)
    table.assert_illegal(table.attack, rule="508.1d")
    table.attack("Grizzly Bears")
    table.assert_illegal(table.block, {}, rule="509.1c")
    table.block({"Hill Giant": "Grizzly Bears"})
    table.go_to(Step.MAIN2)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    table.assert_life(1, 20)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
