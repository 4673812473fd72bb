"""Dethrone (CR 702.105): "Whenever this creature attacks the player with the most life or
tied for most life, put a +1/+1 counter on this creature". Runs alone with
``pytest plugins/dethrone`` (kernel + dethrone only). Grizzly Bears and the basic lands come
from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import KeywordTrigger, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("dethrone")

CARDS = ("Enraged Revolutionary", "Grenzo's Cutthroat", "Marchesa's Emissary",
         "Marchesa's Infiltrator", "Treasonous Ogre", "Marchesa, the Black Rose")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def attack(table: Table, *names: str) -> None:
    table.attack(*names)
    resolve_stack(table)


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("dethrone", "manastack_dethrone", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_105a_the_keyword_is_a_triggered_ability_named_dethrone(rules: Any) -> None:
    card = rules.card("Enraged Revolutionary")
    (ability,) = card.abilities
    assert isinstance(ability, KeywordTrigger)
    assert (ability.keyword, ability.plugin) == ("dethrone", "dethrone")
    assert ability.trigger.event == "attacks"


def test_without_the_plugin_a_dethrone_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("dethrone", "manastack_dethrone", "cards.toml")
    definition = source.get("Enraged Revolutionary")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("dethrone", "dethrone"),)


def test_702_105a_tied_for_most_life_a_counter(table: Table) -> None:
    """Both players at 20: Enraged Revolutionary (2/1) attacks Bob, tied for most life: a
    +1/+1 counter, a 3/2 dealing 3 damage."""
    table.battlefield(0, "Enraged Revolutionary")
    assert table.has_keyword("Enraged Revolutionary", "dethrone")
    attack(table, "Enraged Revolutionary")
    table.assert_logged(rule="702.105a", contains="attacked Bob")
    table.assert_counters("Enraged Revolutionary", "+1/+1", 1)
    assert (table.power("Enraged Revolutionary"), table.toughness("Enraged Revolutionary")) \
        == (3, 2)
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 17)


def test_702_105a_the_most_life_a_counter(table: Table) -> None:
    """Alice at 12, Bob at 20: Treasonous Ogre (2/3) attacks Bob: a counter."""
    table.battlefield(0, "Treasonous Ogre")
    table.game.lose_life(0, 8, rule="119.3")
    attack(table, "Treasonous Ogre")
    table.assert_counters("Treasonous Ogre", "+1/+1", 1)


def test_702_105a_not_the_most_life_no_counter(table: Table) -> None:
    """Alice at 20, Bob at 15: Bob hasn't the most life (Alice, the attacking player, has
    more): Enraged Revolutionary attacks him, nothing triggers."""
    table.battlefield(0, "Enraged Revolutionary")
    table.game.lose_life(1, 5, rule="119.3")
    attack(table, "Enraged Revolutionary")
    table.assert_counters("Enraged Revolutionary", "+1/+1", 0)
    assert not table.logged(rule="702.105a")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 13)


def test_702_105a_checked_as_it_attacks_not_as_it_resolves(table: Table) -> None:
    """Marchesa's Infiltrator attacks Bob, tied at 20: it triggers; Bob then drops to 10
    before it resolves: the counter still goes on it (no intervening "if", 603.4)."""
    table.battlefield(0, "Marchesa's Infiltrator")
    table.attack("Marchesa's Infiltrator")
    table.game.lose_life(1, 10, rule="119.3")
    resolve_stack(table)
    table.assert_counters("Marchesa's Infiltrator", "+1/+1", 1)


def test_702_105a_the_counter_stays(table: Table) -> None:
    """The +1/+1 counter on Marchesa's Emissary (2/2) stays after the turn: a 3/3."""
    for player in (0, 1):
        table.library(player, "Plains", "Plains")
    table.battlefield(0, "Marchesa's Emissary")
    attack(table, "Marchesa's Emissary")
    table.next_turn()
    assert (table.power("Marchesa's Emissary"), table.toughness("Marchesa's Emissary")) \
        == (3, 3)


def test_702_105b_granted_dethrone_is_a_second_instance(table: Table) -> None:
    """Marchesa, the Black Rose gives other creatures dethrone: Grenzo's Cutthroat (1/1,
    its own dethrone too) attacks with Marchesa: two counters on the Cutthroat, one on
    Marchesa; Grizzly Bears, granted dethrone, gets one."""
    table.battlefield(0, "Marchesa, the Black Rose", "Grenzo's Cutthroat", "Grizzly Bears")
    attack(table, "Marchesa, the Black Rose", "Grenzo's Cutthroat", "Grizzly Bears")
    table.assert_counters("Grenzo's Cutthroat", "+1/+1", 2)
    table.assert_counters("Marchesa, the Black Rose", "+1/+1", 1)
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    assert sum(1 for event in table.game.log if event.rule == "702.105a") == 4
