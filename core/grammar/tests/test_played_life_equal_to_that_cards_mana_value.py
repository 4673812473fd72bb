"""Printed "Return target card from your graveyard to your hand. You gain life equal to that
card's mana value.", played (CR 119.3, 202.3, 400.7, 608.2c).

Healing Technique: Craw Wurm ({4}{G}{G}, mana value 6) returns from Alice's graveyard to
her hand and she gains 6 life; a land card (mana value 0, 202.3a) returns and she gains
none. The Demonstrate trigger is declined (702.144a).
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

HEALING_TECHNIQUE = CardDef(
    name="Healing Technique", mana_cost="{3}{G}", type_line="Sorcery",
    text="Demonstrate (When you cast this spell, you may copy it. If you do, choose an "
         "opponent to also copy it. Players may choose new targets for their copies.)\nReturn "
         "target card from your graveyard to your hand. You gain life equal to that card's "
         "mana value. Exile Healing Technique.")

CARDS = (HEALING_TECHNIQUE,)
kit = pytest.mark.plugins("demonstrate",
                          extra={"technique-kit": card_pool("technique-kit", CARDS)})
NO = Answer("may", ("no",))


def _technique_on(table: Table, name: str) -> None:
    table.lands(0, "Forest", 4)
    table.hand(0, "Healing Technique")
    card = table.graveyard(0, name)[0].id
    table.cast("Healing Technique", targets=[card])
    table.resolve(answers=[NO])  # the demonstrate trigger, declined
    table.resolve()


@kit
def test_healing_technique_gains_the_returned_cards_mana_value(table: Table) -> None:
    """CR 202.3, 608.2c: Craw Wurm returns to Alice's hand: 6 life."""
    _technique_on(table, "Craw Wurm")
    assert table.names(Zone.HAND, 0) == ["Craw Wurm"]
    assert table.life(0) == 26
    assert table.zone_of("Healing Technique") is Zone.EXILE


@kit
def test_a_land_card_gains_nothing(table: Table) -> None:
    """CR 202.3a: a land card's mana value is 0: no life gained."""
    _technique_on(table, "Forest")
    assert table.names(Zone.HAND, 0) == ["Forest"]
    assert table.life(0) == 20


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
