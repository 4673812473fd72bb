"""A player shuffling their graveyard into their library played (CR 701.24a).

Reminisce ("Target player shuffles their graveyard into their library.") targeting the
opponent: every card of that player's graveyard goes to their library, which is shuffled;
their hand and the caster's graveyard stay as they were ("their" is the target player).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

REMINISCE = CardDef(
    name="Reminisce", mana_cost="{2}{U}", type_line="Sorcery",
    text="Target player shuffles their graveyard into their library.")

CARDS = (REMINISCE,)
kit = pytest.mark.plugins(extra={"graveyard-shuffle-kit":
                                 card_pool("graveyard-shuffle-kit", CARDS)})


@kit
def test_reminisce_shuffles_the_targets_graveyard_only(table: Table) -> None:
    """CR 701.24a: the target player's graveyard into their library, shuffled; nothing else
    moves."""
    table.graveyard(1, "Grizzly Bears", "Shock", "Hill Giant")
    table.library(1, "Forest")
    table.hand(1, "Island")
    table.graveyard(0, "Lightning Bolt")
    table.hand(0, "Reminisce")
    table.mana(0, "UUU")
    table.cast("Reminisce", targets=["player 2"])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == []
    assert sorted(table.names(Zone.LIBRARY, 1)) == ["Forest", "Grizzly Bears", "Hill Giant",
                                                    "Shock"]
    assert table.names(Zone.HAND, 1) == ["Island"]
    assert table.names(Zone.GRAVEYARD, 0) == ["Lightning Bolt", "Reminisce"]
    assert table.logged(rule="701.24a")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
