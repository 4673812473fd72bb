"""Echo (CR 702.30a, 603.4, 118.12): the manastack-echo plugin alone, playing printed cards.

The basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Rules, Step, TomlCardSource, Zone, hookimpl

echo = pytest.mark.plugins("echo")


def cast_then_upkeep(table: Table, name: str, land: str, count: int) -> None:
    """Alice casts ``name`` in her first turn, then the game goes to her next turn's upkeep
    with the echo trigger on the stack (603.3)."""
    table.lands(0, land, count)
    table.hand(0, name)
    table.cast(name)
    table.resolve()
    table.library(0, "Plains", "Plains", "Plains")
    table.library(1, "Plains", "Plains", "Plains")
    table.next_turn()
    table.go_to(Step.UPKEEP, turn=3)


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def echo_triggers(table: Table) -> int:
    return sum(e.kind == "trigger" and "echo" in e.text.lower() for e in table.game.log)


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("echo-cards", "manastack_echo", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@echo
def test_echo_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.30a: the keyword line "Echo {G}" (reminder text removed) is the plugin's, a
    triggered ability named by its keyword; "Echo—Discard a card." is read too."""
    assert rules.ruleset.plugin_of_keyword("echo") == "echo"
    card = rules.card("Pouncing Jaguar")
    assert card.playable
    assert [getattr(a, "keyword", None) for a in card.abilities] == ["echo"]


@echo
def test_paying_the_echo_cost_keeps_it(table: Table) -> None:
    """CR 702.30a, 118.12: Pouncing Jaguar cast in Alice's turn 1; at the beginning of her
    next upkeep the echo trigger asks her; she pays {G} and keeps it."""
    cast_then_upkeep(table, "Pouncing Jaguar", "Forest", 1)
    assert table.game.ids_in(Zone.STACK)
    asked = table.watch_decisions("pay_unless", player=0)
    table.answer("pay_unless", True)
    resolve_stack(table)
    assert len(asked) == 1 and "{G}" in asked[0].labels[0]
    table.assert_zone("Pouncing Jaguar", Zone.BATTLEFIELD, 0)
    assert table.tapped_count(0, "Forest") == 1
    table.assert_logged(rule="702.30a", contains="Pouncing Jaguar")


@echo
def test_not_paying_sacrifices_it(table: Table) -> None:
    """CR 702.30a, 701.21a: Mogg War Marshal's controller doesn't pay {1}{R}: it is
    sacrificed, so it dies and its own trigger creates a second Goblin token."""
    cast_then_upkeep(table, "Mogg War Marshal", "Mountain", 2)
    table.answer("pay_unless", False)
    resolve_stack(table)
    table.assert_zone("Mogg War Marshal", Zone.GRAVEYARD, 0)
    assert table.names(Zone.BATTLEFIELD, 0).count("Goblin Token") == 2


@echo
def test_echo_triggers_only_the_first_upkeep(table: Table) -> None:
    """CR 702.30a, 603.4: once it was under her control as an upkeep of hers began, the
    condition is false: Pouncing Jaguar's echo doesn't trigger at her following upkeep."""
    cast_then_upkeep(table, "Pouncing Jaguar", "Forest", 1)
    table.answer("pay_unless", True)
    resolve_stack(table)
    assert echo_triggers(table) == 1
    table.library(0, "Plains", "Plains")
    table.next_turn()  # Bob's turn 4: not her upkeep
    table.go_to(Step.UPKEEP, turn=5)
    assert not table.game.ids_in(Zone.STACK)
    table.next_turn()
    assert echo_triggers(table) == 1
    table.assert_zone("Pouncing Jaguar", Zone.BATTLEFIELD, 0)


@echo
def test_the_opponents_upkeep_doesnt_trigger_it(table: Table) -> None:
    """CR 702.30a: "your upkeep": Bob's upkeep after Alice cast it doesn't trigger her echo."""
    table.lands(0, "Forest", 1)
    table.hand(0, "Pouncing Jaguar")
    table.cast("Pouncing Jaguar")
    table.resolve()
    table.library(1, "Plains")
    table.go_to(Step.UPKEEP, turn=2)
    assert not table.game.ids_in(Zone.STACK)
    assert echo_triggers(table) == 0


@echo
def test_a_cost_that_cant_be_paid_sacrifices_it_unasked(table: Table) -> None:
    """CR 118.12, 118.3: with no untapped land, Alice can't pay {G}: she is not offered to,
    Pouncing Jaguar is sacrificed."""
    cast_then_upkeep(table, "Pouncing Jaguar", "Forest", 1)
    table.find("Forest")
    table.game.tap(table.find("Forest").id)
    table.refresh()
    asked = table.watch_decisions("pay_unless")
    resolve_stack(table)
    assert asked == []
    table.assert_zone("Pouncing Jaguar", Zone.GRAVEYARD, 0)


@echo
def test_gone_before_it_resolves_nothing_happens(table: Table) -> None:
    """CR 603.4, 608.2b: Pouncing Jaguar leaves the battlefield with its echo trigger on the
    stack: nothing is paid, nothing is sacrificed."""
    cast_then_upkeep(table, "Pouncing Jaguar", "Forest", 1)
    table.game.move(table.find("Pouncing Jaguar").id, Zone.HAND, rule="400.7")
    table.refresh()
    asked = table.watch_decisions("pay_unless")
    resolve_stack(table)
    assert asked == []
    table.assert_zone("Pouncing Jaguar", Zone.HAND, 0)
    assert table.tapped_count(0, "Forest") == 0


@pytest.mark.plugins("echo", "haste")
def test_a_non_mana_echo_cost_is_paid_by_discarding(table: Table) -> None:
    """CR 702.30a, 118.12: Deepcavern Imp's "Echo—Discard a card.": Alice pays by
    discarding the card she chooses; with an empty hand she can't, and it is sacrificed."""
    cast_then_upkeep(table, "Deepcavern Imp", "Swamp", 3)
    table.hand(0, "Forest")
    table.answer("pay_unless", True)
    resolve_stack(table)
    table.assert_zone("Deepcavern Imp", Zone.BATTLEFIELD, 0)
    table.assert_zone("Forest", Zone.GRAVEYARD, 0)


@pytest.mark.plugins("echo", "haste")
def test_a_non_mana_echo_cost_unpayable_sacrifices_it(table: Table) -> None:
    """CR 118.12, 118.3: Deepcavern Imp with no card in Alice's hand: it is sacrificed."""
    cast_then_upkeep(table, "Deepcavern Imp", "Swamp", 3)
    for card in table.game.hand(0):
        table.game.move(card.id, Zone.EXILE)
    table.refresh()
    resolve_stack(table)
    table.assert_zone("Deepcavern Imp", Zone.GRAVEYARD, 0)


class _EchoCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("echo-cards", "manastack_echo", "cards.toml")]


def test_without_the_plugin_an_echo_card_is_refused_naming_it() -> None:
    """A card with echo is refused naming the keyword and the plugin."""
    table = Table.new(["echo-cards"], extra={"echo-cards": _EchoCardsOnly()})
    card = table.game.rules.card("Pouncing Jaguar")
    assert not card.playable
    assert card.missing_keywords == (("echo", "echo"),)
