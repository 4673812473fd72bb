""""Target Forest becomes a 4/5 green Treefolk creature for as long as this creature remains on
the battlefield. It's still a land." played (CR 611.2b, 205.1b, 613.1d): Awakener Druid's
Forest is a creature while the Druid remains, a Forest still, and only a land after.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

AWAKENER_DRUID = CardDef(
    name="Awakener Druid", mana_cost="{2}{G}", type_line="Creature — Human Druid",
    text="When this creature enters, target Forest becomes a 4/5 green Treefolk creature for "
         "as long as this creature remains on the battlefield. It's still a land.",
    power="1", toughness="1")

CARDS = (AWAKENER_DRUID,)
kit = pytest.mark.plugins(extra={"awakener-kit": card_pool("awakener-kit", CARDS)})


def _forest(table: Table) -> tuple[bool, bool, bool, bool]:
    """Is the Forest a land, a Forest, a creature, a Treefolk?"""
    line = table.game.chars(table.find("Forest").id).type_line
    return (line.has_type("Land"), line.has_subtype("Forest"), line.has_type("Creature"),
            line.has_subtype("Treefolk"))


@kit
def test_awakener_druid_animates_the_forest_while_it_remains(table: Table) -> None:
    """CR 611.2b, 205.1b: a 4/5 green Treefolk creature that is still a Forest land; once the
    Druid is destroyed the Forest is a land only, past the turn too."""
    table.battlefield(0, "Forest")
    table.lands(0, "Plains", 3)
    table.hand(0, "Awakener Druid")
    table.cast("Awakener Druid")
    table.resolve()
    table.resolve()  # the enter trigger, its only target the Forest
    assert _forest(table) == (True, True, True, True)
    assert (table.power("Forest"), table.toughness("Forest")) == (4, 5)
    assert table.game.chars(table.find("Forest").id).colors == frozenset({"G"})
    table.game.destroy(table.find("Awakener Druid").id)
    assert _forest(table) == (True, True, False, False)


@kit
def test_awakener_druid_lasts_past_the_turn(table: Table) -> None:
    """CR 611.2b: no "until end of turn": the Forest is still a 4/5 the next turn."""
    table.battlefield(0, "Forest")
    table.lands(0, "Plains", 3)
    table.hand(0, "Awakener Druid")
    table.cast("Awakener Druid")
    table.resolve()
    table.resolve()
    table.library(1, "Island")
    table.next_turn()
    assert _forest(table) == (True, True, True, True)
    assert table.toughness("Forest") == 5


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
