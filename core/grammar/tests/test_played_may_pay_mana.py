"""Printed triggered abilities "..., you may pay {M}. If you do / When you do, ...", cast and
played (CR 118.3, 603.12, 605.3a, 608.2c, 608.2d).

Anointer of Valor ("Whenever a creature attacks, you may pay {3}. When you do, put a +1/+1
counter on that creature.") and Mind's Eye ("Whenever an opponent draws a card, you may pay
{1}. If you do, draw a card.") are cast from their owner's hand with their exact Oracle
definitions (the corpus records, checked below): the controller chooses as the ability
resolves whether to pay the mana (tapping lands for it, 605.3a); only if they pay does the
rest happen.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import PlayerRef, Zone
from manastack.model.turns import Step

ANOINTER_OF_VALOR = CardDef(
    name="Anointer of Valor", mana_cost="{5}{W}", type_line="Creature — Angel",
    text="Flying\nWhenever a creature attacks, you may pay {3}. When you do, put a +1/+1 "
         "counter on that creature.", power="3", toughness="5")
MINDS_EYE = CardDef(
    name="Mind's Eye", mana_cost="{5}", type_line="Artifact",
    text="Whenever an opponent draws a card, you may pay {1}. If you do, draw a card.")

GO_SHINTAI = CardDef(
    name="Go-Shintai of Ancient Wars", mana_cost="{2}{R}",
    type_line="Legendary Enchantment Creature — Shrine",
    text="First strike\nAt the beginning of your end step, you may pay {1}. When you do, "
         "Go-Shintai of Ancient Wars deals X damage to target player or planeswalker, where X "
         "is the number of Shrines you control.", power="2", toughness="2")

CARDS = (ANOINTER_OF_VALOR, MINDS_EYE, GO_SHINTAI)

kit = pytest.mark.plugins(extra={"proved-may-pay-mana-kit":
                                 card_pool("proved-may-pay-mana-kit", CARDS)})


@kit
def test_anointer_of_valor_paid_puts_a_counter_on_the_attacker(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 603.12, 605.3a: Grizzly Bears attacks; paying {3} (three Plains tapped) makes the
    reflexive ability put a +1/+1 counter on that creature."""
    cast_and_resolve(table, "Anointer of Valor", {"Plains": 6})
    table.battlefield(0, "Grizzly Bears")
    next_turn(table, 2)
    table.answer("may", "yes")
    table.attack("Grizzly Bears")
    table.resolve_all()
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    assert table.tapped_count(0, "Plains") == 3


@kit
def test_anointer_of_valor_declined_does_nothing(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 608.2d: declining the payment: nothing is paid and no counter is put."""
    cast_and_resolve(table, "Anointer of Valor", {"Plains": 6})
    table.battlefield(0, "Grizzly Bears")
    next_turn(table, 2)
    table.answer("may", "no")
    table.attack("Grizzly Bears")
    table.resolve_all()
    table.assert_counters("Grizzly Bears", "+1/+1", 0)
    assert table.tapped_count(0, "Plains") == 0


@kit
def test_minds_eye_pays_one_to_draw_on_the_opponents_draw(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 118.3, 608.2c: the opponent draws in their draw step; its controller pays {1} (an
    untapped Island) and draws a card."""
    cast_and_resolve(table, "Mind's Eye", {"Island": 5})
    table.lands(0, "Island", 1)
    hand = len(table.names(Zone.HAND, 0))
    table.answer("may", "yes")
    next_turn(table, 1)
    table.resolve_all()
    assert len(table.names(Zone.HAND, 0)) == hand + 1
    assert table.tapped_count(0, "Island") == 6


@kit
def test_minds_eye_cannot_pay_without_mana(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 118.3: every land tapped for Mind's Eye itself, {1} can't be paid: no card."""
    cast_and_resolve(table, "Mind's Eye", {"Island": 5})
    hand = len(table.names(Zone.HAND, 0))
    next_turn(table, 1)
    table.resolve_all()
    assert len(table.names(Zone.HAND, 0)) == hand
    table.assert_logged(rule="118.3", contains="can't pay")


@kit
def test_go_shintai_paid_at_the_end_step_deals_damage(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 603.12: at its controller's end step they pay {1}; the reflexive ability then
    targets the opponent (603.3d) and deals X = 1 damage (one Shrine: itself)."""
    cast_and_resolve(table, "Go-Shintai of Ancient Wars", {"Mountain": 3})
    table.lands(0, "Mountain", 1)
    table.answer("may", "yes")
    table.answer("targets", PlayerRef(1))
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_life(1, 19)
    table.assert_logged(rule="603.12", contains="reflexive trigger")


@kit
def test_go_shintai_declined_deals_nothing(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 603.12: not paid: the reflexive ability doesn't trigger, no damage."""
    cast_and_resolve(table, "Go-Shintai of Ancient Wars", {"Mountain": 3})
    table.lands(0, "Mountain", 1)
    table.answer("may", "no")
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_life(1, 20)
    table.assert_logged(rule="603.12", contains="wasn't paid")


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has it."""
    assert_printed(CARDS)
