"""Exalted (CR 702.83): "Whenever a creature you control attacks alone, that creature gets
+1/+1 until end of turn". Runs alone with ``pytest plugins/exalted`` (kernel + exalted only).
Grizzly Bears, Hill Giant and the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import (
    ContinuousEffect,
    KeywordTrigger,
    RemoveAbilities,
    Step,
    TomlCardSource,
    Zone,
)

pytestmark = pytest.mark.plugins("exalted")

CARDS = ("Akrasan Squire", "Aven Squire", "Noble Hierarch", "Knight of Glory",
         "Rafiq of the Many", "Battlegrace Angel", "Sublime Archangel", "Cathedral of War",
         "Qasali Pridemage", "Sigiled Paladin")


def attack_alone(table: Table, name: str) -> None:
    """``name`` is declared the only attacker (CR 506.5) and its triggers resolve."""
    table.attack(name)
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("exalted", "manastack_exalted", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_83a_the_keyword_is_a_triggered_ability_named_exalted(rules: Any) -> None:
    card = rules.card("Akrasan Squire")
    (ability,) = card.abilities
    assert isinstance(ability, KeywordTrigger)
    assert (ability.keyword, ability.plugin) == ("exalted", "exalted")
    assert ability.trigger.event == "attacks"


def test_without_the_plugin_an_exalted_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("exalted", "manastack_exalted", "cards.toml")
    definition = source.get("Akrasan Squire")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("exalted", "exalted"),)


def test_702_83a_a_creature_attacking_alone_gets_plus_one_until_end_of_turn(table: Table) -> None:
    table.battlefield(0, "Akrasan Squire", "Grizzly Bears")
    assert table.has_keyword("Akrasan Squire", "exalted")
    table.attack("Grizzly Bears")
    table.assert_logged(rule="603.2", contains="exalted")
    table.resolve()
    table.assert_logged(rule="702.83a")
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)
    assert (table.power("Akrasan Squire"), table.toughness("Akrasan Squire")) == (1, 1)
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 17)
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.next_turn()  # CR 514.2: "until end of turn" ends in the cleanup step
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)


def test_702_83b_two_attackers_attack_not_alone(table: Table) -> None:
    table.battlefield(0, "Akrasan Squire", "Grizzly Bears", "Hill Giant")
    table.attack("Grizzly Bears", "Hill Giant")
    assert not table.game.ids_in(Zone.STACK)
    table.assert_not_logged(contains="exalted")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 15)


def test_702_83b_each_instance_triggers_separately(table: Table) -> None:
    table.battlefield(0, "Akrasan Squire", "Aven Squire", "Grizzly Bears")
    table.attack("Grizzly Bears")
    assert len(table.game.ids_in(Zone.STACK)) == 2
    attack_alone_rest(table)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (4, 4)


def attack_alone_rest(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def test_702_83a_the_exalted_creature_itself_attacking_alone(table: Table) -> None:
    table.battlefield(0, "Aven Squire")
    attack_alone(table, "Aven Squire")
    assert (table.power("Aven Squire"), table.toughness("Aven Squire")) == (2, 2)


def test_702_83a_only_a_creature_you_control(table: Table) -> None:
    """Bob's exalted doesn't trigger on Alice's attack; Alice's creature is not his."""
    table.battlefield(1, "Akrasan Squire")
    table.battlefield(0, "Grizzly Bears")
    attack_alone(table, "Grizzly Bears")
    assert table.power("Grizzly Bears") == 2


def test_613_1f_loses_exalted_loses_the_trigger(table: Table) -> None:
    table.battlefield(0, "Akrasan Squire", "Grizzly Bears")
    oid = table.find("Akrasan Squire", zone=Zone.BATTLEFIELD).id
    table.game.add_effect(ContinuousEffect(parts=(RemoveAbilities(("exalted",)),),
                                           objects=(oid,), text="loses exalted"))
    table.refresh()
    assert not table.has_keyword("Akrasan Squire", "exalted")
    attack_alone(table, "Grizzly Bears")
    assert table.power("Grizzly Bears") == 2


def test_702_83b_other_creatures_you_control_have_exalted(table: Table) -> None:
    """Sublime Archangel: it and each other creature Alice controls have exalted, one
    instance each (613.1f), so a creature attacking alone gets +1/+1 per creature."""
    table.battlefield(0, "Sublime Archangel", "Grizzly Bears", "Hill Giant")
    table.battlefield(1, "Akrasan Squire")
    table.refresh()
    assert table.has_keyword("Grizzly Bears", "exalted")
    table.attack("Grizzly Bears")
    # Archangel's own, the Bears', the Giant's; Bob's Squire does not trigger for Alice
    assert len(table.game.ids_in(Zone.STACK)) == 3
    attack_alone_rest(table)
    assert table.power("Grizzly Bears") == 5


def test_battlegrace_angel_attacks_alone_with_lifelink(table: Table) -> None:
    """Its second ability uses the same event: "it" is the creature attacking alone."""
    table.battlefield(0, "Battlegrace Angel")
    attack_alone(table, "Battlegrace Angel")
    assert table.has_keyword("Battlegrace Angel", "lifelink")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 15)
    table.assert_life(0, 25)


def test_rafiq_gives_double_strike_to_the_creature_attacking_alone(table: Table) -> None:
    table.battlefield(0, "Rafiq of the Many", "Grizzly Bears")
    attack_alone(table, "Grizzly Bears")
    assert table.has_keyword("Grizzly Bears", "double strike")
    assert not table.has_keyword("Rafiq of the Many", "double strike")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 14)  # 3 first-strike damage, then 3 regular (702.4b)


def test_702_83a_blocked_it_keeps_the_bonus(table: Table) -> None:
    """Grizzly Bears attacking alone with exalted is 3/3 while blocked: it and the blocking
    Hill Giant (3/3) trade (510.2, 704.5g)."""
    table.battlefield(0, "Akrasan Squire", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    attack_alone(table, "Grizzly Bears")
    table.block({"Hill Giant": "Grizzly Bears"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)


@pytest.mark.parametrize("name", CARDS)
def test_702_83a_each_card_of_the_pool_pumps_a_creature_attacking_alone(table: Table,
                                                                        name: str) -> None:
    table.battlefield(0, name, "Grizzly Bears")
    attack_alone(table, "Grizzly Bears")
    extra = 2 if name == "Sublime Archangel" else 1  # and the Bears' own granted exalted
    assert table.power("Grizzly Bears") == 2 + extra
    assert table.toughness("Grizzly Bears") == 2 + extra
