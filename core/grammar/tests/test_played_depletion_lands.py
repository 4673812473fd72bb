"""Printed "This land doesn't untap during your untap step if it has a depletion counter on
it.", played with the rest of Land Cap (CR 502.3, 611.3a, 605.3b, 122.1).

Land Cap tapped for {W} gets a depletion counter: its controller's next untap step leaves
it tapped (the counter is on it), the upkeep trigger removes the counter, and the untap
step after that untaps it.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.turns import Step

LAND_CAP = CardDef(
    name="Land Cap", mana_cost=None, type_line="Land",
    text="This land doesn't untap during your untap step if it has a depletion counter on "
         "it.\nAt the beginning of your upkeep, remove a depletion counter from this land.\n"
         "{T}: Add {W} or {U}. Put a depletion counter on this land.")

CARDS = (LAND_CAP,)
kit = pytest.mark.plugins(extra={"depletion-kit": card_pool("depletion-kit", CARDS)})
CORPUS = OracleCorpusSource.default_path()


def _alices_next_turn(table: Table, step: Step) -> None:
    table.next_turn()
    table.go_to(step, turn=table.game.state.turn.number + 1)
    assert table.game.active_player == 0


@kit
def test_land_cap_stays_tapped_while_it_has_a_depletion_counter(table: Table) -> None:
    """CR 502.3, 611.3a: tapped with one counter it stays tapped in the next untap step;
    the upkeep trigger removes the counter (603.2); the following untap step untaps it."""
    assert table.game.rules.card("Land Cap").playable
    table.battlefield(0, "Land Cap")
    table.library(0, *["Wastes"] * 6)
    table.library(1, *["Wastes"] * 6)
    table.tap_for_mana("Land Cap", "W")
    cap = table.find("Land Cap")
    assert cap.tapped and cap.counters.get("depletion") == 1
    _alices_next_turn(table, Step.UPKEEP)
    assert table.find("Land Cap").tapped
    table.resolve_all()
    assert not table.find("Land Cap").counters.get("depletion")
    assert table.find("Land Cap").tapped
    _alices_next_turn(table, Step.MAIN1)
    assert not table.find("Land Cap").tapped


@pytest.mark.skipif(CORPUS is None or not CORPUS.is_file(), reason="Oracle corpus not installed")
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
