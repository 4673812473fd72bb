"""Countering every other spell, played from a printed card (CR 701.6a, 700.2, 608.2b).

"Counter all other spells" (the first mode of Reverse the Polarity) moves every spell on
the stack but itself to its owner's graveyard (CR 701.6a); their effects never happen.
Its controller chooses the mode as the spell is cast (CR 700.2a, 601.2b); another mode
counters nothing. The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

REVERSE_THE_POLARITY = CardDef(
    name="Reverse the Polarity", mana_cost="{1}{U}{U}", type_line="Instant",
    text="Choose one —\n• Counter all other spells.\n• Switch each creature's power and "
         "toughness until end of turn.\n• Creatures can't be blocked this turn.")

PRINTED = (REVERSE_THE_POLARITY,)

kit = pytest.mark.plugins(extra={"provea-kit": card_pool("provea-kit", PRINTED)})


def _two_spells_then_reverse(table: Table, mode: int) -> None:
    table.lands(0, "Island", 6)
    table.lands(0, "Mountain", 1)
    table.library(0, "Forest", "Forest")
    table.battlefield(0, "Giant Spider")
    table.hand(0, "Divination", "Lightning Bolt", "Reverse the Polarity")
    table.cast("Divination")
    table.cast("Lightning Bolt", targets=["opponent"])
    table.cast("Reverse the Polarity", modes=[mode])
    table.resolve_all()


@kit
def test_counter_all_other_spells_counters_every_spell_on_the_stack(table: Table) -> None:
    """CR 701.6a: Divination and Lightning Bolt go to the graveyard unresolved: no card
    drawn, no damage dealt; Reverse the Polarity itself resolves."""
    _two_spells_then_reverse(table, 0)
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == [
        "Divination", "Lightning Bolt", "Reverse the Polarity"]
    assert table.names(Zone.HAND, 0) == []
    assert table.life(1) == 20
    table.assert_logged(rule="701.6a", contains="Divination")
    table.assert_logged(rule="701.6a", contains="Lightning Bolt")
    table.assert_not_logged(rule="701.6a", contains="Reverse the Polarity")


@kit
def test_another_mode_counters_nothing(table: Table) -> None:
    """CR 700.2: the second mode only switches power and toughness (CR 613.4d): the other
    spells resolve."""
    _two_spells_then_reverse(table, 1)
    assert (table.power("Giant Spider"), table.toughness("Giant Spider")) == (4, 2)
    assert table.life(1) == 17
    assert table.names(Zone.HAND, 0) == ["Forest", "Forest"]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
