"""Prowess (CR 702.108): "Whenever you cast a noncreature spell, this creature gets +1/+1
until end of turn". Runs alone with ``pytest plugins/prowess`` (kernel + prowess only)."""

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

pytestmark = pytest.mark.plugins("prowess")

CARDS = ("Jeskai Student", "Seeker of the Way", "Jeskai Windscout", "Dragon-Style Twins",
         "Bloodfire Expert", "Heartfire Immolator", "Elementalist Adept", "Jeskai Elder",
         "Vedalken Blademaster", "Umara Entangler")


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("prowess", "manastack_prowess", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_108a_the_keyword_is_a_triggered_ability_named_prowess(rules: Any) -> None:
    card = rules.card("Jeskai Student")
    (ability,) = card.abilities
    assert isinstance(ability, KeywordTrigger)
    assert (ability.keyword, ability.plugin) == ("prowess", "prowess")
    assert ability.trigger.event == "cast"


def test_without_the_plugin_a_prowess_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("prowess", "manastack_prowess", "cards.toml")
    definition = source.get("Jeskai Student")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert card.missing_keywords == (("prowess", "prowess"),)


def test_702_108a_a_noncreature_spell_gives_plus_one_until_end_of_turn(table: Table) -> None:
    table.battlefield(0, "Jeskai Student")
    assert table.has_keyword("Jeskai Student", "prowess")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Bob"])
    table.assert_logged(rule="603.2")
    table.resolve()  # the prowess trigger, above the Bolt (603.3)
    table.resolve()
    assert (table.power("Jeskai Student"), table.toughness("Jeskai Student")) == (2, 4)
    table.assert_life(1, 17)
    table.library(1, "Island")
    table.next_turn()  # CR 514.2: "until end of turn" ends in the cleanup step
    assert (table.power("Jeskai Student"), table.toughness("Jeskai Student")) == (1, 3)


def test_702_108a_a_creature_spell_doesnt_trigger_it(table: Table) -> None:
    table.battlefield(0, "Jeskai Student")
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve()
    assert table.power("Jeskai Student") == 1


def test_702_108a_only_its_controllers_spells(table: Table) -> None:
    table.battlefield(0, "Jeskai Student")
    table.set_turn(active=1, step=Step.MAIN1)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Alice"])
    table.resolve()
    assert table.power("Jeskai Student") == 1


def test_702_108b_each_instance_triggers_separately(table: Table) -> None:
    table.battlefield(0, "Jeskai Student", "Bloodfire Expert")
    table.lands(0, "Mountain", 2)
    table.hand(0, "Shock", "Shock")
    table.cast("Shock", targets=["Bob"])
    table.resolve()
    table.resolve()
    table.resolve()
    table.cast("Shock", targets=["Bob"])
    table.resolve()
    table.resolve()
    table.resolve()
    assert table.power("Jeskai Student") == 3
    assert table.power("Bloodfire Expert") == 5


def test_613_1f_loses_prowess_loses_the_trigger(table: Table) -> None:
    table.battlefield(0, "Jeskai Student")
    oid = table.find("Jeskai Student", zone=Zone.BATTLEFIELD).id
    table.game.add_effect(ContinuousEffect(parts=(RemoveAbilities(("prowess",)),),
                                           objects=(oid,), text="loses prowess"))
    table.refresh()
    assert not table.has_keyword("Jeskai Student", "prowess")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve()
    assert table.power("Jeskai Student") == 1


def test_702_108a_with_a_second_trigger_on_the_same_event(table: Table) -> None:
    """Seeker of the Way: prowess and "gains lifelink" both trigger (603.3b: its controller
    orders them)."""
    table.battlefield(0, "Seeker of the Way")
    table.lands(0, "Forest", 1)
    table.hand(0, "Giant Growth")
    table.cast("Giant Growth", targets=["Seeker of the Way"])
    table.resolve()
    table.resolve()
    table.resolve()
    assert table.power("Seeker of the Way") == 6
    assert table.has_keyword("Seeker of the Way", "lifelink")
    assert table.has_keyword("Seeker of the Way", "prowess")


@pytest.mark.parametrize("name", CARDS)
def test_702_108a_each_card_of_the_pool_grows_once_per_noncreature_spell(table: Table,
                                                                          name: str) -> None:
    table.battlefield(0, name)
    power, toughness = table.power(name), table.toughness(name)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.cast("Shock", targets=["Bob"])
    while table.game.ids_in(Zone.STACK):
        table.resolve()
    assert (table.power(name), table.toughness(name)) == (power + 1, toughness + 1)
    table.assert_life(1, 18)
