"""Suspend (CR 702.62): the special action from the hand (116.2f), the upkeep trigger and
the last-counter trigger, both functioning in exile (113.6j), and haste for a creature cast
this way. Runs with ``pytest plugins/suspend`` (kernel, haste and suspend). Grizzly Bears,
Memnite and the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, card_pool, needs_corpus

from manastack.api import (
    Answer,
    CardDef,
    IllegalActionError,
    KeywordTrigger,
    PlayerRef,
    SpecialAction,
    Step,
    TomlCardSource,
    Zone,
)

pytestmark = pytest.mark.plugins("suspend", "haste")

#: Each card of the pool and its number of time counters.
CARDS = {"Rift Bolt": 1, "Ancestral Vision": 4, "Search for Tomorrow": 2,
         "Crashing Footfalls": 4, "Mindstab": 4, "Heroes Remembered": 10,
         "Riftwing Cloudskate": 3, "Errant Ephemeron": 4, "Keldon Halberdier": 4,
         "Durkwood Baloth": 5, "Gargadon": 4, "Lotus Bloom": 3}


def upkeep_of_next_turn_of(table: Table, player: int) -> None:
    """Pass to ``player``'s next upkeep, where the upkeep trigger is on the stack."""
    number = table.game.state.turn.number + 1
    while True:
        table.go_to(Step.UPKEEP, turn=number)
        if table.game.state.turn.active == player:
            return
        number += 1


def time_counters(table: Table, name: str) -> int:
    return table.find(name, zone=Zone.EXILE).counters.get("time", 0)


def offered(table: Table) -> list[SpecialAction]:
    decision = table.game.pending()
    assert decision is not None
    return [o for o in decision.options if isinstance(o, SpecialAction)]


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("suspend", "manastack_suspend", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_62a_suspend_is_the_action_and_two_triggers_in_exile(rules: Any) -> None:
    card = rules.card("Rift Bolt")
    triggers = [a for a in card.abilities if isinstance(a, KeywordTrigger)
                and a.keyword == "suspend"]
    assert len(triggers) == 2
    assert all(t.zones == ("exile",) for t in triggers)
    assert {t.trigger.event for t in triggers} == {"step_begins", "counters_removed"}


def test_without_the_plugin_a_suspend_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("suspend", "manastack_suspend", "cards.toml")
    definition = source.get("Rift Bolt")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("suspend", "suspend"),)


def test_116_2f_suspend_exiles_it_with_time_counters_without_the_stack(table: Table) -> None:
    """Rift Bolt suspended for {R}: exiled with one time counter, nothing on the stack, and
    Alice has priority again (116.3)."""
    table.lands(0, "Mountain", 1)
    table.hand(0, "Rift Bolt")
    table.special("Rift Bolt", "suspend")
    table.assert_zone("Rift Bolt", Zone.EXILE, 0)
    assert time_counters(table, "Rift Bolt") == 1
    assert table.tapped_count(0) == 1
    assert not table.game.ids_in(Zone.STACK)
    table.assert_logged(rule="702.62a", contains="exiles Rift Bolt")
    decision = table.game.pending()
    assert decision is not None and decision.kind == "priority" and decision.player == 0


def test_116_2f_not_offered_without_the_mana(table: Table) -> None:
    table.lands(0, "Forest", 1)
    table.hand(0, "Rift Bolt")
    assert not offered(table)
    with pytest.raises(IllegalActionError):
        table.special("Rift Bolt", "suspend")
    table.assert_zone("Rift Bolt", Zone.HAND, 0)


def test_116_2f_only_when_the_card_could_begin_to_be_cast(table: Table) -> None:
    """702.62c: a sorcery's timing (307.1): not in the upkeep, not on the opponent's turn,
    not with a spell on the stack; in Alice's main phase with the stack empty, it is."""
    table.lands(0, "Mountain", 3)
    table.hand(0, "Rift Bolt", "Lightning Bolt")
    table.set_turn(active=0, step=Step.UPKEEP)
    assert not offered(table)
    table.set_turn(active=1, step=Step.MAIN1)
    table.pass_priority()  # Bob passes: Alice has priority in his main phase
    decision = table.game.pending()
    assert decision is not None and decision.player == 0
    assert not offered(table)
    table.set_turn(active=0, step=Step.MAIN1)
    assert [o.name for o in offered(table)] == ["suspend"]
    table.cast("Lightning Bolt", targets=["Bob"])
    assert not offered(table)


PROHIBITION_KIT = card_pool("suspend-prohibition-kit", (
    CardDef(name="Rule of Law", mana_cost="{2}{W}", type_line="Enchantment",
            text="Each player can't cast more than one spell each turn."),))


@pytest.mark.plugins("suspend", "haste", extra={"suspend-prohibition-kit": PROHIBITION_KIT})
def test_702_62c_a_prohibition_on_casting_it_forbids_suspending_it(table: Table) -> None:
    """702.62c: "take into consideration any effects that would prohibit that card from
    being cast". Under Rule of Law, once Alice has cast Lightning Bolt this turn she
    couldn't begin to cast Rift Bolt (601.2e, 101.2): suspend is not offered and is
    refused, the game unchanged (732); on her next turn it is offered again."""
    table.battlefield(0, "Rule of Law")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Rift Bolt", "Lightning Bolt")
    table.library(0, "Mountain", "Mountain")
    table.library(1, "Mountain", "Mountain")
    assert [o.name for o in offered(table)] == ["suspend"]
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve()
    assert not offered(table)
    with pytest.raises(IllegalActionError):
        table.special("Rift Bolt", "suspend")
    table.assert_zone("Rift Bolt", Zone.HAND, 0)
    assert table.tapped_count(0) == 1
    table.next_turn()
    table.next_turn()
    table.go_to(Step.MAIN1)
    assert [o.name for o in offered(table)] == ["suspend"]


def test_702_62a_a_card_with_no_mana_cost_is_suspended_and_cast(table: Table) -> None:
    """Ancestral Vision (no mana cost, 202.1b) can't be cast from the hand, but is suspended
    for {U}; four upkeeps later it is cast without paying its mana cost: Alice draws three."""
    table.lands(0, "Island", 1)
    table.hand(0, "Ancestral Vision")
    table.library(0, *["Island"] * 12)
    table.library(1, *["Island"] * 12)
    with pytest.raises(IllegalActionError):
        table.cast("Ancestral Vision")
    table.special("Ancestral Vision", "suspend")
    assert time_counters(table, "Ancestral Vision") == 4
    for left in (3, 2, 1):
        upkeep_of_next_turn_of(table, 0)
        table.resolve()
        assert time_counters(table, "Ancestral Vision") == left
    upkeep_of_next_turn_of(table, 0)
    table.resolve()  # the last counter is removed: the second trigger
    table.assert_zone("Ancestral Vision", Zone.EXILE, 0)
    hand = len(table.names(Zone.HAND, 0))
    # "you may" (603.5): cast it, Alice its target
    table.resolve(answers=[Answer("may", ("yes",)), Answer("targets", (PlayerRef(0),))])
    table.assert_logged(rule="702.62a", contains="without paying its mana cost")
    table.resolve()
    table.assert_zone("Ancestral Vision", Zone.GRAVEYARD, 0)
    assert len(table.names(Zone.HAND, 0)) == hand + 3


def test_702_62a_rift_bolt_is_cast_at_the_next_upkeep(table: Table) -> None:
    """Rift Bolt suspended for {R} with one time counter: at Alice's next upkeep the counter
    is removed, the last: she casts it for free and it deals 3 damage to Bob."""
    table.lands(0, "Mountain", 1)
    table.hand(0, "Rift Bolt")
    table.library(0, *["Island"] * 4)
    table.library(1, *["Island"] * 4)
    table.special("Rift Bolt", "suspend")
    upkeep_of_next_turn_of(table, 0)
    table.resolve()
    table.assert_logged(rule="702.62a", contains="0 left")
    table.resolve(answers=[Answer("may", ("yes",)), Answer("targets", (PlayerRef(1),))])
    assert table.tapped_count(0) == 0  # its mana cost {2}{R} isn't paid (118.9)
    table.resolve()
    assert table.life(1) == 17
    table.assert_zone("Rift Bolt", Zone.GRAVEYARD, 0)


def test_702_62a_if_you_dont_cast_it_it_remains_exiled(table: Table) -> None:
    table.lands(0, "Mountain", 1)
    table.hand(0, "Rift Bolt")
    table.library(0, *["Island"] * 4)
    table.library(1, *["Island"] * 4)
    table.special("Rift Bolt", "suspend")
    upkeep_of_next_turn_of(table, 0)
    table.resolve()
    table.resolve(answers=[Answer("may", ("no",))])
    table.assert_zone("Rift Bolt", Zone.EXILE, 0)
    assert time_counters(table, "Rift Bolt") == 0
    assert table.life(1) == 20


def test_702_62b_the_upkeep_trigger_needs_the_card_suspended(table: Table) -> None:
    """A card with suspend exiled without time counters is not suspended (702.62b): its
    upkeep trigger doesn't trigger (603.4)."""
    table.exile(0, "Rift Bolt")
    table.library(0, *["Island"] * 4)
    table.library(1, *["Island"] * 4)
    upkeep_of_next_turn_of(table, 0)
    assert not table.game.ids_in(Zone.STACK)
    table.assert_zone("Rift Bolt", Zone.EXILE, 0)


def test_702_62a_only_in_its_owners_upkeep(table: Table) -> None:
    """"At the beginning of your upkeep": Bob's upkeep removes nothing."""
    table.exile(0, "Search for Tomorrow", counters={"time": 2})
    table.library(0, *["Island"] * 4)
    table.library(1, *["Island"] * 4)
    upkeep_of_next_turn_of(table, 1)
    assert not table.game.ids_in(Zone.STACK)
    assert time_counters(table, "Search for Tomorrow") == 2


def test_702_62a_a_creature_cast_by_suspend_has_haste(table: Table) -> None:
    """Keldon Halberdier's last time counter removed: cast for free, it has haste and
    attacks the turn it enters (702.10b)."""
    table.exile(0, "Keldon Halberdier", counters={"time": 1})
    table.library(0, *["Island"] * 4)
    table.library(1, *["Island"] * 4)
    upkeep_of_next_turn_of(table, 0)
    table.resolve()
    table.resolve(answers=[Answer("may", ("yes",))])
    table.assert_logged(rule="702.62a", contains="gains haste")
    table.resolve()
    table.assert_zone("Keldon Halberdier", Zone.BATTLEFIELD, 0)
    assert table.has_keyword("Keldon Halberdier", "haste")
    table.go_to(Step.DECLARE_ATTACKERS)
    table.attack("Keldon Halberdier")
    table.go_to(Step.MAIN2)
    assert table.life(1) == 16


def test_702_62a_a_creature_cast_from_the_hand_has_no_haste(table: Table) -> None:
    table.lands(0, "Mountain", 5)
    table.hand(0, "Keldon Halberdier")
    table.cast("Keldon Halberdier")
    table.resolve()
    assert not table.has_keyword("Keldon Halberdier", "haste")


def test_400_7_a_suspended_creature_that_leaves_and_returns_has_no_haste(table: Table) -> None:
    """The permanent is a new object once it leaves (400.7): the haste is gone."""
    table.exile(0, "Keldon Halberdier", counters={"time": 1})
    table.lands(0, "Island", 2)
    table.hand(0, "Unsummon")
    table.library(0, *["Island"] * 4)
    table.library(1, *["Island"] * 4)
    upkeep_of_next_turn_of(table, 0)
    table.resolve()
    table.resolve(answers=[Answer("may", ("yes",))])
    table.resolve()
    table.go_to(Step.MAIN1)
    table.cast("Unsummon", targets=["Keldon Halberdier"])
    table.resolve()
    table.battlefield(0, "Keldon Halberdier")
    table.refresh()
    assert not table.has_keyword("Keldon Halberdier", "haste")


#: Control Magic and Disenchant (Oracle text): control of a permanent taken and given back.
CONTROL_KIT = card_pool("suspend-control-kit", (
    CardDef(name="Control Magic", mana_cost="{2}{U}{U}", type_line="Enchantment — Aura",
            text="Enchant creature\nYou control enchanted creature."),
    CardDef(name="Disenchant", mana_cost="{1}{W}", type_line="Instant",
            text="Destroy target artifact or enchantment.")))


@pytest.mark.plugins("suspend", "haste", extra={"suspend-control-kit": CONTROL_KIT})
def test_702_62a_613_1b_the_haste_ends_for_good_when_its_caster_loses_control(
        table: Table) -> None:
    """"It gains haste until you lose control of ... the permanent it becomes": Bob's
    Control Magic takes Alice's Keldon Halberdier (a layer-2 change, 613.1b): no haste; the
    duration is over (611.2b), so given back by Disenchant it still has none."""
    table.exile(0, "Keldon Halberdier", counters={"time": 1})
    table.library(0, *["Island"] * 4)
    table.library(1, *["Island"] * 4)
    upkeep_of_next_turn_of(table, 0)
    table.resolve()
    table.resolve(answers=[Answer("may", ("yes",))])
    table.resolve()
    assert table.has_keyword("Keldon Halberdier", "haste")
    upkeep_of_next_turn_of(table, 1)
    table.go_to(Step.MAIN1)
    table.lands(1, "Island", 4)
    table.hand(1, "Control Magic")
    table.cast("Control Magic", targets=["Keldon Halberdier"])
    table.resolve()
    halberdier = table.find("Keldon Halberdier").id
    assert table.game.controller(halberdier) == 1
    assert not table.has_keyword("Keldon Halberdier", "haste")
    table.hand(0, "Disenchant")
    table.lands(0, "Plains", 2)
    table.pass_priority()
    table.cast("Disenchant", targets=["Control Magic"])
    table.resolve()
    assert table.game.controller(halberdier) == 0
    assert not table.has_keyword("Keldon Halberdier", "haste")


def test_702_62a_lotus_bloom_with_no_mana_cost_suspended_for_0(table: Table) -> None:
    """Lotus Bloom: suspend 3—{0}, with no land at all; cast for free three upkeeps on."""
    table.hand(0, "Lotus Bloom")
    table.library(0, *["Island"] * 8)
    table.library(1, *["Island"] * 8)
    table.special("Lotus Bloom", "suspend")
    for _ in range(3):
        upkeep_of_next_turn_of(table, 0)
        table.resolve()
    table.resolve(answers=[Answer("may", ("yes",))])
    table.resolve()
    table.assert_zone("Lotus Bloom", Zone.BATTLEFIELD, 0)


@pytest.mark.parametrize("name", sorted(CARDS))
def test_116_2f_each_card_of_the_pool_is_suspended(table: Table, name: str) -> None:
    """Each card: offered and suspended with its printed number of time counters."""
    table.lands(0, "Plains", 3)
    table.lands(0, "Island", 3)
    table.lands(0, "Swamp", 3)
    table.lands(0, "Mountain", 3)
    table.lands(0, "Forest", 3)
    table.hand(0, name)
    table.special(name, "suspend")
    assert time_counters(table, name) == CARDS[name]


def test_116_2_a_special_action_not_offered_is_refused(table: Table) -> None:
    """Taken out of its timing (the upkeep), the action is refused and the game unchanged
    (CR 732); the kernel checks it is one offered now."""
    table.lands(0, "Mountain", 1)
    hand = table.hand(0, "Rift Bolt")
    table.set_turn(active=0, step=Step.UPKEEP)
    with pytest.raises(IllegalActionError):
        table.game.act(SpecialAction(hand[0].id, "suspend", "suspend"))
    table.assert_zone("Rift Bolt", Zone.HAND, 0)
    assert table.tapped_count(0) == 0


@needs_corpus  # Red Elemental Blast comes from the Oracle corpus
@pytest.mark.plugins("suspend", "haste", "oracle")
def test_202_2e_ancestral_vision_is_blue_so_red_elemental_blast_counters_it(table: Table) -> None:
    """Ancestral Vision has no mana cost but a blue colour indicator (CR 202.2e, 204.2): cast
    from suspend, it is a blue spell, so Red Elemental Blast's "Counter target blue spell"
    can target it and counters it (701.6a)."""
    table.lands(0, "Island", 1)
    table.lands(1, "Mountain", 1)
    table.hand(0, "Ancestral Vision")
    table.hand(1, "Red Elemental Blast")
    table.library(0, *["Island"] * 12)
    table.library(1, *["Island"] * 12)
    table.special("Ancestral Vision", "suspend")
    for _ in range(3):
        upkeep_of_next_turn_of(table, 0)
        table.resolve()
    upkeep_of_next_turn_of(table, 0)
    table.resolve()
    table.resolve(answers=[Answer("may", ("yes",)), Answer("targets", (PlayerRef(0),))])
    vision = table.find("Ancestral Vision", zone=Zone.STACK)
    assert table.game.chars(vision.id).colors == frozenset("U")
    table.pass_priority()
    table.cast("Red Elemental Blast", modes=[0], targets=["Ancestral Vision"])
    table.resolve()
    table.assert_zone("Ancestral Vision", Zone.GRAVEYARD, 0)
    assert not table.game.ids_in(Zone.STACK)


def test_702_62a_116_2f_suspending_in_the_upkeep_is_refused_with_its_reason(
        table: Table) -> None:
    """Rift Bolt (a sorcery) in Alice's upkeep: sent straight to ``Game.act``, suspending it is
    refused citing suspend's rule, 116.2f and 702.62c, saying it couldn't begin to be cast
    (its timing, 307.1); the game unchanged (CR 732)."""
    table.lands(0, "Mountain", 1)
    (bolt,) = table.hand(0, "Rift Bolt")
    table.set_turn(active=0, step=Step.UPKEEP)
    exc = table.assert_illegal(table.game.act, SpecialAction(bolt.id, "suspend", "suspend"),
                               rule="702.62a")
    assert {"116.2f", "702.62c"} <= set(exc.rules), exc.rules
    assert "could begin to be cast now" in exc.reason and "its timing" in exc.reason
    table.assert_zone("Rift Bolt", Zone.HAND, 0)


def test_702_62a_118_3_suspending_without_the_mana_names_the_suspend_cost(
        table: Table) -> None:
    """Ancestral Vision with a Forest: {U} can't be paid; the test kit's name lookup and
    ``Game.act`` give the same refusal, citing 702.62a, 116.2f and 118.3."""
    table.lands(0, "Forest", 1)
    (vision,) = table.hand(0, "Ancestral Vision")
    by_name = table.assert_illegal(table.special, "Ancestral Vision", "suspend",
                                   rule="702.62a")
    by_act = table.assert_illegal(table.game.act,
                                  SpecialAction(vision.id, "suspend", "suspend"),
                                  rule="702.62a")
    assert (by_name.reason, by_name.rules) == (by_act.reason, by_act.rules)
    assert {"116.2f", "118.3"} <= set(by_act.rules)
    assert "can't pay {U} for suspend Ancestral Vision (its suspend cost)" in by_act.reason


def test_702_62a_a_card_not_in_the_hand_is_not_suspended(table: Table) -> None:
    """Rift Bolt in Alice's graveyard: suspend exiles a card from its owner's hand."""
    table.lands(0, "Mountain", 1)
    (bolt,) = table.graveyard(0, "Rift Bolt")
    exc = table.assert_illegal(table.game.act, SpecialAction(bolt.id, "suspend", "suspend"),
                               rule="702.62a")
    assert "not in your hand" in exc.reason and "116.2f" in exc.rules
