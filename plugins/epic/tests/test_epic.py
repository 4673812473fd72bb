"""Epic (CR 702.50a-b, 603.7b, 707.10): the manastack-epic plugin alone, playing printed cards.

The basic lands and the other cards come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Rules, Step, TomlCardSource, Zone

epic = pytest.mark.plugins("epic")


def snakes(table: Table) -> int:
    return sum(o.is_token and o.card.name.startswith("Snake") for o in table.game.battlefield(0))


def swarm(table: Table, hand: tuple[str, ...]) -> None:
    """Alice casts Endless Swarm with ``hand`` left in her hand; it resolves."""
    table.lands(0, "Forest", 8)
    table.hand(0, "Endless Swarm", *hand)
    table.cast("Endless Swarm")
    table.resolve()


def to_next_upkeep(table: Table) -> None:
    """Bob's turn, then Alice's next upkeep with the epic trigger on the stack (603.3)."""
    table.library(0, "Plains", "Plains", "Plains")
    table.library(1, "Plains", "Plains", "Plains")
    table.next_turn()
    table.go_to(Step.UPKEEP, turn=3)


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("epic-cards", "manastack_epic", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@epic
def test_epic_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.50: the keyword line "Epic" (reminder text removed) is the plugin's."""
    assert rules.ruleset.plugin_of_keyword("epic") == "epic"
    for name in ("Endless Swarm", "Enduring Ideal"):
        assert rules.card(name).playable


@epic
def test_after_it_resolves_its_controller_cant_cast_spells(table: Table) -> None:
    """CR 702.50a-b: Endless Swarm resolves (two cards in hand: two Snakes); Alice then can't
    cast Giant Growth, refused with the game unchanged (732); Bob still may cast spells."""
    swarm(table, ("Giant Growth", "Forest"))
    assert snakes(table) == 2
    table.assert_logged(rule="702.50a", contains="can't cast spells")
    table.lands(0, "Forest", 1)
    snake = next(o.id for o in table.game.battlefield(0) if o.is_token)
    refused = table.assert_illegal(table.cast, "Giant Growth", targets=[snake])
    assert "702.50" in str(refused)
    assert table.zone_of("Giant Growth") is Zone.HAND
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Alice"])
    table.resolve()
    assert table.life(0) == 17


@epic
def test_each_of_her_upkeeps_copies_it_without_epic(table: Table) -> None:
    """CR 702.50a, 707.10: at Alice's next upkeep the copy (no epic ability) makes a Snake for
    each card in her hand then; at the one after, again: the trigger lasts the game
    (603.7b), one copy each upkeep (a copy has no epic, so no second trigger)."""
    swarm(table, ("Forest",))
    assert snakes(table) == 1
    to_next_upkeep(table)
    assert table.game.ids_in(Zone.STACK)
    table.resolve_all()
    table.assert_logged(rule="707.10", contains="a copy of Endless Swarm")
    assert snakes(table) == 2  # one card in hand (the Forest): the draw comes later
    table.go_to(Step.UPKEEP, turn=5)
    table.resolve_all()
    # two cards in hand now (Forest and turn 3's draw): two more Snakes, one copy only
    assert snakes(table) == 4
    copies = [e for e in table.game.log if e.rule == "707.10" and "Endless Swarm" in e.text]
    assert len(copies) == 2


@epic
def test_bobs_upkeep_does_not_copy_it(table: Table) -> None:
    """"Each of your upkeeps": Bob's upkeep begins with no copy of Alice's spell."""
    swarm(table, ())
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.go_to(Step.UPKEEP, turn=2)
    assert not table.game.ids_in(Zone.STACK)


@epic
def test_a_countered_epic_spell_does_nothing(table: Table) -> None:
    """CR 702.50b: only a spell that resolves: countered, Alice may still cast spells and no
    copy comes at her upkeep."""
    table.lands(0, "Forest", 9)
    table.lands(1, "Island", 2)
    table.hand(0, "Endless Swarm", "Giant Growth")
    table.hand(1, "Counterspell")
    swarm_obj = table.cast("Endless Swarm")
    table.pass_priority()
    table.cast("Counterspell", targets=[swarm_obj.id])
    table.resolve_all()
    assert table.zone_of("Endless Swarm") is Zone.GRAVEYARD
    table.battlefield(0, "Grizzly Bears")
    table.cast("Giant Growth", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 5
    to_next_upkeep(table)
    assert not table.game.ids_in(Zone.STACK)
