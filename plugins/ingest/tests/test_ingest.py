"""Ingest (CR 702.115): "Whenever this creature deals combat damage to a player, that player
exiles the top card of their library". Every printed ingest card also has devoid (CR
702.114, its own plugin): the tests playing them enable it too and are skipped where it is
not installed. Hill Giant and the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import KeywordTrigger, Step, TomlCardSource, Zone

with_devoid = pytest.mark.plugins("ingest", "devoid")

CARDS = ("Culling Drone", "Mist Intruder", "Sludge Crawler", "Benthic Infiltrator",
         "Ruination Guide", "Salvage Drone")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def fight(table: Table, *attackers: str, blocks: dict[str, str] | None = None) -> None:
    """Alice attacks with ``attackers``, Bob blocks as ``blocks`` says; combat damage is
    dealt and every trigger resolves."""
    table.attack(*attackers)
    resolve_stack(table)
    table.block(blocks or {})
    table.go_to(Step.COMBAT_DAMAGE)
    resolve_stack(table)


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("ingest", "manastack_ingest", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


@with_devoid
def test_702_115a_the_keyword_is_a_triggered_ability_named_ingest(rules: Any) -> None:
    card = rules.card("Culling Drone")
    ability = [a for a in card.abilities if getattr(a, "keyword", None) == "ingest"]
    assert len(ability) == 1 and isinstance(ability[0], KeywordTrigger)
    assert ability[0].plugin == "ingest"
    assert ability[0].trigger.event == "damage"


@pytest.mark.plugins("ingest")
def test_without_the_plugin_an_ingest_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("ingest", "manastack_ingest", "cards.toml")
    definition = source.get("Culling Drone")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert ("ingest", "ingest") in card.missing_keywords


@with_devoid
def test_702_115a_combat_damage_to_a_player_exiles_their_top_card(table: Table) -> None:
    """Culling Drone (2/2) deals 2 combat damage to Bob: Bob exiles the top card of his
    library; Alice's library is untouched."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Island", "Plains")
    top = table.game.library(1)[0]
    table.battlefield(0, "Culling Drone")
    assert table.has_keyword("Culling Drone", "ingest")
    fight(table, "Culling Drone")
    table.assert_life(1, 18)
    exiled = table.game.exile()
    assert [o.card.name for o in exiled] == [top.card.name]
    assert exiled[0].owner == 1
    assert len(table.game.library(1)) == 1 and len(table.game.library(0)) == 2
    table.assert_logged(rule="702.115a", contains="Bob, who exiles the top card")


@with_devoid
def test_702_115a_blocked_no_damage_to_a_player_nothing_exiled(table: Table) -> None:
    """Sludge Crawler (1/1) blocked by Hill Giant deals damage to the Giant only."""
    table.library(1, "Island", "Plains")
    table.battlefield(0, "Sludge Crawler")
    table.battlefield(1, "Hill Giant")
    fight(table, "Sludge Crawler", blocks={"Hill Giant": "Sludge Crawler"})
    assert table.game.exile() == []
    assert len(table.game.library(1)) == 2
    assert not table.logged(rule="702.115a")


@with_devoid
def test_702_115b_two_ingest_creatures_two_cards(table: Table) -> None:
    """Mist Intruder and Benthic Infiltrator both connect: each triggers, Bob exiles his top
    two cards."""
    table.library(1, "Island", "Plains", "Swamp")
    table.battlefield(0, "Mist Intruder", "Benthic Infiltrator")
    fight(table, "Mist Intruder", "Benthic Infiltrator")
    assert len(table.game.exile()) == 2
    assert len(table.game.library(1)) == 1
    table.assert_life(1, 18)


@with_devoid
def test_702_115a_an_empty_library_exiles_nothing(table: Table) -> None:
    """Bob's library is empty: Ruination Guide connects, nothing is exiled, no error."""
    table.battlefield(0, "Ruination Guide")
    fight(table, "Ruination Guide")
    table.assert_life(1, 17)
    assert table.game.exile() == []
    table.assert_logged(rule="702.115a", contains="library is empty")
