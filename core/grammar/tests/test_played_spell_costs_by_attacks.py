"""Spell costs lowered by attacks, played (CR 601.2f, 508.1a, 508.1b, 601.3).

Rowdy Research ("This spell costs {1} less to cast for each creature that attacked this
turn."): each creature declared as an attacker this turn, whoever attacked with it. Search
Party Captain ("... for each creature you attacked with this turn."): only its caster's own
attackers, generic mana only (never below {W}). Swat Away ("This spell costs {2} less to
cast if a creature is attacking you."): only while one attacks its caster. Confront the
Assault ("Cast this spell only if a creature is attacking you.") is refused otherwise,
the game unchanged (732).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

ROWDY_RESEARCH = CardDef(
    name="Rowdy Research", mana_cost="{6}{U}", type_line="Instant",
    text="This spell costs {1} less to cast for each creature that attacked this turn.\nDraw "
         "three cards.")
SEARCH_PARTY_CAPTAIN = CardDef(
    name="Search Party Captain", mana_cost="{3}{W}", type_line="Creature — Human Soldier",
    power="2", toughness="2",
    text="This spell costs {1} less to cast for each creature you attacked with this turn.\n"
         "When this creature enters, draw a card.")
SWAT_AWAY = CardDef(
    name="Swat Away", mana_cost="{2}{U}{U}", type_line="Instant",
    text="This spell costs {2} less to cast if a creature is attacking you.\nThe owner of "
         "target spell or creature puts it on their choice of the top or bottom of their "
         "library.")
CONFRONT_THE_ASSAULT = CardDef(
    name="Confront the Assault", mana_cost="{4}{W}", type_line="Instant",
    text="Cast this spell only if a creature is attacking you.\nCreate three 1/1 white Spirit "
         "creature tokens with flying.")

PRINTED = (ROWDY_RESEARCH, SEARCH_PARTY_CAPTAIN, SWAT_AWAY, CONFRONT_THE_ASSAULT)
kit = pytest.mark.plugins(extra={"attack-costs-kit": card_pool("attack-costs-kit", PRINTED)})
ATTACKERS = ("Grizzly Bears", "Savannah Lions", "Craw Wurm", "Hill Giant")


def _libraries(table: Table) -> None:
    table.library(0, *["Wastes"] * 5)
    table.library(1, *["Wastes"] * 5)


def _bob_attacks(table: Table, *names: str) -> None:
    """Bob's turn: his creatures attack Alice; Alice then has priority in the declare
    attackers step."""
    table.set_turn(active=1)
    table.battlefield(1, *names)
    table.attack(*names, defender="Alice")
    table.pass_priority()
    assert table.game.pending().player == 0


@kit
def test_rowdy_research_costs_one_less_for_each_attacker(table: Table) -> None:
    """CR 601.2f, 508.1a: two creatures attacked: {4}{U} paid, five Islands of six tapped;
    three cards drawn."""
    _libraries(table)
    table.battlefield(0, "Grizzly Bears", "Savannah Lions")
    table.lands(0, "Island", 6)
    table.attack("Grizzly Bears", "Savannah Lions")
    table.go_to(Step.MAIN2)
    table.hand(0, "Rowdy Research")
    table.cast("Rowdy Research")
    assert table.tapped_count(0, "Island") == 5
    table.resolve()
    assert len(table.game.objects_in(Zone.HAND, 0)) == 3


@kit
def test_rowdy_research_counts_an_opponents_attackers(table: Table) -> None:
    """CR 601.2f, 508.1a: "each creature that attacked": Bob's three attackers lower it to
    {3}{U}, four Islands paying it."""
    _libraries(table)
    table.lands(0, "Island", 4)
    table.hand(0, "Rowdy Research")
    _bob_attacks(table, "Grizzly Bears", "Savannah Lions", "Hill Giant")
    table.cast("Rowdy Research")
    assert table.tapped_count(0, "Island") == 4


@kit
def test_rowdy_research_without_an_attack_costs_seven(table: Table) -> None:
    """CR 601.2f, 732: no creature attacked: six Islands can't pay {6}{U}; refused, no
    Island tapped."""
    table.lands(0, "Island", 6)
    table.hand(0, "Rowdy Research")
    table.assert_illegal(table.cast, "Rowdy Research")
    assert table.tapped_count(0) == 0
    table.assert_zone("Rowdy Research", Zone.HAND)


@kit
def test_search_party_captain_reduces_generic_mana_only(table: Table) -> None:
    """CR 601.2f: four attackers take {4} off {3}{W}: {W} is still paid (generic mana never
    below nothing, the excess lost); the enters trigger draws a card."""
    _libraries(table)
    table.battlefield(0, *ATTACKERS)
    table.lands(0, "Plains", 3)
    table.attack(*ATTACKERS)
    table.go_to(Step.MAIN2)
    table.hand(0, "Search Party Captain")
    table.cast("Search Party Captain")
    assert table.tapped_count(0, "Plains") == 1
    table.resolve()
    table.resolve()
    table.assert_zone("Search Party Captain", Zone.BATTLEFIELD)
    assert len(table.game.objects_in(Zone.HAND, 0)) == 1


@kit
def test_search_party_captain_two_attackers(table: Table) -> None:
    """CR 601.2f, 508.1a: two attackers: {1}{W}, two Plains of four tapped."""
    table.battlefield(0, "Grizzly Bears", "Savannah Lions")
    table.lands(0, "Plains", 4)
    table.attack("Grizzly Bears", "Savannah Lions")
    table.go_to(Step.MAIN2)
    table.hand(0, "Search Party Captain")
    table.cast("Search Party Captain")
    assert table.tapped_count(0, "Plains") == 2


@kit
def test_swat_away_costs_two_less_while_a_creature_attacks_you(table: Table) -> None:
    """CR 601.2f, 508.1b: Bob's Craw Wurm attacks Alice: Swat Away costs {U}{U}; Bob puts
    his Wurm at the bottom of his library."""
    table.library(1, "Island", "Forest")
    table.lands(0, "Island", 2)
    table.hand(0, "Swat Away")
    _bob_attacks(table, "Craw Wurm")
    table.cast("Swat Away", targets=["Craw Wurm"])
    assert table.tapped_count(0, "Island") == 2
    table.answer("top_or_bottom", "bottom", player=1)
    table.resolve()
    assert table.names(Zone.LIBRARY, 1)[-1] == "Craw Wurm"


@kit
def test_swat_away_costs_four_without_an_attack(table: Table) -> None:
    """CR 601.2f, 732: no creature attacking: {2}{U}{U} can't be paid with two Islands;
    refused, the game unchanged."""
    table.battlefield(1, "Craw Wurm")
    table.lands(0, "Island", 2)
    table.hand(0, "Swat Away")
    table.assert_illegal(table.cast, "Swat Away", targets=["Craw Wurm"])
    assert table.tapped_count(0) == 0


@kit
def test_confront_the_assault_only_while_a_creature_attacks_you(table: Table) -> None:
    """CR 601.3, 508.1b: in Alice's own main phase it is refused (732); while Bob's Bears
    attack her it is cast and makes three 1/1 flying Spirits."""
    table.lands(0, "Plains", 5)
    table.hand(0, "Confront the Assault")
    table.assert_illegal(table.cast, "Confront the Assault", rule="601.3")
    assert table.tapped_count(0) == 0
    _bob_attacks(table, "Grizzly Bears")
    table.cast("Confront the Assault")
    table.resolve()
    spirits = [o for o in table.game.battlefield(0) if o.card.name.startswith("Spirit")]
    assert len(spirits) == 3


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
