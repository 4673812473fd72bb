"""Intervening "if" clauses counting what is there now or what happened this turn (CR 603.4),
played from printed cards, each with the condition true and false.

Ajani's Comrade ("At the beginning of combat on your turn, if you control an Ajani
planeswalker, put a +1/+1 counter on this creature.", a planeswalker type, 205.3j) grows
beside Ajani Vengeant, not alone. Gaea's Courser ("Whenever this creature attacks, if there
are three or more creature cards in your graveyard, draw a card.") draws with three creature
cards there, not with two and a land (404.1). Asylum Visitor ("At the beginning of each
player's upkeep, if that player has no cards in hand, you draw a card and you lose 1 life.")
acts at the upkeep of an opponent with an empty hand, not one holding a card (402.1). Air
Nomad Student ("At the beginning of your end step, if this creature didn't attack this turn,
put a +1/+1 counter on it.") grows in a turn it didn't attack, not in one it did (508.1a).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

AJANIS_COMRADE = CardDef(
    name="Ajani's Comrade", mana_cost="{1}{G}", type_line="Creature — Elf Soldier",
    text="Trample\nAt the beginning of combat on your turn, if you control an Ajani "
         "planeswalker, put a +1/+1 counter on this creature.", power="2", toughness="2")
AJANI_VENGEANT = CardDef(
    name="Ajani Vengeant", mana_cost="{2}{R}{W}", type_line="Legendary Planeswalker — Ajani",
    text="[+1]: Target permanent doesn't untap during its controller's next untap step.\n"
         "[−2]: Ajani deals 3 damage to any target and you gain 3 life.\n[−7]: Destroy all "
         "lands target player controls.", loyalty="3")
GAEAS_COURSER = CardDef(
    name="Gaea's Courser", mana_cost="{4}{G}", type_line="Creature — Centaur Soldier",
    text="Whenever this creature attacks, if there are three or more creature cards in your "
         "graveyard, draw a card.", power="4", toughness="5")
ASYLUM_VISITOR = CardDef(
    name="Asylum Visitor", mana_cost="{1}{B}", type_line="Creature — Vampire Wizard",
    text="At the beginning of each player's upkeep, if that player has no cards in hand, you "
         "draw a card and you lose 1 life.\nMadness {1}{B} (If you discard this card, discard "
         "it into exile. When you do, cast it for its madness cost or put it into your "
         "graveyard.)", power="3", toughness="1")
AIR_NOMAD_STUDENT = CardDef(
    name="Air Nomad Student", mana_cost="{3}{W}", type_line="Creature — Human Monk",
    text="Flying\nAt the beginning of your end step, if this creature didn't attack this "
         "turn, put a +1/+1 counter on it.", power="2", toughness="2")

CARDS = (AJANIS_COMRADE, AJANI_VENGEANT, GAEAS_COURSER, ASYLUM_VISITOR, AIR_NOMAD_STUDENT)
kit = pytest.mark.plugins("oracle", "madness", extra={"counts-kit": card_pool("counts-kit", CARDS)})


@kit
def test_ajanis_comrade_beside_an_ajani_grows(table: Table) -> None:
    """CR 205.3j, 603.4: an Ajani planeswalker under your control: a +1/+1 counter."""
    table.battlefield(0, "Ajani's Comrade")
    table.battlefield(0, "Ajani Vengeant", counters={"loyalty": 3})
    table.go_to(Step.BEGIN_COMBAT)
    table.resolve_all()
    table.assert_counters("Ajani's Comrade", "+1/+1", 1)


@kit
def test_ajanis_comrade_alone_does_not_grow(table: Table) -> None:
    """CR 603.4: no Ajani planeswalker you control: no trigger."""
    table.battlefield(0, "Ajani's Comrade")
    table.battlefield(1, "Ajani Vengeant", counters={"loyalty": 3})
    table.go_to(Step.BEGIN_COMBAT)
    table.resolve_all()
    table.assert_counters("Ajani's Comrade", "+1/+1", 0)


def _courser(table: Table, *graveyard: str) -> int:
    table.battlefield(0, "Gaea's Courser")
    table.graveyard(0, *graveyard)
    table.library(0, "Forest", "Forest")
    before = len(table.game.hand(0))
    table.attack("Gaea's Courser")
    table.resolve_all()
    return len(table.game.hand(0)) - before


@kit
def test_gaeas_courser_with_three_creature_cards_draws(table: Table) -> None:
    """CR 404.1, 603.4: three creature cards in your graveyard: a card drawn."""
    assert _courser(table, "Grizzly Bears", "Hill Giant", "Grizzly Bears") == 1


@kit
def test_gaeas_courser_with_two_creature_cards_does_not_draw(table: Table) -> None:
    """CR 603.4: two creature cards and a land: no trigger."""
    assert _courser(table, "Grizzly Bears", "Hill Giant", "Forest") == 0


def _visitor_at_bobs_upkeep(table: Table, *bobs_hand: str) -> None:
    table.battlefield(0, "Asylum Visitor")
    table.library(0, "Plains")
    table.library(1, "Forest", "Forest")
    table.hand(1, *bobs_hand)
    table.go_to(Step.UPKEEP, turn=2)
    table.resolve_all()
    assert table.game.state.turn.active == 1


@kit
def test_asylum_visitor_at_an_empty_handed_upkeep_draws(table: Table) -> None:
    """CR 402.1, 603.4: the upkeep's player has no cards in hand: you draw, lose 1 life."""
    _visitor_at_bobs_upkeep(table)
    table.assert_zone("Plains", Zone.HAND, 0)
    table.assert_life(0, 19)


@kit
def test_asylum_visitor_at_a_holding_players_upkeep_does_nothing(table: Table) -> None:
    """CR 603.4: that player holds a card: no trigger."""
    _visitor_at_bobs_upkeep(table, "Hill Giant")
    table.assert_zone("Plains", Zone.LIBRARY, 0)
    table.assert_life(0, 20)


@kit
def test_air_nomad_student_that_stayed_home_grows(table: Table) -> None:
    """CR 508.1a, 603.4: it wasn't declared an attacker this turn: a +1/+1 counter."""
    table.battlefield(0, "Air Nomad Student")
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_counters("Air Nomad Student", "+1/+1", 1)


@kit
def test_air_nomad_student_that_attacked_does_not_grow(table: Table) -> None:
    """CR 508.1a: it attacked this turn: no trigger at the end step."""
    table.battlefield(0, "Air Nomad Student")
    table.attack("Air Nomad Student")
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_life(1, 18)
    table.assert_counters("Air Nomad Student", "+1/+1", 0)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
