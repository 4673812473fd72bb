"""Training (CR 702.149): "Whenever this creature and at least one other creature with power
greater than this creature's power attack, put a +1/+1 counter on this creature". Runs alone
with ``pytest plugins/training`` (kernel + training only). Grizzly Bears and the basic lands
come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import KeywordTrigger, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("training")

CARDS = ("Apprentice Sharpshooter", "Gryff Rider", "Rural Recruit",
         "Torens, Fist of the Angels")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def attack(table: Table, *names: str) -> None:
    table.attack(*names)
    resolve_stack(table)


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("training", "manastack_training", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_149a_the_keyword_is_a_triggered_ability_named_training(rules: Any) -> None:
    card = rules.card("Gryff Rider")
    ability = card.abilities[-1]
    assert isinstance(ability, KeywordTrigger)
    assert (ability.keyword, ability.plugin) == ("training", "training")
    assert ability.trigger.event == "attacks"


def test_without_the_plugin_a_training_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("training", "manastack_training", "cards.toml")
    definition = source.get("Gryff Rider")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert ("training", "training") in card.missing_keywords


def test_702_149a_attacking_with_greater_power_a_counter(table: Table) -> None:
    """Apprentice Sharpshooter (1/4) attacks with Grizzly Bears (2/2): a +1/+1 counter, a
    2/5; the Bears have no training."""
    table.battlefield(0, "Apprentice Sharpshooter", "Grizzly Bears")
    attack(table, "Apprentice Sharpshooter", "Grizzly Bears")
    table.assert_logged(rule="702.149a", contains="Apprentice Sharpshooter")
    table.assert_counters("Apprentice Sharpshooter", "+1/+1", 1)
    assert (table.power("Apprentice Sharpshooter"),
            table.toughness("Apprentice Sharpshooter")) == (2, 5)
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 16)


def test_702_149a_alone_no_counter(table: Table) -> None:
    """Apprentice Sharpshooter attacks alone: nothing triggers."""
    table.battlefield(0, "Apprentice Sharpshooter", "Grizzly Bears")
    attack(table, "Apprentice Sharpshooter")
    table.assert_counters("Apprentice Sharpshooter", "+1/+1", 0)
    assert not table.logged(rule="702.149a")


def test_702_149a_equal_power_no_counter(table: Table) -> None:
    """Gryff Rider (2/1) attacks with Grizzly Bears (2/2): equal power is not greater."""
    table.battlefield(0, "Gryff Rider", "Grizzly Bears")
    attack(table, "Gryff Rider", "Grizzly Bears")
    table.assert_counters("Gryff Rider", "+1/+1", 0)
    assert not table.logged(rule="702.149a")


def test_702_149a_a_creature_that_does_not_attack_does_not_count(table: Table) -> None:
    """Rural Recruit (1/1) attacks; its 3/1 Boar stays home: no counter."""
    table.battlefield(0, "Rural Recruit", "Grizzly Bears")
    attack(table, "Rural Recruit")
    table.assert_counters("Rural Recruit", "+1/+1", 0)


def test_702_149a_rural_recruit_trains_with_its_boar(table: Table) -> None:
    """Rural Recruit (1/1) enters and creates a 3/1 Boar; the next turn both attack: the
    Recruit gets a counter."""
    for player in (0, 1):
        table.library(player, "Plains", "Plains", "Plains")
    table.hand(0, "Rural Recruit")
    table.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    table.cast("Rural Recruit")
    resolve_stack(table)
    boars = [o for o in table.game.battlefield(0) if o.name != "Rural Recruit"
             and table.game.chars(o.id).type_line.has_subtype("Boar")]
    assert len(boars) == 1
    table.next_turn()
    table.next_turn()
    table.attack("Rural Recruit", boars[0].name)
    resolve_stack(table)
    table.assert_counters("Rural Recruit", "+1/+1", 1)


def test_702_149b_and_the_powers_at_declaration(table: Table) -> None:
    """Torens (2/2) attacks with Gryff Rider (2/1) and Grizzly Bears (2/2): no greater power,
    nothing; the next turn Torens attacks with Apprentice Sharpshooter given +1/+1 counters
    up to power 3: Torens trains, the Sharpshooter, its power the greatest, doesn't."""
    table.battlefield(0, "Torens, Fist of the Angels", "Gryff Rider", "Grizzly Bears")
    table.battlefield(0, "Apprentice Sharpshooter", counters={"+1/+1": 2})
    attack(table, "Torens, Fist of the Angels", "Apprentice Sharpshooter", "Gryff Rider")
    table.assert_counters("Torens, Fist of the Angels", "+1/+1", 1)
    table.assert_counters("Gryff Rider", "+1/+1", 1)
    table.assert_counters("Apprentice Sharpshooter", "+1/+1", 2)
    assert sum(1 for event in table.game.log if event.rule == "702.149a") == 2


def test_702_149a_torens_token_has_training(table: Table) -> None:
    """Torens: casting Grizzly Bears creates a 1/1 Human Soldier token with training; the
    next turn it attacks with the Bears and gets a counter."""
    for player in (0, 1):
        table.library(player, "Plains", "Plains", "Plains")
    table.battlefield(0, "Torens, Fist of the Angels", "Forest", "Forest")
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    resolve_stack(table)
    tokens = [o for o in table.game.battlefield(0) if o.name not in
              ("Torens, Fist of the Angels", "Forest", "Grizzly Bears")]
    assert len(tokens) == 1
    token = tokens[0]
    assert table.game.has_keyword(token.id, "training")
    table.next_turn()
    table.next_turn()
    table.attack(token.name, "Grizzly Bears")
    resolve_stack(table)
    assert table.game.obj(token.id).counters.get("+1/+1") == 1
