"""Printed "Whenever one or more cards leave your graveyard, put a +1/+1 counter on this
creature." (Spirit Mascot) and "Whenever you discard one or more cards, put that many +1/+1
counters on this creature." (Marauding Mako), played (CR 603.2c, 701.9a).

They trigger once for each event, however many cards it moves: a whole graveyard exiled at
once is one counter, two cards discarded by one instruction or one cost are one trigger
("that many": two counters). Cards moved by separate events trigger them separately, and a
card of another player's graveyard or hand doesn't. The printed cards come from the pool
below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

SPIRIT_MASCOT = CardDef(
    name="Spirit Mascot", mana_cost="{R}{W}", type_line="Creature — Spirit Ox", power="2",
    toughness="2",
    text="Whenever one or more cards leave your graveyard, put a +1/+1 counter on this "
         "creature.")

TREASURE_CRUISE = CardDef(
    name="Treasure Cruise", mana_cost="{7}{U}", type_line="Sorcery", keywords=("Delve",),
    text="Delve (Each card you exile from your graveyard while casting this spell pays for "
         "{1}.)\nDraw three cards.")

RIELLE = CardDef(
    name="Rielle, the Everwise", mana_cost="{1}{U}{R}",
    type_line="Legendary Creature — Human Wizard", power="0", toughness="3",
    text="Rielle gets +1/+0 for each instant and sorcery card in your graveyard.\nWhenever you "
         "discard one or more cards for the first time each turn, draw that many cards.")

ATTUNED_HUNTER = CardDef(
    name="Attuned Hunter", mana_cost="{2}{G}", type_line="Creature — Human Ranger", power="3",
    toughness="3", keywords=("Trample",),
    text="Trample\nWhenever one or more cards leave your graveyard during your turn, put a "
         "+1/+1 counter on this creature.")

MARAUDING_MAKO = CardDef(
    name="Marauding Mako", mana_cost="{R}", type_line="Creature — Shark Pirate", power="1",
    toughness="1", keywords=("Cycling",),
    text="Whenever you discard one or more cards, put that many +1/+1 counters on this "
         "creature.\nCycling {2} ({2}, Discard this card: Draw a card.)")

TORMODS_CRYPT = CardDef(
    name="Tormod's Crypt", mana_cost="{0}", type_line="Artifact",
    text="{T}, Sacrifice this artifact: Exile target player's graveyard.")

RAISE_DEAD = CardDef(
    name="Raise Dead", mana_cost="{B}", type_line="Sorcery",
    text="Return target creature card from your graveyard to your hand.")

MIND_ROT = CardDef(
    name="Mind Rot", mana_cost="{2}{B}", type_line="Sorcery",
    text="Target player discards two cards.")

CATHARTIC_REUNION = CardDef(
    name="Cathartic Reunion", mana_cost="{1}{R}", type_line="Sorcery",
    text="As an additional cost to cast this spell, discard two cards.\nDraw three cards.")

CARDS = (SPIRIT_MASCOT, ATTUNED_HUNTER, MARAUDING_MAKO, TORMODS_CRYPT, RAISE_DEAD, MIND_ROT,
         CATHARTIC_REUNION, RIELLE, TREASURE_CRUISE)
kit = pytest.mark.plugins("cycling", "delve", extra={"batch-kit": card_pool("batch-kit", CARDS)})


@kit
def test_a_whole_graveyard_exiled_at_once_is_one_trigger(table: Table) -> None:
    """CR 603.2c: Tormod's Crypt exiles Alice's graveyard (three cards and the sacrificed
    Crypt) in one event: Spirit Mascot triggers once, one +1/+1 counter."""
    table.battlefield(0, "Spirit Mascot", "Tormod's Crypt")
    table.graveyard(0, "Grizzly Bears", "Forest", "Shock")
    table.activate("Tormod's Crypt", targets=["Alice"])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 0) == []
    assert len(table.names(Zone.STACK)) == 1  # one trigger, not four
    table.resolve()
    table.assert_counters("Spirit Mascot", "+1/+1", 1)
    table.assert_zone("Grizzly Bears", Zone.EXILE)


@kit
def test_cards_delved_to_pay_a_cost_are_one_event(table: Table) -> None:
    """CR 601.2h, 603.2c: the seven cards exiled for Treasure Cruise's delve leave Alice's
    graveyard as the cost is paid, one event: one trigger, one +1/+1 counter."""
    table.battlefield(0, "Spirit Mascot")
    table.lands(0, "Island", 1)
    table.hand(0, "Treasure Cruise")
    table.library(0, "Plains", "Plains", "Plains")
    table.graveyard(0, "Grizzly Bears", "Shock", "Forest", "Island", "Swamp", "Plains",
                    "Mountain")
    table.cast("Treasure Cruise", pay_with={"delve": ["Grizzly Bears", "Shock", "Forest",
                                                      "Island", "Swamp", "Plains", "Mountain"]})
    assert len(table.names(Zone.STACK)) == 2  # the spell and one trigger above it
    table.resolve_all()
    table.assert_counters("Spirit Mascot", "+1/+1", 1)
    assert len(table.names(Zone.HAND, 0)) == 3


@kit
def test_each_event_triggers_it_and_another_graveyard_doesnt(table: Table) -> None:
    """CR 603.2c: Raise Dead returns one card: a counter; Bob's graveyard exiled: none
    (it isn't Alice's graveyard)."""
    table.battlefield(0, "Spirit Mascot", "Tormod's Crypt")
    table.lands(0, "Swamp", 1)
    table.hand(0, "Raise Dead")
    table.graveyard(0, "Grizzly Bears")
    table.graveyard(1, "Hill Giant", "Mountain")
    table.cast("Raise Dead", targets=["Grizzly Bears"])
    table.resolve()
    table.resolve()
    table.assert_counters("Spirit Mascot", "+1/+1", 1)
    table.activate("Tormod's Crypt", targets=["Bob"])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == []
    assert table.names(Zone.STACK) == []  # Bob's cards left Bob's graveyard: no trigger
    table.assert_counters("Spirit Mascot", "+1/+1", 1)


@kit
def test_during_your_turn_only(table: Table) -> None:
    """CR 603.2c: Alice's graveyard exiled on her turn: Attuned Hunter's counter; on Bob's
    turn (Alice activating the Crypt then): none."""
    table.battlefield(0, "Attuned Hunter", "Tormod's Crypt")
    table.graveyard(0, "Grizzly Bears")
    table.set_turn(active=1, turn=2)
    table.pass_priority()  # Bob passes: Alice may act on his turn
    table.activate("Tormod's Crypt", targets=["Alice"])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 0) == []
    assert table.names(Zone.STACK) == []
    table.assert_counters("Attuned Hunter", "+1/+1", 0)


@kit
def test_during_your_turn_it_triggers(table: Table) -> None:
    """CR 603.2c: on Alice's turn the same exile puts a +1/+1 counter on Attuned Hunter."""
    table.battlefield(0, "Attuned Hunter", "Tormod's Crypt")
    table.graveyard(0, "Grizzly Bears")
    table.activate("Tormod's Crypt", targets=["Alice"])
    table.resolve()
    table.resolve()
    table.assert_counters("Attuned Hunter", "+1/+1", 1)


@kit
def test_two_cards_discarded_at_once_are_one_trigger_for_that_many(table: Table) -> None:
    """CR 603.2c, 701.9a: Mind Rot makes Alice discard two cards in one event: Marauding
    Mako triggers once and gets two +1/+1 counters."""
    table.battlefield(0, "Marauding Mako")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Mind Rot", "Grizzly Bears", "Forest")
    table.cast("Mind Rot", targets=["Alice"])
    table.resolve()
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()
    table.assert_counters("Marauding Mako", "+1/+1", 2)


@kit
def test_a_discard_cost_is_one_event_and_an_opponents_discard_isnt_yours(table: Table) -> None:
    """CR 601.2h, 603.2c: the two cards discarded to cast Cathartic Reunion are one event:
    one trigger, two counters; Bob discarding to Mind Rot triggers nothing."""
    table.battlefield(0, "Marauding Mako")
    table.lands(0, "Mountain", 2)
    table.lands(0, "Swamp", 3)
    table.hand(0, "Cathartic Reunion", "Grizzly Bears", "Forest", "Mind Rot")
    table.library(0, "Island", "Island", "Island")
    table.cast("Cathartic Reunion", discard=["Grizzly Bears", "Forest"])
    assert len(table.names(Zone.STACK)) == 2  # the spell and one trigger above it
    table.resolve()
    table.assert_counters("Marauding Mako", "+1/+1", 2)
    table.resolve()
    table.hand(1, "Hill Giant", "Mountain")
    table.cast("Mind Rot", targets=["Bob"])
    table.resolve()
    assert table.names(Zone.HAND, 1) == []
    assert table.names(Zone.STACK) == []
    table.assert_counters("Marauding Mako", "+1/+1", 2)


@kit
def test_only_the_first_discarding_of_the_turn_draws(table: Table) -> None:
    """CR 603.2c: Alice discards two cards to Mind Rot, her first discarding this turn:
    Rielle draws her two; the second Mind Rot's two discards trigger nothing."""
    table.battlefield(0, "Rielle, the Everwise")
    table.lands(0, "Swamp", 6)
    table.hand(0, "Mind Rot", "Mind Rot", "Grizzly Bears", "Forest")
    table.library(0, "Island", "Island", "Island")
    table.cast("Mind Rot", targets=["Alice"])
    table.resolve(answers=[Answer("discard", ("Grizzly Bears", "Forest"))])
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()
    assert sorted(table.names(Zone.HAND, 0)) == ["Island", "Island", "Mind Rot"]
    table.cast("Mind Rot", targets=["Alice"])
    table.resolve()
    assert table.names(Zone.STACK) == []
    assert table.names(Zone.HAND, 0) == []
    assert table.names(Zone.LIBRARY, 0) == ["Island"]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
