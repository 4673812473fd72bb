""""Exile the top card(s) of your library. You may play that card this turn." and its variants,
played (CR 406.2, 601.2a, 305.1, 611.2a, 514.2, 400.7).

Reckless Impulse exiles the top two cards: a land of them is played as the land of the turn
and a spell of them cast for its mana cost, until the end of its caster's next turn and not
after; Abbot of Keral Keep's card only until end of turn; Count on Luck's card is its
controller's to play, never the opponent's. The printed cards come from the pool below with
their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import PLAY_FROM_EXILE
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

RECKLESS_IMPULSE = CardDef(
    name="Reckless Impulse", mana_cost="{1}{R}", type_line="Sorcery",
    text="Exile the top two cards of your library. Until the end of your next turn, you may "
         "play those cards.")
ABBOT = CardDef(
    name="Abbot of Keral Keep", mana_cost="{1}{R}", type_line="Creature — Human Monk",
    power="2", toughness="1",
    text="Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end "
         "of turn.)\nWhen this creature enters, exile the top card of your library. Until end "
         "of turn, you may play that card.")
ASGARDIAN_INSPIRATION = CardDef(
    name="Asgardian Inspiration", mana_cost="{R}", type_line="Sorcery",
    text="Exile the top card of your library. You may play it this turn.\nWhenever a source "
         "you control deals noncombat damage to an opponent, you may pay {2}. If you do, "
         "return this card from your graveyard to your hand.")
CLOCKWORK_PERCUSSIONIST = CardDef(
    name="Clockwork Percussionist", mana_cost="{R}", type_line="Artifact Creature — Monkey Toy",
    power="1", toughness="1",
    text="Haste\nWhen this creature dies, exile the top card of your library. You may play it "
         "until the end of your next turn.")
MINDS_DESIRE = CardDef(
    name="Mind's Desire", mana_cost="{4}{U}{U}", type_line="Sorcery",
    text="Shuffle your library. Then exile the top card of your library. Until end of turn, "
         "you may play that card without paying its mana cost.\nStorm (When you cast this "
         "spell, copy it for each spell cast before it this turn.)")
COUNT_ON_LUCK = CardDef(
    name="Count on Luck", mana_cost="{R}{R}{R}", type_line="Enchantment",
    text="At the beginning of your upkeep, exile the top card of your library. You may play "
         "that card this turn.")

CARDS = (RECKLESS_IMPULSE, ABBOT, COUNT_ON_LUCK, ASGARDIAN_INSPIRATION, CLOCKWORK_PERCUSSIONIST,
         MINDS_DESIRE)
kit = pytest.mark.plugins("prowess", "haste", "storm", extra={"impulse-kit": card_pool("impulse-kit", CARDS)})


def _libraries(table: Table, *top: str) -> None:
    table.library(0, *top, *["Island"] * 6)
    table.library(1, *["Island"] * 6)  # turns pass: nobody draws from an empty library


@kit
def test_reckless_impulse_plays_a_land_and_casts_a_spell_of_them(table: Table) -> None:
    """CR 305.1, 601.2a: the land is the land of the turn (a second is refused, 305.2b); the
    spell is cast for its mana cost."""
    _libraries(table, "Forest", "Grizzly Bears")
    table.hand(0, "Reckless Impulse", "Mountain")
    table.mana(0, "RR")
    table.cast("Reckless Impulse")
    table.resolve()
    assert sorted(table.names(Zone.EXILE)) == ["Forest", "Grizzly Bears"]
    table.play("Forest", zone=Zone.EXILE)
    table.assert_zone("Forest", Zone.BATTLEFIELD, 0)
    table.assert_illegal(table.play, "Mountain", rule="305.2b")
    table.assert_illegal(table.cast, "Grizzly Bears", using=PLAY_FROM_EXILE, zone=Zone.EXILE)
    table.mana(0, "GG")
    table.cast("Grizzly Bears", using=PLAY_FROM_EXILE, zone=Zone.EXILE)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


@kit
def test_reckless_impulse_lasts_until_the_end_of_your_next_turn(table: Table) -> None:
    """CR 611.2a: still playable in the caster's next turn, the opponent's turn between;
    never by the opponent; gone once that next turn ends."""
    _libraries(table, "Forest", "Grizzly Bears")
    table.hand(0, "Reckless Impulse")
    table.mana(0, "RR")
    table.cast("Reckless Impulse")
    table.resolve()
    table.next_turn()  # Bob's turn
    assert table.permitted("Grizzly Bears", 0, permission=PLAY_FROM_EXILE)
    assert not table.permitted("Grizzly Bears", 1, permission=PLAY_FROM_EXILE)
    table.assert_illegal(table.play, "Forest", zone=Zone.EXILE, rule="305.1")  # Bob can't
    table.next_turn()  # Alice's next turn
    table.play("Forest", zone=Zone.EXILE)
    table.assert_zone("Forest", Zone.BATTLEFIELD, 0)
    assert table.permitted("Grizzly Bears", 0, permission=PLAY_FROM_EXILE)
    table.next_turn()
    table.next_turn()  # her next turn has ended
    assert not table.permitted("Grizzly Bears", 0, permission=PLAY_FROM_EXILE)
    table.assert_zone("Grizzly Bears", Zone.EXILE)


@kit
def test_abbot_of_keral_keep_only_until_end_of_turn(table: Table) -> None:
    """CR 611.2a, 514.2: "until end of turn": a spell now, not the next turn."""
    _libraries(table, "Lightning Bolt")
    table.hand(0, "Abbot of Keral Keep")
    table.mana(0, "RR")
    table.cast("Abbot of Keral Keep")
    table.resolve()  # the creature
    table.resolve()  # its enters trigger
    table.assert_zone("Lightning Bolt", Zone.EXILE)
    assert table.permitted("Lightning Bolt", permission=PLAY_FROM_EXILE)
    table.next_turn()
    table.next_turn()
    assert not table.permitted("Lightning Bolt", permission=PLAY_FROM_EXILE)
    table.mana(0, "R")
    table.assert_illegal(table.cast, "Lightning Bolt", using=PLAY_FROM_EXILE, zone=Zone.EXILE,
                         targets=["Bob"])
    table.assert_life(1, 20)


@kit
def test_count_on_luck_a_land_this_turn_only(table: Table) -> None:
    """CR 503.1a, 305.1: exiled in the upkeep, the land is played in that turn's main phase;
    the opponent can't play it (601.2a: the permission is its controller's)."""
    table.battlefield(0, "Count on Luck")
    table.library(1, *["Island"] * 6)
    table.next_turn()  # Bob's turn
    table.library(0, "Forest", *["Island"] * 6)
    table.next_turn()  # Alice's upkeep: the trigger exiles the Forest
    table.assert_zone("Forest", Zone.EXILE)
    table.play("Forest", zone=Zone.EXILE)
    table.assert_zone("Forest", Zone.BATTLEFIELD, 0)


@kit
def test_count_on_luck_the_card_is_not_the_opponents(table: Table) -> None:
    """CR 601.2a: "you may play": Bob never may; the next turn Alice no longer may (611.2a)."""
    table.battlefield(0, "Count on Luck")
    table.library(1, *["Island"] * 6)
    table.next_turn()
    table.library(0, "Grizzly Bears", *["Island"] * 6)
    table.next_turn()
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    assert table.permitted("Grizzly Bears", 0, permission=PLAY_FROM_EXILE)
    assert not table.permitted("Grizzly Bears", 1, permission=PLAY_FROM_EXILE)
    table.next_turn()
    assert not table.permitted("Grizzly Bears", 0, permission=PLAY_FROM_EXILE)
    assert not table.permitted("Grizzly Bears", 1, permission=PLAY_FROM_EXILE)



def _inspire(table: Table) -> None:
    """Alice casts Asgardian Inspiration (its {R} in her pool) and it resolves."""
    table.mana(0, "R")
    table.cast("Asgardian Inspiration")
    table.resolve()


def _bolt_the_percussionist(table: Table) -> None:
    """Alice's Clockwork Percussionist dies to her own Lightning Bolt; its dies trigger waits
    on the stack."""
    table.battlefield(0, "Clockwork Percussionist")
    table.hand(0, "Lightning Bolt")
    table.mana(0, "R")
    table.cast("Lightning Bolt", targets=["Clockwork Percussionist"])
    table.resolve()

@kit
def test_asgardian_inspiration_plays_it_this_turn(table: Table) -> None:
    """CR 601.2a, 305.1: "it" is the card exiled: a land of it is the land of the turn (a
    second is refused, 305.2b, the game unchanged); the permission ends this turn (611.2a)."""
    _libraries(table, "Forest")
    table.hand(0, "Asgardian Inspiration", "Mountain")
    _inspire(table)
    table.assert_zone("Forest", Zone.EXILE)
    table.play("Forest", zone=Zone.EXILE)
    table.assert_zone("Forest", Zone.BATTLEFIELD, 0)
    table.assert_illegal(table.play, "Mountain", rule="305.2b")
    table.assert_zone("Mountain", Zone.HAND, 0)


@kit
def test_asgardian_inspiration_the_permission_ends_with_the_turn(table: Table) -> None:
    """CR 611.2a, 514.2: "this turn": the next turn the exiled spell can't be cast."""
    _libraries(table, "Grizzly Bears")
    table.hand(0, "Asgardian Inspiration")
    _inspire(table)
    assert table.permitted("Grizzly Bears", permission=PLAY_FROM_EXILE)
    table.next_turn()
    table.next_turn()
    assert not table.permitted("Grizzly Bears", permission=PLAY_FROM_EXILE)
    table.mana(0, "GG")
    table.assert_illegal(table.cast, "Grizzly Bears", using=PLAY_FROM_EXILE, zone=Zone.EXILE)
    table.assert_zone("Grizzly Bears", Zone.EXILE)


@kit
def test_clockwork_percussionist_dies_its_card_lasts_until_your_next_turn_ends(
        table: Table) -> None:
    """CR 603.6c, 601.2a, 611.2a: it dies to a Lightning Bolt; "it" is the card exiled by its
    trigger, still castable in its controller's next turn, not after that turn."""
    _libraries(table, "Grizzly Bears")
    _bolt_the_percussionist(table)
    table.assert_zone("Clockwork Percussionist", Zone.GRAVEYARD, 0)
    table.resolve()  # the dies trigger
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    table.next_turn()
    assert not table.permitted("Grizzly Bears", 1, permission=PLAY_FROM_EXILE)
    table.next_turn()  # Alice's next turn
    assert table.permitted("Grizzly Bears", permission=PLAY_FROM_EXILE)
    table.mana(0, "GG")
    table.cast("Grizzly Bears", using=PLAY_FROM_EXILE, zone=Zone.EXILE)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


@kit
def test_clockwork_percussionist_the_permission_ends_after_your_next_turn(table: Table) -> None:
    """CR 611.2a: the end of its controller's next turn ends the permission."""
    _libraries(table, "Grizzly Bears")
    _bolt_the_percussionist(table)
    table.resolve()
    for _ in range(4):
        table.next_turn()
    assert not table.permitted("Grizzly Bears", permission=PLAY_FROM_EXILE)
    table.assert_zone("Grizzly Bears", Zone.EXILE)


@kit
def test_minds_desire_casts_the_card_without_paying_its_mana_cost(table: Table) -> None:
    """CR 118.9, 601.2a: the exiled Grizzly Bears is cast with no mana at all (the permission's
    alternative cost): Mind's Desire spent all the mana there was."""
    table.library(0, *["Grizzly Bears"] * 5)
    table.library(1, *["Island"] * 6)
    table.hand(0, "Mind's Desire")
    table.mana(0, "UUUUUU")
    table.cast("Mind's Desire")
    table.resolve()  # the storm trigger: no spell was cast before it, no copy
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    assert table.permitted("Grizzly Bears", permission=PLAY_FROM_EXILE)
    table.cast("Grizzly Bears", using=PLAY_FROM_EXILE, zone=Zone.EXILE)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    assert str(table.game.player(0).mana_pool) == ""


@kit
def test_minds_desire_only_until_end_of_turn(table: Table) -> None:
    """CR 611.2a, 514.2: "Until end of turn": the next turn the card stays exiled, uncastable;
    a land exiled so is played as the land of the turn (305.1)."""
    table.library(0, *["Forest"] * 6)
    table.library(1, *["Island"] * 6)
    table.hand(0, "Mind's Desire")
    table.mana(0, "UUUUUU")
    table.cast("Mind's Desire")
    table.resolve()  # the storm trigger: no spell was cast before it, no copy
    table.resolve()
    table.play("Forest", zone=Zone.EXILE)
    table.assert_zone("Forest", Zone.BATTLEFIELD, 0)


@kit
def test_minds_desire_the_permission_ends_with_the_turn(table: Table) -> None:
    """CR 611.2a: the exiled spell can't be cast the next turn, free or not."""
    table.library(0, *["Grizzly Bears"] * 6)
    table.library(1, *["Island"] * 6)
    table.hand(0, "Mind's Desire")
    table.mana(0, "UUUUUU")
    table.cast("Mind's Desire")
    table.resolve()  # the storm trigger: no spell was cast before it, no copy
    table.resolve()
    table.next_turn()
    table.next_turn()
    assert not table.permitted("Grizzly Bears", permission=PLAY_FROM_EXILE)
    table.assert_illegal(table.cast, "Grizzly Bears", using=PLAY_FROM_EXILE, zone=Zone.EXILE)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
