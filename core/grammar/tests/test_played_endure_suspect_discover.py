"""Printed "endures N", "suspect [creature]", "discover N" and "time travel" played (CR
701.63, 701.60, 701.57, 701.56), kernel vocabulary.

Dusyut Earthcarver ("When this creature enters, it endures 3.", rule "grammar:endure"):
its controller chooses three +1/+1 counters on it or a 3/3 white Spirit creature token
(701.63a); gone before its trigger resolves, only the token is left to choose.
Barbed Servitor ("When this creature enters, suspect it."), Convenient Target ("When this
Aura enters, suspect enchanted creature.") and Caught Red-Handed ("... Suspect it.") suspect
a creature (rule "grammar:suspect"): it has menace and can't block while it is suspected
(701.60c), until it leaves the battlefield (701.60a); suspected twice, once (701.60d).
Daring Discovery ("Discover 4."), Etali's Favor ("When this Aura enters, discover 3.") and
Hidden Cataract ("{4}{U}, {T}, Sacrifice this land: Discover 4.") discover (rule
"grammar:discover"): exile until a nonland card with mana value N or less, cast it without
paying its mana cost or put it into the hand, the rest on the bottom (701.57a).
It Doesn't Add Up suspects the creature it returned (400.7).
Wibbly-wobbly, Timey-wimey ("Time travel.", rule "grammar:time travel"): a time counter on
or off each permanent its caster controls with one and each suspended card they own
(701.56a, 702.62b).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

EARTHCARVER = CardDef(name="Dusyut Earthcarver", mana_cost="{5}{G}",
                      type_line="Creature — Elephant Druid",
                      text="Reach\nWhen this creature enters, it endures 3. (Put three +1/+1 "
                           "counters on it or create a 3/3 white Spirit creature token.)",
                      power="4", toughness="4")
MURDER = CardDef(name="Murder", mana_cost="{1}{B}{B}", type_line="Instant",
                 text="Destroy target creature.")

SERVITOR = CardDef(name="Barbed Servitor", mana_cost="{3}{B}",
                   type_line="Artifact Creature — Construct",
                   text="Indestructible\nWhen this creature enters, suspect it. (It has menace "
                        "and can't block.)\nWhenever this creature deals combat damage to a "
                        "player, you draw a card and you lose 1 life.\nWhenever this creature "
                        "is dealt damage, target opponent loses that much life.",
                   power="1", toughness="1")
CONVENIENT = CardDef(name="Convenient Target", mana_cost="{R}",
                     type_line="Enchantment — Aura",
                     text="Enchant creature\nWhen this Aura enters, suspect enchanted creature. "
                          "(It has menace and can't block.)\nEnchanted creature gets +1/+1.\n"
                          "{2}{R}: Return this card from your graveyard to your hand.")
CAUGHT = CardDef(name="Caught Red-Handed", mana_cost="{4}{R}", type_line="Instant",
                 text="This spell can't be countered. (This includes by the ward ability.)\n"
                      "Gain control of target creature until end of turn. Untap that creature. "
                      "It gains haste until end of turn. Suspect it. (It has menace and can't "
                      "block.)")
UNSUMMON = CardDef(name="Unsummon", mana_cost="{U}", type_line="Instant",
                   text="Return target creature to its owner's hand.")
DISCOVER_4 = ("(Exile cards from the top of your library until you exile a nonland card with "
              "mana value 4 or less. Cast it without paying its mana cost or put it into your "
              "hand. Put the rest on the bottom in a random order.)")
DISCOVER_3 = DISCOVER_4.replace("mana value 4", "mana value 3")
DARING = CardDef(name="Daring Discovery", mana_cost="{4}{R}", type_line="Sorcery",
                 text="Up to three target creatures can't block this turn.\nDiscover 4. "
                      + DISCOVER_4)
FAVOR = CardDef(name="Etali's Favor", mana_cost="{2}{R}", type_line="Enchantment — Aura",
                text="Enchant creature you control\nWhen this Aura enters, discover 3. "
                     + DISCOVER_3 + "\nEnchanted creature gets +1/+1 and has trample.")
CATARACT = CardDef(name="Hidden Cataract", mana_cost=None, type_line="Land — Cave",
                   text="This land enters tapped.\n{T}: Add {U}.\n{4}{U}, {T}, Sacrifice this "
                        "land: Discover 4. Activate only as a sorcery. " + DISCOVER_4)
WIBBLY = CardDef(name="Wibbly-wobbly, Timey-wimey", mana_cost="{1}{U}", type_line="Sorcery",
                 text="Time travel. (For each suspended card you own and each permanent you "
                      "control with a time counter on it, you may add or remove a time "
                      "counter.)\nDraw a card.")
ADD_UP = CardDef(name="It Doesn't Add Up", mana_cost="{3}{B}{B}", type_line="Instant",
                 text="Return target creature card from your graveyard to the battlefield. "
                      "Suspect it. (It has menace and can't block.)")

CARDS = (EARTHCARVER, MURDER, SERVITOR, CONVENIENT, CAUGHT, UNSUMMON, DARING, FAVOR,
         CATARACT, WIBBLY, ADD_UP)
kit = pytest.mark.plugins(extra={"actions-kit": card_pool("actions-kit", CARDS)})
# Caught Red-Handed grants haste, the haste plugin's keyword
haste_kit = pytest.mark.plugins("haste", extra={"actions-kit": card_pool("actions-kit", CARDS)})
# a suspended card is one with suspend (702.62b), the suspend plugin's keyword
suspend_kit = pytest.mark.plugins("suspend",
                                  extra={"actions-kit": card_pool("actions-kit", CARDS)})


def _cast_earthcarver(table: Table) -> None:
    table.lands(0, "Forest", 6)
    table.hand(0, "Dusyut Earthcarver")
    table.cast("Dusyut Earthcarver")
    table.resolve()  # the creature spell; its enters trigger goes on the stack


@kit
def test_endure_with_counters(table: Table) -> None:
    """CR 701.63a: the controller chooses the counters: a 7/7 Earthcarver, no token."""
    offered = table.watch_decisions("endure")
    _cast_earthcarver(table)
    table.resolve(answers=[Answer("endure", ("counters",))])
    [decision] = offered
    assert decision.options == ("counters", "token")
    table.assert_counters("Dusyut Earthcarver", "+1/+1", 3)
    assert (table.power("Dusyut Earthcarver"), table.toughness("Dusyut Earthcarver")) == (7, 7)
    assert "Spirit Token" not in table.names(Zone.BATTLEFIELD, 0)
    table.assert_logged(rule="701.63a", contains="to endure 3 with +1/+1 counters")


@kit
def test_endure_with_a_spirit_token(table: Table) -> None:
    """CR 701.63a: the controller chooses the token: a 3/3 white Spirit creature token, the
    Earthcarver stays a 4/4 with no counter."""
    _cast_earthcarver(table)
    table.resolve(answers=[Answer("endure", ("token",))])
    table.assert_counters("Dusyut Earthcarver", "+1/+1", 0)
    assert table.power("Dusyut Earthcarver") == 4
    spirit = table.find("Spirit Token")
    chars = table.game.chars(spirit.id)
    assert chars.colors == frozenset({"W"})
    assert chars.type_line.card_types == ("Creature",)
    assert chars.type_line.has_subtype("Spirit")
    assert (table.power("Spirit Token"), table.toughness("Spirit Token")) == (3, 3)
    table.assert_logged(rule="701.63a", contains="with a Spirit token")


@kit
def test_endure_when_it_is_gone_leaves_only_the_token(table: Table) -> None:
    """CR 701.63a: the Earthcarver destroyed with its trigger on the stack: no counters can
    be put on it, so the choice is the token alone, and it is created."""
    offered = table.watch_decisions("endure")
    _cast_earthcarver(table)
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Dusyut Earthcarver"])
    table.resolve()  # Murder
    table.assert_zone("Dusyut Earthcarver", Zone.GRAVEYARD)
    table.resolve(answers=[Answer("endure", ("token",))])
    [decision] = offered
    assert decision.options == ("token",)
    assert (table.power("Spirit Token"), table.toughness("Spirit Token")) == (3, 3)


def _cast_servitor(table: Table) -> None:
    for player in (0, 1):
        table.library(player, "Forest", "Forest", "Forest")
    table.lands(0, "Swamp", 4)
    table.hand(0, "Barbed Servitor")
    table.cast("Barbed Servitor")
    table.resolve()
    table.resolve()  # its enters trigger


@kit
def test_suspected_creature_has_menace_and_cant_block(table: Table) -> None:
    """CR 701.60a, c: Barbed Servitor suspects itself: menace and "can't block"."""
    _cast_servitor(table)
    assert table.has_keyword("Barbed Servitor", "menace")
    assert "cant_block" in table.restrictions("Barbed Servitor")
    table.assert_logged(rule="701.60a", contains="suspects Barbed Servitor")
    # Bob attacks: the suspected Servitor is not offered as a blocker
    table.battlefield(1, "Grizzly Bears")
    table.next_turn()
    table.attack("Grizzly Bears")
    assert table.blocks_offered() == set()


@kit
def test_suspected_attacker_needs_two_blockers(table: Table) -> None:
    """CR 701.60c, 702.111b: the suspected Servitor attacks with menace: one Grizzly Bears
    alone can't block it, the two together can."""
    _cast_servitor(table)
    table.battlefield(1, "Grizzly Bears")
    table.next_turn()
    table.next_turn()
    table.attack("Barbed Servitor")
    table.assert_illegal(table.block, {"Grizzly Bears": "Barbed Servitor"})


@kit
def test_a_new_object_is_not_suspected(table: Table) -> None:
    """CR 701.60a, 400.7: returned to its owner's hand and cast again, the Servitor is a new
    object: suspected anew by its trigger, but not before it resolves."""
    _cast_servitor(table)
    table.lands(0, "Island", 1)
    table.hand(0, "Unsummon")
    table.cast("Unsummon", targets=["Barbed Servitor"])
    table.resolve()
    table.lands(0, "Swamp", 4)
    table.cast("Barbed Servitor")
    table.resolve()  # the creature; its trigger waits on the stack
    assert not table.has_keyword("Barbed Servitor", "menace")
    assert "cant_block" not in table.restrictions("Barbed Servitor")


@kit
def test_an_aura_suspects_the_enchanted_creature(table: Table) -> None:
    """CR 701.60a: Convenient Target on Grizzly Bears: the Bears are suspected (menace, can't
    block) and get +1/+1."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Convenient Target")
    table.cast("Convenient Target", targets=["Grizzly Bears"])
    table.resolve()
    table.resolve()  # the enters trigger
    assert table.has_keyword("Grizzly Bears", "menace")
    assert "cant_block" in table.restrictions("Grizzly Bears")
    assert table.power("Grizzly Bears") == 3


@haste_kit
def test_suspected_again_is_suspected_once(table: Table) -> None:
    """CR 701.60d: Caught Red-Handed on the suspected Servitor of Bob: it can't become
    suspected again; Alice controls it until end of turn, untapped, with haste."""
    table.battlefield(1, "Barbed Servitor")
    table.lands(1, "Mountain", 1)
    table.hand(1, "Convenient Target")
    table.set_turn(active=1)
    table.cast("Convenient Target", targets=["Barbed Servitor"])
    table.resolve()
    table.resolve()
    table.set_turn(active=0)
    table.lands(0, "Mountain", 5)
    table.hand(0, "Caught Red-Handed")
    table.cast("Caught Red-Handed", targets=["Barbed Servitor"])
    table.resolve()
    assert table.game.controller(table.find("Barbed Servitor").id) == 0
    assert table.has_keyword("Barbed Servitor", "haste")
    table.assert_logged(rule="701.60d", contains="already suspected")
    table.attack("Barbed Servitor")


@haste_kit
def test_caught_red_handed_suspects_the_stolen_creature(table: Table) -> None:
    """CR 701.60a, c: Caught Red-Handed takes Bob's Grizzly Bears (haste, untapped) and
    suspects them: menace and can't block, still after control returns."""
    table.battlefield(1, "Grizzly Bears", tapped=True)
    table.lands(0, "Mountain", 5)
    table.hand(0, "Caught Red-Handed")
    table.cast("Caught Red-Handed", targets=["Grizzly Bears"])
    table.resolve()
    assert table.game.controller(table.find("Grizzly Bears").id) == 0
    table.assert_tapped("Grizzly Bears", False)
    assert table.has_keyword("Grizzly Bears", "menace")
    assert "cant_block" in table.restrictions("Grizzly Bears")
    table.library(0, "Forest")
    table.library(1, "Forest")
    table.next_turn()
    assert table.game.controller(table.find("Grizzly Bears").id) == 1
    assert table.has_keyword("Grizzly Bears", "menace")
    assert "cant_block" in table.restrictions("Grizzly Bears")


@kit
def test_suspect_it_after_a_return_is_the_returned_creature(table: Table) -> None:
    """CR 701.60a, 400.7: It Doesn't Add Up returns Grizzly Bears from Alice's graveyard and
    suspects the creature it returned (the new object): menace and can't block."""
    table.graveyard(0, "Grizzly Bears")
    table.lands(0, "Swamp", 5)
    table.hand(0, "It Doesn't Add Up")
    table.cast("It Doesn't Add Up", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    assert table.has_keyword("Grizzly Bears", "menace")
    assert "cant_block" in table.restrictions("Grizzly Bears")


def _cast_daring_discovery(table: Table, choice: str) -> None:
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 5)
    table.library(0, "Forest", "Craw Wurm", "Hill Giant", "Plains")
    table.hand(0, "Daring Discovery")
    table.cast("Daring Discovery", targets=["Grizzly Bears"])
    table.resolve(answers=[Answer("discover", (choice,))])


@kit
def test_discover_casts_the_card_without_paying(table: Table) -> None:
    """CR 701.57a, 118.9: Daring Discovery exiles Forest, Craw Wurm (mana value 6) and Hill
    Giant (4): Hill Giant is cast for nothing (no land left to pay), the two others go to
    the bottom, under Plains; Bob's Bears can't block this turn."""
    offered = table.watch_decisions("discover")
    _cast_daring_discovery(table, "cast")
    [decision] = offered
    assert decision.options == ("cast", "hand")
    assert table.names(Zone.STACK) == ["Hill Giant"]
    table.resolve()
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 0)
    library = table.names(Zone.LIBRARY, 0)
    assert library[0] == "Plains" and sorted(library[1:]) == ["Craw Wurm", "Forest"]
    assert table.names(Zone.EXILE) == []
    assert "cant_block" in table.restrictions("Grizzly Bears")
    table.assert_logged(rule="701.57a", contains="casts Hill Giant without paying its mana cost")


@kit
def test_discover_puts_the_card_into_the_hand(table: Table) -> None:
    """CR 701.57a: not cast, the discovered Hill Giant goes to Alice's hand."""
    _cast_daring_discovery(table, "hand")
    assert table.names(Zone.HAND, 0) == ["Hill Giant"]
    assert table.names(Zone.STACK) == []
    assert table.names(Zone.EXILE) == []
    table.assert_logged(rule="701.57a", contains="into their hand (discover)")


@kit
def test_discover_3_skips_a_card_of_mana_value_4(table: Table) -> None:
    """CR 701.57a: Etali's Favor enters on Grizzly Bears and discovers 3: Hill Giant (4) is
    passed over, Gray Ogre (3) is the discovered card, put into the hand; the Bears are a
    3/3 with trample."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Mountain", 3)
    table.library(0, "Hill Giant", "Gray Ogre", "Plains")
    table.hand(0, "Etali's Favor")
    table.cast("Etali's Favor", targets=["Grizzly Bears"])
    table.resolve()
    table.resolve(answers=[Answer("discover", ("hand",))])
    assert table.names(Zone.HAND, 0) == ["Gray Ogre"]
    assert table.names(Zone.LIBRARY, 0) == ["Plains", "Hill Giant"]
    assert table.power("Grizzly Bears") == 3
    table.assert_logged(rule="701.57c", contains="discovers 3: Gray Ogre#")


@kit
def test_discover_with_no_nonland_card(table: Table) -> None:
    """CR 701.57b: Hidden Cataract's ability finds only lands: every card exiled goes back
    to the bottom; nothing is cast or put into the hand, and the player has discovered."""
    offered = table.watch_decisions("discover")
    table.battlefield(0, "Hidden Cataract")
    table.lands(0, "Island", 5)
    table.library(0, "Forest", "Plains")
    table.activate("Hidden Cataract", 0)
    table.resolve()
    assert offered == []
    assert sorted(table.names(Zone.LIBRARY, 0)) == ["Forest", "Plains"]
    assert table.names(Zone.HAND, 0) == []
    table.assert_zone("Hidden Cataract", Zone.GRAVEYARD)
    table.assert_logged(rule="701.57b", contains="no nonland card")


@kit
def test_discover_from_a_land_casts_a_creature(table: Table) -> None:
    """CR 701.57a: Hidden Cataract discovers 4 and Grizzly Bears are cast for nothing."""
    table.battlefield(0, "Hidden Cataract")
    table.lands(0, "Island", 5)
    table.library(0, "Grizzly Bears", "Plains")
    table.activate("Hidden Cataract", 0)
    table.resolve(answers=[Answer("discover", ("cast",))])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    assert table.names(Zone.LIBRARY, 0) == ["Plains"]


def _time_travel_table(table: Table) -> None:
    """Alice: Grizzly Bears with two time counters, Rift Bolt suspended with one, Hill Giant
    exiled with a time counter but no suspend; Bob: Grizzly Bears with a time counter."""
    for player in (0, 1):
        table.library(player, "Forest", "Forest")
    table.battlefield(0, "Grizzly Bears")
    table.game.add_counters(table.find("Grizzly Bears").id, "time", 2)
    table.battlefield(1, "Llanowar Elves")
    table.game.add_counters(table.find("Llanowar Elves").id, "time", 1)
    table.exile(0, "Rift Bolt", counters={"time": 1})
    table.exile(0, "Hill Giant", counters={"time": 1})
    table.lands(0, "Island", 2)
    table.hand(0, "Wibbly-wobbly, Timey-wimey")


@suspend_kit
def test_time_travel_adds_and_removes_time_counters(table: Table) -> None:
    """CR 701.56a, 702.62b: offered Alice's Bears and her suspended Rift Bolt (not Bob's
    Elves, not the Hill Giant without suspend); a counter added to Rift Bolt, one removed
    from the Bears; then she draws a card."""
    _time_travel_table(table)
    offered = table.watch_decisions("time_travel")
    bears = table.find("Grizzly Bears").id
    bolt = table.find("Rift Bolt").id
    table.cast("Wibbly-wobbly, Timey-wimey")
    table.resolve(answers=[Answer("time_travel", (bears, bolt)),
                           Answer("time_travel_counter", ("remove",)),
                           Answer("time_travel_counter", ("add",))])
    [decision] = offered
    assert set(decision.options) == {bears, bolt}
    assert decision.min == 0
    assert table.game.obj(bears).counter("time") == 1
    assert table.game.obj(bolt).counter("time") == 2
    assert table.game.obj(table.find("Hill Giant").id).counter("time") == 1
    assert table.game.obj(table.find("Llanowar Elves").id).counter("time") == 1
    assert table.names(Zone.HAND, 0) == ["Forest"]
    table.assert_logged(rule="701.56a", contains="a time counter is put on Rift Bolt")


@suspend_kit
def test_time_travel_may_choose_nothing(table: Table) -> None:
    """CR 701.56a: "any number": Alice chooses none; every counter stays."""
    _time_travel_table(table)
    table.cast("Wibbly-wobbly, Timey-wimey")
    table.resolve(answers=[Answer("time_travel", ())])
    assert table.game.obj(table.find("Grizzly Bears").id).counter("time") == 2
    assert table.game.obj(table.find("Rift Bolt").id).counter("time") == 1


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
