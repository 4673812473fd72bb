"""Renown (CR 702.112, 603.4): the manastack-renown plugin alone, playing printed cards.

Grizzly Bears, Hill Giant and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from manastack_renown import is_renowned
from pytest_manastack import Table, assert_printed

from manastack.api import Rules, Step, TomlCardSource, Zone, hookimpl

renown = pytest.mark.plugins("renown")

KNIGHT = "Knight of the Pilgrim's Road"


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def attack_with(table: Table, name: str) -> None:
    """Alice attacks with ``name``; combat damage is dealt, then the stack resolves."""
    table.attack(name)
    table.go_to(Step.COMBAT_DAMAGE)
    resolve_stack(table)


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("renown-cards", "manastack_renown", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@renown
def test_renown_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.112a: "Renown 1" (reminder text removed) is the plugin's triggered ability."""
    assert rules.ruleset.plugin_of_keyword("renown") == "renown"
    card = rules.card("Topan Freeblade")
    assert card.playable
    assert [getattr(a, "keyword", None) for a in card.abilities] == ["vigilance", "renown"]


@renown
def test_702_112a_combat_damage_to_a_player_makes_it_renowned(table: Table) -> None:
    """CR 702.112a: Knight of the Pilgrim's Road (3/2, renown 1) deals 3 combat damage to
    Bob: a +1/+1 counter goes on it and it becomes renowned, a 4/3."""
    table.battlefield(0, KNIGHT)
    table.set_turn(active=0, step=Step.MAIN1)
    attack_with(table, KNIGHT)
    table.assert_life(1, 17)
    table.assert_counters(KNIGHT, "+1/+1", 1)
    assert (table.power(KNIGHT), table.toughness(KNIGHT)) == (4, 3)
    assert is_renowned(table.game, table.find(KNIGHT).id)
    table.assert_logged(rule="702.112a", contains="renown 1")
    table.assert_logged(rule="702.112b", contains="becomes renowned")


@renown
def test_603_4_a_renowned_creature_gets_no_more_counters(table: Table) -> None:
    """CR 702.112a, 603.4: the intervening "if it isn't renowned": the renowned Knight deals
    combat damage to Bob again a turn later: nothing triggers, it keeps one counter."""
    for player in (0, 1):
        table.library(player, "Plains", "Plains", "Plains")
    table.battlefield(0, KNIGHT)
    table.set_turn(active=0, step=Step.MAIN1)
    attack_with(table, KNIGHT)
    table.next_turn()
    table.next_turn()
    table.go_to(Step.MAIN1)
    attack_with(table, KNIGHT)
    table.assert_life(1, 13)
    table.assert_counters(KNIGHT, "+1/+1", 1)
    assert sum(1 for event in table.game.log if event.rule == "702.112a") == 1


@renown
def test_702_112a_blocked_it_deals_no_damage_to_a_player(table: Table) -> None:
    """CR 702.112a: blocked by Hill Giant, Citadel Castellan (2/3, renown 2) deals combat
    damage to a creature only: no counters, not renowned."""
    table.battlefield(0, "Citadel Castellan")
    table.battlefield(1, "Hill Giant")
    table.set_turn(active=0, step=Step.MAIN1)
    table.attack("Citadel Castellan")
    table.block({"Hill Giant": "Citadel Castellan"})
    table.go_to(Step.COMBAT_DAMAGE)
    resolve_stack(table)
    table.assert_life(1, 20)
    table.assert_counters("Citadel Castellan", "+1/+1", 0)
    assert not is_renowned(table.game, table.find("Citadel Castellan").id)
    assert not table.logged(rule="702.112a")


@renown
def test_702_112a_renown_2_puts_two_counters(table: Table) -> None:
    """CR 702.112a: Citadel Castellan (2/3, vigilance, renown 2) unblocked: a 4/5."""
    table.battlefield(0, "Citadel Castellan")
    table.set_turn(active=0, step=Step.MAIN1)
    attack_with(table, "Citadel Castellan")
    table.assert_counters("Citadel Castellan", "+1/+1", 2)
    assert (table.power("Citadel Castellan"), table.toughness("Citadel Castellan")) == (4, 5)


@renown
def test_702_112b_a_new_object_is_not_renowned(table: Table) -> None:
    """CR 702.112b, 400.7: the renowned Knight bounced to its owner's hand and cast again is
    a new object: not renowned, no counter."""
    table.battlefield(0, KNIGHT)
    table.set_turn(active=0, step=Step.MAIN1)
    attack_with(table, KNIGHT)
    knight = table.find(KNIGHT).id
    assert is_renowned(table.game, knight)
    table.game.move(knight, Zone.HAND, cause="effect")
    table.go_to(Step.MAIN2)
    table.lands(0, "Plains", 3)
    table.cast(KNIGHT)
    table.resolve()
    again = table.find(KNIGHT, zone=Zone.BATTLEFIELD).id
    assert again != knight and not is_renowned(table.game, again)
    table.assert_counters(KNIGHT, "+1/+1", 0)


class _RenownCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("renown-cards", "manastack_renown", "cards.toml")]


def test_without_the_plugin_a_renown_card_is_refused_naming_it() -> None:
    """A card with renown is refused naming the keyword and the plugin."""
    table = Table.new(["renown-cards"], extra={"renown-cards": _RenownCardsOnly()})
    card = table.game.rules.card(KNIGHT)
    assert not card.playable
    assert card.missing_keywords == (("renown", "renown"),)
