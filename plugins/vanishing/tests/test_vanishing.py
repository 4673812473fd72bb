"""Vanishing (CR 702.63, 614.1c, 503.1, 603.4): the manastack-vanishing plugin alone,
playing printed cards.

The basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Rules, TomlCardSource, Zone, hookimpl

vanishing = pytest.mark.plugins("vanishing")

AVEN = "Aven Riftwatcher"


def libraries(table: Table) -> None:
    for player in (0, 1):
        table.library(player, *["Plains"] * 10)


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def cast_aven(table: Table) -> None:
    """Alice casts Aven Riftwatcher (2/3, flying, vanishing 3; gains 2 life as it enters)."""
    table.lands(0, "Plains", 3)
    table.hand(0, AVEN)
    table.cast(AVEN)
    table.resolve()
    resolve_stack(table)


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("vanishing-cards", "manastack_vanishing", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@vanishing
def test_vanishing_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.63a: "Vanishing 4" is the plugin's: the counters it enters with and two
    triggered abilities named by the keyword; Calciderm's shroud is the kernel's."""
    assert rules.ruleset.plugin_of_keyword("vanishing") == "vanishing"
    card = rules.card("Calciderm")
    assert card.playable
    assert [getattr(a, "keyword", None) for a in card.abilities] == [
        "shroud", None, "vanishing", "vanishing"]


@vanishing
def test_702_63a_a_counter_each_upkeep_and_sacrificed_as_the_last_goes(table: Table) -> None:
    """CR 702.63a: Aven Riftwatcher enters with three time counters (614.1c); one is removed
    at each of Alice's upkeeps (none at Bob's); as the last is removed it is sacrificed, and
    its "leaves the battlefield" trigger gains Alice 2 more life."""
    libraries(table)
    cast_aven(table)
    table.assert_counters(AVEN, "time", 3)
    table.assert_life(0, 22)
    table.next_turn()  # Bob's turn: not Alice's upkeep
    table.assert_counters(AVEN, "time", 3)
    table.next_turn()
    table.assert_counters(AVEN, "time", 2)
    table.assert_logged(rule="702.63a", contains="a time counter is removed")
    table.next_turn()
    table.next_turn()
    table.assert_counters(AVEN, "time", 1)
    table.next_turn()
    table.next_turn()
    table.assert_zone(AVEN, Zone.GRAVEYARD, 0)
    table.assert_logged(rule="702.63a", contains="the last time counter was removed")
    table.assert_life(0, 24)


@vanishing
def test_603_4_with_no_time_counter_nothing_triggers(table: Table) -> None:
    """CR 702.63a, 603.4: Calciderm on the battlefield without time counters (it didn't
    enter with them): the upkeep ability doesn't trigger, no last counter is ever removed,
    it stays."""
    libraries(table)
    table.battlefield(0, "Calciderm")
    table.next_turn()
    table.next_turn()
    table.next_turn()
    table.next_turn()
    table.assert_zone("Calciderm", Zone.BATTLEFIELD, 0)
    assert not table.logged(rule="702.63a")


class _VanishingCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("vanishing-cards", "manastack_vanishing",
                                            "cards.toml")]


def test_without_the_plugin_a_vanishing_card_is_refused_naming_it() -> None:
    """A card with vanishing is refused naming the keyword and the plugin."""
    table = Table.new(["vanishing-cards"], extra={"vanishing-cards": _VanishingCardsOnly()})
    card = table.game.rules.card("Calciderm")
    assert not card.playable
    assert card.missing_keywords == (("vanishing", "vanishing"),)
