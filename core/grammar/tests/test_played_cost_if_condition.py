""""This spell costs {1} less to cast if you control a Wizard", played from a printed card
(CR 601.2f, 113.6d, 608.2c).

The condition is checked as the total cost is determined: Academy Journeymage costs {3}{U}
while its caster controls a Wizard and its full {4}{U} otherwise; with four lands only and
no Wizard the cast is illegal and leaves the game as it was (732). The printed card comes
from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

ACADEMY_JOURNEYMAGE = CardDef(
    name="Academy Journeymage", mana_cost="{4}{U}", type_line="Creature — Human Wizard",
    power="3", toughness="2",
    text="This spell costs {1} less to cast if you control a Wizard.\nWhen this creature "
         "enters, return target creature an opponent controls to its owner's hand.")

PRINTED = (ACADEMY_JOURNEYMAGE,)

kit = pytest.mark.plugins(extra={"journeymage-kit": card_pool("journeymage-kit", PRINTED)})


@kit
def test_controlling_a_wizard_makes_it_cheaper(table: Table) -> None:
    table.lands(0, "Island", 4)
    table.battlefield(0, "Academy Journeymage")
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Academy Journeymage")
    table.cast("Academy Journeymage")
    table.assert_logged(rule="601.2f", contains="less to cast if you control a Wizard")
    assert table.tapped_count(0) == 4
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.HAND)


@kit
def test_an_opponents_wizard_does_not_count(table: Table) -> None:
    table.lands(0, "Island", 4)
    table.battlefield(1, "Academy Journeymage")
    table.hand(0, "Academy Journeymage")
    # CR 601.2f: "you control" is the caster; {4}{U} can't be paid with four lands (732)
    table.assert_illegal(table.cast, "Academy Journeymage", rule="601.2")
    table.assert_zone("Academy Journeymage", Zone.HAND, player=0)
    assert table.tapped_count(0) == 0
    table.lands(0, "Island", 1)
    table.cast("Academy Journeymage")
    assert table.tapped_count(0) == 5


@needs_corpus
def test_the_pool_card_is_the_corpus_card() -> None:
    assert_printed(PRINTED)
