"""Printed "At the beginning of the end step / upkeep of enchanted creature's controller,
that player sacrifices that creature [unless they pay {2}]" (Lingering Death, Slow Motion),
played (CR 513.1, 503.1, 603.7c, 701.21a, 118.12).

Lingering Death on Bob's Grizzly Bears: at Bob's end step Bob sacrifices them; at Alice's
own end step nothing happens. Slow Motion on Bob's Bears: at Bob's upkeep Bob may pay {2} to
keep them; he doesn't: he sacrifices them.
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

LINGERING_DEATH = CardDef(
    name="Lingering Death", mana_cost="{1}{B}", type_line="Enchantment — Aura",
    keywords=("Enchant",),
    text="Enchant creature\nAt the beginning of the end step of enchanted creature's "
         "controller, that player sacrifices that creature.")
SLOW_MOTION = CardDef(
    name="Slow Motion", mana_cost="{2}{U}", type_line="Enchantment — Aura",
    keywords=("Enchant",),
    text="Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, "
         "that player sacrifices that creature unless they pay {2}.\nWhen this Aura is put "
         "into a graveyard from the battlefield, return it to its owner's hand.")

CARDS = (LINGERING_DEATH, SLOW_MOTION)
kit = pytest.mark.plugins(extra={"sacrifices-kit": card_pool("sacrifices-kit", CARDS)})


def _enchant(table: Table, aura: str, creature: str, mana: str) -> None:
    table.mana(0, mana)
    table.hand(0, aura)
    table.cast(aura, targets=[creature])
    table.resolve()
    table.assert_zone(aura, Zone.BATTLEFIELD, 0)


@kit
def test_at_the_controllers_end_step_they_sacrifice_it(table: Table) -> None:
    """CR 513.1, 603.7c, 701.21a: Bob's end step: Bob sacrifices the enchanted Bears."""
    table.battlefield(1, "Grizzly Bears")
    _enchant(table, "Lingering Death", "Grizzly Bears", "BB")
    table.set_turn(active=1, turn=2)
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)


@kit
def test_at_the_auras_controllers_end_step_nothing(table: Table) -> None:
    """CR 603.2: Alice's own end step isn't the enchanted creature's controller's: the Bears
    stay."""
    table.battlefield(1, "Grizzly Bears")
    _enchant(table, "Lingering Death", "Grizzly Bears", "BB")
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)


@kit
def test_slow_motion_unpaid_the_creature_is_sacrificed(table: Table) -> None:
    """CR 118.12, 701.21a: Bob's upkeep, he doesn't pay {2}: he sacrifices the Bears (and
    Slow Motion returns to Alice's hand)."""
    table.battlefield(1, "Grizzly Bears")
    _enchant(table, "Slow Motion", "Grizzly Bears", "UUU")
    table.lands(1, "Forest", 2)
    table.set_turn(active=1, step=Step.UNTAP, turn=2)
    table.go_to(Step.UPKEEP)
    table.resolve(answers=[Answer("pay_unless", (False,), player=1)])
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)


@kit
def test_slow_motion_paid_the_creature_stays(table: Table) -> None:
    """CR 118.12: Bob pays {2}: the Bears stay."""
    table.battlefield(1, "Grizzly Bears")
    _enchant(table, "Slow Motion", "Grizzly Bears", "UUU")
    table.lands(1, "Forest", 2)
    table.set_turn(active=1, step=Step.UNTAP, turn=2)
    table.go_to(Step.UPKEEP)
    table.resolve(answers=[Answer("pay_unless", (True,), player=1)])
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)
    table.assert_zone("Slow Motion", Zone.BATTLEFIELD, 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
