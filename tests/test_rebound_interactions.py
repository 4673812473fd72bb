"""Rebound (CR 702.88) with the other keywords: only a spell cast from the hand rebounds
(702.88a), so neither a card cascaded into (cast from exile, 702.85a) nor one flashed back
from the graveyard (702.34a, whose own exile applies); a spell with rebound and cascade
cascades again when cast from exile (601.2i). Cards not in a plugin's pool come from the
Oracle corpus (skipped without it)."""

from __future__ import annotations

import pytest
from pytest_manastack import Table

from manastack.api import Step, Zone


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def needs_corpus() -> None:
    from manastack.api import OracleCorpusSource

    if not OracleCorpusSource.available():
        pytest.skip("Oracle corpus not installed")


def libraries(table: Table, *alice: str) -> None:
    table.library(0, *alice, "Island", "Island")
    table.library(1, "Island", "Island")


@pytest.mark.plugins("rebound", "cascade")
def test_702_88a_a_card_cascaded_into_is_not_cast_from_the_hand(table: Table) -> None:
    """Prey's Vengeance cast by Shardless Agent's cascade is cast from exile: it goes to the
    graveyard as it resolves, no delayed trigger."""
    libraries(table, "Prey's Vengeance")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Forest", 2)
    table.lands(0, "Island", 1)
    table.hand(0, "Shardless Agent")
    table.cast("Shardless Agent")
    table.answer("may", "yes")
    table.answer("targets", table.find("Grizzly Bears").id)
    resolve_stack(table)
    assert table.power("Grizzly Bears") == 4
    table.assert_zone("Prey's Vengeance", Zone.GRAVEYARD, 0)
    table.assert_not_logged(rule="702.88a")


@pytest.mark.plugins("rebound", "cascade", "oracle")
def test_702_85a_into_the_time_vortex_cascades_again_from_exile(table: Table) -> None:
    """Into the Time Vortex (cascade, rebound) cast from the hand cascades and is exiled as
    it resolves; cast from exile at the next upkeep it is cast again, so it cascades again
    (601.2i), and then goes to the graveyard."""
    needs_corpus()
    libraries(table, "Grizzly Bears", "Savannah Lions")
    table.lands(0, "Mountain", 5)
    table.hand(0, "Into the Time Vortex")
    table.cast("Into the Time Vortex")
    table.answer("may", "yes")
    resolve_stack(table)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Into the Time Vortex", Zone.EXILE)
    table.go_to(Step.UPKEEP, turn=3)
    table.answer("may", "yes")  # rebound
    table.answer("may", "yes")  # cascade
    resolve_stack(table)
    table.assert_zone("Savannah Lions", Zone.BATTLEFIELD, 0)
    table.assert_zone("Into the Time Vortex", Zone.GRAVEYARD, 0)


@pytest.mark.plugins("rebound", "flashback", "oracle")
def test_702_34a_flashed_back_it_does_not_rebound_and_flashback_exiles_it(table: Table) -> None:
    """Staggershock rebounds, is cast from exile and goes to the graveyard; Snapcaster Mage
    gives it flashback (702.34a); cast from the graveyard, it isn't cast from the hand
    (702.88a): only flashback's replacement applies, it is exiled with no delayed trigger
    (616.1: one replacement left to apply)."""
    needs_corpus()
    libraries(table)
    table.battlefield(1, "Grizzly Bears", "Hill Giant", "Savannah Lions")
    table.lands(0, "Mountain", 3)
    table.lands(0, "Island", 2)
    table.hand(0, "Staggershock", "Snapcaster Mage")
    table.cast("Staggershock", targets=["Grizzly Bears"])
    resolve_stack(table)
    table.go_to(Step.UPKEEP, turn=3)
    table.answer("may", "yes")
    table.answer("targets", table.find("Savannah Lions").id)
    resolve_stack(table)
    table.assert_zone("Staggershock", Zone.GRAVEYARD, 0)
    table.go_to(Step.MAIN1, turn=3)
    table.cast("Snapcaster Mage")
    table.answer("targets", table.find("Staggershock").id)
    resolve_stack(table)
    delayed = len(table.game.state.delayed)
    table.cast("Staggershock", using="flashback", targets=["Hill Giant"])
    resolve_stack(table)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)
    assert table.find("Hill Giant").damage == 2
    table.assert_zone("Staggershock", Zone.EXILE)
    table.assert_logged(rule="702.34a", contains="exile it instead")
    assert len(table.game.state.delayed) == delayed
