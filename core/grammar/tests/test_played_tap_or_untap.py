"""Niblis of the Breath's "{U}, {T}: You may tap or untap target creature." played (CR
608.2d, 701.26a-b): as the ability resolves its controller chooses whether to do anything,
then whether to tap or to untap the target."""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

NIBLIS = CardDef(
    name="Niblis of the Breath", mana_cost="{2}{U}", type_line="Creature — Spirit",
    power="2", toughness="1",
    text="Flying\n{U}, {T}: You may tap or untap target creature.")

CARDS = (NIBLIS,)
kit = pytest.mark.plugins(extra={"niblis-kit": card_pool("niblis-kit", CARDS)})


def _activate(table: Table) -> None:
    table.battlefield(0, "Niblis of the Breath")
    table.lands(0, "Island", 1)
    table.activate("Niblis of the Breath", targets=["Grizzly Bears"])
    table.assert_tapped("Niblis of the Breath")


@kit
def test_the_niblis_taps_an_untapped_creature(table: Table) -> None:
    """CR 608.2d, 701.26a: "yes", then "tap": Bob's Grizzly Bears become tapped."""
    table.battlefield(1, "Grizzly Bears")
    _activate(table)
    seen = table.watch_decisions("tap_or_untap")
    table.answer("may", "yes")
    table.answer("tap_or_untap", "tap")
    table.resolve()
    table.assert_tapped("Grizzly Bears")
    assert len(seen) == 1 and seen[0].player == 0 and set(seen[0].options) == {"tap", "untap"}


@kit
def test_the_niblis_untaps_a_tapped_creature(table: Table) -> None:
    """CR 608.2d, 701.26b: "yes", then "untap": Alice's tapped Grizzly Bears untap."""
    table.battlefield(0, "Grizzly Bears", tapped=True)
    _activate(table)
    table.answer("may", "yes")
    table.answer("tap_or_untap", "untap")
    table.resolve()
    table.assert_tapped("Grizzly Bears", False)


@kit
def test_the_niblis_may_do_nothing(table: Table) -> None:
    """CR 608.2d: "no": neither is asked, the Bears stay as they are."""
    table.battlefield(1, "Grizzly Bears")
    _activate(table)
    seen = table.watch_decisions("tap_or_untap")
    table.answer("may", "no")
    table.resolve()
    table.assert_tapped("Grizzly Bears", False)
    assert seen == []


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
