""""Look at target player's hand. You may choose a nonland card from it. If you do, ..." played
(CR 608.2c-d, 701.20a, 401.4, 121.1).

The controller may choose one nonland card of the hand looked at or revealed, or none; "If
you do" is true only if one was chosen (none can be when the hand holds only lands), "If you
don't" only if none was. Vendilion Clique's chosen card is revealed, put on the bottom of its
owner's library, and that player draws a card.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import PlayerRef, Zone

VENDILION_CLIQUE = CardDef(
    name="Vendilion Clique", mana_cost="{1}{U}{U}",
    type_line="Legendary Creature \u2014 Faerie Wizard", power="3", toughness="1",
    keywords=("Flash", "Flying"),
    text="Flash\nFlying\nWhen Vendilion Clique enters, look at target player's hand. You may "
         "choose a nonland card from it. If you do, that player reveals the chosen card, puts "
         "it on the bottom of their library, then draws a card.")
NIGHTSNARE = CardDef(
    name="Nightsnare", mana_cost="{3}{B}", type_line="Sorcery",
    text="Target opponent reveals their hand. You may choose a nonland card from it. If you "
         "do, that player discards that card. If you don't, that player discards two cards.")

PRINTED = (VENDILION_CLIQUE, NIGHTSNARE)
kit = pytest.mark.plugins(extra={"may-choose-kit": card_pool("may-choose-kit", PRINTED)})


@kit
def test_vendilion_clique_bottoms_the_chosen_card_and_that_player_draws(
        table: Table) -> None:
    """CR 701.20a, 401.4, 121.1: Alice chooses Bob's Lightning Bolt (Forest is not offered):
    Bob reveals it, it goes to the bottom of his library, and he draws his top card."""
    table.hand(1, "Lightning Bolt", "Forest")
    table.library(1, "Grizzly Bears", "Mountain")
    table.lands(0, "Island", 3)
    table.hand(0, "Vendilion Clique")
    table.cast("Vendilion Clique")
    chooses = table.watch_decisions("choose")
    table.resolve(answers=[Answer("targets", (PlayerRef(1),))])  # the trigger's target
    bolt = table.find("Lightning Bolt", zone=Zone.HAND).id
    table.resolve(answers=[Answer("choose", (bolt,))])
    assert [d.player for d in chooses] == [0]
    assert list(chooses[0].options) == [bolt]
    assert sorted(table.names(Zone.HAND, 1)) == ["Forest", "Grizzly Bears"]
    assert table.names(Zone.LIBRARY, 1) == ["Mountain", "Lightning Bolt"]
    table.assert_logged(rule="701.20a", contains="reveals Lightning Bolt")


@kit
def test_vendilion_clique_choosing_nothing_draws_nothing(table: Table) -> None:
    """CR 608.2d, 608.2c: Alice chooses no card: Bob's hand and library are unchanged."""
    table.hand(1, "Lightning Bolt")
    table.library(1, "Grizzly Bears")
    table.lands(0, "Island", 3)
    table.hand(0, "Vendilion Clique")
    table.cast("Vendilion Clique")
    table.resolve(answers=[Answer("targets", (PlayerRef(1),))])
    table.resolve(answers=[Answer("choose", ())])
    assert table.names(Zone.HAND, 1) == ["Lightning Bolt"]
    assert table.names(Zone.LIBRARY, 1) == ["Grizzly Bears"]


@kit
def test_vendilion_clique_a_hand_of_lands_gives_no_choice(table: Table) -> None:
    """CR 609.3, 608.2c: Bob holds only lands: nothing is chosen, Bob draws nothing."""
    table.hand(1, "Forest", "Mountain")
    table.library(1, "Grizzly Bears")
    chooses = table.watch_decisions("choose")
    table.lands(0, "Island", 3)
    table.hand(0, "Vendilion Clique")
    table.cast("Vendilion Clique")
    table.resolve(answers=[Answer("targets", (PlayerRef(1),))])
    table.resolve()
    assert chooses == []
    table.assert_logged(rule="609.3", contains="no nonland card in Bob's hand")
    assert sorted(table.names(Zone.HAND, 1)) == ["Forest", "Mountain"]
    assert table.names(Zone.LIBRARY, 1) == ["Grizzly Bears"]


@kit
def test_vendilion_clique_on_its_controller(table: Table) -> None:
    """CR 115.1: "target player" may be Alice herself: she bottoms her Lightning Bolt and
    draws."""
    table.library(0, "Grizzly Bears")
    table.lands(0, "Island", 3)
    table.hand(0, "Vendilion Clique", "Lightning Bolt")
    table.cast("Vendilion Clique")
    table.resolve(answers=[Answer("targets", (PlayerRef(0),))])
    bolt = table.find("Lightning Bolt", zone=Zone.HAND).id
    table.resolve(answers=[Answer("choose", (bolt,))])
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]
    assert table.names(Zone.LIBRARY, 0) == ["Lightning Bolt"]


@kit
def test_nightsnare_choosing_nothing_makes_that_player_discard_two(table: Table) -> None:
    """CR 608.2c: "If you don't": Alice chooses no card, so Bob discards two cards of his
    choice; choosing one, only that card is discarded."""
    table.lands(0, "Swamp", 4)
    table.hand(0, "Nightsnare")
    table.hand(1, "Lightning Bolt", "Forest", "Mountain")
    table.cast("Nightsnare", targets=[PlayerRef(1)])
    table.resolve(answers=[Answer("choose", ()),
                           Answer("discard", ("Forest", "Mountain"), player=1)])
    assert table.names(Zone.HAND, 1) == ["Lightning Bolt"]


@kit
def test_nightsnare_the_chosen_card_alone_is_discarded(table: Table) -> None:
    table.lands(0, "Swamp", 4)
    table.hand(0, "Nightsnare")
    table.hand(1, "Lightning Bolt", "Forest", "Mountain")
    table.cast("Nightsnare", targets=[PlayerRef(1)])
    bolt = table.find("Lightning Bolt", zone=Zone.HAND).id
    table.resolve(answers=[Answer("choose", (bolt,))])
    assert sorted(table.names(Zone.HAND, 1)) == ["Forest", "Mountain"]
    assert table.names(Zone.GRAVEYARD, 1) == ["Lightning Bolt"]


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
