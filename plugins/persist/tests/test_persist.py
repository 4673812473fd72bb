"""Persist (CR 702.79, 603.4, 603.10a): the manastack-persist plugin alone, playing printed
cards.

Hill Giant, Grizzly Bears and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Rules, Step, TomlCardSource, Zone, hookimpl

persist = pytest.mark.plugins("persist")


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
    source = TomlCardSource.from_package("persist-cards", "manastack_persist", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@persist
def test_persist_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.79a: the keyword line "Persist" (reminder text removed) is the plugin's, a
    triggered ability named by its keyword."""
    assert rules.ruleset.plugin_of_keyword("persist") == "persist"
    card = rules.card("Scuzzback Marauders")
    assert card.playable
    assert [getattr(a, "keyword", None) for a in card.abilities] == ["trample", "persist"]


@persist
def test_a_persist_creature_returns_with_a_counter(table: Table) -> None:
    """CR 702.79a: the cast Putrid Goblin (2/2) blocks Hill Giant and dies: it returns under
    its owner's control with a -1/-1 counter, a 1/1 (a new object, 400.7)."""
    table.lands(0, "Swamp", 2)
    table.hand(0, "Putrid Goblin")
    table.cast("Putrid Goblin")
    table.resolve()
    old = table.find("Putrid Goblin").id
    dies_blocking(table, "Putrid Goblin")
    table.assert_zone("Putrid Goblin", Zone.BATTLEFIELD, 0)
    assert table.find("Putrid Goblin").id != old
    table.assert_counters("Putrid Goblin", "-1/-1", 1)
    assert (table.power("Putrid Goblin"), table.toughness("Putrid Goblin")) == (1, 1)
    table.assert_logged(rule="702.79a", contains="Putrid Goblin")
    # CR 122.6: it enters with the counter, no counter is put on it afterwards
    assert not table.logged(contains="counter(s) put on Putrid Goblin")


@persist
def test_with_a_counter_it_stays_dead(table: Table) -> None:
    """CR 603.4, 603.10a: Putrid Goblin returned by persist dies again; it had a -1/-1
    counter as it last existed, so the ability doesn't trigger: it stays in the graveyard."""
    table.battlefield(0, "Putrid Goblin")
    dies_blocking(table, "Putrid Goblin")
    table.assert_counters("Putrid Goblin", "-1/-1", 1)
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()
    table.next_turn()
    dies_blocking(table, "Putrid Goblin")
    table.assert_zone("Putrid Goblin", Zone.GRAVEYARD, 0)
    assert sum(e.text.startswith("persist:") for e in table.game.log) == 1  # the first only


@persist
def test_it_enters_with_the_counter_and_its_enters_trigger_works(table: Table) -> None:
    """CR 702.79a, 122.6: the cast Kitchen Finks (3/2) gains Alice 2 life as it enters; it
    dies blocking Hill Giant and returns with a -1/-1 counter (2/1), a new object whose
    "enters" trigger gains her 2 life again (603.6a)."""
    table.lands(0, "Forest", 1)
    table.lands(0, "Plains", 2)
    table.hand(0, "Kitchen Finks")
    table.cast("Kitchen Finks")
    resolve_stack(table)
    table.assert_life(0, 22)
    dies_blocking(table, "Kitchen Finks")
    table.assert_zone("Kitchen Finks", Zone.BATTLEFIELD, 0)
    assert (table.power("Kitchen Finks"), table.toughness("Kitchen Finks")) == (2, 1)
    table.assert_life(0, 24)


@persist
def test_exiled_from_the_graveyard_in_response_nothing_returns(table: Table) -> None:
    """CR 400.7, 603.6c: Safehold Elite dies; with its persist trigger on the stack, the card
    is exiled from the graveyard: the trigger resolves and returns nothing."""
    table.battlefield(0, "Safehold Elite")
    table.battlefield(1, "Hill Giant")
    table.set_turn(active=1, step=Step.MAIN1)
    table.attack("Hill Giant")
    table.block({"Safehold Elite": "Hill Giant"})
    table.go_to(Step.COMBAT_DAMAGE)
    assert table.game.ids_in(Zone.STACK)  # the persist trigger waits
    card = table.find("Safehold Elite")
    assert card.zone is Zone.GRAVEYARD
    table.game.move(card.id, Zone.EXILE, rule="400.7")
    resolve_stack(table)
    table.assert_zone("Safehold Elite", Zone.EXILE, 0)
    table.assert_logged(rule="400.7", contains="no longer in the graveyard")


class _PersistCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("persist-cards", "manastack_persist", "cards.toml")]


def test_without_the_plugin_a_persist_card_is_refused_naming_it() -> None:
    """A card with persist is refused naming the keyword and the plugin."""
    table = Table.new(["persist-cards"], extra={"persist-cards": _PersistCardsOnly()})
    card = table.game.rules.card("Putrid Goblin")
    assert not card.playable
    assert card.missing_keywords == (("persist", "persist"),)
