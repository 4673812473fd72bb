"""Mentor (CR 702.134): "Whenever this creature attacks, put a +1/+1 counter on target
attacking creature with power less than this creature's power". Runs alone with ``pytest
plugins/mentor`` (kernel + mentor only). Grizzly Bears, Hill Giant, Giant Growth and the
basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import KeywordTrigger, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("mentor")

CARDS = ("Blade Instructor", "Sunhome Stalwart", "Goblin Banneret", "Hammer Dropper",
         "Boros Challenger", "Parhelion Patrol", "Light of the Legion", "Tributary Instructor")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def names(table: Table, options: Any) -> set[str]:
    return {table.game.obj(o).card.name for o in options}


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("mentor", "manastack_mentor", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_134a_the_keyword_is_an_attack_trigger_named_mentor(rules: Any) -> None:
    card = rules.card("Blade Instructor")
    (ability,) = card.abilities
    assert isinstance(ability, KeywordTrigger)
    assert (ability.keyword, ability.plugin) == ("mentor", "mentor")
    assert ability.trigger.event == "attacks"
    assert ability.trigger.self_only


def test_without_the_plugin_a_mentor_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("mentor", "manastack_mentor", "cards.toml")
    definition = source.get("Blade Instructor")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("mentor", "mentor"),)


def test_702_134a_only_an_attacking_creature_with_lesser_power(table: Table) -> None:
    """Hammer Dropper (5/2) and Blade Instructor (3/1), both mentors, attack with Grizzly
    Bears; Hill Giant stays home. Hammer Dropper may target the Bears or Blade Instructor,
    never itself nor the Giant (not attacking); Blade Instructor only the Bears. Both
    counters go on the Bears: 4/4."""
    table.battlefield(0, "Hammer Dropper", "Grizzly Bears", "Hill Giant", "Blade Instructor")
    table.set_turn(active=0, step=Step.MAIN1)
    seen = table.watch_decisions("targets")
    table.answer("targets", "Grizzly Bears")
    table.attack("Hammer Dropper", "Grizzly Bears", "Blade Instructor")
    offered = sorted((names(table, d.options) for d in seen), key=len)
    assert offered == [{"Grizzly Bears"}, {"Grizzly Bears", "Blade Instructor"}]
    resolve_stack(table)
    table.assert_counters("Grizzly Bears", "+1/+1", 2)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (4, 4)
    table.assert_logged(rule="702.134a", contains="Hammer Dropper")
    table.assert_logged(rule="702.134a", contains="Blade Instructor")


def test_603_3d_equal_power_is_not_lesser(table: Table) -> None:
    """Sunhome Stalwart (2/2) attacks with Grizzly Bears (2/2): no attacking creature has
    lesser power, so the ability is removed from the stack (603.3d); no counter."""
    table.battlefield(0, "Sunhome Stalwart", "Grizzly Bears")
    table.set_turn(active=0, step=Step.MAIN1)
    table.attack("Sunhome Stalwart", "Grizzly Bears")
    assert not table.game.ids_in(Zone.STACK)
    table.assert_logged(rule="603.3d", contains="Mentor")
    table.assert_counters("Grizzly Bears", "+1/+1", 0)


def test_608_2b_a_target_grown_past_the_mentor_is_illegal(table: Table) -> None:
    """CR 608.2b: Blade Instructor (3/1) targets the attacking Grizzly Bears; in response
    Alice casts Giant Growth on the Bears (5/5): on resolution their power is no longer less,
    the ability doesn't resolve and no counter is put."""
    table.battlefield(0, "Blade Instructor", "Grizzly Bears", "Forest")
    table.hand(0, "Giant Growth")
    table.set_turn(active=0, step=Step.MAIN1)
    table.attack("Blade Instructor", "Grizzly Bears")
    assert table.game.ids_in(Zone.STACK)
    table.cast("Giant Growth", targets=["Grizzly Bears"])
    table.resolve()
    resolve_stack(table)
    table.assert_counters("Grizzly Bears", "+1/+1", 0)
    assert not table.logged(rule="702.134a")


def test_608_2h_the_mentors_last_known_power_counts(table: Table) -> None:
    """CR 608.2h: Hammer Dropper (5/2) targets the attacking Grizzly Bears and leaves the
    battlefield before its ability resolves: its last known power, 5, still exceeds the
    Bears' 2; they get the counter."""
    table.battlefield(0, "Hammer Dropper", "Grizzly Bears")
    table.set_turn(active=0, step=Step.MAIN1)
    table.attack("Hammer Dropper", "Grizzly Bears")
    dropper = table.find("Hammer Dropper")
    table.game.move(dropper.id, Zone.GRAVEYARD, rule="701.8a")
    resolve_stack(table)
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
