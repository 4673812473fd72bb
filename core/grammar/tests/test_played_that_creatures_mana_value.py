"""Printed "Return target creature to its owner's hand. Create X 1/1 green Saproling creature
tokens, where X is that creature's mana value." (Aether Mutation), played (CR 608.2h, 202.3,
111.1).

X is the mana value of the creature returned, as it last existed on the battlefield: Bob's
Craw Wurm ({4}{G}{G}) goes back to Bob's hand and Alice, who cast the spell, creates six
Saprolings; Bob creates none.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

AETHER_MUTATION = CardDef(
    name="Aether Mutation", mana_cost="{3}{G}{U}", type_line="Sorcery",
    text="Return target creature to its owner's hand. Create X 1/1 green Saproling creature "
         "tokens, where X is that creature's mana value.")

CARDS = (AETHER_MUTATION,)
kit = pytest.mark.plugins(extra={"mutation-kit": card_pool("mutation-kit", CARDS)})


def _saprolings(table: Table, player: int) -> int:
    return table.names(Zone.BATTLEFIELD, player).count("Saproling Token")


@kit
def test_aether_mutation_creates_the_returned_creatures_mana_value(table: Table) -> None:
    """CR 608.2h: Craw Wurm (mana value 6) returns to Bob's hand: Alice gets 6 Saprolings."""
    table.battlefield(1, "Craw Wurm")
    table.lands(0, "Forest", 4)
    table.lands(0, "Island", 1)
    table.hand(0, "Aether Mutation")
    table.cast("Aether Mutation", targets=["Craw Wurm"])
    table.resolve()
    table.assert_zone("Craw Wurm", Zone.HAND, 1)
    assert _saprolings(table, 0) == 6
    assert _saprolings(table, 1) == 0


@kit
def test_aether_mutation_on_a_cheap_creature(table: Table) -> None:
    """CR 202.3: Alice's own Grizzly Bears (mana value 2): 2 Saprolings, the Bears in hand."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Forest", 4)
    table.lands(0, "Island", 1)
    table.hand(0, "Aether Mutation")
    table.cast("Aether Mutation", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.HAND, 0)
    assert _saprolings(table, 0) == 2


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
