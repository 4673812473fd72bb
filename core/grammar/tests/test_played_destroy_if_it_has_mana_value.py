""""Destroy target creature if it has mana value 2 or less." and Revolt's "Destroy that
creature if it has mana value 4 or less instead if a permanent left the battlefield under
your control this turn.", played (CR 608.2c, 202.3, 701.8a).

Fatal Push may target any creature; as it resolves the creature is destroyed only if its
mana value is 2 or less, or 4 or less once a permanent of Alice's left the battlefield this
turn. The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

FATAL_PUSH = CardDef(
    name="Fatal Push", mana_cost="{B}", type_line="Instant",
    text="Destroy target creature if it has mana value 2 or less.\nRevolt — Destroy that "
         "creature if it has mana value 4 or less instead if a permanent left the battlefield "
         "under your control this turn.")

CARDS = (FATAL_PUSH,)
kit = pytest.mark.plugins(extra={"push-kit": card_pool("push-kit", CARDS)})


def _push(table: Table, target: str) -> None:
    table.mana(0, "B")
    table.hand(0, "Fatal Push")
    table.cast("Fatal Push", targets=[target])
    table.resolve_all()


def _revolt(table: Table) -> None:
    """Alice's Memnite dies: a permanent left the battlefield under her control."""
    table.battlefield(0, "Memnite")
    table.mana(0, "R")
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Memnite"])
    table.resolve_all()
    table.assert_zone("Memnite", Zone.GRAVEYARD, 0)


@kit
def test_fatal_push_destroys_a_creature_of_mana_value_two(table: Table) -> None:
    """CR 202.3: Grizzly Bears ({1}{G}) has mana value 2: destroyed."""
    table.battlefield(1, "Grizzly Bears")
    _push(table, "Grizzly Bears")
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)


@kit
def test_fatal_push_without_revolt_spares_mana_value_four(table: Table) -> None:
    """CR 608.2c: Hill Giant ({3}{R}, 4) may be targeted but isn't destroyed."""
    table.battlefield(1, "Hill Giant")
    _push(table, "Hill Giant")
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)
    table.assert_zone("Fatal Push", Zone.GRAVEYARD, 0)


@kit
def test_fatal_push_with_revolt_destroys_mana_value_four(table: Table) -> None:
    """Revolt: after Alice's Memnite died, Hill Giant (4) is destroyed."""
    table.battlefield(1, "Hill Giant")
    _revolt(table)
    _push(table, "Hill Giant")
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)


@kit
def test_fatal_push_with_revolt_spares_mana_value_five(table: Table) -> None:
    """Revolt: Serra Angel ({3}{W}{W}, 5) is still spared."""
    table.battlefield(1, "Serra Angel")
    _revolt(table)
    _push(table, "Serra Angel")
    table.assert_zone("Serra Angel", Zone.BATTLEFIELD, 1)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
