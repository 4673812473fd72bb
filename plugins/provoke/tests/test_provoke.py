"""Provoke (CR 702.39): "Whenever this creature attacks, you may choose to have target
creature defending player controls block this creature this combat if able. If you do,
untap that creature." Runs alone with ``pytest plugins/provoke`` (kernel + provoke only).
Grizzly Bears and the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import KeywordTrigger, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("provoke")

CARDS = ("Brontotherium", "Goblin Grappler", "Krosan Vorine", "Lowland Tracker",
         "Swooping Talon")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def provoke(table: Table, attacker: str, target: str, *, yes: bool = True) -> None:
    """``attacker`` attacks Bob; its provoke targets Bob's ``target``; the "may" answered."""
    table.answer("target", target)
    table.answer("may", "yes" if yes else "no")
    table.attack(attacker)
    resolve_stack(table)


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("provoke", "manastack_provoke", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_39a_the_keyword_is_an_optional_targeted_trigger_named_provoke(rules: Any) -> None:
    card = rules.card("Goblin Grappler")
    (ability,) = card.abilities
    assert isinstance(ability, KeywordTrigger)
    assert (ability.keyword, ability.plugin, ability.optional) == ("provoke", "provoke", True)
    assert ability.trigger.event == "attacks"
    (spec,) = ability.effect.targets
    assert spec.objects is not None and spec.objects.defending_controls


def test_without_the_plugin_a_provoke_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("provoke", "manastack_provoke", "cards.toml")
    definition = source.get("Goblin Grappler")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("provoke", "provoke"),)


def test_702_39a_the_tapped_target_untaps_and_must_block(table: Table) -> None:
    """Bob's Grizzly Bears is tapped; Brontotherium (5/3 trample) attacks and provokes it:
    it untaps; not blocking is refused with the game unchanged (509.1c, 732); blocking
    Brontotherium is legal."""
    table.battlefield(0, "Brontotherium")
    table.battlefield(1, "Grizzly Bears", tapped=True)
    provoke(table, "Brontotherium", "Grizzly Bears")
    table.assert_logged(rule="702.39a", contains="blocks Brontotherium")
    table.assert_tapped("Grizzly Bears", False)
    table.go_to(Step.DECLARE_BLOCKERS)
    table.assert_illegal(table.block, {}, rule="509.1c")
    table.block({"Grizzly Bears": "Brontotherium"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    table.assert_life(1, 17)  # trample: 5 - 2 lethal to the Bears


def test_509_1c_blocking_another_attacker_is_refused(table: Table) -> None:
    """Goblin Grappler provokes Bob's Grizzly Bears; Hill Giant (3/3) attacks too: the
    Bears blocking the Giant instead breaks the requirement (509.1c), refused."""
    table.battlefield(0, "Goblin Grappler", "Hill Giant")
    table.battlefield(1, "Grizzly Bears")
    table.answer("target", "Grizzly Bears")
    table.answer("may", "yes")
    table.attack("Goblin Grappler", "Hill Giant")
    resolve_stack(table)
    table.go_to(Step.DECLARE_BLOCKERS)
    table.assert_illegal(table.block, {"Grizzly Bears": "Hill Giant"}, rule="509.1c")
    table.block({"Grizzly Bears": "Goblin Grappler"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Goblin Grappler", Zone.GRAVEYARD)
    table.assert_life(1, 17)


def test_702_39a_declined_no_untap_no_requirement(table: Table) -> None:
    """Lowland Tracker attacks; its controller declines: the tapped Bears stays tapped, an
    untapped Bears isn't required to block: no blocks are legal."""
    table.battlefield(0, "Lowland Tracker")
    table.battlefield(1, "Grizzly Bears")
    provoke(table, "Lowland Tracker", "Grizzly Bears", yes=False)
    assert not table.logged(rule="702.39a")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


def test_702_39a_declined_a_tapped_target_stays_tapped(table: Table) -> None:
    table.battlefield(0, "Krosan Vorine")
    table.battlefield(1, "Grizzly Bears", tapped=True)
    provoke(table, "Krosan Vorine", "Grizzly Bears", yes=False)
    table.assert_tapped("Grizzly Bears", True)


def test_509_1c_a_requirement_that_cant_be_obeyed_forces_nothing(table: Table) -> None:
    """Swooping Talon (flying) provokes Bob's Grizzly Bears (no flying, no reach): it
    untaps but can't block the Talon (702.9b): not blocking is legal."""
    table.battlefield(0, "Swooping Talon")
    table.battlefield(1, "Grizzly Bears", tapped=True)
    provoke(table, "Swooping Talon", "Grizzly Bears")
    table.assert_tapped("Grizzly Bears", False)
    assert ("Grizzly Bears", "Swooping Talon") not in table.blocks_offered()
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


def test_509_1c_a_reach_creature_can_obey_it(table: Table) -> None:
    """Swooping Talon provokes Bob's Giant Spider (reach): it can block the Talon, so it
    must."""
    table.battlefield(0, "Swooping Talon")
    table.battlefield(1, "Giant Spider", tapped=True)
    provoke(table, "Swooping Talon", "Giant Spider")
    table.go_to(Step.DECLARE_BLOCKERS)
    table.assert_illegal(table.block, {}, rule="509.1c")
    table.block({"Giant Spider": "Swooping Talon"})


def test_506_2_only_a_creature_defending_player_controls(table: Table) -> None:
    """Bob controls no creature: Alice's own tapped Grizzly Bears isn't a legal target, the
    trigger has none and is removed (603.3d): nothing untaps."""
    table.battlefield(0, "Goblin Grappler", "Grizzly Bears")
    table.attack("Goblin Grappler")
    resolve_stack(table)
    assert not table.logged(rule="702.39a")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 19)
