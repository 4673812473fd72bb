"""Undying (CR 702.93, 603.4, 603.10a): the manastack-undying plugin alone, playing printed
cards.

Hill Giant and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Rules, Step, TomlCardSource, Zone, hookimpl

undying = pytest.mark.plugins("undying")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def dies_blocking(table: Table, name: str, attacker: str = "Hill Giant") -> None:
    """Bob attacks with ``attacker``; Alice's ``name`` blocks it and is dealt lethal damage
    (510.2, 704.5g); the triggers it makes resolve."""
    table.battlefield(1, attacker)
    table.set_turn(active=1, step=Step.MAIN1)
    table.attack(attacker)
    table.block({name: attacker})
    table.go_to(Step.COMBAT_DAMAGE)
    resolve_stack(table)


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("undying-cards", "manastack_undying", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@undying
def test_undying_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.93a: the keyword line "Undying" (reminder text removed) is the plugin's, a
    triggered ability named by its keyword."""
    assert rules.ruleset.plugin_of_keyword("undying") == "undying"
    card = rules.card("Vorapede")
    assert card.playable
    assert [getattr(a, "keyword", None) for a in card.abilities] == ["vigilance", "trample",
                                                                       "undying"]


@undying
def test_an_undying_creature_returns_with_a_counter(table: Table) -> None:
    """CR 702.93a, 122.6: the cast Young Wolf (1/1) blocks Hill Giant and dies: it returns
    under its owner's control with a +1/+1 counter, a 2/2 (a new object, 400.7)."""
    table.lands(0, "Forest", 1)
    table.hand(0, "Young Wolf")
    table.cast("Young Wolf")
    table.resolve()
    old = table.find("Young Wolf").id
    dies_blocking(table, "Young Wolf")
    table.assert_zone("Young Wolf", Zone.BATTLEFIELD, 0)
    assert table.find("Young Wolf").id != old
    table.assert_counters("Young Wolf", "+1/+1", 1)
    assert (table.power("Young Wolf"), table.toughness("Young Wolf")) == (2, 2)
    table.assert_logged(rule="702.93a", contains="Young Wolf")
    # CR 122.6: it enters with the counter, no counter is put on it afterwards
    assert not table.logged(contains="counter(s) put on Young Wolf")


@undying
def test_with_a_counter_it_stays_dead(table: Table) -> None:
    """CR 603.4, 603.10a: Butcher Ghoul returned by undying dies again; it had a +1/+1 counter
    as it last existed, so the ability doesn't trigger: it stays in the graveyard."""
    table.battlefield(0, "Butcher Ghoul")
    dies_blocking(table, "Butcher Ghoul")
    table.assert_counters("Butcher Ghoul", "+1/+1", 1)
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()
    table.next_turn()
    dies_blocking(table, "Butcher Ghoul")
    table.assert_zone("Butcher Ghoul", Zone.GRAVEYARD, 0)
    assert sum(e.text.startswith("undying:") for e in table.game.log) == 1  # the first only


@undying
def test_its_enters_abilities_work_again(table: Table) -> None:
    """CR 702.93a, 603.6a: the cast Geralf's Messenger (3/2) enters tapped and makes Bob lose
    2 life; on her next turn it attacks and dies blocked by Hill Giant: it returns, a new
    object: tapped again, 4/3 with its counter, and Bob loses 2 more life."""
    table.lands(0, "Swamp", 3)
    table.hand(0, "Geralf's Messenger")
    table.cast("Geralf's Messenger")
    resolve_stack(table)
    table.assert_life(1, 18)
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()
    table.next_turn()
    table.battlefield(1, "Hill Giant")
    table.attack("Geralf's Messenger")
    table.block({"Hill Giant": "Geralf's Messenger"})
    table.go_to(Step.COMBAT_DAMAGE)
    resolve_stack(table)
    table.assert_zone("Geralf's Messenger", Zone.BATTLEFIELD, 0)
    assert table.find("Geralf's Messenger").tapped
    assert (table.power("Geralf's Messenger"), table.toughness("Geralf's Messenger")) == (4, 3)
    table.assert_life(1, 16)


@undying
def test_exiled_from_the_graveyard_in_response_nothing_returns(table: Table) -> None:
    """CR 400.7, 603.6c: Young Wolf dies; with its undying trigger on the stack, the card is
    exiled from the graveyard: the trigger resolves and returns nothing."""
    table.battlefield(0, "Young Wolf")
    table.battlefield(1, "Hill Giant")
    table.set_turn(active=1, step=Step.MAIN1)
    table.attack("Hill Giant")
    table.block({"Young Wolf": "Hill Giant"})
    table.go_to(Step.COMBAT_DAMAGE)
    assert table.game.ids_in(Zone.STACK)  # the undying trigger waits
    card = table.find("Young Wolf")
    assert card.zone is Zone.GRAVEYARD
    table.game.move(card.id, Zone.EXILE, rule="400.7")
    resolve_stack(table)
    table.assert_zone("Young Wolf", Zone.EXILE, 0)
    table.assert_logged(rule="400.7", contains="no longer in the graveyard")


class _UndyingCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("undying-cards", "manastack_undying", "cards.toml")]


def test_without_the_plugin_an_undying_card_is_refused_naming_it() -> None:
    """A card with undying is refused naming the keyword and the plugin."""
    table = Table.new(["undying-cards"], extra={"undying-cards": _UndyingCardsOnly()})
    card = table.game.rules.card("Young Wolf")
    assert not card.playable
    assert card.missing_keywords == (("undying", "undying"),)
