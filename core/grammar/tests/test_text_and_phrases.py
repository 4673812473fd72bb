"""Text handling and the phrase parsers (manastack_grammar.text, manastack_grammar.phrases):
normalised lines (a card's short name, "Uro" of "Uro, Titan of ...", read as the card itself),
sentences, filters, targets, references and amounts, each form asserted on the value it
becomes; references that need an antecedent ("it" after another sentence, "the rest" after a
choice: without one the sentence is not understood), and the costs of activated abilities
("Sacrifice another creature")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from manastack.driver import Table
from manastack.model import effects as fx
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.effects import Count
from manastack.model.objects import Card, GameObject, Zone
from manastack_grammar.builder import Builder
from manastack_grammar.phrases.filters import parse_filter
from manastack_grammar.phrases.numbers import parse_amount
from manastack_grammar.phrases.references import parse_ref, parse_target
from manastack_grammar.registration import NotUnderstood
from manastack_grammar.text import normalize, sentences

# --------------------------------------------------------------------------
# Text handling
# --------------------------------------------------------------------------


def test_normalize_removes_reminder_text_and_names_the_card() -> None:
    lines = normalize("Flying (This creature can't be blocked except by creatures with flying "
                      "or reach.)\nWhen Uro enters, draw a card.\nThis creature gets +1/+1.",
                      "Uro, Titan of Nature's Wrath")
    assert lines == ["Flying", "When ~ enters, draw a card.", "~ gets +1/+1."]


def test_normalize_drops_ability_words_cr_207_2c() -> None:
    lines = normalize("Landfall — Whenever a land you control enters, you gain 1 life.", "X")
    assert lines == ["Whenever a land you control enters, you gain 1 life."]


def test_sentences_split_outside_quotes() -> None:
    text = 'Create a token with "This token can\'t block. It has haste." Draw a card.'
    assert sentences(text) == ['Create a token with "This token can\'t block. It has haste."',
                               "Draw a card"]


def test_three_letter_short_names_are_the_card_itself(rules: Any) -> None:
    card = rules.compile(CardDef(name="Uro, Titan of Test", mana_cost="{1}{G}{U}",
                                 type_line="Legendary Creature — Giant", power="6",
                                 toughness="6", text="When Uro enters, you gain 3 life."))
    assert card.playable, card.unrecognized


# --------------------------------------------------------------------------
# Phrases: filters, targets, references (and their antecedents), amounts
# --------------------------------------------------------------------------


def test_parse_filter_words() -> None:
    f = parse_filter("nonland permanent you don't control")
    assert f.not_types == ("Land",) and f.controller == "not_you"
    f = parse_filter("artifact, enchantment, or land")
    assert set(f.any_types) == {"Artifact", "Enchantment", "Land"} and not f.types
    f = parse_filter("creature with power 4 or greater")
    assert f.types == ("Creature",) and f.power_at_least == 4
    f = parse_filter("non-Gorgon creature")
    assert f.not_subtypes == ("Gorgon",)
    f = parse_filter("basic land")
    assert f.supertypes == ("Basic",) and f.types == ("Land",)
    f = parse_filter("another target creature".replace("target ", ""))
    assert f.other
    f = parse_filter("creature without flying you don't control")
    assert f.not_keyword == "flying" and f.controller == "not_you"
    with pytest.raises(NotUnderstood):
        parse_filter("frobnicated creature")
    assert parse_filter("artifact or another creature").other
    with pytest.raises(NotUnderstood):  # a phrase cut before "another target player" (115.3)
        parse_filter("creature another")


def test_parse_target_forms_cr_115() -> None:
    any_target = parse_target("any target")
    assert any_target.players is not None and any_target.objects is not None
    up_to = parse_target("up to two target creatures")
    assert (up_to.min, up_to.max) == (0, 2) and up_to.objects is not None
    assert up_to.objects.types == ("Creature",)
    one_or_two = parse_target("one or two target creatures")
    assert (one_or_two.min, one_or_two.max) == (1, 2)
    gy = parse_target("target creature card from your graveyard")
    assert gy.zone is Zone.GRAVEYARD and gy.objects is not None and gy.objects.owner == "you"
    gy2 = parse_target("target card that's an instant or sorcery from your graveyard")
    assert gy2.zone is Zone.GRAVEYARD and gy2.objects is not None
    assert set(gy2.objects.any_types) == {"Instant", "Sorcery"}
    spell = parse_target("target spell you don't control")
    assert spell.zone is Zone.STACK and spell.objects is not None
    assert spell.objects.controller == "not_you"
    pw = parse_target("target opponent or planeswalker")
    assert pw.players is not None and pw.players.who == "opponent"
    assert parse_target("another target creature").objects.other  # type: ignore[union-attr]


def test_parse_ref_forms() -> None:
    b = Builder(card="X")
    assert parse_ref("each opponent", b) is fx.EACH_OPPONENT
    assert parse_ref("you", b) is fx.YOU
    each = parse_ref("each creature you don't control", b)
    assert isinstance(each, fx.Each) and each.filter.controller == "not_you"
    assert isinstance(parse_ref("all creatures", b), fx.Each)
    controlled = parse_ref("each creature target opponent controls", b)
    assert controlled.__class__.__name__ == "ControlledBy" and len(b.targets) == 1
    both = parse_ref("target nonland permanent you control and target nonland permanent you "
                     "don't control", b)
    assert both.__class__.__name__ == "Union" and len(b.targets) == 3


@pytest.mark.parametrize("text", [
    # "it" with nothing before it to name: the event is about a player, not an object (an
    # attack trigger's "it" is the attacker, CR 603.7c: Fractal Harness's tests)
    "Whenever you gain life, double the number of +1/+1 counters on it.",
    # "the rest" needs the choice just before it
    "Destroy the rest.",
])
def test_sentences_without_their_antecedent_are_not_understood(table: Table, text: str) -> None:
    card = table.game.rules.compile(CardDef(name="Test Card", mana_cost="{0}",
                                            type_line="Enchantment", text=text))
    assert not card.playable


def test_it_after_counters_and_damage(table: Table, make: Callable[..., Card],
                                      put: Callable[..., GameObject]) -> None:
    put(table, make(table, "Put a +1/+1 counter on target creature you control. It gains "
                           "vigilance until end of turn."))
    put(table, make(table, "Duel deals 1 damage to target creature. It can't block this turn.",
                    name="Duel"))
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Craw Wurm")
    table.cast("Test Card", targets=["Grizzly Bears"])
    table.resolve()
    assert table.has_keyword("Grizzly Bears", "vigilance")
    table.cast("Duel", targets=["Craw Wurm"])
    table.resolve()
    assert table.restrictions("Craw Wurm") == {"cant_block"}


def test_parse_amount_forms() -> None:
    b = Builder(card="X")
    assert parse_amount("three", b) == 3
    assert parse_amount("X", b) is fx.x_value
    twice = parse_amount("twice the number of creatures you control", b)
    assert isinstance(twice, Count)
    half = parse_amount("half the number of creature cards in your graveyard, rounded up", b)
    assert isinstance(half, Count)
    with pytest.raises(NotUnderstood):
        parse_amount("a lot", b)


# --------------------------------------------------------------------------
# Phrases: costs
# --------------------------------------------------------------------------


def test_sacrifice_another_creature_as_a_cost(table: Table, make: Callable[..., Card],
                                              put: Callable[..., GameObject]) -> None:
    put(table, make(table, "Sacrifice another creature: Scry 1.", type_line="Creature — Horror",
                    power="1", toughness="1"), Zone.BATTLEFIELD)
    table.battlefield(0, "Grizzly Bears")
    table.library(0, "Island", "Forest")
    table.activate("Test Card")
    assert table.names(Zone.GRAVEYARD, 0) == ["Grizzly Bears"]  # not itself ("another")
    table.resolve(answers=[Answer("scry", (table.find("Island").id,))])
    assert table.names(Zone.LIBRARY, 0) == ["Forest", "Island"]
