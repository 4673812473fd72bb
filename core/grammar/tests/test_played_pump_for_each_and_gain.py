"""Printed "Until end of turn, target creature gets +N/+N for each [thing] and gains
[keyword]." instants, cast and played (CR 611.2a, 107.3c, 608.2h, 613.4c, 702.19).

Chorus of Might: with three creatures Alice controls, Grizzly Bears becomes 5/5 with trample
until end of turn; the count is taken once as the spell resolves (608.2h), so a creature of
hers arriving afterwards does not grow it; blocked by a 1/1, it tramples 4 damage over
(702.19c); both parts end in the cleanup step (514.2).
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

CHORUS_OF_MIGHT = CardDef(
    name="Chorus of Might", mana_cost="{3}{G}", type_line="Instant",
    text="Until end of turn, target creature gets +1/+1 for each creature you control and "
         "gains trample.")

CARDS = (CHORUS_OF_MIGHT,)
kit = pytest.mark.plugins(extra={"chorus-kit": card_pool("chorus-kit", CARDS)})


@kit
def test_chorus_counts_once_and_grants_trample_until_end_of_turn(table: Table) -> None:
    """CR 608.2h, 613.4c, 613.1f: three creatures: the Bears are 5/5 with trample; a Hill
    Giant arriving afterwards changes nothing; the cleanup step ends both (514.2)."""
    table.battlefield(0, "Grizzly Bears", "Llanowar Elves", "Memnite")
    table.lands(0, "Forest", 4)
    table.hand(0, "Chorus of Might")
    assert not table.has_keyword("Grizzly Bears", "trample")
    table.cast("Chorus of Might", targets=["Grizzly Bears"])
    table.resolve_all()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (5, 5)
    assert table.has_keyword("Grizzly Bears", "trample")
    assert table.power("Llanowar Elves") == 1  # one object only
    assert not table.has_keyword("Llanowar Elves", "trample")
    table.assert_logged(rule="611.2", contains="for each creature you control")
    table.battlefield(0, "Hill Giant")  # a fourth creature after resolution: no change
    table.refresh()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (5, 5)
    table.library(1, "Forest")
    table.next_turn()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)
    assert not table.has_keyword("Grizzly Bears", "trample")


@kit
def test_chorus_pumped_creature_tramples_over_a_blocker(table: Table) -> None:
    """CR 702.19c: the 5/5 trampler blocked by a 1/1 assigns 1 to it and 4 to Bob."""
    table.battlefield(0, "Grizzly Bears", "Llanowar Elves", "Hill Giant")
    table.battlefield(1, "Memnite")
    table.lands(0, "Forest", 4)
    table.hand(0, "Chorus of Might")
    table.go_to(Step.BEGIN_COMBAT)
    table.cast("Chorus of Might", targets=["Grizzly Bears"])
    table.resolve_all()
    table.attack("Grizzly Bears")
    table.block({"Memnite": "Grizzly Bears"})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 16)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
