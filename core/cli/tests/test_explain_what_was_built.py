"""``manastack explain`` shows what the card reader built, all of it, so that a reader can
check it against the words: each instruction's duration (CR 611.2a-b), a trigger's
intervening "if" (603.4), the targets of "for each opponent" (601.2c), each event of a
trigger naming two (603.2), a cost change's condition (601.2f), "a counter" of any kind
(608.2d) and a condition's own words. Printed cards from the Oracle corpus."""

from __future__ import annotations

import pytest
from manastack_cli.explain import explain_card
from pytest_manastack import needs_corpus

from manastack.loading.rules import Rules

pytestmark = needs_corpus


@pytest.fixture(scope="module")
def rules() -> Rules:
    return Rules.load(enable=["oracle", "evoke", "kicker", "sunburst", "flashback",
                              "reconfigure"], env={})


def line_of(rules: Rules, card: str, printed: str) -> str:
    """What the printed line of ``card`` became (its "->" line)."""
    text, _ = explain_card(rules, card)
    lines = text.splitlines()
    at = lines.index(f"ok  {printed}")
    return lines[at + 1].strip()


def test_611_2a_festival_restriction_lasts_this_turn(rules: Rules) -> None:
    """"Creatures can't attack this turn.": a rule until end of turn (611.2a, 514.2); "Cast
    this spell only during an opponent's upkeep.": the condition in its words (601.3)."""
    assert line_of(rules, "Festival", "Creatures can't attack this turn.") == (
        "-> spell effect: ApplyRule(filter=Creatures, parts=[Restriction(kind=cant_attack)], "
        "until end of turn) [plugin grammar]")
    assert line_of(rules, "Festival", "Cast this spell only during an opponent's upkeep.") == (
        "-> CastRestriction(restrictions=[ActivationRestriction(kind=condition, "
        "condition=\"during an opponent's upkeep\")]) [plugin grammar]")


def test_615_7_dawnfluke_shield_lasts_this_turn(rules: Rules) -> None:
    """"prevent the next 3 damage that would be dealt to any target this turn": a shield until
    end of turn (CR 615.7, 611.2a)."""
    assert "Prevent(to=target#1(any target), amount=3, until end of turn)" in line_of(
        rules, "Dawnfluke", "When this creature enters, prevent the next 3 damage that would "
        "be dealt to any target this turn.")


def test_611_2a_other_durations_in_words(rules: Rules) -> None:
    """"doesn't untap during its controller's next untap step" (Frost Breath, CR 502.3), "for
    as long as you control this creature" (Extraction Specialist, 611.2b), "until the end of
    your next turn" of a permission to play cards (Reckless Impulse, 601.2a)."""
    frost = line_of(rules, "Frost Breath", "Tap up to two target creatures. Those creatures "
                    "don't untap during their controller's next untap step.")
    assert "DoesntUntap(what=target#1(up to two target creatures), during its controller's " \
        "next untap step)" in frost
    assert "for as long as you control ~)" in line_of(
        rules, "Extraction Specialist", "When this creature enters, return target creature "
        "card with mana value 2 or less from your graveyard to the battlefield. That creature "
        "can't attack or block for as long as you control this creature.")
    assert "MayPlayExiled(what=it, lands, until the end of your next turn)" in line_of(
        rules, "Reckless Impulse", "Exile the top two cards of your library. Until the end of "
        "your next turn, you may play those cards.")


def test_603_4_council_of_echoes_intervening_if_on_its_trigger(rules: Rules) -> None:
    """The intervening "if" is the trigger's, checked as it triggers and as it resolves
    (CR 603.4): shown with the event, not as an "If" of the effect."""
    assert line_of(rules, "Council of Echoes", "Descend 4 — When this creature enters, if "
                   "there are four or more permanent cards in your graveyard, return up to one "
                   "target nonland permanent other than this creature to its owner's hand.") == (
        "-> triggered ability (CR 603) on ~ enters, if there are four or more permanent cards "
        "in your graveyard (CR 603.4): ReturnToHand(what=target#1(up to one target nonland "
        "permanent other than ~)) [plugin grammar]")


def test_601_2c_grasp_of_fate_targets_for_each_opponent(rules: Rules) -> None:
    """"for each opponent, exile up to one target nonland permanent that player controls": one
    instance of "target", at most one object per opponent (CR 601.2c)."""
    assert "ExileUntilLeaves(what=target#1(for each opponent: up to one target nonland " \
        "permanent that player controls, at most one per opponent, CR 601.2c))" in line_of(
            rules, "Grasp of Fate", "When this enchantment enters, for each opponent, exile "
            "up to one target nonland permanent that player controls until this enchantment "
            "leaves the battlefield.")


def test_603_2_astrid_peth_one_ability_per_event(rules: Rules) -> None:
    """"Whenever Astrid Peth enters or attacks": one ability built for each event, each
    named by its own (CR 603.2)."""
    assert line_of(rules, "Astrid Peth", "Whenever Astrid Peth enters or attacks, create a "
                   "Food token.") == (
        "-> triggered ability (CR 603) on ~ enters: CreateToken(card=Food Token, count=1) + "
        "triggered ability (CR 603) on ~ attacks: CreateToken(card=Food Token, count=1) "
        "[plugin grammar]")


def test_601_2f_mistmeadow_council_cost_change_condition(rules: Rules) -> None:
    """"costs {1} less to cast if you control a Kithkin": a condition, not a count (601.2f)."""
    assert line_of(rules, "Mistmeadow Council", "This spell costs {1} less to cast if you "
                   "control a Kithkin.") == (
        "-> SpellCostChange(amount={1}, if=you control a Kithkin) [plugin grammar]")


def test_608_2d_spinal_parasite_a_counter_of_any_kind(rules: Rules) -> None:
    """"Remove a counter from target permanent": of any kind, the kind chosen as it resolves
    (CR 608.2d); "Remove all counters" (Vampire Hexmage): every one, no kind named."""
    assert "RemoveCounters(kind=any, chosen as it resolves (CR 608.2d), count=1, " \
        "what=target#1(target permanent))" in line_of(
            rules, "Spinal Parasite", "Remove two +1/+1 counters from this creature: Remove "
            "a counter from target permanent.")
    assert "RemoveCounters(kind=any, count=all, what=target#1(target permanent))" in line_of(
        rules, "Vampire Hexmage", "Sacrifice this creature: Remove all counters from target "
        "permanent.")


def test_conditions_and_keyword_abilities_in_words(rules: Rules) -> None:
    """A static ability's "as long as" condition (Kird Ape, CR 611.3a) and a replacement
    effect's (Festerhide Boar, 614.1c) in their words; a keyword standing for an activated
    ability (Lion Sash's reconfigure, 702.151a) shown as one, not as a Python repr."""
    assert "condition=\"you control a Forest\"" in line_of(
        rules, "Kird Ape", "This creature gets +1/+2 as long as you control a Forest.")
    assert "EntersWith(counters=[[+1/+1, 2]], unless=\"not: a creature died this turn\")" in \
        line_of(rules, "Festerhide Boar", "Morbid — This creature enters with two +1/+1 counters "
                "on it if a creature died this turn.")
    text, _ = explain_card(rules, "Lion Sash")
    assert "-> keyword reconfigure: activated ability (CR 602): cost {2} (sorcery speed): " \
        "AttachTo(" in text
    assert "ActivatedAbility(text=" not in text
