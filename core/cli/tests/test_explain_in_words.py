"""``manastack explain`` says in words every part of what the reader built: a trigger's
refinement of its event (CR 603.2) and a chapter's (714.2b), a computed power and toughness
(604.3, 613.4c), an amount the words give even when it is one (107.1), what X is in "gets
+1/+0 for each ..." (107.3c), a keyword line giving several abilities once (702.107a), and
the card's name inside an ability it grants (201.5a). Printed cards from the Oracle corpus."""

from __future__ import annotations

import pytest
from manastack_cli.explain import explain_card
from pytest_manastack import needs_corpus

from manastack.loading.rules import Rules

pytestmark = needs_corpus


@pytest.fixture(scope="module")
def rules() -> Rules:
    return Rules.load(enable=["oracle", "outlast", "cycling", "earthbend", "escape"], env={})


def read(rules: Rules, card: str) -> str:
    text, playable = explain_card(rules, card)
    assert playable, text
    return text


def line_of(rules: Rules, card: str, printed: str) -> str:
    """What the printed line of ``card`` became (its "->" line)."""
    lines = read(rules, card).splitlines()
    return lines[lines.index(f"ok  {printed}") + 1].strip()


def test_603_2_trigger_refinements_in_words(rules: Rules) -> None:
    """"deals combat damage to a player" (Dimir Cutpurse, CR 510.2), "When you cycle this
    card" (Resounding Thunder, 702.29c) and a chapter (History of Benalia, 714.2b): the
    refinement of the event is shown in words, not as a function's name."""
    cutpurse = read(rules, "Dimir Cutpurse")
    assert 'TriggerCondition(event=damage, self_only, predicate="combat damage to a ' \
        'player")' in cutpurse
    assert 'predicate="you cycle ~"' in read(rules, "Resounding Thunder")
    benalia = read(rules, "History of Benalia")
    assert 'predicate="lore counters go from fewer than 3 to 3 or more"' in benalia
    for text in (cutpurse, benalia):
        assert "=check" not in text


def test_604_3_613_4c_computed_power_and_toughness_in_words(rules: Rules) -> None:
    """A characteristic-defining ability (Pack Rat, CR 604.3), a bonus for each (Faeburrow
    Elder, 613.4c) and an Equipment's bonus counted for it (Cranial Plating, 611.3a): what
    is computed, in words."""
    assert 'DefinePTStructural(compute="power and toughness are each equal to the number of ' \
        'Rats you control")' in read(rules, "Pack Rat")
    assert 'ModifyPTBy(compute="gets +1/+1 for each color among permanents you control")' in \
        read(rules, "Faeburrow Elder")
    assert 'of_source="+1/+0 for each artifact you control, counted for the source"' in \
        read(rules, "Cranial Plating")
    for card in ("Pack Rat", "Faeburrow Elder"):
        assert "=compute" not in read(rules, card)


def test_107_3c_615_conditions_and_amounts_in_words(rules: Rules) -> None:
    """"while it has a +1/+1 counter on it" (Polukranos, Unchained, CR 615) and "earthbend X,
    where X is twice the number of Foods you control" (Bumi's Feast Lecture, 107.3c,
    701.66a): the condition and the amount in words, not a function's name."""
    polukranos = read(rules, "Polukranos, Unchained")
    assert 'condition="it has a +1/+1 counter on it"' in polukranos
    assert "=check" not in polukranos
    lecture = read(rules, "Bumi's Feast Lecture")
    assert 'Earthbend(amount="twice the number of Foods you control", ' in lecture
    assert "<lambda>" not in lecture


def test_107_1_amounts_of_one_shown(rules: Rules) -> None:
    """"Surveil 1." (Thought Erasure, CR 701.25a), "Scry 1" (Harsh Scrutiny, 701.22a), "you
    draw a card" (Dimir Cutpurse, 121.1): the amount is shown though it is the default."""
    assert line_of(rules, "Thought Erasure", "Surveil 1.") == \
        "-> spell effect: Surveil(amount=1) [plugin grammar]"
    assert "Scry(amount=1)" in read(rules, "Harsh Scrutiny")
    assert '"you draw a card": rule \'draw\' [grammar] -> Draw(amount=1)' in \
        read(rules, "Dimir Cutpurse")


def test_107_3c_what_x_is_in_a_bonus_for_each(rules: Rules) -> None:
    """"This creature gets +1/+0 until end of turn for each basic land type among lands you
    control" (Wandering Goblins, CR 107.3c): X is one for each basic land type, not the
    sentence."""
    assert line_of(rules, "Wandering Goblins", "Domain — {3}: This creature gets +1/+0 until "
                   "end of turn for each basic land type among lands you control.") == (
        "-> activated ability (CR 602): cost {3}: PumpX(what=~, power=+x, toughness=+0, x=1 "
        "for each basic land type among lands you control, until end of turn) "
        "[plugin grammar]")


def test_702_107a_mer_ek_nightblade_outlast_line_once(rules: Rules) -> None:
    """"Outlast {B}" is two abilities (the keyword, and the activated ability it stands for,
    CR 702.107a): the printed line once, what each became under it, its sentence once;
    "Flying, first strike, lifelink, protection from Demons and from Dragons" (Baneslayer
    Angel, 702.11) likewise."""
    lines = read(rules, "Mer-Ek Nightblade").splitlines()
    assert lines.count("ok  Outlast {B}") == 1
    at = lines.index("ok  Outlast {B}")
    assert lines[at + 1].strip() == "-> keyword outlast [plugin outlast]"
    assert lines[at + 2].strip() == "-> keyword outlast (cost {B}, {T}) [plugin outlast]"
    assert sum('"Put a +1/+1 counter on ~"' in line for line in lines) == 1
    printed = "ok  Flying, first strike, lifelink, protection from Demons and from Dragons"
    baneslayer = read(rules, "Baneslayer Angel").splitlines()
    assert baneslayer.count(printed) == 1
    at = baneslayer.index(printed)
    assert [line.strip() for line in baneslayer[at + 1:at + 6]] == [
        f"-> keyword {k} [plugin core]" for k in ("flying", "first strike", "lifelink",
                                                  "protection from demons",
                                                  "protection from dragons")]


def test_201_5a_the_granting_card_named_in_words(rules: Rules) -> None:
    """"... has 'Whenever this creature deals combat damage to a player, you may sacrifice
    Trickster's Talisman ...'" (CR 201.5a): the sentence shows the card's name, what was built
    says it is the object granting the ability; no reader's mark."""
    text = read(rules, "Trickster's Talisman")
    assert "\"sacrifice Trickster's Talisman\": rule 'sacrifice it' [grammar] -> " \
        "SacrificeObjects(what=the object granting this ability (CR 201.5a))" in text
    assert "§" not in text
    kunai = read(rules, "Ninja's Kunai")
    assert "ActivatedAbility(cost={1}, {T}, Sacrifice Ninja's Kunai, effect=DealDamage(" \
        "amount=3, to=target#1(any target), source=the object granting this ability " \
        "(CR 201.5a)))" in kunai
    assert "§" not in kunai
