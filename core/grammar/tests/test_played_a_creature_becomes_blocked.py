"""Printed "Whenever a [filter] becomes blocked, ..." cards, played (CR 509.3c, 603.2, 603.7c).

Somberwald Alpha and Berserk Murlodont are put into play with their exact Oracle definitions
(the corpus records, checked below): the ability triggers once for each attacker matching
the filter as blockers are declared for it (509.3c), "it" being that attacker (603.7c); an
unblocked attacker, or one the filter doesn't match, never triggers it.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

SOMBERWALD_ALPHA = CardDef(
    name="Somberwald Alpha", mana_cost="{3}{G}", type_line="Creature — Wolf",
    text="Whenever a creature you control becomes blocked, it gets +1/+1 until end of turn.\n"
         "{1}{G}: Target creature you control gains trample until end of turn. (It can deal "
         "excess combat damage to the player or planeswalker it's attacking.)",
    power="3", toughness="2")
BERSERK_MURLODONT = CardDef(
    name="Berserk Murlodont", mana_cost="{4}{G}", type_line="Creature — Beast",
    text="Whenever a Beast becomes blocked, it gets +1/+1 until end of turn for each creature "
         "blocking it.", power="3", toughness="3")

CARDS = (SOMBERWALD_ALPHA, BERSERK_MURLODONT)

kit = pytest.mark.plugins(extra={"proved-a-creature-becomes-blocked-kit":
                                 card_pool("proved-a-creature-becomes-blocked-kit", CARDS)})


@kit
def test_somberwald_alpha_pumps_each_blocked_creature_you_control(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 509.3c, 603.7c: Grizzly Bears and Memnite attack, only the Bears are blocked: the
    Bears get +1/+1 (3/3), Memnite stays 1/1 and the Alpha itself (not attacking) 3/2."""
    cast_and_resolve(table, "Somberwald Alpha", {"Forest": 4})
    table.battlefield(0, "Grizzly Bears", "Memnite")
    table.battlefield(1, "Llanowar Elves")
    next_turn(table, 2)
    table.attack("Grizzly Bears", "Memnite")
    table.block({"Llanowar Elves": "Grizzly Bears"})
    table.resolve_all()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)
    assert (table.power("Memnite"), table.toughness("Memnite")) == (1, 1)
    assert (table.power("Somberwald Alpha"), table.toughness("Somberwald Alpha")) == (3, 2)
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 19)  # Memnite, unblocked


@kit
def test_somberwald_alpha_ignores_an_opponents_blocked_creature(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 603.2: "a creature you control": the opponent's blocked attacker doesn't trigger
    it; the opponent's Grizzly Bears blocked by the Alpha stay 2/2."""
    cast_and_resolve(table, "Somberwald Alpha", {"Forest": 4})
    table.battlefield(1, "Grizzly Bears")
    next_turn(table, 1)
    table.attack("Grizzly Bears")
    table.block({"Somberwald Alpha": "Grizzly Bears"})
    table.resolve_all()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)


@kit
def test_berserk_murlodont_pumps_any_players_blocked_beast(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 603.2: "a Beast", whoever controls it: the opponent's attacking Murlodont blocked by
    Grizzly Bears and Memnite gets +2/+2 (5/5) from its own ability."""
    table.battlefield(1, "Berserk Murlodont")
    table.battlefield(0, "Grizzly Bears", "Memnite")
    next_turn(table, 1)
    table.attack("Berserk Murlodont")
    table.block({"Grizzly Bears": "Berserk Murlodont", "Memnite": "Berserk Murlodont"})
    table.resolve_all()
    assert (table.power("Berserk Murlodont"), table.toughness("Berserk Murlodont")) == (5, 5)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed card as the Oracle corpus has it."""
    assert_printed(CARDS)
