"""Text handling and the phrase parsers (manastack_grammar.text, manastack_grammar.phrases):
normalised lines, sentences, filters, targets, references and amounts, each form asserted on
the value it becomes."""

from __future__ import annotations

import pytest

from manastack.model import effects as fx
from manastack.model.effects import Count
from manastack.model.objects import Zone
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


# --------------------------------------------------------------------------
# Phrases: filters, targets, references, amounts
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
