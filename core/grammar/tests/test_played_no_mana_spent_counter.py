"""Printed "Whenever a player casts a spell, if no mana was spent to cast it, counter that
spell" (Vexing Bauble), played (CR 601.2h, 603.4, 603.7c, 701.6a).

Memnite, cast for its mana cost of {0}, had no mana spent on it and is countered; Grizzly
Bears, paid with two Forests, resolves.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

VEXING_BAUBLE = CardDef(
    name="Vexing Bauble", mana_cost="{1}", type_line="Artifact",
    text="Whenever a player casts a spell, if no mana was spent to cast it, counter that spell."
         "\n{1}, {T}, Sacrifice this artifact: Draw a card.")

CARDS = (VEXING_BAUBLE,)
kit = pytest.mark.plugins(extra={"bauble-kit": card_pool("bauble-kit", CARDS)})


@kit
def test_a_spell_cast_for_no_mana_is_countered(table: Table) -> None:
    """CR 601.2h: Bob's Memnite, no mana spent: countered, to his graveyard."""
    table.battlefield(0, "Vexing Bauble")
    table.set_turn(active=1)
    table.hand(1, "Memnite")
    table.cast("Memnite")
    table.resolve_all()
    table.assert_zone("Memnite", Zone.GRAVEYARD, 1)


@kit
def test_a_spell_paid_with_mana_resolves(table: Table) -> None:
    """CR 603.4: Grizzly Bears paid with {1}{G}: the condition is false, it resolves."""
    table.battlefield(0, "Vexing Bauble")
    table.set_turn(active=1)
    table.lands(1, "Forest", 2)
    table.hand(1, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
