"""Megamorph (CR 702.37b), the morph variant: cast face down for {3}, turned face up for
its megamorph cost with a +1/+1 counter. Read by the morph plugin (a megamorph ability is a
morph ability, as kicker's plugin reads multikicker)."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import FACE_DOWN, IllegalActionError, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("morph")

#: Each card of the pool and its megamorph cost.
CARDS = {"Segmented Krotiq": "{6}{G}", "Aerie Bowmasters": "{5}{G}", "Marsh Hulk": "{6}{B}"}


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def test_the_pool_is_printed_and_understood(rules: Any) -> None:
    source = TomlCardSource.from_package("megamorph", "manastack_morph", "megamorph.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name, cost in CARDS.items():
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        (ability,) = [a for a in card.abilities if getattr(a, "keyword", "") == "megamorph"]
        assert str(ability.cost) == cost  # type: ignore[attr-defined]
    assert_printed(source.get(n) for n in CARDS)


def test_without_the_plugin_a_megamorph_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("megamorph", "manastack_morph", "megamorph.toml")
    definition = source.get("Segmented Krotiq")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("megamorph", "morph"),)


def test_702_37b_cast_face_down_then_turned_face_up_with_a_counter(table: Table) -> None:
    """Segmented Krotiq cast face down for {3} (a 2/2, 708.2a), turned face up for {6}{G}
    (116.2b, 702.37e): a 6/5 with a +1/+1 counter, 7/6 (702.37b), the same permanent."""
    table.lands(0, "Forest", 3)
    table.hand(0, "Segmented Krotiq")
    table.cast("Segmented Krotiq", using="megamorph")
    resolve_stack(table)
    oid = table.find("Segmented Krotiq", zone=Zone.BATTLEFIELD).id
    assert (table.game.power(oid), table.game.toughness(oid)) == (2, 2)
    assert table.game.chars(oid).name == ""
    table.lands(0, "Forest", 7)
    table.special("Segmented Krotiq", "turn face up")
    assert not table.game.obj(oid).tags.get(FACE_DOWN)
    assert table.game.obj(oid).counters == {"+1/+1": 1}
    assert (table.game.power(oid), table.game.toughness(oid)) == (7, 6)
    table.assert_logged(rule="702.37b", contains="+1/+1 counter")
    assert not table.game.ids_in(Zone.STACK)


def test_702_37b_cast_for_its_mana_cost_it_has_no_counter_and_nothing_to_turn(
        table: Table) -> None:
    table.lands(0, "Forest", 4)
    table.hand(0, "Aerie Bowmasters")
    table.cast("Aerie Bowmasters")
    resolve_stack(table)
    oid = table.find("Aerie Bowmasters", zone=Zone.BATTLEFIELD).id
    assert (table.game.power(oid), table.game.toughness(oid)) == (3, 4)
    with pytest.raises(IllegalActionError):
        table.special("Aerie Bowmasters", "turn face up")


def test_708_9_a_face_down_megamorph_creature_that_dies_is_revealed(table: Table) -> None:
    table.lands(0, "Swamp", 3)
    table.hand(0, "Marsh Hulk")
    table.cast("Marsh Hulk", using="megamorph")
    resolve_stack(table)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Marsh Hulk"])
    resolve_stack(table)
    table.assert_zone("Marsh Hulk", Zone.GRAVEYARD, 0)
    table.assert_logged(rule="708.9", contains="Marsh Hulk")
