"""Read ahead (CR 702.155, 714.3a, 714.2b): the manastack-read_ahead plugin alone, playing
printed cards.

Grizzly Bears, Hill Giant and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Answer, Rules, Step, TomlCardSource, Zone

read_ahead = pytest.mark.plugins("read_ahead")

GIX = "The Cruelty of Gix"


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("read-ahead-cards", "manastack_read_ahead",
                                         "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@read_ahead
def test_read_ahead_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.155: "Read ahead" (reminder text removed) is the plugin's keyword."""
    assert rules.ruleset.plugin_of_keyword("read ahead") == "read_ahead"
    for name in (GIX, "The World Spell"):
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert "read ahead" in rules.printed(card).keywords


def cast_gix(table: Table, chapter: int) -> list[tuple[int, ...]]:
    """Alice casts The Cruelty of Gix and chooses ``chapter`` as it enters; the options she
    was offered are returned."""
    for player in (0, 1):
        table.library(player, *["Plains"] * 5)
    table.lands(0, "Swamp", 5)
    table.hand(0, GIX)
    offered = table.watch_decisions("read_ahead")
    table.cast(GIX)
    table.resolve(answers=[Answer("read_ahead", (chapter,))])
    return [d.options for d in offered]


@read_ahead
def test_702_155b_enters_with_the_chosen_number(table: Table) -> None:
    """CR 702.155b, 714.3a: Alice chooses 2 of 1 to 3: two lore counters (not one more);
    only chapter II triggers (702.155a): she searches for Hill Giant and loses 3 life."""
    table.graveyard(1, "Grizzly Bears")
    options = cast_gix(table, 2)
    assert options == [(1, 2, 3)]
    table.assert_counters(GIX, "lore", 2)
    table.library(0, "Hill Giant")
    table.resolve(answers=[Answer("search", ("Hill Giant",))])
    assert "Hill Giant" in table.names(Zone.HAND, 0)
    table.assert_life(0, 17)
    assert not table.game.ids_in(Zone.STACK)  # chapter I did not trigger
    table.assert_logged(rule="702.155b", contains="enters with 2 lore counter")


@read_ahead
def test_702_155a_chapter_three_at_once(table: Table) -> None:
    """CR 702.155a, 714.4: chosen 3, only chapter III triggers: Alice puts Bob's Grizzly
    Bears from his graveyard onto the battlefield under her control; the Saga is then
    sacrificed (its final chapter has resolved)."""
    table.graveyard(1, "Grizzly Bears")
    table.hand(1, "Hill Giant")
    cast_gix(table, 3)
    table.resolve(answers=[Answer("targets", (table.find("Grizzly Bears").id,))])
    resolve_stack(table)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    assert table.names(Zone.HAND, 1) == ["Hill Giant"]  # chapter I did not trigger
    table.assert_life(0, 20)  # nor chapter II
    table.assert_zone(GIX, Zone.GRAVEYARD, 0)


@read_ahead
def test_714_3b_the_next_chapter_triggers_next_turn(table: Table) -> None:
    """CR 714.3b, 702.155a: chosen 2, the next turn of Alice a lore counter makes 3 as her
    precombat main phase begins: chapter III triggers (a later turn: no restriction)."""
    table.graveyard(1, "Grizzly Bears")
    cast_gix(table, 2)
    table.library(0, "Hill Giant")
    table.resolve(answers=[Answer("search", ("Hill Giant",))])
    table.next_turn()
    table.next_turn()
    table.go_to(Step.MAIN1)
    table.assert_counters(GIX, "lore", 3)
    table.resolve(answers=[Answer("targets", (table.find("Grizzly Bears").id,))])
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
