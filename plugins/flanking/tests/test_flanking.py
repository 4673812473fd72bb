"""Flanking (CR 702.25): "Whenever a creature without flanking blocks this creature, the
blocking creature gets -1/-1 until end of turn". Runs alone with ``pytest plugins/flanking``
(kernel + flanking only). Grizzly Bears, Hill Giant, Llanowar Elves and the basic lands come
from the kernel's pool."""

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

pytestmark = pytest.mark.plugins("flanking")

CARDS = ("Benalish Cavalry", "Femeref Knight", "Shadow Rider", "Skulking Knight",
         "Jolrael's Centaur", "Mtenda Herder", "Zhalfirin Knight", "Telim'Tor",
         "Cavalry Master", "Fallen Askari", "Zhalfirin Commander")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("flanking", "manastack_flanking", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_25a_the_keyword_is_a_blocks_trigger_named_flanking(rules: Any) -> None:
    card = rules.card("Benalish Cavalry")
    (ability,) = card.abilities
    assert isinstance(ability, KeywordTrigger)
    assert (ability.keyword, ability.plugin) == ("flanking", "flanking")
    assert ability.trigger.event == "blocks"


def test_the_definitions_sentence_rules_read_the_card(rules: Any) -> None:
    """The keyword's definition is read by sentence rules ("a creature without flanking
    blocks ~", "that creature gets -1/-1 ..."): the card is read with them too, so a played
    flanking card proves them."""
    card = rules.card("Benalish Cavalry")
    assert {"flanking:keyword flanking", "flanking:blocks this creature",
            "grammar:pump"} <= card.read_with
    assert "flanking:blocks this creature" not in rules.card("Grizzly Bears").read_with


def test_without_the_plugin_a_flanking_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("flanking", "manastack_flanking", "cards.toml")
    definition = source.get("Benalish Cavalry")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("flanking", "flanking"),)


def test_702_25a_the_blocker_gets_minus_one_until_end_of_turn(table: Table) -> None:
    """Benalish Cavalry (2/2) blocked by Grizzly Bears (2/2): the Bears are 1/1 before
    damage, so the Cavalry kills them and survives their 1 damage."""
    table.battlefield(0, "Benalish Cavalry")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Benalish Cavalry")
    table.block({"Grizzly Bears": "Benalish Cavalry"})
    table.assert_logged(rule="603.2", contains="Flanking")
    resolve_stack(table)
    table.assert_logged(rule="702.25a", contains="Grizzly Bears")
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (1, 1)
    assert table.power("Benalish Cavalry") == 2
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_zone("Benalish Cavalry", Zone.BATTLEFIELD, 0)
    assert table.find("Benalish Cavalry", zone=Zone.BATTLEFIELD).damage == 1


def test_704_5f_a_one_toughness_blocker_dies_before_damage(table: Table) -> None:
    """Llanowar Elves (1/1) blocking Mtenda Herder is 0/0 once flanking resolves: put into
    the graveyard as a state-based action (704.5f); the Herder stays blocked (509.1h) and,
    without trample, deals no damage."""
    table.battlefield(0, "Mtenda Herder")
    table.battlefield(1, "Llanowar Elves")
    table.attack("Mtenda Herder")
    table.block({"Llanowar Elves": "Mtenda Herder"})
    resolve_stack(table)
    table.assert_zone("Llanowar Elves", Zone.GRAVEYARD, 1)
    table.assert_logged(rule="704.5f")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 20)


def test_702_25a_a_blocker_with_flanking_gets_nothing(table: Table) -> None:
    table.battlefield(0, "Shadow Rider")
    table.battlefield(1, "Benalish Cavalry")
    table.attack("Shadow Rider")
    table.block({"Benalish Cavalry": "Shadow Rider"})
    assert not table.game.ids_in(Zone.STACK)
    assert table.power("Benalish Cavalry") == 2


def test_702_25a_blocking_a_flanker_triggers_nothing_for_the_blocker(table: Table) -> None:
    """Flanking triggers only for the attacker it is on: the Cavalry blocking Bob's Bears
    gives them nothing."""
    table.battlefield(1, "Grizzly Bears")
    table.battlefield(0, "Benalish Cavalry")
    table.set_turn(active=1, step=Step.MAIN1)
    table.attack("Grizzly Bears")
    table.block({"Benalish Cavalry": "Grizzly Bears"})
    assert not table.game.ids_in(Zone.STACK)


def test_702_25a_only_the_creature_blocking_this_one(table: Table) -> None:
    """Two attackers, one with flanking: only the creature blocking the flanker shrinks
    (the Elves, 0/0); the Giant blocking the Bears gets nothing."""
    table.battlefield(0, "Benalish Cavalry", "Grizzly Bears")
    table.battlefield(1, "Hill Giant", "Llanowar Elves")
    table.attack("Benalish Cavalry", "Grizzly Bears")
    table.block({"Hill Giant": "Grizzly Bears", "Llanowar Elves": "Benalish Cavalry"})
    assert len(table.game.ids_in(Zone.STACK)) == 1
    resolve_stack(table)
    assert table.power("Hill Giant") == 3
    table.assert_zone("Llanowar Elves", Zone.GRAVEYARD, 1)


def test_702_25b_each_instance_triggers_separately(table: Table) -> None:
    """Cavalry Master: other creatures Alice controls with flanking have flanking (a second
    instance): Benalish Cavalry's blocker gets -1/-1 twice."""
    table.battlefield(0, "Cavalry Master", "Benalish Cavalry")
    table.battlefield(1, "Hill Giant")
    table.attack("Benalish Cavalry")
    table.block({"Hill Giant": "Benalish Cavalry"})
    assert len(table.game.ids_in(Zone.STACK)) == 2
    resolve_stack(table)
    assert (table.power("Hill Giant"), table.toughness("Hill Giant")) == (1, 1)


def test_613_1f_loses_flanking_loses_the_trigger(table: Table) -> None:
    table.battlefield(0, "Benalish Cavalry")
    table.battlefield(1, "Grizzly Bears")
    oid = table.find("Benalish Cavalry", zone=Zone.BATTLEFIELD).id
    table.game.add_effect(ContinuousEffect(parts=(RemoveAbilities(("flanking",)),),
                                           objects=(oid,), text="loses flanking"))
    table.refresh()
    assert not table.has_keyword("Benalish Cavalry", "flanking")
    table.attack("Benalish Cavalry")
    table.block({"Grizzly Bears": "Benalish Cavalry"})
    assert not table.game.ids_in(Zone.STACK)


def test_telim_tor_pumps_attackers_with_flanking(table: Table) -> None:
    """Telim'Tor's own attack trigger: all attacking creatures with flanking get +1/+1."""
    table.battlefield(0, "Telim'Tor", "Benalish Cavalry", "Grizzly Bears")
    table.attack("Telim'Tor", "Benalish Cavalry", "Grizzly Bears")
    resolve_stack(table)
    assert table.power("Benalish Cavalry") == 3
    assert table.power("Grizzly Bears") == 2


@pytest.mark.parametrize("name", CARDS)
def test_702_25a_each_card_of_the_pool_shrinks_its_blocker(table: Table, name: str) -> None:
    table.battlefield(0, name)
    table.battlefield(1, "Hill Giant")
    table.attack(name)
    table.block({"Hill Giant": name})
    resolve_stack(table)
    assert (table.power("Hill Giant"), table.toughness("Hill Giant")) == (2, 2)
