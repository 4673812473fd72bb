"""A duration said once for a whole compound sentence, played (CR 611.2a, 514.2).

"Until end of turn, ~ loses hexproof and gains first strike and deathtouch" (Xathrid
Slyblade), "Until end of turn, target creature you control has base power and toughness 4/4
and gains flying and hexproof" (Water Wings), "Until end of turn, target creature gets +2/+2,
gains flying, and becomes a Horror enchantment creature ..." (Jump Scare): the leading
"until end of turn" is the duration of every continuous effect the sentence starts. "This
Vehicle becomes an artifact creature and gets +1/+1 until end of turn" (Mizzium Tank),
"creatures your opponents control lose all abilities and have base power and toughness 1/1
until end of turn" (Vedalken Humiliator): the trailing one is the first clause's too. All of
it ends in the cleanup step. A one-shot action in a sentence "Until end of turn, ..." can't
take the duration: the sentence is refused, not read without it.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack import Rules
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step
from manastack_grammar.builder import Builder
from manastack_grammar.matching import effect_instructions
from manastack_grammar.registration import NotUnderstood

SLYBLADE = CardDef(
    name="Xathrid Slyblade", mana_cost="{2}{B}", type_line="Creature — Human Assassin",
    power="2", toughness="1",
    text="Hexproof (This creature can't be the target of spells or abilities your opponents "
         "control.)\n{3}{B}: Until end of turn, this creature loses hexproof and gains first "
         "strike and deathtouch. (It deals combat damage before creatures without first "
         "strike. Any amount of damage it deals to a creature is enough to destroy it.)")
WATER_WINGS = CardDef(
    name="Water Wings", mana_cost="{1}{U}", type_line="Instant",
    text="Until end of turn, target creature you control has base power and toughness 4/4 "
         "and gains flying and hexproof. (It can't be the target of spells or abilities your "
         "opponents control.)")
JUMP_SCARE = CardDef(
    name="Jump Scare", mana_cost="{W}", type_line="Instant",
    text="Until end of turn, target creature gets +2/+2, gains flying, and becomes a Horror "
         "enchantment creature in addition to its other types.")
MIZZIUM_TANK = CardDef(
    name="Mizzium Tank", mana_cost="{1}{R}{R}", type_line="Artifact — Vehicle",
    power="3", toughness="2",
    text="Trample\nWhenever you cast a noncreature spell, this Vehicle becomes an artifact "
         "creature and gets +1/+1 until end of turn.\nCrew 1 (Tap any number of creatures you "
         "control with total power 1 or more: This Vehicle becomes an artifact creature until "
         "end of turn.)")
HUMILIATOR = CardDef(
    name="Vedalken Humiliator", mana_cost="{3}{U}", type_line="Creature — Vedalken Wizard",
    power="3", toughness="4",
    text="Metalcraft — Whenever this creature attacks, if you control three or more "
         "artifacts, creatures your opponents control lose all abilities and have base power "
         "and toughness 1/1 until end of turn.")

CARDS = (SLYBLADE, WATER_WINGS, JUMP_SCARE, MIZZIUM_TANK, HUMILIATOR)
kit = pytest.mark.plugins("crew", extra={"duration-kit": card_pool("duration-kit", CARDS)})


def _is_creature(table: Table, name: str) -> bool:
    return table.game.chars(table.find(name).id).type_line.has_type("Creature")


@kit
def test_xathrid_slyblades_first_strike_and_deathtouch_end_at_cleanup(table: Table) -> None:
    """CR 611.2a: the leading duration covers "gains first strike and deathtouch" as well as
    "loses hexproof"; in the cleanup step all of it ends (514.2): hexproof again, no first
    strike, no deathtouch."""
    table.battlefield(0, "Xathrid Slyblade")
    table.lands(0, "Swamp", 4)
    table.library(0, "Swamp")
    table.library(1, "Island", "Island")
    table.activate("Xathrid Slyblade")
    table.resolve()
    assert not table.has_keyword("Xathrid Slyblade", "hexproof")
    assert table.has_keyword("Xathrid Slyblade", "first strike")
    assert table.has_keyword("Xathrid Slyblade", "deathtouch")
    table.go_to(Step.MAIN1, turn=2)
    assert table.has_keyword("Xathrid Slyblade", "hexproof")
    assert not table.has_keyword("Xathrid Slyblade", "first strike")
    assert not table.has_keyword("Xathrid Slyblade", "deathtouch")


@kit
def test_water_wings_flying_and_hexproof_end_with_the_base_four_four(table: Table) -> None:
    """CR 611.2a, 613.4b: Grizzly Bears is a 4/4 with flying and hexproof this turn only."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Island", 2)
    table.hand(0, "Water Wings")
    table.library(1, "Island")
    table.cast("Water Wings", targets=["Grizzly Bears"])
    table.resolve()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (4, 4)
    assert table.has_keyword("Grizzly Bears", "flying")
    assert table.has_keyword("Grizzly Bears", "hexproof")
    table.go_to(Step.MAIN1, turn=2)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)
    assert not table.has_keyword("Grizzly Bears", "flying")
    assert not table.has_keyword("Grizzly Bears", "hexproof")


@kit
def test_jump_scare_flying_and_horror_enchantment_end_at_cleanup(table: Table) -> None:
    """CR 611.2a, 205.1b: +2/+2, flying and the Horror enchantment types, all until end of
    turn."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Plains", 1)
    table.hand(0, "Jump Scare")
    table.library(1, "Island")
    table.cast("Jump Scare", targets=["Grizzly Bears"])
    table.resolve()
    line = table.game.chars(table.find("Grizzly Bears").id).type_line
    assert line.has_type("Enchantment") and "Horror" in line.subtypes
    assert table.has_keyword("Grizzly Bears", "flying")
    assert table.power("Grizzly Bears") == 4
    table.go_to(Step.MAIN1, turn=2)
    line = table.game.chars(table.find("Grizzly Bears").id).type_line
    assert not line.has_type("Enchantment") and "Horror" not in line.subtypes
    assert not table.has_keyword("Grizzly Bears", "flying")
    assert table.power("Grizzly Bears") == 2


@kit
def test_mizzium_tank_is_a_creature_until_end_of_turn_only(table: Table) -> None:
    """CR 611.2a: the trailing "until end of turn" is "becomes an artifact creature"'s
    duration too: a 4/3 creature after Shock is cast, a noncreature Vehicle next turn."""
    table.battlefield(0, "Mizzium Tank")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.library(0, "Island")
    table.library(1, "Island", "Island")
    table.cast("Shock", targets=["Bob"])
    table.resolve_all()
    assert _is_creature(table, "Mizzium Tank")
    assert (table.power("Mizzium Tank"), table.toughness("Mizzium Tank")) == (4, 3)
    table.go_to(Step.MAIN1, turn=2)
    assert not _is_creature(table, "Mizzium Tank")


@kit
def test_vedalken_humiliators_opponents_creatures_get_their_abilities_back(
        table: Table) -> None:
    """CR 611.2a: "lose all abilities and have base power and toughness 1/1 until end of
    turn": Serra Angel is a 1/1 without flying this turn, a 4/4 flier again next turn."""
    table.battlefield(0, "Vedalken Humiliator", "Memnite", "Memnite", "Memnite")
    table.battlefield(1, "Serra Angel")
    table.library(0, "Island")
    table.library(1, "Island", "Island")
    table.go_to(Step.DECLARE_ATTACKERS)
    table.attack("Vedalken Humiliator")
    table.resolve_all()
    assert (table.power("Serra Angel"), table.toughness("Serra Angel")) == (1, 1)
    assert not table.has_keyword("Serra Angel", "flying")
    table.go_to(Step.MAIN1, turn=2)
    assert (table.power("Serra Angel"), table.toughness("Serra Angel")) == (4, 4)
    assert table.has_keyword("Serra Angel", "flying")


def test_a_one_shot_action_under_a_leading_until_end_of_turn_is_refused() -> None:
    """CR 610.1, 611.2a: "Until end of turn, target creature gains flying and you draw a
    card" gives the duration to a one-shot action: refused rather than read without it."""
    b = Builder(card="Test", rules=Rules.load(), is_permanent=False)
    with pytest.raises(NotUnderstood):
        effect_instructions("Until end of turn, target creature gains flying and you draw a "
                            "card.", b)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
