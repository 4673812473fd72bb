"""Dash (CR 702.109): cast for its dash cost, the creature has haste and returns to its
owner's hand at the beginning of the next end step. Runs alone with ``pytest plugins/dash``
(kernel + dash + haste, which it requires). Grizzly Bears and the basic lands come from
the kernel's pool."""

from __future__ import annotations

import re
from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import IllegalActionError, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("dash")

#: Each card of the pool and its dash cost.
CARDS = {"Mardu Scout": "{1}{R}", "Goblin Heelcutter": "{2}{R}", "Alesha's Vanguard": "{2}{B}",
         "Ambuscade Shaman": "{3}{B}", "Kolaghan Skirmisher": "{2}{B}",
         "Lightning Berserker": "{R}", "Mardu Shadowspear": "{1}{B}", "Reckless Imp": "{1}{B}",
         "Screamreach Brawler": "{1}{R}", "Sprinting Warbrute": "{3}{R}",
         "Treetop Ambusher": "{1}{G}"}


def mana_for(cost: str) -> str:
    """The mana letters paying ``cost`` exactly ("{2}{B}" -> "CCB")."""
    return "".join("C" * int(s) if s.isdigit() else s for s in re.findall(r"\{(\w+)\}", cost))


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def dash(table: Table, name: str) -> None:
    table.mana(0, mana_for(CARDS[name]))
    table.hand(0, name)
    table.cast(name, using="dash")
    resolve_stack(table)


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("dash", "manastack_dash", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_dash_requires_haste(rules: Any) -> None:
    assert rules.ruleset.plugin_of_keyword("haste") == "haste"


def test_without_the_plugin_a_dash_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("dash", "manastack_dash", "cards.toml")
    definition = source.get("Mardu Scout")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("dash", "dash"),)


def test_702_109a_dashed_it_attacks_at_once_and_returns_at_the_end_step(table: Table) -> None:
    """Mardu Scout cast for {1}{R}: haste, it attacks the turn it came (702.10b); at the
    beginning of the end step the delayed trigger returns it to Alice's hand (603.7)."""
    dash(table, "Mardu Scout")
    table.assert_logged(rule="702.109a", contains="dash cost")
    assert table.has_keyword("Mardu Scout", "haste")
    table.attack("Mardu Scout")
    table.go_to(Step.END)
    table.assert_life(1, 17)  # the 3/1 Scout's damage
    resolve_stack(table)
    table.assert_zone("Mardu Scout", Zone.HAND, 0)
    table.assert_logged(rule="603.7")


def test_702_109a_cast_for_its_mana_cost_it_stays_and_has_no_haste(table: Table) -> None:
    table.mana(0, "RR")
    table.hand(0, "Mardu Scout")
    table.cast("Mardu Scout")
    resolve_stack(table)
    assert not table.has_keyword("Mardu Scout", "haste")
    with pytest.raises(IllegalActionError, match=r"508\.1a"):
        table.attack("Mardu Scout")
    table.go_to(Step.END)
    resolve_stack(table)
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.next_turn()
    table.assert_zone("Mardu Scout", Zone.BATTLEFIELD, 0)


def test_400_7_returned_it_is_a_new_object_cast_again_normally(table: Table) -> None:
    """Back in the hand, then cast for its mana cost: a new object (400.7), not dashed: no
    haste, it stays."""
    dash(table, "Mardu Scout")
    table.go_to(Step.END)
    resolve_stack(table)
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()
    table.next_turn()
    table.mana(0, "RR")
    table.cast("Mardu Scout")
    resolve_stack(table)
    assert not table.has_keyword("Mardu Scout", "haste")


def test_603_7_only_the_next_end_step(table: Table) -> None:
    """Dashed in the second main phase, it returns at this turn's end step, once."""
    table.go_to(Step.MAIN2)
    dash(table, "Treetop Ambusher")
    table.go_to(Step.END)
    resolve_stack(table)
    table.assert_zone("Treetop Ambusher", Zone.HAND, 0)


def test_702_109a_if_it_left_it_isnt_returned(table: Table) -> None:
    """Dead before the end step: the delayed trigger finds no permanent (603.7c, 400.7)."""
    dash(table, "Mardu Scout")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Mardu Scout")
    table.block({"Grizzly Bears": "Mardu Scout"})
    table.go_to(Step.END)
    resolve_stack(table)
    table.assert_zone("Mardu Scout", Zone.GRAVEYARD, 0)


@pytest.mark.parametrize("name", sorted(CARDS))
def test_702_109a_each_card_of_the_pool_dashed_attacks_and_returns(table: Table,
                                                                   name: str) -> None:
    table.battlefield(1, "Grizzly Bears")
    dash(table, name)
    assert table.has_keyword(name, "haste")
    table.attack(name)
    resolve_stack(table)
    table.go_to(Step.END)
    resolve_stack(table)
    table.assert_zone(name, Zone.HAND, 0)


def test_608_3_only_a_dashed_permanent_carries_the_mark_its_layer_hook_waits_for(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """Mardu Scout cast for its mana cost carries no dash mark: the plugin's layer hook
    (613.1f) is not asked; cast for its dash cost, the permanent it became carries the mark
    and has haste (702.109a)."""
    import manastack_dash.keyword as keyword
    from manastack_dash import MARK

    asked: list[int] = []
    effects = keyword.haste_effects
    monkeypatch.setattr(keyword, "haste_effects",
                        lambda game: asked.append(1) or effects(game))
    table.mana(0, "RR")
    table.hand(0, "Mardu Scout")
    table.cast("Mardu Scout")
    resolve_stack(table)
    assert not table.game.carries_tag(MARK, Zone.BATTLEFIELD)
    assert not table.has_keyword("Mardu Scout", "haste")
    assert not asked
    dash(table, "Mardu Scout")
    assert table.game.carries_tag(MARK, Zone.BATTLEFIELD)
    assert asked
    scouts = [o for o in table.game.battlefield() if o.card.name == "Mardu Scout"]
    assert [MARK in o.tags for o in scouts] == [False, True]
