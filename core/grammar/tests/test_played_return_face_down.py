"""Printed "return this card from your graveyard to the battlefield face up or face down"
(Deathmist Raptor) and "When this creature dies, return it to the battlefield face down
under your control." (Ashcloud Phoenix), played (CR 708.3, 708.2a, 702.37e): the card enters
face down as a 2/2 with no text, no name, no subtypes and no mana cost, and may be turned
face up for its morph (megamorph) cost. The cards come with their exact Oracle definitions
(the corpus records, checked below).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import FACE_DOWN, Zone

_MORPH = (" (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any "
          "time for its morph cost.)")

DEATHMIST_RAPTOR = CardDef(
    name="Deathmist Raptor", mana_cost="{1}{G}{G}", type_line="Creature — Dinosaur Beast",
    text="Deathtouch\nWhenever a permanent you control is turned face up, you may return this "
         "card from your graveyard to the battlefield face up or face down.\nMegamorph {4}{G} "
         "(You may cast this card face down as a 2/2 creature for {3}. Turn it face up any "
         "time for its megamorph cost and put a +1/+1 counter on it.)", power="3",
    toughness="3")
ASHCLOUD_PHOENIX = CardDef(
    name="Ashcloud Phoenix", mana_cost="{2}{R}{R}", type_line="Creature — Phoenix",
    text="Flying\nWhen this creature dies, return it to the battlefield face down under your "
         "control.\nMorph {4}{R}{R}" + _MORPH + "\nWhen this creature is turned face up, it "
         "deals 2 damage to each player.", power="4", toughness="1")
ZOMBIE_CUTTHROAT = CardDef(
    name="Zombie Cutthroat", mana_cost="{3}{B}{B}", type_line="Creature — Zombie",
    text="Morph—Pay 5 life." + _MORPH, power="3", toughness="4")

CARDS = (DEATHMIST_RAPTOR, ASHCLOUD_PHOENIX, ZOMBIE_CUTTHROAT)

kit = pytest.mark.plugins("morph", extra={
    "return-face-down-kit": card_pool("return-face-down-kit", CARDS)})


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)


def cutthroat_face_down(table: Table, player: int = 0) -> None:
    table.lands(player, "Swamp", 3)
    table.hand(player, "Zombie Cutthroat")
    table.cast("Zombie Cutthroat", using="morph")
    table.resolve_all()


@kit
def test_deathmist_raptor_returns_face_down_then_turns_up_with_megamorph(table: Table) -> None:
    """Zombie Cutthroat entering face down doesn't trigger the Raptor in the graveyard;
    turned face up, it does: the Raptor returns face down (a 2/2 with no abilities), then
    is turned face up for {4}{G}: a 4/4 with megamorph's +1/+1 counter."""
    table.graveyard(0, "Deathmist Raptor")
    cutthroat_face_down(table)
    table.assert_zone("Deathmist Raptor", Zone.GRAVEYARD, 0)
    table.special("Zombie Cutthroat", "turn face up")
    table.resolve(answers=[Answer("may", ("yes",)),
                           Answer("face up or face down", ("face down",))])
    table.assert_zone("Deathmist Raptor", Zone.BATTLEFIELD, 0)
    raptor = table.find("Deathmist Raptor", zone=Zone.BATTLEFIELD).id
    chars = table.game.chars(raptor)
    assert table.game.obj(raptor).tags.get(FACE_DOWN)
    assert (chars.name, chars.power, chars.toughness, chars.abilities) == ("", 2, 2, ())
    table.assert_logged(rule="708.3", contains="Deathmist Raptor")
    table.lands(0, "Forest", 5)
    table.special("Deathmist Raptor", "turn face up")
    assert (table.power("Deathmist Raptor"), table.toughness("Deathmist Raptor")) == (4, 4)
    table.assert_counters("Deathmist Raptor", "+1/+1", 1)


@kit
def test_deathmist_raptor_may_return_face_up(table: Table) -> None:
    table.graveyard(0, "Deathmist Raptor")
    cutthroat_face_down(table)
    table.special("Zombie Cutthroat", "turn face up")
    table.resolve(answers=[Answer("may", ("yes",)),
                           Answer("face up or face down", ("face up",))])
    raptor = table.find("Deathmist Raptor", zone=Zone.BATTLEFIELD).id
    assert not table.game.obj(raptor).tags.get(FACE_DOWN)
    assert table.has_keyword("Deathmist Raptor", "deathtouch")


@kit
def test_deathmist_raptor_ignores_an_opponents_permanent_turned_face_up(table: Table) -> None:
    """"A permanent you control": Bob's Zombie Cutthroat turned face up triggers nothing."""
    table.graveyard(0, "Deathmist Raptor")
    table.set_turn(active=1)
    cutthroat_face_down(table, player=1)
    table.special("Zombie Cutthroat", "turn face up")
    table.resolve_all()
    table.assert_zone("Deathmist Raptor", Zone.GRAVEYARD, 0)
    table.assert_life(1, 15)


@kit
def test_ashcloud_phoenix_dies_and_returns_face_down_then_turns_up(table: Table) -> None:
    """Bob's Lightning Bolt kills the 4/1 Phoenix: it returns face down under Alice's
    control, a 2/2; turned face up for {4}{R}{R}, it deals 2 damage to each player."""
    table.battlefield(0, "Ashcloud Phoenix")
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Ashcloud Phoenix"])
    table.resolve_all()
    phoenix = table.find("Ashcloud Phoenix", zone=Zone.BATTLEFIELD)
    assert phoenix.controller == 0 and phoenix.tags.get(FACE_DOWN)
    assert (table.game.power(phoenix.id), table.game.toughness(phoenix.id)) == (2, 2)
    table.lands(0, "Mountain", 6)
    table.special("Ashcloud Phoenix", "turn face up")
    table.resolve_all()
    table.assert_life(0, 18)
    table.assert_life(1, 18)
    assert table.power("Ashcloud Phoenix") == 4
