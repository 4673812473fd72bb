""""At the beginning of your next end step, exile that creature." played (CR 603.7a, 603.7c,
513.1).

Coalstoke Gearhulk cast: Bob's Grizzly Bears come from his graveyard onto Alice's battlefield
with a finality counter, with menace, deathtouch and haste; still there in her second main
phase, they are exiled as her end step begins (not before).
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

GEARHULK = CardDef(
    name="Coalstoke Gearhulk", mana_cost="{1}{B}{B}{R}{R}",
    type_line="Artifact Creature — Construct", power="5", toughness="4",
    text="Menace, deathtouch\nWhen this creature enters, put target creature card with mana "
         "value 4 or less from a graveyard onto the battlefield under your control with a "
         "finality counter on it. That creature gains menace, deathtouch, and haste. At the "
         "beginning of your next end step, exile that creature.")

CARDS = (GEARHULK,)
kit = pytest.mark.plugins("haste", extra={"gearhulk-kit": card_pool("gearhulk-kit", CARDS)})


@kit
def test_the_creature_is_exiled_at_your_next_end_step(table: Table) -> None:
    """CR 603.7a: the Bears, Alice's with haste, stay through her second main phase and are
    exiled as her end step begins."""
    table.graveyard(1, "Grizzly Bears")
    table.mana(0, "BBRRR")
    table.hand(0, "Coalstoke Gearhulk")
    table.cast("Coalstoke Gearhulk")
    table.answer("targets", "Grizzly Bears")
    table.resolve()  # the Gearhulk
    table.resolve()  # its trigger
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_counters("Grizzly Bears", "finality", 1)
    assert table.has_keyword("Grizzly Bears", "haste")
    table.go_to(Step.MAIN2)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)  # the near miss: not yet
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.EXILE)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
