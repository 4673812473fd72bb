"""Afflict (CR 702.130): "Whenever this creature becomes blocked, defending player loses N
life". Runs alone with ``pytest plugins/afflict`` (kernel + afflict only). Grizzly Bears,
Hill Giant and the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import IllegalActionError, KeywordTrigger, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("afflict")

CARDS = ("Khenra Eternal", "Frontline Devastator", "Ammit Eternal", "Merciless Eternal",
         "Eternal of Harsh Truths", "Manticore Eternal")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def attack_blocked(table: Table, attacker: str, *blockers: str) -> None:
    """Alice attacks with ``attacker``; Bob blocks it with ``blockers``; triggers resolve."""
    table.attack(attacker)
    resolve_stack(table)
    table.block({b: attacker for b in blockers})
    resolve_stack(table)


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("afflict", "manastack_afflict", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_130a_the_keyword_is_a_triggered_ability_named_afflict(rules: Any) -> None:
    card = rules.card("Khenra Eternal")
    (ability,) = card.abilities
    assert isinstance(ability, KeywordTrigger)
    assert (ability.keyword, ability.plugin) == ("afflict", "afflict")
    assert ability.trigger.event == "becomes_blocked"


def test_without_the_plugin_an_afflict_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("afflict", "manastack_afflict", "cards.toml")
    definition = source.get("Khenra Eternal")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("afflict", "afflict"),)


def test_702_130a_blocked_the_defending_player_loses_n_life(table: Table) -> None:
    """Khenra Eternal (2/2, afflict 1) attacks, Bob's Hill Giant blocks: Bob loses 1 life,
    Alice none; the Eternal dies to the Giant."""
    table.battlefield(0, "Khenra Eternal")
    table.battlefield(1, "Hill Giant")
    assert table.has_keyword("Khenra Eternal", "afflict")
    attack_blocked(table, "Khenra Eternal", "Hill Giant")
    table.assert_logged(rule="702.130a", contains="afflict 1: Bob loses 1 life")
    table.assert_life(1, 19)
    table.assert_life(0, 20)
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Khenra Eternal", Zone.GRAVEYARD)
    table.assert_life(1, 19)


def test_702_130a_unblocked_it_doesnt_trigger(table: Table) -> None:
    """Frontline Devastator (3/3, afflict 2) unblocked: Bob takes 3 combat damage, no more."""
    table.battlefield(0, "Frontline Devastator")
    table.battlefield(1, "Hill Giant")
    attack_blocked(table, "Frontline Devastator")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 17)
    assert not table.logged(rule="702.130a")


def test_509_3c_two_blockers_trigger_it_once(table: Table) -> None:
    """Ammit Eternal (5/5, afflict 3) blocked by Hill Giant and Grizzly Bears: it becomes
    blocked once, Bob loses 3 life, not 6."""
    table.battlefield(0, "Ammit Eternal")
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    attack_blocked(table, "Ammit Eternal", "Hill Giant", "Grizzly Bears")
    table.assert_life(1, 17)
    assert sum(1 for event in table.game.log if event.rule == "702.130a") == 1


def test_702_130a_the_life_is_lost_before_combat_damage(table: Table) -> None:
    """Bob at 2 life blocks Merciless Eternal (afflict 2) with Hill Giant: the trigger
    resolves in the declare blockers step, Bob is at 0 and loses the game (704.5a)."""
    table.battlefield(0, "Merciless Eternal")
    table.battlefield(1, "Hill Giant")
    table.game.lose_life(1, 18, rule="119.3")
    table.attack("Merciless Eternal")
    table.block({"Hill Giant": "Merciless Eternal"})
    with pytest.raises(IllegalActionError, match="the game is over"):
        resolve_stack(table)
        table.go_to(Step.COMBAT_DAMAGE)
    assert table.game.player(1).lost and table.game.state.winner == 0
    table.assert_logged(rule="704.5a")


def test_702_130a_each_blocked_afflict_creature_triggers(table: Table) -> None:
    """Eternal of Harsh Truths (afflict 2) and Manticore Eternal (afflict 3) both blocked:
    Bob loses 2 + 3 life; the unblocked-draw of Harsh Truths doesn't trigger."""
    for player in (0, 1):
        table.library(player, "Plains", "Plains")
    table.battlefield(0, "Eternal of Harsh Truths", "Manticore Eternal")
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.attack("Eternal of Harsh Truths", "Manticore Eternal")
    table.block({"Grizzly Bears": "Eternal of Harsh Truths", "Hill Giant": "Manticore Eternal"})
    resolve_stack(table)
    table.assert_life(1, 15)
    assert sum(1 for event in table.game.log if event.rule == "702.130a") == 2
    assert len(table.names(Zone.HAND, 0)) == 0
