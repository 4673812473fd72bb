""""If ..., exile the top card of your library. Until the end of your next turn, you may play
that card." and "That player exiles a card from their hand. You may play that card for as long
as it remains exiled.", played (CR 608.2c, 601.2a, 305.1, 611.2a, 400.7).

Outlaws' Fury exiles a card only when its caster controls an outlaw, and only then may she play
it; Rotisserie Elemental exiles the top cards only if it was sacrificed ("If you do"); Fiend of
the Shadows' opponent exiles a card from their hand, which the Fiend's controller may play for
as long as it stays exiled, under her control. The printed cards come from the pool below with
their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import PLAY_FROM_EXILE, Step
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

OUTLAWS_FURY = CardDef(
    name="Outlaws' Fury", mana_cost="{2}{R}", type_line="Instant",
    text="Creatures you control get +2/+0 until end of turn. If you control an outlaw, exile "
         "the top card of your library. Until the end of your next turn, you may play that "
         "card. (Assassins, Mercenaries, Pirates, Rogues, and Warlocks are outlaws.)")
FIEND = CardDef(
    name="Fiend of the Shadows", mana_cost="{3}{B}{B}", type_line="Creature — Vampire Wizard",
    power="3", toughness="3", keywords=("Flying",),
    text="Flying\nWhenever this creature deals combat damage to a player, that player exiles a "
         "card from their hand. You may play that card for as long as it remains exiled.\n"
         "Sacrifice a Human: Regenerate this creature.")
ROTISSERIE = CardDef(
    name="Rotisserie Elemental", mana_cost="{R}", type_line="Creature — Elemental",
    power="1", toughness="1", keywords=("Menace",),
    text="Menace\nWhenever this creature deals combat damage to a player, put a skewer counter "
         "on this creature. Then you may sacrifice it. If you do, exile the top X cards of your "
         "library, where X is the number of skewer counters on this creature. You may play "
         "those cards this turn.")

ZULAPORT_CUTTHROAT = CardDef(
    name="Zulaport Cutthroat", mana_cost="{1}{B}", type_line="Creature — Human Rogue Ally",
    power="1", toughness="1",
    text="Whenever this creature or another creature you control dies, each opponent loses 1 "
         "life and you gain 1 life.")

CARDS = (OUTLAWS_FURY, FIEND, ROTISSERIE, ZULAPORT_CUTTHROAT)
kit = pytest.mark.plugins(extra={"branch-kit": card_pool("branch-kit", CARDS)})


def _libraries(table: Table, *top: str) -> None:
    table.library(0, *top, *["Island"] * 8)
    table.library(1, *["Island"] * 8)  # turns pass: nobody draws from an empty library


def _fury(table: Table) -> None:
    """Alice casts Outlaws' Fury and it resolves."""
    table.hand(0, "Outlaws' Fury")
    table.mana(0, "RRR")
    table.cast("Outlaws' Fury")
    table.resolve()


@kit
def test_outlaws_fury_with_an_outlaw_the_card_is_played_next_turn(table: Table) -> None:
    """CR 608.2c, 601.2a, 611.2a: Alice controls a Rogue: the top card is exiled and she casts
    it in her next turn."""
    _libraries(table, "Lightning Bolt")
    table.battlefield(0, "Zulaport Cutthroat")
    _fury(table)
    assert table.power("Zulaport Cutthroat") == 3
    table.assert_zone("Lightning Bolt", Zone.EXILE)
    table.next_turn()
    table.next_turn()
    table.mana(0, "R")
    table.cast("Lightning Bolt", using=PLAY_FROM_EXILE, zone=Zone.EXILE, targets=["Bob"])
    table.resolve()
    table.assert_life(1, 17)


@kit
def test_outlaws_fury_without_an_outlaw_nothing_is_exiled(table: Table) -> None:
    """CR 608.2c: no outlaw: no card is exiled, none may be played; the pump still happens."""
    _libraries(table, "Lightning Bolt")
    table.battlefield(0, "Grizzly Bears")
    _fury(table)
    assert table.power("Grizzly Bears") == 4
    table.assert_zone("Lightning Bolt", Zone.LIBRARY)
    assert not table.permitted("Lightning Bolt", permission=PLAY_FROM_EXILE)
    assert not table.names(Zone.EXILE)


def _fiend_hits(table: Table, card: str) -> None:
    """Alice's Fiend of the Shadows deals combat damage to Bob, whose hand is ``card``."""
    _libraries(table)
    table.battlefield(0, "Fiend of the Shadows")
    table.hand(1, card)
    table.attack("Fiend of the Shadows")
    table.go_to(Step.MAIN2)


@kit
def test_fiend_of_the_shadows_casts_the_opponents_card(table: Table) -> None:
    """CR 601.2a, 108.3: Bob exiles his card; Alice casts it, the permanent is hers; Bob never
    may play it."""
    _fiend_hits(table, "Grizzly Bears")
    table.assert_life(1, 17)
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    assert not table.permitted("Grizzly Bears", 1, permission=PLAY_FROM_EXILE)
    table.mana(0, "GG")
    table.cast("Grizzly Bears", using=PLAY_FROM_EXILE, zone=Zone.EXILE)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


@kit
def test_fiend_of_the_shadows_the_permission_lasts_while_exiled(table: Table) -> None:
    """CR 611.2a, 400.7: "for as long as it remains exiled": turns later Alice still may; a
    land of it is played as her land of the turn (305.1, 305.2b)."""
    _fiend_hits(table, "Forest")
    table.hand(0, "Mountain")
    table.play("Mountain")
    table.assert_illegal(table.play, "Forest", zone=Zone.EXILE, rule="305.2b")
    table.assert_zone("Forest", Zone.EXILE)
    for _ in range(4):
        table.next_turn()
    table.play("Forest", zone=Zone.EXILE)
    table.assert_zone("Forest", Zone.BATTLEFIELD, 0)


def _rotisserie_hits(table: Table, sacrifice: str) -> None:
    """Alice's Rotisserie Elemental deals combat damage to Bob; she answers ``sacrifice``."""
    table.battlefield(0, "Rotisserie Elemental")
    table.answer("may", sacrifice, player=0)
    table.attack("Rotisserie Elemental")
    table.go_to(Step.MAIN2)


@kit
def test_rotisserie_elemental_sacrificed_plays_the_cards_this_turn(table: Table) -> None:
    """CR 608.2c, 608.2h: sacrificed with one skewer counter, it exiles one card (the
    counters it had as it last existed), played this turn."""
    _libraries(table, "Forest", "Lightning Bolt")
    _rotisserie_hits(table, "yes")
    table.assert_zone("Rotisserie Elemental", Zone.GRAVEYARD, 0)
    table.assert_zone("Forest", Zone.EXILE)
    table.assert_zone("Lightning Bolt", Zone.LIBRARY)
    table.play("Forest", zone=Zone.EXILE)
    table.assert_zone("Forest", Zone.BATTLEFIELD, 0)
    table.next_turn()
    table.next_turn()
    assert not table.names(Zone.EXILE)


@kit
def test_rotisserie_elemental_not_sacrificed_exiles_nothing(table: Table) -> None:
    """CR 608.2c: "If you do": kept, it exiles nothing and nothing may be played."""
    _libraries(table, "Forest")
    _rotisserie_hits(table, "no")
    table.assert_counters("Rotisserie Elemental", "skewer", 1)
    table.assert_zone("Forest", Zone.LIBRARY)
    assert not table.names(Zone.EXILE)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
