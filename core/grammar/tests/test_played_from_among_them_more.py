"""Printed "You may reveal a creature card with power N or less from among them and put it
into your hand.", "You may put a land card from among them onto the battlefield tapped." and
"You may put a permanent card from among the milled cards into your hand.", played (CR 608.2c,
608.2d, 401.3, 701.17a, 110.5b), and "You may reveal a historic card from among them and put it
into your hand." (700.6), and "Put all land cards revealed this way into your hand and the rest
into your graveyard." (701.20a).

Living Phone offers only the creature cards with power 2 or less among the five looked at;
Elvish Rejuvenator's land enters tapped; Rapid Rescue offers the permanent cards among the two
it milled. "May": choosing none is a legal answer, and the cards stay where they were put.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, by_name, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

LIVING_PHONE = CardDef(
    name="Living Phone", mana_cost="{2}{W}", type_line="Artifact Creature — Toy", power="2",
    toughness="1",
    text="When this creature dies, look at the top five cards of your library. You may reveal "
         "a creature card with power 2 or less from among them and put it into your hand. Put "
         "the rest on the bottom of your library in a random order.")
ELVISH_REJUVENATOR = CardDef(
    name="Elvish Rejuvenator", mana_cost="{2}{G}", type_line="Creature — Elf Druid", power="1",
    toughness="1",
    text="When this creature enters, look at the top five cards of your library. You may put a "
         "land card from among them onto the battlefield tapped. Put the rest on the bottom of "
         "your library in a random order.")
RAPID_RESCUE = CardDef(
    name="Rapid Rescue", mana_cost="{G}", type_line="Instant", keywords=("Mill",),
    text="Mill two cards. You may put a permanent card from among the milled cards into your "
         "hand. You gain 2 life. (To mill two cards, put the top two cards of your library into "
         "your graveyard.)")

BOARD_THE_WEATHERLIGHT = CardDef(
    name="Board the Weatherlight", mana_cost="{1}{W}", type_line="Sorcery",
    text="Look at the top five cards of your library. You may reveal a historic card from among "
         "them and put it into your hand. Put the rest on the bottom of your library in a random "
         "order. (Artifacts, legendaries, and Sagas are historic.)")

BORBORYGMOS_ENRAGED = CardDef(
    name="Borborygmos Enraged", mana_cost="{4}{R}{R}{G}{G}",
    type_line="Legendary Creature — Cyclops", power="7", toughness="6",
    text="Trample\nWhenever Borborygmos Enraged deals combat damage to a player, reveal the top "
         "three cards of your library. Put all land cards revealed this way into your hand and "
         "the rest into your graveyard.\nDiscard a land card: Borborygmos Enraged deals 3 damage "
         "to any target.")

PRINTED = (LIVING_PHONE, ELVISH_REJUVENATOR, RAPID_RESCUE, BOARD_THE_WEATHERLIGHT,
           BORBORYGMOS_ENRAGED)
kit = pytest.mark.plugins(extra={"among-more-kit": card_pool("among-more-kit", PRINTED)})
TOP_FIVE = ("Hill Giant", "Grizzly Bears", "Forest", "Llanowar Elves", "Shock")


@kit
def test_living_phone_offers_creatures_with_power_two_or_less(table: Table) -> None:
    """CR 603.6c, 608.2c: it dies; among the top five, Grizzly Bears and Llanowar Elves are
    offered (Hill Giant's power is 3); the Bears go to the hand, the rest to the bottom."""
    table.battlefield(0, "Living Phone")
    table.hand(0, "Shock")
    table.lands(0, "Mountain", 1)
    table.library(0, *TOP_FIVE, "Island")
    choices = table.watch_decisions("choose")
    table.cast("Shock", targets=["Living Phone"])
    table.resolve()  # Shock: the Phone dies
    bears = table.find("Grizzly Bears", zone=Zone.LIBRARY).id
    elves = table.find("Llanowar Elves", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("choose", (bears,))])  # the dies trigger
    assert sorted(choices[0].options) == sorted((bears, elves))
    assert choices[0].min == 0
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]
    assert table.names(Zone.LIBRARY, 0)[0] == "Island"
    assert len(table.names(Zone.LIBRARY, 0)) == 5
    table.assert_logged(rule="701.20a", contains="reveals Grizzly Bears")


@kit
def test_living_phone_may_take_none(table: Table) -> None:
    """CR 608.2d: "may": none chosen, all five go to the bottom."""
    table.battlefield(0, "Living Phone")
    table.hand(0, "Shock")
    table.lands(0, "Mountain", 1)
    table.library(0, *TOP_FIVE, "Island")
    table.cast("Shock", targets=["Living Phone"])
    table.resolve()
    table.resolve(answers=[Answer("choose", ())])
    assert table.names(Zone.HAND, 0) == []
    assert table.names(Zone.LIBRARY, 0)[0] == "Island"


@kit
def test_elvish_rejuvenator_puts_a_land_onto_the_battlefield_tapped(table: Table) -> None:
    """CR 110.5b: the land chosen among the five enters tapped; only land cards are offered."""
    table.hand(0, "Elvish Rejuvenator")
    table.lands(0, "Forest", 3)
    table.library(0, *TOP_FIVE, "Island")
    choices = table.watch_decisions("choose")
    table.cast("Elvish Rejuvenator")
    table.resolve()  # the creature spell
    forest = table.find("Forest", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("choose", (forest,))])
    assert list(choices[0].options) == [forest]
    new_forest = [o for o in table.game.battlefield(0) if o.card.name == "Forest"]
    assert len(new_forest) == 4
    assert sum(1 for o in new_forest if o.tapped) == 4  # three paid the spell, one entered tapped
    assert table.names(Zone.LIBRARY, 0)[0] == "Island"


@kit
def test_rapid_rescue_puts_a_milled_permanent_card_into_your_hand(table: Table) -> None:
    """CR 701.17a, 608.2c: Shock and Grizzly Bears milled: only the Bears (a permanent card)
    are offered; then 2 life."""
    table.hand(0, "Rapid Rescue")
    table.lands(0, "Forest", 1)
    table.library(0, "Shock", "Grizzly Bears", "Island")
    choices = table.on_decision("choose", by_name("Grizzly Bears"))
    table.cast("Rapid Rescue")
    table.resolve()
    assert len(choices[0].options) == 1 and choices[0].labels[0].startswith("Grizzly Bears")
    assert choices[0].min == 0
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Rapid Rescue", "Shock"]
    assert table.names(Zone.LIBRARY, 0) == ["Island"]
    table.assert_life(0, 22)


@kit
def test_board_the_weatherlight_offers_the_historic_cards(table: Table) -> None:
    """CR 700.6: an artifact (Sol Ring) and a legendary card (Isamaru) are historic; Grizzly
    Bears, Forest and Shock are not. Isamaru is revealed and put into the hand."""
    table.hand(0, "Board the Weatherlight")
    table.lands(0, "Plains", 2)
    table.library(0, "Grizzly Bears", "Sol Ring", "Forest", "Isamaru, Hound of Konda", "Shock",
                  "Island")
    choices = table.watch_decisions("choose")
    table.cast("Board the Weatherlight")
    ring = table.find("Sol Ring", zone=Zone.LIBRARY).id
    isamaru = table.find("Isamaru, Hound of Konda", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("choose", (isamaru,))])
    assert sorted(choices[0].options) == sorted((ring, isamaru))
    assert choices[0].min == 0
    assert table.names(Zone.HAND, 0) == ["Isamaru, Hound of Konda"]
    assert table.names(Zone.LIBRARY, 0)[0] == "Island"
    table.assert_logged(rule="701.20a", contains="reveals Isamaru")


@kit
def test_borborygmos_enraged_puts_every_revealed_land_into_your_hand(table: Table) -> None:
    """CR 510.3a, 701.20a, 608.2c: combat damage to Bob: the top three are revealed; both
    lands go to the hand (all of them: no choice), Shock to the graveyard;
    the fourth card stays on top."""
    table.battlefield(0, "Borborygmos Enraged")
    table.library(0, "Forest", "Shock", "Mountain", "Island")
    choices = table.on_decision("choose", lambda game, d: d.options[:d.min])
    table.attack("Borborygmos Enraged")
    table.block()
    table.go_to(Step.END_COMBAT)
    assert table.life(1) == 13
    assert choices == []  # every land revealed goes: nothing to choose (the game doesn't ask)
    assert sorted(table.names(Zone.HAND, 0)) == ["Forest", "Mountain"]
    assert table.names(Zone.GRAVEYARD, 0) == ["Shock"]
    assert table.names(Zone.LIBRARY, 0) == ["Island"]
    table.assert_logged(rule="701.20a", contains="reveals the top of their library")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
