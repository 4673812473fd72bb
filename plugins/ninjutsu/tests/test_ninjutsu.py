"""Ninjutsu (CR 702.49): "[Cost], Reveal this card from your hand, Return an unblocked
attacking creature you control to its owner's hand: Put this card onto the battlefield from
your hand tapped and attacking." Runs alone with ``pytest plugins/ninjutsu`` (kernel +
ninjutsu only). Grizzly Bears, Memnite, Gray Ogre and the basic lands come from the
kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Answer, PlayerRef, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("ninjutsu")

#: Each card of the pool and its ninjutsu cost.
CARDS = {"Ninja of the Deep Hours": "{1}{U}", "Ninja of the New Moon": "{3}{B}",
         "Dokuchi Shadow-Walker": "{3}{B}", "Moonsnare Specialist": "{2}{U}",
         "Blade-Blizzard Kitsune": "{3}{W}", "Nezumi Prowler": "{1}{B}"}


def attack_unblocked(table: Table, *names: str) -> None:
    """Attack with ``names``; Bob declares no blocks: they are unblocked (509.1h)."""
    table.attack(*names)
    table.block({})


def ninjutsu(table: Table, ninja: str, returned: str) -> None:
    table.activate(ninja, answers=[Answer("return", (returned,))])
    table.resolve()


def test_the_pool_is_printed_and_understood(rules: Any) -> None:
    source = TomlCardSource.from_package("ninjutsu", "manastack_ninjutsu", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name, cost in CARDS.items():
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        (ability,) = [a for a in card.abilities if getattr(a, "keyword", "") == "ninjutsu"]
        assert str(ability.cost.mana) == cost and ability.zones == ("hand",)
    assert_printed(source.get(n) for n in CARDS)


def test_without_the_plugin_a_ninja_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("ninjutsu", "manastack_ninjutsu", "cards.toml")
    definition = source.get("Ninja of the Deep Hours")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("ninjutsu", "ninjutsu"),)


def test_702_49a_the_ninja_swaps_in_tapped_attacking_and_unblocked(table: Table) -> None:
    """Grizzly Bears is unblocked; Alice pays {1}{U}, reveals Ninja of the Deep Hours and
    returns the Bears to her hand: the Ninja enters tapped and attacking Bob (702.49c),
    unblocked; it deals 2 and its trigger draws a card."""
    table.battlefield(0, "Grizzly Bears", "Island", "Island")
    table.hand(0, "Ninja of the Deep Hours")
    table.library(0, "Forest")
    attack_unblocked(table, "Grizzly Bears")
    ninjutsu(table, "Ninja of the Deep Hours", "Grizzly Bears")
    table.assert_logged(rule="702.49b")
    table.assert_logged(rule="702.49c", contains="attacking")
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]
    ninja = table.find("Ninja of the Deep Hours")
    assert ninja.zone is Zone.BATTLEFIELD and ninja.tapped
    combat = table.game.state.combat
    assert combat is not None and combat.attackers[ninja.id] == PlayerRef(1)
    table.answer("may", "yes")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)
    assert sorted(table.names(Zone.HAND, 0)) == ["Forest", "Grizzly Bears"]


def test_509_1h_no_ninjutsu_before_blockers_are_declared(table: Table) -> None:
    """In the declare attackers step no creature is unblocked yet (509.1h, 702.49c)."""
    table.battlefield(0, "Grizzly Bears", "Island", "Island")
    table.hand(0, "Ninja of the Deep Hours")
    table.attack("Grizzly Bears")
    table.assert_illegal(table.activate, "Ninja of the Deep Hours")


def test_509_1h_a_blocked_creature_cant_be_returned(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears", "Island", "Island")
    table.battlefield(1, "Gray Ogre")
    table.hand(0, "Ninja of the Deep Hours")
    table.attack("Grizzly Bears")
    table.block({"Gray Ogre": "Grizzly Bears"})
    table.assert_illegal(table.activate, "Ninja of the Deep Hours")


def test_702_49a_it_functions_only_from_the_hand(table: Table) -> None:
    """A Ninja on the battlefield has no usable ninjutsu (113.6b: its ability functions in
    the hand)."""
    table.battlefield(0, "Grizzly Bears", "Ninja of the Deep Hours", "Island", "Island")
    attack_unblocked(table, "Grizzly Bears")
    table.assert_illegal(table.activate, "Ninja of the Deep Hours")


def test_508_4_put_onto_the_battlefield_attacking_it_was_never_declared(table: Table) -> None:
    """The Ninja is attacking but wasn't declared as an attacker: no "attacks" trigger
    (508.3a, 508.4); the Bears' return leaves combat (506.4)."""
    table.battlefield(0, "Memnite", "Swamp", "Swamp", "Swamp", "Swamp")
    table.hand(0, "Ninja of the New Moon")
    attack_unblocked(table, "Memnite")
    ninjutsu(table, "Ninja of the New Moon", "Memnite")
    combat = table.game.state.combat
    assert combat is not None
    assert [table.game.obj(a).name for a in combat.attackers] == ["Ninja of the New Moon"]
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 14)


def test_702_49a_the_ninja_is_summoning_sick_but_attacks_anyway(table: Table) -> None:
    """302.6 stops declaring it as an attacker, not being put onto the battlefield
    attacking (508.4c); its enters trigger (Moonsnare Specialist) bounces a blocker."""
    table.battlefield(0, "Grizzly Bears", "Memnite", "Island", "Island", "Island")
    table.battlefield(1, "Gray Ogre")
    table.hand(0, "Moonsnare Specialist")
    table.attack("Grizzly Bears", "Memnite")
    table.block({"Gray Ogre": "Memnite"})
    table.activate("Moonsnare Specialist", answers=[Answer("return", ("Grizzly Bears",))])
    table.resolve(answers=[Answer("targets", ("Gray Ogre",))])  # its enters trigger targets
    table.resolve()
    table.assert_zone("Gray Ogre", Zone.HAND, 1)
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)  # Memnite stays blocked (509.1h): only the Specialist's 2


def test_702_49a_not_enough_mana_no_ninjutsu(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears", "Island")
    table.hand(0, "Ninja of the Deep Hours")
    attack_unblocked(table, "Grizzly Bears")
    table.assert_illegal(table.activate, "Ninja of the Deep Hours")
    assert table.find("Grizzly Bears").zone is Zone.BATTLEFIELD


def test_400_7_the_card_gone_from_the_hand_nothing_happens(table: Table) -> None:
    """The card left the hand in response (discarded here): the ability finds no card to
    put onto the battlefield (400.7); the Bears stay returned, the cost paid."""
    table.battlefield(0, "Grizzly Bears", "Island", "Island")
    table.hand(0, "Ninja of the Deep Hours")
    attack_unblocked(table, "Grizzly Bears")
    table.activate("Ninja of the Deep Hours", answers=[Answer("return", ("Grizzly Bears",))])
    ninja = table.find("Ninja of the Deep Hours")
    table.game.move(ninja.id, Zone.GRAVEYARD, cause="discard", rule="701.9a")
    table.refresh()
    table.resolve()
    table.assert_logged(rule="400.7", contains="no longer")
    table.assert_zone("Ninja of the Deep Hours", Zone.GRAVEYARD, 0)
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]


def test_510_1_double_strike_ninja_entering_before_first_strike_damage(table: Table) -> None:
    """Blade-Blizzard Kitsune (double strike) swapped in during the declare blockers step
    deals first-strike and regular damage (510.4): 4."""
    table.battlefield(0, "Memnite", "Plains", "Plains", "Plains", "Plains")
    table.hand(0, "Blade-Blizzard Kitsune")
    attack_unblocked(table, "Memnite")
    ninjutsu(table, "Blade-Blizzard Kitsune", "Memnite")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 16)


def test_702_49a_dokuchi_shadow_walker_swapped_in_for_memnite(table: Table) -> None:
    table.battlefield(0, "Memnite", "Swamp", "Swamp", "Swamp", "Swamp")
    table.hand(0, "Dokuchi Shadow-Walker")
    attack_unblocked(table, "Memnite")
    ninjutsu(table, "Dokuchi Shadow-Walker", "Memnite")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 15)


def test_702_49a_nezumi_prowler_gives_itself_lifelink_as_it_enters(table: Table) -> None:
    """Nezumi Prowler's enters trigger targets a creature Alice controls: itself, attacking
    (the Bears went back to her hand); 3 damage with lifelink (702.15b)."""
    table.battlefield(0, "Grizzly Bears", "Swamp", "Swamp")
    table.hand(0, "Nezumi Prowler")
    attack_unblocked(table, "Grizzly Bears")
    table.activate("Nezumi Prowler", answers=[Answer("return", ("Grizzly Bears",))])
    table.resolve(answers=[Answer("targets", ("Nezumi Prowler",))])
    table.resolve()
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 17)
    table.assert_life(0, 23)
