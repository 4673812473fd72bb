"""Melee (CR 702.121): "Whenever this creature attacks, it gets +1/+1 until end of turn for
each opponent you attacked with a creature this combat". Runs alone with
``pytest plugins/melee`` (kernel + melee only). Grizzly Bears and the basic lands come from
the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import KeywordTrigger, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("melee")

CARDS = ("Adriana, Captain of the Guard", "Deputized Protester", "Menagerie Liberator",
         "Wings of the Guard", "Titania, Proud Pummeler", "Fang of the Pack")

THREE = ("Alice", "Bob", "Carol")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("melee", "manastack_melee", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_121a_the_keyword_is_a_triggered_ability_named_melee(rules: Any) -> None:
    card = rules.card("Wings of the Guard")
    ability = card.abilities[-1]
    assert isinstance(ability, KeywordTrigger)
    assert (ability.keyword, ability.plugin) == ("melee", "melee")
    assert ability.trigger.event == "attacks"


def test_without_the_plugin_a_melee_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("melee", "manastack_melee", "cards.toml")
    definition = source.get("Menagerie Liberator")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert ("melee", "melee") in card.missing_keywords


def test_702_121a_one_opponent_attacked_plus_one(table: Table) -> None:
    """Two players: Menagerie Liberator (3/2) attacks Bob: one opponent attacked, a 4/3 until
    end of turn, 4 damage; back to 3/2 the next turn."""
    for player in (0, 1):
        table.library(player, "Plains", "Plains")
    table.battlefield(0, "Menagerie Liberator")
    assert table.has_keyword("Menagerie Liberator", "melee")
    table.attack("Menagerie Liberator")
    resolve_stack(table)
    table.assert_logged(rule="702.121a", contains="+1/+1")
    assert (table.power("Menagerie Liberator"), table.toughness("Menagerie Liberator")) \
        == (4, 3)
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 16)
    table.next_turn()
    assert (table.power("Menagerie Liberator"), table.toughness("Menagerie Liberator")) \
        == (3, 2)


def test_702_121a_each_opponent_attacked_counts_once() -> None:
    """Three players: Wings of the Guard (1/1) attacks Bob, Deputized Protester attacks
    Carol: two opponents attacked, each gets +2/+2; Grizzly Bears attacking Bob too adds no
    opponent."""
    table = Table.new(["melee"], players=THREE)
    table.battlefield(0, "Wings of the Guard", "Deputized Protester", "Grizzly Bears")
    table.attack("Wings of the Guard", "Deputized Protester", "Grizzly Bears",
                 defenders={"Wings of the Guard": "Bob", "Deputized Protester": "Carol",
                            "Grizzly Bears": "Bob"})
    resolve_stack(table)
    assert (table.power("Wings of the Guard"), table.toughness("Wings of the Guard")) == (3, 3)
    assert (table.power("Deputized Protester"), table.toughness("Deputized Protester")) \
        == (4, 3)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)


def test_702_121a_all_attacking_one_opponent_counts_one() -> None:
    """Three players, both creatures attack Carol: one opponent attacked, +1/+1 only."""
    table = Table.new(["melee"], players=THREE)
    table.battlefield(0, "Wings of the Guard", "Grizzly Bears")
    table.attack("Wings of the Guard", "Grizzly Bears", defender="Carol")
    resolve_stack(table)
    assert (table.power("Wings of the Guard"), table.toughness("Wings of the Guard")) == (2, 2)


def test_702_121b_granted_melee_is_a_second_instance() -> None:
    """Adriana (4/4) gives other creatures melee; Titania (3/3, melee, gives others melee
    too): three players, Adriana attacks Bob, Titania attacks Carol: Adriana has her own
    melee and Titania's (+4/+4), Titania her own and Adriana's (+4/+4)."""
    table = Table.new(["melee"], players=THREE)
    table.battlefield(0, "Adriana, Captain of the Guard", "Titania, Proud Pummeler")
    table.attack("Adriana, Captain of the Guard", "Titania, Proud Pummeler",
                 defenders={"Adriana, Captain of the Guard": "Bob",
                            "Titania, Proud Pummeler": "Carol"})
    resolve_stack(table)
    assert sum(1 for event in table.game.log if event.rule == "702.121a") == 4
    assert table.power("Adriana, Captain of the Guard") == 8
    assert table.power("Titania, Proud Pummeler") == 7


def test_702_121a_fang_of_the_pack_grants_melee_until_end_of_turn(table: Table) -> None:
    """Fang of the Pack's beginning-of-combat trigger gives Grizzly Bears melee: both attack,
    both get +1/+1; the next turn the Bears no longer have melee."""
    for player in (0, 1):
        table.library(player, "Plains", "Plains")
    table.battlefield(0, "Fang of the Pack", "Grizzly Bears")
    assert not table.has_keyword("Grizzly Bears", "melee")
    table.go_to(Step.BEGIN_COMBAT)
    resolve_stack(table)
    assert table.has_keyword("Grizzly Bears", "melee")
    table.attack("Fang of the Pack", "Grizzly Bears")
    resolve_stack(table)
    assert table.power("Fang of the Pack") == 6
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)
    table.next_turn()
    assert not table.has_keyword("Grizzly Bears", "melee")
