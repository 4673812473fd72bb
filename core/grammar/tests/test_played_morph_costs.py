"""Printed morph creatures whose morph cost is not mana ("Morph—Discard a card.", CR 702.37a:
"Morph [cost]"), played: cast face down for {3}, then turned face up (a special action,
116.2b, 702.37e) by paying that cost, read by the activated abilities' cost reader (601.2h):
discarding, paying life, revealing a card of a colour, returning permanents. When the cost
can't be paid the action isn't offered and is refused, the game unchanged (118.3, 732).
The cards come with their exact Oracle definitions (the corpus records, checked below).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import FACE_DOWN, Zone

_REMINDER = (" (You may cast this card face down as a 2/2 creature for {3}. Turn it face up "
             "any time for its morph cost.)")

GATHAN_RAIDERS = CardDef(
    name="Gathan Raiders", mana_cost="{3}{R}{R}", type_line="Creature — Human Warrior",
    text="Hellbent — This creature gets +2/+2 as long as you have no cards in hand.\n"
         "Morph—Discard a card." + _REMINDER, power="3", toughness="3")
WATCHER_OF_THE_ROOST = CardDef(
    name="Watcher of the Roost", mana_cost="{2}{W}", type_line="Creature — Bird Soldier",
    text="Flying\nMorph—Reveal a white card in your hand." + _REMINDER + "\nWhen this "
         "creature is turned face up, you gain 2 life.", power="2", toughness="1")
ZOMBIE_CUTTHROAT = CardDef(
    name="Zombie Cutthroat", mana_cost="{3}{B}{B}", type_line="Creature — Zombie",
    text="Morph—Pay 5 life." + _REMINDER, power="3", toughness="4")
RAVEN_GUILD_INITIATE = CardDef(
    name="Raven Guild Initiate", mana_cost="{2}{U}", type_line="Creature — Human Wizard",
    text="Morph—Return a Bird you control to its owner's hand." + _REMINDER, power="1",
    toughness="4")
FATHOM_SEER = CardDef(
    name="Fathom Seer", mana_cost="{1}{U}", type_line="Creature — Illusion",
    text="Morph—Return two Islands you control to their owner's hand." + _REMINDER
         + "\nWhen this creature is turned face up, draw two cards.", power="1",
    toughness="3")
PUTRID_RAPTOR = CardDef(
    name="Putrid Raptor", mana_cost="{4}{B}{B}", type_line="Creature — Zombie Dinosaur Beast",
    text="Morph—Discard a Zombie card." + _REMINDER, power="4", toughness="4")

CARDS = (GATHAN_RAIDERS, WATCHER_OF_THE_ROOST, ZOMBIE_CUTTHROAT, RAVEN_GUILD_INITIATE,
         FATHOM_SEER, PUTRID_RAPTOR)

kit = pytest.mark.plugins("morph", extra={"morph-costs-kit": card_pool("morph-costs-kit",
                                                                       CARDS)})


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)


def face_down(table: Table, name: str) -> int:
    """Cast ``name`` face down for {3} (three Swamps) and resolve it: the permanent's id."""
    table.lands(0, "Swamp", 3)
    table.hand(0, name)
    table.cast(name, using="morph")
    table.resolve_all()
    oid = table.find(name, zone=Zone.BATTLEFIELD).id
    assert table.game.obj(oid).tags.get(FACE_DOWN)
    return oid


def turn_face_up_refused(table: Table, name: str) -> None:
    """CR 118.3, 732: the cost can't be paid: not offered, refused, the game unchanged, citing
    morph's rule (702.37e), the special action (116.2b) and the unpaid part (118.3)."""
    exc = table.assert_illegal(table.special, name, "turn face up", rule="702.37e")
    assert {"116.2b", "118.3"} <= set(exc.rules), exc.rules


@kit
def test_gathan_raiders_turned_face_up_by_discarding_a_card(table: Table) -> None:
    """Morph—Discard a card: Grizzly Bears is discarded, no mana is spent; with no card
    left in hand, hellbent makes the face-up Raiders a 5/5."""
    oid = face_down(table, "Gathan Raiders")
    table.hand(0, "Grizzly Bears")
    table.special("Gathan Raiders", "turn face up")
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    assert not table.game.obj(oid).tags.get(FACE_DOWN)
    assert table.game.chars(oid).name == "Gathan Raiders"
    assert table.tapped_count(0) == 3  # only the {3} of the face-down spell
    assert (table.power("Gathan Raiders"), table.toughness("Gathan Raiders")) == (5, 5)
    table.assert_logged(rule="702.37e", contains="Discard a card")


@kit
def test_gathan_raiders_with_an_empty_hand_stays_face_down(table: Table) -> None:
    oid = face_down(table, "Gathan Raiders")
    turn_face_up_refused(table, "Gathan Raiders")
    assert table.game.obj(oid).tags.get(FACE_DOWN)


@kit
def test_watcher_of_the_roost_reveals_a_white_card_which_stays_in_hand(table: Table) -> None:
    """Morph—Reveal a white card in your hand (701.20a): Savannah Lions is revealed, not
    Grizzly Bears (green); both stay in hand; the face-up trigger gains 2 life."""
    oid = face_down(table, "Watcher of the Roost")
    lions, bears = table.hand(0, "Savannah Lions", "Grizzly Bears")
    options = table.watch_decisions("reveal")
    table.special("Watcher of the Roost", "turn face up",
                  answers=[Answer("reveal", [lions.id])])
    assert [d.options for d in options] == [(lions.id,)]  # the green card may not pay it
    assert {lions.id, bears.id} <= set(table.game.ids_in(Zone.HAND, 0))
    table.assert_logged(rule="701.20a", contains="Savannah Lions")
    assert not table.game.obj(oid).tags.get(FACE_DOWN)
    table.resolve_all()
    table.assert_life(0, 22)


@kit
def test_watcher_of_the_roost_without_a_white_card_is_refused(table: Table) -> None:
    """Only a green card (and a Plains, colourless) in hand: the cost can't be paid."""
    oid = face_down(table, "Watcher of the Roost")
    table.hand(0, "Grizzly Bears", "Plains")
    turn_face_up_refused(table, "Watcher of the Roost")
    assert table.game.obj(oid).tags.get(FACE_DOWN)
    table.assert_life(0, 20)


@kit
def test_zombie_cutthroat_turned_face_up_by_paying_5_life(table: Table) -> None:
    """Morph—Pay 5 life (119.4): 20 life to 15, a 3/4 face up."""
    face_down(table, "Zombie Cutthroat")
    table.special("Zombie Cutthroat", "turn face up")
    table.assert_life(0, 15)
    assert (table.power("Zombie Cutthroat"), table.toughness("Zombie Cutthroat")) == (3, 4)


@kit
def test_zombie_cutthroat_with_4_life_is_refused(table: Table) -> None:
    """CR 119.4: a player can pay life only if their life total is at least that amount;
    the refusal cites morph's rule (702.37e), the special action (116.2b), the unpaid part
    (118.3) and 119.4, and says why: 4 life, 5 to pay."""
    oid = face_down(table, "Zombie Cutthroat")
    table.game.lose_life(0, 16)
    exc = table.assert_illegal(table.special, "Zombie Cutthroat", "turn face up",
                               rule="702.37e")
    assert {"116.2b", "118.3", "119.4"} <= set(exc.rules), exc.rules
    assert "Alice has 4 life: paying 5 life needs a life total of at least 5" in exc.reason
    assert table.game.obj(oid).tags.get(FACE_DOWN)


@kit
def test_raven_guild_initiate_returns_a_bird_to_its_owners_hand(table: Table) -> None:
    """Morph—Return a Bird you control to its owner's hand: Watcher of the Roost (a Bird
    Soldier) goes back to the hand; without a Bird (the face-down Initiate has no subtypes,
    708.2a) it is refused."""
    oid = face_down(table, "Raven Guild Initiate")
    turn_face_up_refused(table, "Raven Guild Initiate")
    table.battlefield(0, "Watcher of the Roost")
    table.special("Raven Guild Initiate", "turn face up")
    table.assert_zone("Watcher of the Roost", Zone.HAND, 0)
    assert not table.game.obj(oid).tags.get(FACE_DOWN)
    assert table.toughness("Raven Guild Initiate") == 4


@kit
def test_fathom_seer_returns_two_islands_and_draws_two_cards(table: Table) -> None:
    """Morph—Return two Islands you control to their owner's hand: one Island isn't
    enough; with two, both go to the hand and the face-up trigger draws two cards."""
    face_down(table, "Fathom Seer")
    table.library(0, "Forest", "Forest", "Forest")
    table.lands(0, "Island", 1)
    turn_face_up_refused(table, "Fathom Seer")
    table.lands(0, "Island", 1)
    table.special("Fathom Seer", "turn face up")
    assert table.names(Zone.HAND, 0).count("Island") == 2
    assert "Island" not in table.names(Zone.BATTLEFIELD, 0)
    table.resolve_all()
    assert table.names(Zone.HAND, 0).count("Forest") == 2


@kit
def test_putrid_raptor_discards_a_zombie_card_not_another(table: Table) -> None:
    """Morph—Discard a Zombie card: Grizzly Bears can't pay it; Zombie Cutthroat does."""
    oid = face_down(table, "Putrid Raptor")
    table.hand(0, "Grizzly Bears")
    turn_face_up_refused(table, "Putrid Raptor")
    table.hand(0, "Zombie Cutthroat")
    table.special("Putrid Raptor", "turn face up")
    table.assert_zone("Zombie Cutthroat", Zone.GRAVEYARD, 0)
    table.assert_zone("Grizzly Bears", Zone.HAND, 0)
    assert not table.game.obj(oid).tags.get(FACE_DOWN)
