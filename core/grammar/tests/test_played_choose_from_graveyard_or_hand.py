"""A card chosen from a player's graveyard or revealed hand and exiled, played (CR 701.20a,
404.2, 406.2).

Never Happened: "Target opponent reveals their hand. You choose a nonland card from that
player's graveyard or hand and exile it." The caster chooses among the nonland cards of both
zones of the target opponent (never the caster's own); with none, nothing is exiled (609.3).
It comes with its exact Oracle text (the test at the end compares it with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

NEVER_HAPPENED = CardDef(
    name="Never Happened", mana_cost="{2}{B}", type_line="Sorcery",
    text="Target opponent reveals their hand. You choose a nonland card from that player's "
         "graveyard or hand and exile it.")

PRINTED = (NEVER_HAPPENED,)
kit = pytest.mark.plugins(extra={"graveyard-or-hand-kit":
                                 card_pool("graveyard-or-hand-kit", PRINTED)})


@kit
def test_never_happened_exiles_a_nonland_card_of_the_graveyard(table: Table) -> None:
    """CR 701.20a, 404.2: the nonland cards of the opponent's hand and graveyard are offered;
    the one chosen from the graveyard is exiled, the hand stays."""
    table.hand(0, "Never Happened")
    table.mana(0, "BBB")
    shock = table.hand(1, "Shock", "Forest")[0].id
    giant = table.graveyard(1, "Hill Giant", "Island")[0]
    table.graveyard(0, "Grizzly Bears")
    asked = table.watch_decisions("choose")
    table.cast("Never Happened", targets=["player 2"])
    table.resolve(answers=[Answer("choose", (giant.id,))])
    assert sorted(asked[0].options) == sorted((shock, giant.id))
    assert table.names(Zone.EXILE, 1) == ["Hill Giant"]
    assert sorted(table.names(Zone.HAND, 1)) == ["Forest", "Shock"]
    assert table.names(Zone.GRAVEYARD, 1) == ["Island"]
    table.assert_logged(rule="406.2")


@kit
def test_never_happened_exiles_a_card_of_the_hand(table: Table) -> None:
    """CR 701.20a: a card of the revealed hand may be chosen instead."""
    table.hand(0, "Never Happened")
    table.mana(0, "BBB")
    shock = table.hand(1, "Shock")[0].id
    table.graveyard(1, "Hill Giant")
    table.cast("Never Happened", targets=["player 2"])
    table.resolve(answers=[Answer("choose", (shock,))])
    assert table.names(Zone.EXILE, 1) == ["Shock"]
    assert table.names(Zone.GRAVEYARD, 1) == ["Hill Giant"]


@kit
def test_never_happened_with_only_lands_exiles_nothing(table: Table) -> None:
    """CR 609.3: no nonland card in either zone: nothing is chosen or exiled."""
    table.hand(0, "Never Happened")
    table.mana(0, "BBB")
    table.hand(1, "Forest")
    table.graveyard(1, "Island")
    table.cast("Never Happened", targets=["player 2"])
    table.resolve()
    assert table.names(Zone.EXILE, 1) == []
    table.assert_logged(rule="609.3", contains="graveyard or hand")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
