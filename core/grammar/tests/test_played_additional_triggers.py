"""Printed "that ability triggers an additional time" played (CR 603.2d).

Panharmonicon: "If an artifact or creature entering causes a triggered ability of a permanent
you control to trigger, that ability triggers an additional time." Annie Joins Up: "If a
triggered ability of a legendary creature you control triggers, that ability triggers an
additional time." Teysa Karlov, Drivnod, Carnage Dominus: "If a creature dying causes a
triggered ability of a permanent you control to trigger, that ability triggers an additional
time." Each such ability triggers twice: two instances wait and resolve; abilities
the words don't cover (an opponent's permanent, a nonlegendary creature, another event)
trigger once.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

PANHARMONICON = CardDef(
    name="Panharmonicon", mana_cost="{4}", type_line="Artifact",
    text="If an artifact or creature entering causes a triggered ability of a permanent you "
         "control to trigger, that ability triggers an additional time.")
ANNIE = CardDef(
    name="Annie Joins Up", mana_cost="{1}{R}{G}{W}", type_line="Legendary Enchantment",
    text="When Annie Joins Up enters, it deals 5 damage to target creature or planeswalker an "
         "opponent controls.\nIf a triggered ability of a legendary creature you control "
         "triggers, that ability triggers an additional time.")
SOUL_WARDEN = CardDef(
    name="Soul Warden", mana_cost="{W}", type_line="Creature — Human Cleric", power="1",
    toughness="1", text="Whenever another creature enters, you gain 1 life.")
VISIONARY = CardDef(
    name="Elvish Visionary", mana_cost="{1}{G}", type_line="Creature — Elf Shaman", power="1",
    toughness="1", text="When this creature enters, draw a card.")
GALE = CardDef(
    name="Gale, Abyssal Conduit", mana_cost="{3}{U}{B}",
    type_line="Legendary Creature — Human Wizard", power="4", toughness="5",
    text="Whenever you cast an instant or sorcery spell, each opponent loses 2 life.")
TEYSA = CardDef(
    name="Teysa Karlov", mana_cost="{2}{W}{B}", type_line="Legendary Creature — Human Advisor",
    power="2", toughness="4",
    text="If a creature dying causes a triggered ability of a permanent you control to "
         "trigger, that ability triggers an additional time.\nCreature tokens you control "
         "have vigilance and lifelink.")
DRIVNOD = CardDef(
    name="Drivnod, Carnage Dominus", mana_cost="{3}{B}{B}",
    type_line="Legendary Creature — Phyrexian Horror", power="8", toughness="3",
    text="If a creature dying causes a triggered ability of a permanent you control to "
         "trigger, that ability triggers an additional time.\n{B/P}{B/P}, Exile three creature "
         "cards from your graveyard: Put an indestructible counter on Drivnod. ({B/P} can be paid "
         "with either {B} or 2 life.)")
ZULAPORT = CardDef(
    name="Zulaport Cutthroat", mana_cost="{1}{B}", type_line="Creature — Human Rogue Ally",
    power="1", toughness="1",
    text="Whenever this creature or another creature you control dies, each opponent loses 1 "
         "life and you gain 1 life.")
DROSS_HARVESTER = CardDef(
    name="Dross Harvester", mana_cost="{1}{B}{B}", type_line="Creature — Horror",
    power="4", toughness="4",
    text="Protection from white\nAt the beginning of your end step, you lose 4 life.\n"
         "Whenever a creature dies, you gain 2 life.")
VRAAN = CardDef(
    name="Vraan, Executioner Thane", mana_cost="{1}{B}",
    type_line="Legendary Creature — Phyrexian Vampire", power="2", toughness="2",
    text="Whenever one or more other creatures you control die, each opponent loses 2 life and "
         "you gain 2 life. This ability triggers only once each turn.")
ISSHIN = CardDef(
    name="Isshin, Two Heavens as One", mana_cost="{R}{W}{B}",
    type_line="Legendary Creature — Human Samurai", power="3", toughness="4",
    text="If a creature attacking causes a triggered ability of a permanent you control to "
         "trigger, that ability triggers an additional time.")
WULFGAR = CardDef(
    name="Wulfgar of Icewind Dale", mana_cost="{3}{R}{G}",
    type_line="Legendary Creature — Human Barbarian", power="4", toughness="4",
    text="Melee (Whenever this creature attacks, it gets +1/+1 until end of turn for each "
         "opponent you attacked this combat.)\nIf a creature you control attacking causes a "
         "triggered ability of a permanent you control to trigger, that ability triggers an "
         "additional time.")
PULSE_TRACKER = CardDef(
    name="Pulse Tracker", mana_cost="{B}", type_line="Creature — Vampire Rogue", power="1",
    toughness="1", text="Whenever this creature attacks, each opponent loses 1 life.")
HORDECALLER = CardDef(
    name="Razorkin Hordecaller", mana_cost="{4}{R}",
    type_line="Creature — Human Clown Berserker", power="4", toughness="4",
    text="Haste\nWhenever you attack, create a 1/1 red Gremlin creature token.")
GANDALF = CardDef(
    name="Gandalf the White", mana_cost="{3}{W}{W}",
    type_line="Legendary Creature — Avatar Wizard", power="4", toughness="5",
    text="Flash\nYou may cast legendary spells and artifact spells as though they had flash.\n"
         "If a legendary permanent or an artifact entering or leaving the battlefield causes a "
         "triggered ability of a permanent you control to trigger, that ability triggers an "
         "additional time.")
ORIMS_PRAYER = CardDef(
    name="Orim's Prayer", mana_cost="{1}{W}{W}", type_line="Enchantment",
    text="Whenever one or more creatures attack you, you gain 1 life for each attacking "
         "creature.")

PRINTED = (PANHARMONICON, ANNIE, SOUL_WARDEN, VISIONARY, GALE, TEYSA, DRIVNOD, ZULAPORT,
           DROSS_HARVESTER, VRAAN, ISSHIN, WULFGAR, PULSE_TRACKER, HORDECALLER, ORIMS_PRAYER,
           GANDALF)
POOL = card_pool("trigger-kit", PRINTED)
kit = pytest.mark.plugins(extra={"trigger-kit": POOL})
#: Wulfgar's melee and Razorkin Hordecaller's haste are their own plugins
attack_kit = pytest.mark.plugins("melee", "haste", extra={"trigger-kit": POOL})


def cast(table: Table, name: str, mana: str = "") -> None:
    """``name`` cast from Alice's hand with ``mana`` in her pool (CR 601.2) and resolved."""
    if mana:
        table.mana(0, mana)
    table.hand(0, name)
    table.cast(name)
    table.resolve_all()
    table.assert_zone(name, Zone.BATTLEFIELD, 0)


@kit
def test_panharmonicon_doubles_soul_wardens_trigger(table: Table) -> None:
    """CR 603.2d: Memnite (an artifact creature) entering: Soul Warden triggers twice, +2."""
    table.battlefield(0, "Panharmonicon", "Soul Warden")
    cast(table, "Memnite")
    table.assert_life(0, 22)
    table.assert_logged(rule="603.2d")


@kit
def test_without_panharmonicon_soul_warden_triggers_once(table: Table) -> None:
    table.battlefield(0, "Soul Warden")
    cast(table, "Memnite")
    table.assert_life(0, 21)


@kit
def test_panharmonicon_doubles_an_enters_trigger_of_the_creature_itself(table: Table) -> None:
    """Elvish Visionary's own "When this creature enters, draw a card" triggers twice."""
    table.battlefield(0, "Panharmonicon")
    table.library(0, "Forest", "Forest", "Forest")
    table.lands(0, "Forest", 2)
    table.hand(0, "Elvish Visionary")
    table.cast("Elvish Visionary")
    table.resolve_all()
    assert len(table.names(Zone.HAND, 0)) == 2
    assert len(table.names(Zone.LIBRARY, 0)) == 1


@kit
def test_panharmonicon_leaves_an_opponents_abilities_alone(table: Table) -> None:
    """"a permanent you control": Bob's Soul Warden gains Bob 1 for Alice's Memnite; Alice's
    Panharmonicon doesn't double it."""
    table.battlefield(0, "Panharmonicon")
    table.battlefield(1, "Soul Warden")
    cast(table, "Memnite")
    table.assert_life(1, 21)


@kit
def test_annie_joins_up_doubles_a_legendary_creatures_trigger(table: Table) -> None:
    """Gale, Abyssal Conduit (legendary) triggers twice on Alice's Giant Growth: Bob loses 4."""
    table.battlefield(0, "Annie Joins Up", "Gale, Abyssal Conduit")
    table.lands(0, "Forest", 1)
    table.hand(0, "Giant Growth")
    table.cast("Giant Growth", targets=["Gale, Abyssal Conduit"])
    table.resolve_all()
    table.assert_life(1, 16)


@kit
def test_annie_joins_up_leaves_a_nonlegendary_creatures_trigger_alone(table: Table) -> None:
    """"a legendary creature": Soul Warden triggers once for Memnite, +1."""
    table.battlefield(0, "Annie Joins Up", "Soul Warden")
    cast(table, "Memnite")
    table.assert_life(0, 21)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)


@kit
def test_panharmonicon_cast_then_doubles_soul_wardens_trigger(table: Table) -> None:
    """Panharmonicon cast from Alice's hand ({4}, CR 601.2) and resolved, then Memnite
    entering: Soul Warden's trigger triggers an additional time (603.2d), +2."""
    table.battlefield(0, "Soul Warden")
    table.mana(0, "CCCC")
    table.hand(0, "Panharmonicon")
    table.cast("Panharmonicon")
    table.resolve()
    table.assert_zone("Panharmonicon", Zone.BATTLEFIELD, 0)
    cast(table, "Memnite")
    table.assert_life(0, 22)


def shock(table: Table, target: str) -> None:
    table.mana(0, "R")
    table.hand(0, "Shock")
    table.cast("Shock", targets=[target])
    table.resolve_all()
    table.assert_zone(target, Zone.GRAVEYARD)


@kit
def test_teysa_karlov_doubles_zulaport_cutthroats_own_dies_trigger(table: Table) -> None:
    """CR 603.2d, 700.4: Zulaport Cutthroat dying triggers its own "this creature ... dies"
    ability twice under Teysa: Bob loses 2, Alice gains 2."""
    table.battlefield(0, "Zulaport Cutthroat")
    cast(table, "Teysa Karlov", "WBCC")
    shock(table, "Zulaport Cutthroat")
    table.assert_life(1, 18)
    table.assert_life(0, 22)
    table.assert_logged(rule="603.2d")


@kit
def test_without_teysa_karlov_zulaport_cutthroat_triggers_once(table: Table) -> None:
    table.battlefield(0, "Zulaport Cutthroat")
    shock(table, "Zulaport Cutthroat")
    table.assert_life(1, 19)
    table.assert_life(0, 21)
    table.assert_not_logged(rule="603.2d")


@kit
def test_teysa_karlov_leaves_a_trigger_of_another_event_alone(table: Table) -> None:
    """"a creature dying": Soul Warden's enters trigger triggers once for Teysa and once for
    Memnite, +2."""
    table.battlefield(0, "Soul Warden")
    cast(table, "Teysa Karlov", "WBCC")
    cast(table, "Memnite")
    table.assert_life(0, 22)
    table.assert_not_logged(rule="603.2d")


@kit
def test_teysa_karlov_leaves_an_opponents_dies_trigger_alone(table: Table) -> None:
    """"a permanent you control": Bob's Dross Harvester gains Bob 2 once for Alice's Memnite
    dying under Alice's Teysa."""
    table.battlefield(1, "Dross Harvester")
    table.battlefield(0, "Memnite")
    cast(table, "Teysa Karlov", "WBCC")
    shock(table, "Memnite")
    table.assert_life(1, 22)


@kit
def test_drivnod_doubles_dross_harvesters_trigger_for_any_creature_dying(table: Table) -> None:
    """Drivnod cast ({3}{B}{B}), then Bob's Memnite dies: Alice's Dross Harvester ("Whenever a
    creature dies") triggers twice (CR 603.2d), +4."""
    table.battlefield(0, "Dross Harvester")
    table.battlefield(1, "Memnite")
    table.mana(0, "BBCCC")
    table.hand(0, "Drivnod, Carnage Dominus")
    table.cast("Drivnod, Carnage Dominus")
    table.resolve()
    table.assert_zone("Drivnod, Carnage Dominus", Zone.BATTLEFIELD, 0)
    shock(table, "Memnite")
    table.assert_life(0, 24)


@kit
def test_teysa_karlov_dying_with_others_still_doubles_their_dies_triggers(table: Table
                                                                         ) -> None:
    """CR 603.10a: Wrath of God destroys Teysa, Zulaport Cutthroat and Memnite at once; the
    game looks back: Teysa's effect existed as they died, so Zulaport's ability triggers twice
    for each of the three: Bob loses 6, Alice gains 6."""
    table.battlefield(0, "Zulaport Cutthroat", "Memnite")
    cast(table, "Teysa Karlov", "WBCC")
    table.mana(0, "WWCC")
    table.hand(0, "Wrath of God")
    table.cast("Wrath of God")
    table.resolve_all()
    table.assert_zone("Teysa Karlov", Zone.GRAVEYARD, 0)
    table.assert_life(1, 14)
    table.assert_life(0, 26)


@kit
def test_teysa_karlov_doubles_a_one_or_more_creatures_die_trigger(table: Table) -> None:
    """CR 603.2c, 603.2d: Memnite dying triggers Vraan's "one or more other creatures you
    control die" twice under Teysa: Bob loses 4 (2 without her, below)."""
    table.battlefield(0, "Vraan, Executioner Thane", "Memnite")
    cast(table, "Teysa Karlov", "WBCC")
    shock(table, "Memnite")
    table.assert_life(1, 16)
    table.assert_life(0, 24)


@kit
def test_without_teysa_karlov_vraan_triggers_once(table: Table) -> None:
    table.battlefield(0, "Vraan, Executioner Thane", "Memnite")
    shock(table, "Memnite")
    table.assert_life(1, 18)


def bob_attacks(table: Table, attacker: str) -> None:
    """Bob's ``attacker`` put onto his battlefield, then on his turn attacks Alice (CR 508.1)
    and every trigger resolves."""
    table.battlefield(1, attacker)
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.next_turn()
    table.attack(attacker)
    table.resolve_all()


def gremlins(table: Table, player: int) -> int:
    return table.names(Zone.BATTLEFIELD, player).count("Gremlin Token")


@attack_kit
def test_isshin_doubles_an_attacking_creatures_own_attack_trigger(table: Table) -> None:
    """CR 603.2d, 508.3a: Pulse Tracker attacking triggers its "Whenever this creature
    attacks" twice under Isshin: Bob loses 2 before damage, 3 with its combat damage."""
    table.battlefield(0, "Pulse Tracker")
    cast(table, "Isshin, Two Heavens as One", "RWB")
    table.attack("Pulse Tracker")
    table.resolve_all()
    table.assert_life(1, 18)
    table.assert_logged(rule="603.2d")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 17)


@attack_kit
def test_without_isshin_pulse_tracker_triggers_once(table: Table) -> None:
    table.battlefield(0, "Pulse Tracker")
    table.attack("Pulse Tracker")
    table.resolve_all()
    table.assert_life(1, 19)
    table.assert_not_logged(rule="603.2d")


@attack_kit
def test_isshin_doubles_a_whenever_you_attack_trigger(table: Table) -> None:
    """CR 508.3d, 603.2d: Pulse Tracker declared as an attacker causes Razorkin Hordecaller's
    "Whenever you attack" to trigger: twice under Isshin, two Gremlins."""
    table.battlefield(0, "Razorkin Hordecaller", "Pulse Tracker")
    cast(table, "Isshin, Two Heavens as One", "RWB")
    table.attack("Pulse Tracker")
    table.resolve_all()
    assert gremlins(table, 0) == 2
    table.assert_life(1, 18)  # and Pulse Tracker's own trigger twice


@attack_kit
def test_isshin_leaves_a_trigger_of_another_event_alone(table: Table) -> None:
    """"a creature attacking": Soul Warden's enters trigger triggers once for Memnite, +1
    (and once for Isshin itself)."""
    table.battlefield(0, "Soul Warden")
    cast(table, "Isshin, Two Heavens as One", "RWB")
    cast(table, "Memnite")
    table.assert_life(0, 22)
    table.assert_not_logged(rule="603.2d")


@attack_kit
def test_isshin_leaves_an_opponents_attack_trigger_alone(table: Table) -> None:
    """"a permanent you control": Bob's Pulse Tracker attacking Alice triggers once under
    Alice's Isshin: Alice loses 1 before damage."""
    cast(table, "Isshin, Two Heavens as One", "RWB")
    bob_attacks(table, "Pulse Tracker")
    table.assert_life(0, 19)


@attack_kit
def test_wulfgar_doubles_the_trigger_of_a_creature_alice_controls_attacking(table: Table
                                                                           ) -> None:
    """CR 603.2d: Alice's Pulse Tracker attacking under Wulfgar triggers twice: Bob loses 2."""
    table.battlefield(0, "Pulse Tracker")
    cast(table, "Wulfgar of Icewind Dale", "RGCCC")
    table.attack("Pulse Tracker")
    table.resolve_all()
    table.assert_life(1, 18)


@attack_kit
def test_wulfgar_leaves_an_opponents_attacking_creature_alone(table: Table) -> None:
    """"a creature you control attacking": Bob's Hill Giant attacking Alice triggers her
    Orim's Prayer once under Wulfgar (+1, then 3 combat damage)."""
    table.battlefield(0, "Orim's Prayer")
    cast(table, "Wulfgar of Icewind Dale", "RGCCC")
    bob_attacks(table, "Hill Giant")
    table.assert_life(0, 21)
    table.assert_not_logged(rule="603.2d")


@attack_kit
def test_isshin_doubles_a_trigger_an_opponents_attacking_creature_causes(table: Table) -> None:
    """"a creature attacking", whoever controls it: Bob's Hill Giant attacking Alice
    triggers her Orim's Prayer twice under Isshin, +2."""
    table.battlefield(0, "Orim's Prayer")
    cast(table, "Isshin, Two Heavens as One", "RWB")
    bob_attacks(table, "Hill Giant")
    table.assert_life(0, 22)


@kit
def test_gandalf_doubles_the_enters_trigger_of_an_artifact_or_a_legendary(table: Table
                                                                         ) -> None:
    """CR 603.2d, 603.6a, 603.10: Soul Warden's trigger twice for Gandalf himself (a legendary
    permanent, his effect looked at just after he entered), twice for Memnite (an artifact),
    once for Grizzly Bears (neither)."""
    table.battlefield(0, "Soul Warden")
    cast(table, "Gandalf the White", "WWCCC")
    table.assert_life(0, 22)
    cast(table, "Memnite")
    table.assert_life(0, 24)
    table.hand(0, "Grizzly Bears")
    table.mana(0, "GC")
    table.cast("Grizzly Bears")
    table.resolve_all()
    table.assert_life(0, 25)


@kit
def test_gandalf_doubles_the_dies_trigger_of_an_artifact_leaving(table: Table) -> None:
    """CR 603.2d, 603.6c: Memnite (an artifact) dying triggers Zulaport Cutthroat twice: Bob
    loses 2; Zulaport itself (neither legendary nor an artifact) dying, once: 1 more."""
    table.battlefield(0, "Zulaport Cutthroat", "Memnite")
    cast(table, "Gandalf the White", "WWCCC")
    shock(table, "Memnite")
    table.assert_life(1, 18)
    shock(table, "Zulaport Cutthroat")
    table.assert_life(1, 17)
