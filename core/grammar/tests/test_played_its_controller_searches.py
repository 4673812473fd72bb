""""Its controller may search their library for a basic land card, ..." played (CR 608.2h,
608.2d, 701.23a, 701.24a).

Path to Exile exiles the target creature; the player who controlled it as it last existed
(608.2h), not the caster, chooses whether to search (608.2d) their own library for a basic land
card, which enters tapped under their control; then that library is shuffled. Assassin's
Trophy destroys the permanent and its controller's land enters untapped. Both come with their
exact Oracle text (the test at the end compares them with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

PATH_TO_EXILE = CardDef(
    name="Path to Exile", mana_cost="{W}", type_line="Instant",
    text="Exile target creature. Its controller may search their library for a basic land "
         "card, put that card onto the battlefield tapped, then shuffle.")
ASSASSINS_TROPHY = CardDef(
    name="Assassin's Trophy", mana_cost="{B}{G}", type_line="Instant",
    text="Destroy target permanent an opponent controls. Its controller may search their "
         "library for a basic land card, put it onto the battlefield, then shuffle.")

CONTROL_MAGIC = CardDef(
    name="Control Magic", mana_cost="{2}{U}{U}", type_line="Enchantment \u2014 Aura",
    text="Enchant creature\nYou control enchanted creature.")

PRINTED = (PATH_TO_EXILE, ASSASSINS_TROPHY, CONTROL_MAGIC)
kit = pytest.mark.plugins(extra={"its-controller-kit": card_pool("its-controller-kit",
                                                                 PRINTED)})


@kit
def test_path_to_exile_lets_the_exiled_creatures_controller_fetch_a_tapped_basic(
        table: Table) -> None:
    """CR 608.2h, 608.2d, 701.23a: the opponent is asked, searches their own library (only
    the basic land is offered), the Forest enters tapped under their control, their library is
    shuffled (701.24a); the caster's library is untouched."""
    table.lands(0, "Plains", 1)
    table.hand(0, "Path to Exile")
    table.battlefield(1, "Grizzly Bears")
    table.library(0, "Plains", "Island")
    table.library(1, "Forest", "Hill Giant", "Wastes")
    mine = table.names(Zone.LIBRARY, 0)
    mays = table.watch_decisions("may")
    searches = table.watch_decisions("search")
    table.cast("Path to Exile", targets=["Grizzly Bears"])
    forest = table.find("Forest", zone=Zone.LIBRARY).id
    wastes = table.find("Wastes", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("may", ("yes",)), Answer("search", (forest,))])
    assert [d.player for d in mays] == [1]
    assert [d.player for d in searches] == [1]
    assert sorted(searches[0].options) == sorted((forest, wastes))
    table.assert_zone("Grizzly Bears", Zone.EXILE, 1)
    table.assert_zone("Forest", Zone.BATTLEFIELD, 1)
    assert table.find("Forest", zone=Zone.BATTLEFIELD).tapped
    assert table.names(Zone.LIBRARY, 0) == mine
    assert sorted(table.names(Zone.LIBRARY, 1)) == ["Hill Giant", "Wastes"]
    table.assert_logged(rule="701.24a")


@kit
def test_path_to_exile_the_controller_may_decline(table: Table) -> None:
    """CR 608.2d: declined, no search and no shuffle: the library stays as it was."""
    table.lands(0, "Plains", 1)
    table.hand(0, "Path to Exile")
    table.battlefield(1, "Grizzly Bears")
    table.library(1, "Forest", "Hill Giant", "Island")
    theirs = table.names(Zone.LIBRARY, 1)
    table.cast("Path to Exile", targets=["Grizzly Bears"])
    table.resolve(answers=[Answer("may", ("no",))])
    table.assert_zone("Grizzly Bears", Zone.EXILE, 1)
    assert table.names(Zone.LIBRARY, 1) == theirs
    assert table.names(Zone.BATTLEFIELD, 1) == []


@kit
def test_assassins_trophy_its_controllers_basic_enters_untapped(table: Table) -> None:
    """CR 608.2h: the destroyed permanent's controller searches; the land enters untapped."""
    table.lands(0, "Swamp", 1)
    table.lands(0, "Forest", 1)
    table.hand(0, "Assassin's Trophy")
    table.battlefield(1, "Sol Ring")
    table.library(1, "Hill Giant", "Island")
    table.cast("Assassin's Trophy", targets=["Sol Ring"])
    island = table.find("Island", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("may", ("yes",)), Answer("search", (island,))])
    table.assert_zone("Sol Ring", Zone.GRAVEYARD, 1)
    table.assert_zone("Island", Zone.BATTLEFIELD, 1)
    assert not table.find("Island", zone=Zone.BATTLEFIELD).tapped


@kit
def test_path_to_exile_asks_who_controlled_the_stolen_creature(table: Table) -> None:
    """CR 608.2h, 613.1b: Alice controls Bob's Grizzly Bears through Control Magic (layer 2);
    exiled, "its controller" is Alice, who controlled it as it last existed, not Bob, its
    owner and the object's own controller field."""
    table.lands(0, "Island", 4)
    table.lands(0, "Plains", 1)
    table.hand(0, "Control Magic", "Path to Exile")
    table.battlefield(1, "Grizzly Bears")
    table.library(0, "Plains", "Island")
    table.library(1, "Forest", "Wastes")
    table.cast("Control Magic", targets=["Grizzly Bears"])
    table.resolve()
    assert table.game.controller(table.find("Grizzly Bears").id) == 0
    mays = table.watch_decisions("may")
    searches = table.watch_decisions("search")
    table.cast("Path to Exile", targets=["Grizzly Bears"])
    plains = table.find("Plains", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("may", ("yes",)), Answer("search", (plains,))])
    assert [d.player for d in mays] == [0]
    assert [d.player for d in searches] == [0]
    table.assert_zone("Grizzly Bears", Zone.EXILE, 1)
    table.assert_zone("Plains", Zone.BATTLEFIELD, 0)
    assert sorted(table.names(Zone.LIBRARY, 1)) == ["Forest", "Wastes"]


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
