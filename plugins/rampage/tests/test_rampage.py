"""Rampage (CR 702.23): "Rampage N" means "Whenever this creature becomes blocked, it gets
+N/+N until end of turn for each creature blocking it beyond the first". Runs alone with
``pytest plugins/rampage`` (kernel + rampage only). Grizzly Bears, Gray Ogre, Hill Giant,
Savannah Lions and the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import KeywordTrigger, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("rampage")

#: Each card of the pool and its N.
CARDS = {"Craw Giant": 2, "Wolverine Pack": 2, "Aerathi Berserker": 3, "Frost Giant": 2,
         "Marhault Elsdragon": 1, "Horrible Hordes": 1, "Hunding Gjornersen": 1,
         "Teeka's Dragon": 4}


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def blocked_by(table: Table, attacker: str, *blockers: str) -> None:
    """Alice attacks with ``attacker``; Bob blocks it with ``blockers`` (509.1a); the
    rampage trigger, if any, waits on the stack (509.3c)."""
    table.battlefield(0, attacker)
    table.battlefield(1, *blockers)
    table.set_turn(active=0, step=Step.MAIN1)
    table.attack(attacker)
    table.block({b: attacker for b in blockers})


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword as one triggered ability)."""
    source = TomlCardSource.from_package("rampage", "manastack_rampage", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_23a_the_keyword_is_a_becomes_blocked_trigger_named_rampage(rules: Any) -> None:
    card = rules.card("Craw Giant")
    (ability,) = [a for a in card.abilities if isinstance(a, KeywordTrigger)]
    assert ability.trigger.event == "becomes_blocked"
    assert ability.trigger.self_only
    assert ability.text == "Rampage 2"


def test_without_the_plugin_a_rampage_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("rampage", "manastack_rampage", "cards.toml")
    definition = source.get("Wolverine Pack")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("rampage", "rampage"),)


def test_702_23a_plus_n_for_each_blocker_beyond_the_first(table: Table) -> None:
    """Craw Giant (6/4 trample, rampage 2) is blocked by Hill Giant, Grizzly Bears and Gray
    Ogre: two blockers beyond the first, +4/+4 until end of turn: 10/8."""
    blocked_by(table, "Craw Giant", "Hill Giant", "Grizzly Bears", "Gray Ogre")
    table.assert_logged(rule="603.2", contains="Rampage 2")
    resolve_stack(table)
    assert (table.power("Craw Giant"), table.toughness("Craw Giant")) == (10, 8)
    table.assert_logged(rule="702.23a", contains="+4/+4")
    table.library(0, "Forest")
    table.library(1, "Forest")
    table.next_turn()  # CR 514.2: "until end of turn" ends in the cleanup step
    assert (table.power("Craw Giant"), table.toughness("Craw Giant")) == (6, 4)


def test_702_23a_one_blocker_gives_nothing(table: Table) -> None:
    """CR 509.3c, 702.23a: blocked by one creature, rampage triggers and adds +0/+0."""
    blocked_by(table, "Frost Giant", "Hill Giant")
    table.assert_logged(rule="603.2", contains="Rampage 2")
    resolve_stack(table)
    assert (table.power("Frost Giant"), table.toughness("Frost Giant")) == (4, 4)
    table.assert_logged(rule="702.23a", contains="0 creature(s) beyond the first")


def test_509_3c_unblocked_it_does_not_trigger(table: Table) -> None:
    """An unblocked Craw Giant never becomes blocked: no trigger (509.3c)."""
    table.battlefield(0, "Craw Giant")
    table.set_turn(active=0, step=Step.MAIN1)
    table.attack("Craw Giant")
    table.block({})
    assert not table.game.ids_in(Zone.STACK)
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 14)
    assert not table.logged(contains="Rampage 2")


def test_wolverine_pack_survives_a_double_block(table: Table) -> None:
    """Wolverine Pack (2/4, rampage 2) blocked by Grizzly Bears (2/2) and Savannah Lions
    (2/1) is 4/6: it kills both (lethal damage to each, 510.1c) and survives their 4 damage
    (704.5g), which would have killed it as a 2/4."""
    blocked_by(table, "Wolverine Pack", "Grizzly Bears", "Savannah Lions")
    resolve_stack(table)
    assert (table.power("Wolverine Pack"), table.toughness("Wolverine Pack")) == (4, 6)
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Wolverine Pack", Zone.BATTLEFIELD, 0)
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Grizzly Bears", "Savannah Lions"]


def test_702_23b_the_bonus_is_counted_once_on_resolution(table: Table) -> None:
    """CR 702.23b: Aerathi Berserker (2/4, rampage 3) blocked by three creatures gets
    +6/+6; a blocker removed from combat afterwards doesn't change the bonus."""
    blocked_by(table, "Aerathi Berserker", "Grizzly Bears", "Gray Ogre", "Hill Giant")
    resolve_stack(table)
    assert (table.power("Aerathi Berserker"), table.toughness("Aerathi Berserker")) == (8, 10)
    giant = table.find("Hill Giant")
    table.game.move(giant.id, Zone.GRAVEYARD, rule="701.8a")
    table.refresh()
    assert (table.power("Aerathi Berserker"), table.toughness("Aerathi Berserker")) == (8, 10)


def test_702_23b_a_blocker_removed_before_resolution_counts_out(table: Table) -> None:
    """CR 702.23b, 107.3c: the count is taken as the ability resolves: a blocker gone before
    then isn't counted (Marhault Elsdragon, rampage 1, blocked by two, one removed: +0/+0)."""
    blocked_by(table, "Marhault Elsdragon", "Grizzly Bears", "Hill Giant")
    assert table.game.ids_in(Zone.STACK)
    giant = table.find("Hill Giant")
    table.game.move(giant.id, Zone.GRAVEYARD, rule="701.8a")
    resolve_stack(table)
    assert (table.power("Marhault Elsdragon"), table.toughness("Marhault Elsdragon")) == (4, 6)
