"""Fading (CR 702.32, 614.1c, 503.1): the manastack-fading plugin alone, playing printed
cards.

The basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Rules, TomlCardSource, Zone, hookimpl

fading = pytest.mark.plugins("fading")

RIDGEBACK = "Skyshroud Ridgeback"


def libraries(table: Table) -> None:
    for player in (0, 1):
        table.library(player, *["Forest"] * 8)


def cast_ridgeback(table: Table) -> None:
    """Alice casts Skyshroud Ridgeback (2/3, fading 2) with a Forest."""
    table.lands(0, "Forest", 1)
    table.hand(0, RIDGEBACK)
    table.cast(RIDGEBACK)
    table.resolve()


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("fading-cards", "manastack_fading", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@fading
def test_fading_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.32a: "Fading 3" is the plugin's: the counters it enters with and the upkeep
    trigger named by the keyword; Cloudskate's flying is the kernel's."""
    assert rules.ruleset.plugin_of_keyword("fading") == "fading"
    card = rules.card("Cloudskate")
    assert card.playable
    assert [getattr(a, "keyword", None) for a in card.abilities] == ["flying", None, "fading"]


@fading
def test_702_32a_it_enters_with_its_fade_counters(table: Table) -> None:
    """CR 702.32a, 614.1c, 122.6: the cast Skyshroud Ridgeback enters with two fade counters."""
    cast_ridgeback(table)
    table.assert_zone(RIDGEBACK, Zone.BATTLEFIELD, 0)
    table.assert_counters(RIDGEBACK, "fade", 2)


@fading
def test_702_32a_one_counter_each_of_your_upkeeps_then_sacrificed(table: Table) -> None:
    """CR 702.32a, 503.1: at each of Alice's upkeeps a fade counter is removed (2, 1, 0); at
    the next, with none to remove, Skyshroud Ridgeback is sacrificed (701.21a). Bob's
    upkeeps don't trigger it ("your upkeep")."""
    libraries(table)
    cast_ridgeback(table)
    table.next_turn()  # Bob's turn: not Alice's upkeep
    table.assert_counters(RIDGEBACK, "fade", 2)
    table.next_turn()
    table.assert_counters(RIDGEBACK, "fade", 1)
    table.assert_logged(rule="702.32a", contains="a fade counter is removed")
    table.next_turn()
    table.next_turn()
    table.assert_counters(RIDGEBACK, "fade", 0)
    table.assert_zone(RIDGEBACK, Zone.BATTLEFIELD, 0)
    table.next_turn()
    table.next_turn()
    table.assert_zone(RIDGEBACK, Zone.GRAVEYARD, 0)
    table.assert_logged(rule="702.32a", contains="it is sacrificed")


@fading
def test_702_32a_with_no_fade_counter_it_is_sacrificed_at_once(table: Table) -> None:
    """CR 702.32a: Cloudskate on the battlefield with no fade counter (put there without
    entering with them): at Alice's next upkeep it can't lose one and is sacrificed."""
    libraries(table)
    table.battlefield(0, "Cloudskate")
    table.assert_counters("Cloudskate", "fade", 0)
    table.next_turn()
    table.next_turn()
    table.assert_zone("Cloudskate", Zone.GRAVEYARD, 0)


class _FadingCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("fading-cards", "manastack_fading", "cards.toml")]


def test_without_the_plugin_a_fading_card_is_refused_naming_it() -> None:
    """A card with fading is refused naming the keyword and the plugin."""
    table = Table.new(["fading-cards"], extra={"fading-cards": _FadingCardsOnly()})
    card = table.game.rules.card(RIDGEBACK)
    assert not card.playable
    assert card.missing_keywords == (("fading", "fading"),)
