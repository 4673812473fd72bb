""""Destroy target ... an opponent controls. That player may search their library for ...,
put it onto the battlefield, then shuffle." played (CR 115.1, 608.2h, 608.2d, 701.23a), and
"a land card with a basic land type" (205.3i).

"That player" is the opponent the target had to be controlled by: the one who controlled it as
it last existed chooses whether to search their own library. Boseiju, Who Endures is
activated from the hand (channel, discarding it, 113.6), {1} cheaper for each legendary
creature its controller controls (602.2b, 601.2f), and lets that player find any land card
with a basic land type, basic or not; Volatile Fault lets them find a basic land card and its
controller creates a Treasure.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

BOSEIJU = CardDef(
    name="Boseiju, Who Endures", mana_cost=None, type_line="Legendary Land",
    keywords=("Channel",),
    text="{T}: Add {G}.\nChannel \u2014 {1}{G}, Discard this card: Destroy target artifact, "
         "enchantment, or nonbasic land an opponent controls. That player may search their "
         "library for a land card with a basic land type, put it onto the battlefield, then "
         "shuffle. This ability costs {1} less to activate for each legendary creature you "
         "control.")
VOLATILE_FAULT = CardDef(
    name="Volatile Fault", mana_cost=None, type_line="Land \u2014 Cave",
    keywords=("Treasure",),
    text="{T}: Add {C}.\n{1}, {T}, Sacrifice this land: Destroy target nonbasic land an "
         "opponent controls. That player may search their library for a basic land card, put "
         "it onto the battlefield, then shuffle. You create a Treasure token.")
PERILOUS_FORAYS = CardDef(
    name="Perilous Forays", mana_cost="{3}{G}{G}", type_line="Enchantment",
    text="{1}, Sacrifice a creature: Search your library for a land card with a basic land "
         "type, put it onto the battlefield tapped, then shuffle.")
SAVANNAH = CardDef(
    name="Savannah", mana_cost=None, type_line="Land \u2014 Forest Plains",
    text="({T}: Add {G} or {W}.)")

PRINTED = (BOSEIJU, VOLATILE_FAULT, PERILOUS_FORAYS, SAVANNAH)
kit = pytest.mark.plugins(extra={"that-player-search-kit": card_pool("that-player-search-kit",
                                                                     PRINTED)})


@kit
def test_boseiju_destroys_and_the_lands_controller_fetches_a_dual(table: Table) -> None:
    """CR 113.6, 608.2h, 608.2d, 205.3i: Alice channels Boseiju from her hand at Bob's
    Volatile Fault; Bob, not Alice, is asked and searches his own library, offered Savannah
    (Forest Plains, nonbasic) and Mountain but not Wastes (no basic land type); Savannah
    enters untapped under his control, Boseiju is in Alice's graveyard."""
    table.lands(0, "Forest", 2)
    table.hand(0, "Boseiju, Who Endures")
    table.battlefield(1, "Volatile Fault")
    table.library(0, "Forest")
    table.library(1, "Savannah", "Wastes", "Mountain")
    mays = table.watch_decisions("may")
    searches = table.watch_decisions("search")
    table.activate("Boseiju, Who Endures", targets=["Volatile Fault"])
    table.assert_zone("Boseiju, Who Endures", Zone.GRAVEYARD, 0)
    savannah = table.find("Savannah", zone=Zone.LIBRARY).id
    mountain = table.find("Mountain", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("may", ("yes",)), Answer("search", (savannah,))])
    assert [d.player for d in mays] == [1]
    assert [d.player for d in searches] == [1]
    assert sorted(searches[0].options) == sorted((savannah, mountain))
    table.assert_zone("Volatile Fault", Zone.GRAVEYARD, 1)
    table.assert_zone("Savannah", Zone.BATTLEFIELD, 1)
    assert not table.find("Savannah", zone=Zone.BATTLEFIELD).tapped
    assert table.names(Zone.LIBRARY, 0) == ["Forest"]
    table.assert_logged(rule="701.24a")


@kit
def test_boseiju_costs_one_less_for_a_legendary_creature(table: Table) -> None:
    """CR 602.2b, 601.2f: with Isamaru, Hound of Konda, the channel cost is {G}: one Forest
    pays for it; Bob declines to search (608.2d) and his library is untouched."""
    table.lands(0, "Forest", 1)
    table.battlefield(0, "Isamaru, Hound of Konda")
    table.hand(0, "Boseiju, Who Endures")
    table.battlefield(1, "Volatile Fault")
    table.library(1, "Savannah", "Mountain")
    theirs = table.names(Zone.LIBRARY, 1)
    table.activate("Boseiju, Who Endures", targets=["Volatile Fault"])
    table.resolve(answers=[Answer("may", ("no",))])
    table.assert_zone("Volatile Fault", Zone.GRAVEYARD, 1)
    assert table.names(Zone.LIBRARY, 1) == theirs


@kit
def test_boseiju_cant_target_a_land_of_its_controller(table: Table) -> None:
    """CR 115.1, 732: "an opponent controls": Alice's own Volatile Fault can't be the target;
    nothing happens, Boseiju stays in her hand."""
    table.lands(0, "Forest", 2)
    table.hand(0, "Boseiju, Who Endures")
    table.battlefield(0, "Volatile Fault")
    table.assert_illegal(table.activate, "Boseiju, Who Endures", targets=["Volatile Fault"])
    table.assert_zone("Boseiju, Who Endures", Zone.HAND, 0)
    table.assert_zone("Volatile Fault", Zone.BATTLEFIELD, 0)


@kit
def test_volatile_fault_destroys_a_nonbasic_and_that_player_fetches_a_basic(
        table: Table) -> None:
    """CR 608.2h, 701.23a: Bob's Savannah destroyed, Bob searches for a basic land card
    (Savannah's twin is not offered: not basic) and his Mountain enters untapped; Alice, the
    Fault's controller, creates a Treasure (111.10a)."""
    table.lands(0, "Wastes", 1)
    table.battlefield(0, "Volatile Fault")
    table.battlefield(1, "Savannah")
    table.library(1, "Savannah", "Mountain")
    searches = table.watch_decisions("search")
    table.activate("Volatile Fault", targets=[table.find("Savannah", player=1).id])
    mountain = table.find("Mountain", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("may", ("yes",)), Answer("search", (mountain,))])
    assert [d.player for d in searches] == [1]
    assert list(searches[0].options) == [mountain]
    table.assert_zone("Mountain", Zone.BATTLEFIELD, 1)
    assert table.names(Zone.GRAVEYARD, 1) == ["Savannah"]
    assert table.names(Zone.GRAVEYARD, 0) == ["Volatile Fault"]
    assert "Treasure Token" in table.names(Zone.BATTLEFIELD, 0)


@kit
def test_perilous_forays_finds_a_land_with_a_basic_land_type(table: Table) -> None:
    """CR 205.3i, 701.23a: sacrificing Grizzly Bears, Alice may find Savannah or Forest, not
    Wastes; Savannah enters tapped."""
    table.battlefield(0, "Perilous Forays", "Grizzly Bears")
    table.lands(0, "Wastes", 1)
    table.library(0, "Wastes", "Savannah", "Forest")
    searches = table.watch_decisions("search")
    table.activate("Perilous Forays", sacrifice=["Grizzly Bears"])
    savannah = table.find("Savannah", zone=Zone.LIBRARY).id
    forest = table.find("Forest", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("search", (savannah,))])
    assert sorted(searches[0].options) == sorted((savannah, forest))
    assert table.find("Savannah", zone=Zone.BATTLEFIELD).tapped


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
