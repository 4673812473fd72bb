"""Printed cards that bring cards into the game from outside it played (CR 400.11, 701.48).

Igneous Inspiration ("Learn.", rule "grammar:learn") and Gnarled Professor ("When this
creature enters, learn."): learn (701.48a) is one decision ``learn``: discard a card to draw
one, a Lesson card the player owns outside the game (their sideboard, 400.11a) by name, or
nothing; a Lesson chosen goes from the sideboard into the hand (400.11b). Burning Wish,
Living Wish, Glittering Wish, Death Wish, Mastermind's Acquisition and Legion Angel (rule
"grammar:put a card from outside the game into your hand"): the player chooses one of their
cards outside the game fitting the words (decision ``from_outside``), or none where they say
"may".
"""

from __future__ import annotations

import json

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError, UnsupportedCardError
from manastack.model.abilities import DeckConstructionAbility
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

LEARN = ("Learn. (You may reveal a Lesson card you own from outside the game and put it into "
         "your hand, or discard a card to draw a card.)")
IGNEOUS_INSPIRATION = CardDef(
    name="Igneous Inspiration", mana_cost="{2}{R}", type_line="Sorcery",
    text="Igneous Inspiration deals 3 damage to any target.\n" + LEARN, keywords=("Learn",))
GNARLED_PROFESSOR = CardDef(
    name="Gnarled Professor", mana_cost="{2}{G}{G}", type_line="Creature — Treefolk Druid",
    text="Trample\nWhen this creature enters, learn. (You may reveal a Lesson card you own "
         "from outside the game and put it into your hand, or discard a card to draw a card.)",
    power="5", toughness="4", keywords=("Learn", "Trample"))
INTRODUCTION_TO_PROPHECY = CardDef(
    name="Introduction to Prophecy", mana_cost="{3}", type_line="Sorcery — Lesson",
    text="Scry 2, then draw a card.", keywords=("Scry",))
INTRODUCTION_TO_ANNIHILATION = CardDef(
    name="Introduction to Annihilation", mana_cost="{5}", type_line="Sorcery — Lesson",
    text="Exile target nonland permanent. Its controller draws a card.")
BURNING_WISH = CardDef(
    name="Burning Wish", mana_cost="{1}{R}", type_line="Sorcery",
    text="You may reveal a sorcery card you own from outside the game and put it into your "
         "hand. Exile Burning Wish.")
LIVING_WISH = CardDef(
    name="Living Wish", mana_cost="{1}{G}", type_line="Sorcery",
    text="You may reveal a creature or land card you own from outside the game and put it "
         "into your hand. Exile Living Wish.")
GLITTERING_WISH = CardDef(
    name="Glittering Wish", mana_cost="{G}{W}", type_line="Sorcery",
    text="You may reveal a multicolored card you own from outside the game and put it into "
         "your hand. Exile Glittering Wish.")
DEATH_WISH = CardDef(
    name="Death Wish", mana_cost="{1}{B}{B}", type_line="Sorcery",
    text="You may put a card you own from outside the game into your hand. You lose half your "
         "life, rounded up. Exile Death Wish.")
MASTERMINDS_ACQUISITION = CardDef(
    name="Mastermind's Acquisition", mana_cost="{2}{B}{B}", type_line="Sorcery",
    text="Choose one —\n• Search your library for a card, put it into your hand, then "
         "shuffle.\n• Put a card you own from outside the game into your hand.")
LEGION_ANGEL = CardDef(
    name="Legion Angel", mana_cost="{2}{W}{W}", type_line="Creature — Angel Warrior",
    text="Flying\nWhen this creature enters, you may reveal a card you own named Legion Angel "
         "from outside the game and put it into your hand.",
    power="4", toughness="3", keywords=("Flying",))
LAVA_AXE = CardDef(name="Lava Axe", mana_cost="{4}{R}", type_line="Sorcery",
                   text="Lava Axe deals 5 damage to target player or planeswalker.")
PERSISTENT_PETITIONERS = CardDef(
    name="Persistent Petitioners", mana_cost="{1}{U}", type_line="Creature — Human Advisor",
    text="{1}, {T}: Target player mills a card. (They put the top card of their library into "
         "their graveyard.)\nTap four untapped Advisors you control: "
         "Target player mills twelve cards.\nA deck can have any number of cards named "
         "Persistent Petitioners.", power="1", toughness="3")
PUTREFY = CardDef(name="Putrefy", mana_cost="{1}{B}{G}", type_line="Instant",
                  text="Destroy target artifact or creature. It can't be regenerated.")

CARDS = (IGNEOUS_INSPIRATION, GNARLED_PROFESSOR, INTRODUCTION_TO_PROPHECY,
         INTRODUCTION_TO_ANNIHILATION, BURNING_WISH, LIVING_WISH, GLITTERING_WISH, DEATH_WISH,
         MASTERMINDS_ACQUISITION, LEGION_ANGEL, LAVA_AXE, PUTREFY, PERSISTENT_PETITIONERS)
kit = pytest.mark.plugins(extra={"outside-kit": card_pool("outside-kit", CARDS)})


def _outside(table: Table, player: int = 0) -> list[str]:
    return [c.name for c in table.game.outside(player)]


def _cast_inspiration(table: Table, answers: list[Answer]) -> None:
    table.lands(0, "Mountain", 3)
    table.hand(0, "Igneous Inspiration")
    table.cast("Igneous Inspiration", targets=["Bob"])
    table.resolve(answers=answers)
    table.assert_life(1, 17)


@kit
def test_learn_puts_a_lesson_from_the_sideboard_into_the_hand(table: Table) -> None:
    """CR 701.48a, 400.11b: of Alice's sideboard only the Lessons are offered, with the
    discard and doing nothing; the Lesson chosen leaves the sideboard for her hand."""
    table.outside(0, "Introduction to Prophecy", "Lava Axe", "Introduction to Annihilation")
    table.hand(0, "Forest")
    offered = table.watch_decisions("learn")
    _cast_inspiration(table, [Answer("learn", ("Introduction to Prophecy",))])
    [decision] = offered
    assert decision.options == ("discard", "Introduction to Prophecy",
                                "Introduction to Annihilation", "nothing")
    assert sorted(table.names(Zone.HAND, 0)) == ["Forest", "Introduction to Prophecy"]
    assert _outside(table) == ["Lava Axe", "Introduction to Annihilation"]
    assert table.names(Zone.GRAVEYARD, 0) == ["Igneous Inspiration"]
    table.assert_logged(rule="701.48a", contains="reveals Introduction to Prophecy")


@kit
def test_the_lesson_brought_in_is_cast_from_the_hand(table: Table) -> None:
    """CR 400.11b: the Lesson put into the hand is a card of the game: Introduction to
    Prophecy is cast and draws the top card of the library."""
    table.outside(0, "Introduction to Prophecy")
    table.library(0, "Island", "Plains", "Swamp")
    _cast_inspiration(table, [Answer("learn", ("Introduction to Prophecy",))])
    table.lands(0, "Mountain", 3)
    table.cast("Introduction to Prophecy")
    table.resolve(answers=[Answer("scry", ())])
    assert len(table.names(Zone.HAND, 0)) == 1
    assert len(table.names(Zone.LIBRARY, 0)) == 2
    assert table.names(Zone.GRAVEYARD, 0) == ["Igneous Inspiration", "Introduction to Prophecy"]
    assert _outside(table) == []


@kit
def test_learn_may_discard_a_card_to_draw_a_card(table: Table) -> None:
    """CR 701.48a: the rummage: Forest discarded, the top card Island drawn; the sideboard's
    Lesson stays outside the game."""
    table.outside(0, "Introduction to Prophecy")
    table.hand(0, "Forest")
    table.library(0, "Island")
    _cast_inspiration(table, [Answer("learn", ("discard",)), Answer("discard", ("Forest",))])
    assert table.names(Zone.HAND, 0) == ["Island"]
    assert "Forest" in table.names(Zone.GRAVEYARD, 0)
    assert _outside(table) == ["Introduction to Prophecy"]


@kit
def test_learn_may_do_nothing(table: Table) -> None:
    """CR 701.48a: both halves are "may": choosing nothing leaves hand and sideboard."""
    table.outside(0, "Introduction to Prophecy")
    table.hand(0, "Forest")
    _cast_inspiration(table, [Answer("learn", ("nothing",))])
    assert table.names(Zone.HAND, 0) == ["Forest"]
    assert _outside(table) == ["Introduction to Prophecy"]


@kit
def test_learn_with_an_empty_sideboard_offers_only_the_discard(table: Table) -> None:
    """CR 400.11a, 701.48a: no card outside the game: only the rummage or nothing."""
    table.hand(0, "Forest")
    offered = table.watch_decisions("learn")
    _cast_inspiration(table, [Answer("learn", ("nothing",))])
    [decision] = offered
    assert decision.options == ("discard", "nothing")
    assert table.names(Zone.HAND, 0) == ["Forest"]


@kit
def test_learn_with_nothing_to_do_asks_nothing(table: Table) -> None:
    """CR 701.48a: an empty hand and no Lesson outside the game (Lava Axe isn't one):
    nothing can be done, nothing is asked."""
    table.outside(0, "Lava Axe")
    offered = table.watch_decisions("learn")
    _cast_inspiration(table, [])
    assert offered == []
    assert table.names(Zone.HAND, 0) == []
    assert _outside(table) == ["Lava Axe"]
    table.assert_logged(rule="701.48a", contains="no Lesson card outside the game")


@kit
def test_gnarled_professor_learns_as_it_enters(table: Table) -> None:
    """CR 701.48a, 603.2: the enters trigger learns: Introduction to Annihilation comes in."""
    table.outside(0, "Introduction to Annihilation")
    table.lands(0, "Forest", 4)
    table.hand(0, "Gnarled Professor")
    table.cast("Gnarled Professor")
    table.resolve()
    table.resolve(answers=[Answer("learn", ("Introduction to Annihilation",))])
    table.assert_zone("Gnarled Professor", Zone.BATTLEFIELD)
    assert table.names(Zone.HAND, 0) == ["Introduction to Annihilation"]
    assert _outside(table) == []


@kit
def test_burning_wish_offers_only_sorcery_cards(table: Table) -> None:
    """CR 400.11b, 701.20a: "a sorcery card": Lava Axe is offered, not Lightning Bolt nor
    Grizzly Bears; it is revealed and put into the hand, and Burning Wish is exiled."""
    table.outside(0, "Lightning Bolt", "Lava Axe", "Grizzly Bears")
    table.lands(0, "Mountain", 2)
    table.hand(0, "Burning Wish")
    offered = table.watch_decisions("from_outside")
    table.cast("Burning Wish")
    table.resolve(answers=[Answer("may", ("yes",))])
    [decision] = offered  # the one card that fits: chosen at once
    assert decision.options == ("Lava Axe",)
    assert (decision.min, decision.max) == (1, 1)
    assert table.names(Zone.HAND, 0) == ["Lava Axe"]
    assert _outside(table) == ["Lightning Bolt", "Grizzly Bears"]
    table.assert_zone("Burning Wish", Zone.EXILE)
    table.assert_logged(rule="701.20a", contains="reveals Lava Axe from outside the game")


@kit
def test_living_wish_offers_creature_or_land_cards(table: Table) -> None:
    """CR 400.11b: "a creature or land card": Grizzly Bears and Forest, not Lightning Bolt."""
    table.outside(0, "Lightning Bolt", "Grizzly Bears", "Forest")
    table.lands(0, "Forest", 2)
    table.hand(0, "Living Wish")
    offered = table.watch_decisions("from_outside")
    table.cast("Living Wish")
    table.resolve(answers=[Answer("may", ("yes",)), Answer("from_outside", ("Forest",))])
    [decision] = offered
    assert decision.options == ("Grizzly Bears", "Forest")
    assert table.names(Zone.HAND, 0) == ["Forest"]
    assert _outside(table) == ["Lightning Bolt", "Grizzly Bears"]


@kit
def test_glittering_wish_may_bring_nothing(table: Table) -> None:
    """CR 608.2d: "may": Alice declines, nothing is chosen, the sideboard keeps Putrefy and
    Glittering Wish is still exiled."""
    table.outside(0, "Lightning Bolt", "Putrefy")
    table.lands(0, "Forest", 1)
    table.lands(0, "Plains", 1)
    table.hand(0, "Glittering Wish")
    offered = table.watch_decisions("from_outside")
    table.cast("Glittering Wish")
    table.resolve(answers=[Answer("may", ("no",))])
    assert offered == []
    assert table.names(Zone.HAND, 0) == []
    assert _outside(table) == ["Lightning Bolt", "Putrefy"]
    table.assert_zone("Glittering Wish", Zone.EXILE)


@kit
def test_glittering_wish_offers_only_multicolored_cards(table: Table) -> None:
    """CR 105.2c, 400.11b: "a multicolored card": Putrefy (black and green) is offered, not
    the red Lightning Bolt nor the green Grizzly Bears; Alice chooses it."""
    table.outside(0, "Lightning Bolt", "Putrefy", "Grizzly Bears")
    table.lands(0, "Forest", 1)
    table.lands(0, "Plains", 1)
    table.hand(0, "Glittering Wish")
    offered = table.watch_decisions("from_outside")
    table.cast("Glittering Wish")
    table.resolve(answers=[Answer("may", ("yes",))])
    [decision] = offered
    assert decision.options == ("Putrefy",)
    assert table.names(Zone.HAND, 0) == ["Putrefy"]
    assert _outside(table) == ["Lightning Bolt", "Grizzly Bears"]


@kit
def test_burning_wish_with_no_sorcery_outside_the_game_asks_nothing(table: Table) -> None:
    """CR 400.11a: nothing outside the game fits: nothing is asked, nothing comes in."""
    table.outside(0, "Lightning Bolt")
    table.lands(0, "Mountain", 2)
    table.hand(0, "Burning Wish")
    offered = table.watch_decisions("from_outside")
    table.cast("Burning Wish")
    table.resolve(answers=[Answer("may", ("yes",))])
    assert offered == []
    assert _outside(table) == ["Lightning Bolt"]
    table.assert_logged(rule="400.11a", contains="has no sorcery card outside the game")


@kit
def test_death_wish_puts_any_card_into_the_hand_unrevealed(table: Table) -> None:
    """CR 400.11b: "a card", no quality and no reveal: Lightning Bolt comes in; Alice loses
    half her life rounded up (17 -> 8)."""
    table.game.update_player(0, life=17)
    table.outside(0, "Lightning Bolt", "Grizzly Bears")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Death Wish")
    table.cast("Death Wish")
    table.resolve(answers=[Answer("may", ("yes",)), Answer("from_outside", ("Lightning Bolt",))])
    assert table.names(Zone.HAND, 0) == ["Lightning Bolt"]
    assert _outside(table) == ["Grizzly Bears"]
    table.assert_life(0, 8)
    table.assert_not_logged(rule="701.20a")


@kit
def test_masterminds_acquisition_must_put_a_card_into_the_hand(table: Table) -> None:
    """CR 400.11b, 700.2: the second mode has no "may": one card must be chosen."""
    table.outside(0, "Lightning Bolt", "Grizzly Bears")
    table.lands(0, "Swamp", 4)
    table.hand(0, "Mastermind's Acquisition")
    offered = table.watch_decisions("from_outside")
    table.cast("Mastermind's Acquisition", modes=[1])
    table.resolve(answers=[Answer("from_outside", ("Grizzly Bears",))])
    [decision] = offered
    assert (decision.min, decision.max) == (1, 1)
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]
    assert _outside(table) == ["Lightning Bolt"]


@kit
def test_legion_angel_brings_another_legion_angel(table: Table) -> None:
    """CR 400.11b, 201.5: "a card you own named Legion Angel": the other Legion Angel is
    brought in, Grizzly Bears is not offered."""
    table.outside(0, "Grizzly Bears", "Legion Angel")
    table.lands(0, "Plains", 4)
    table.hand(0, "Legion Angel")
    offered = table.watch_decisions("from_outside")
    table.cast("Legion Angel")
    table.resolve()
    table.resolve(answers=[Answer("may", ("yes",))])
    [decision] = offered
    assert decision.options == ("Legion Angel",)
    assert table.names(Zone.HAND, 0) == ["Legion Angel"]
    assert _outside(table) == ["Grizzly Bears"]


@kit
def test_only_the_owner_sideboard_is_searched(table: Table) -> None:
    """CR 400.11a: "a card you own": Bob's Lava Axe outside the game is not Alice's."""
    table.outside(1, "Lava Axe")
    table.lands(0, "Mountain", 2)
    table.hand(0, "Burning Wish")
    table.cast("Burning Wish")
    table.resolve(answers=[Answer("may", ("yes",))])
    assert table.names(Zone.HAND, 0) == []
    assert _outside(table, 1) == ["Lava Axe"]


@kit
def test_the_sideboard_clones_digests_and_saves(table: Table) -> None:
    """CR 400.11a: the cards outside the game are part of the position: a clone keeps them
    apart, the digest tells two sideboards apart, a saved position keeps them."""
    before = table.game.state_digest()
    table.outside(0, "Lava Axe")
    assert table.game.state_digest() != before
    other = table.game.clone()
    other.bring_in(0, other.outside(0)[0])
    assert _outside(table) == ["Lava Axe"]
    assert other.outside(0) == ()
    loaded = type(table.game).from_json(table.game.rules, table.game.to_json())
    assert [c.name for c in loaded.outside(0)] == ["Lava Axe"]
    assert json.loads(loaded.state_json())["outside"] == [["Lava Axe"], []]


@kit
def test_bringing_in_a_card_not_outside_the_game_is_refused(table: Table) -> None:
    """CR 400.11, 732: a card Alice has not outside the game can't be brought in; the game is
    unchanged."""
    table.outside(0, "Lava Axe")
    before = table.game.state_digest()
    bolt = table.game.rules.card("Lightning Bolt")
    with pytest.raises(IllegalActionError, match="outside the game"):
        table.game.bring_in(0, bolt)
    assert table.game.state_digest() == before


@kit
def test_a_deck_construction_rule_does_nothing_in_the_game(table: Table) -> None:
    """CR 113.6n: "A deck can have any number of cards named ~" is read (a deck construction
    rule, checked by deck lists) and does nothing in a game: Persistent Petitioners'
    ability mills Bob's top card."""
    table.lands(0, "Island", 1)
    table.battlefield(0, "Persistent Petitioners")
    table.library(1, "Forest", "Plains")
    card = table.find("Persistent Petitioners").card
    assert [a.most for a in card.abilities if isinstance(a, DeckConstructionAbility)] == [None]
    table.activate("Persistent Petitioners", targets=["Bob"])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Forest"]
    assert table.names(Zone.LIBRARY, 1) == ["Plains"]


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)


@kit
def test_a_game_from_decks_takes_sideboards(table: Table) -> None:
    """CR 400.11a: ``from_decks(sideboards=...)`` gives each player their cards outside the
    game; a card whose text is not all read is refused there as in a library."""
    game = type(table.game).from_decks(table.game.rules, [["Mountain"] * 10] * 2,
                                       sideboards=[["Lava Axe"], []], start=False)
    assert [c.name for c in game.outside(0)] == ["Lava Axe"]
    assert game.outside(1) == ()
    unread = game.rules.compile(CardDef(
        name="Test Wish", mana_cost="{1}", type_line="Sorcery",
        text="You may play a card you own from outside the game this turn."))
    with pytest.raises(UnsupportedCardError, match="from outside the game this turn"):
        game.put_outside(unread, 1)
    assert game.outside(1) == ()
