"""Champion (CR 702.72, 607.2a, 400.7): the manastack-champion plugin alone, playing
printed cards.

Grizzly Bears, Lightning Bolt and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Answer, Rules, TomlCardSource, Zone

champion = pytest.mark.plugins("champion")

CHASER = "Nova Chaser"
CRAFTER = "Lightning Crafter"


def libraries(table: Table) -> None:
    for player in (0, 1):
        table.library(player, *["Plains"] * 10)


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("champion-cards", "manastack_champion", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@champion
def test_champion_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.72a: "Champion an Elemental" (reminder text removed) is the plugin's two
    triggers."""
    assert rules.ruleset.plugin_of_keyword("champion") == "champion"
    for name in (CHASER, CRAFTER, "Supreme Exemplar", "Wren's Run Packmaster"):
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert "champion" in rules.printed(card).keywords


def cast_chaser(table: Table) -> None:
    """Alice casts Nova Chaser (10/2 trample, champion an Elemental); it resolves and its
    enters trigger goes on the stack."""
    table.lands(0, "Mountain", 4)
    table.hand(0, CHASER)
    table.cast(CHASER)
    table.resolve()


@champion
def test_702_72a_exiles_another_elemental(table: Table) -> None:
    """CR 702.72a, 702.72c: Alice exiles her Air Elemental, an
    Elemental: it is championed; the Chaser stays."""
    table.battlefield(0, "Air Elemental")
    offered = table.watch_decisions("champion")
    cast_chaser(table)
    table.resolve(answers=[Answer("champion", (table.find("Air Elemental").id,))])
    [decision] = offered
    assert decision.min == 0 and len(decision.options) == 1
    table.assert_zone("Air Elemental", Zone.EXILE)
    table.assert_zone(CHASER, Zone.BATTLEFIELD, 0)
    table.assert_logged(rule="702.72c", contains="championed")


@champion
def test_702_72a_no_elemental_sacrifices_it(table: Table) -> None:
    """CR 702.72a: with only Grizzly Bears (not an Elemental) the Chaser is sacrificed and
    nothing is asked; the Bears stay."""
    table.battlefield(0, "Grizzly Bears")
    offered = table.watch_decisions("champion")
    cast_chaser(table)
    table.resolve()
    assert offered == []
    table.assert_zone(CHASER, Zone.GRAVEYARD, 0)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_logged(rule="702.72a", contains="is sacrificed")


@champion
def test_702_72a_may_choose_to_sacrifice_it(table: Table) -> None:
    """CR 702.72a: "unless you exile": Alice may exile nothing and sacrifice the Chaser."""
    table.battlefield(0, "Air Elemental")
    cast_chaser(table)
    table.resolve(answers=[Answer("champion", ())])
    table.assert_zone(CHASER, Zone.GRAVEYARD, 0)
    table.assert_zone("Air Elemental", Zone.BATTLEFIELD, 0)


@champion
def test_702_72b_leaving_returns_the_championed_card(table: Table) -> None:
    """CR 702.72a-b, 607.2a: Alice's Lightning Bolt kills her Chaser (2 toughness): the
    Air Elemental it championed returns to the battlefield under Alice's control."""
    table.battlefield(0, "Air Elemental")
    cast_chaser(table)
    table.resolve(answers=[Answer("champion", (table.find("Air Elemental").id,))])
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=[CHASER])
    table.resolve()
    table.assert_zone(CHASER, Zone.GRAVEYARD, 0)
    resolve_stack(table)
    table.assert_zone("Air Elemental", Zone.BATTLEFIELD, 0)
    table.assert_logged(rule="702.72a", contains="returns to the battlefield")


@champion
def test_702_72a_or_shaman(table: Table) -> None:
    """CR 702.72a: "Champion a Goblin or Shaman": Lightning Crafter may exile another
    Lightning Crafter (a Goblin Shaman) but not Grizzly Bears."""
    table.battlefield(0, "Grizzly Bears", CRAFTER)
    first = table.find(CRAFTER)
    offered = table.watch_decisions("champion")
    table.lands(0, "Mountain", 4)
    table.hand(0, CRAFTER)
    table.cast(CRAFTER)
    table.resolve()
    table.resolve(answers=[Answer("champion", (first.id,))])
    [decision] = offered
    assert decision.options == (first.id,)
    assert table.names(Zone.EXILE) == [CRAFTER]


@champion
def test_400_7_a_returned_champion_is_a_new_object(table: Table) -> None:
    """CR 702.72a, 400.7: Nova Chaser champions Supreme Exemplar (itself a champion); the
    Chaser dies, the Exemplar returns as a new object, its own champion trigger finds no
    other Elemental, and it is sacrificed: its leaving returns nothing."""
    table.battlefield(0, "Supreme Exemplar")
    cast_chaser(table)
    table.resolve(answers=[Answer("champion", (table.find("Supreme Exemplar").id,))])
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=[CHASER])
    resolve_stack(table)
    table.assert_zone("Supreme Exemplar", Zone.GRAVEYARD, 0)
    table.assert_logged(rule="702.72b", contains="no championed card is in exile")
