"""Blitz (CR 702.152a): cast for its blitz cost, the creature has haste and "When this
permanent is put into a graveyard from the battlefield, draw a card.", and it is sacrificed
at the beginning of the next end step. Runs alone with ``pytest plugins/blitz`` (kernel +
blitz + haste, which it requires). Grizzly Bears, Murder and the basic lands come from
the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import IllegalActionError, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("blitz")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def blitz(table: Table, name: str, mana: str) -> None:
    """Alice casts ``name`` from her hand for its blitz cost, paid with ``mana``."""
    table.mana(0, mana)
    table.hand(0, name)
    table.cast(name, using="blitz")
    resolve_stack(table)


def hand_size(table: Table, player: int) -> int:
    return len(table.game.hand(player))


def test_702_152a_a_blitz_cost_after_a_dash_is_read_with_its_life(rules: Any) -> None:
    """Tenacious Underdog's "Blitz—{2}{B}{B}, Pay 2 life." is read: the alternative cost is
    {2}{B}{B} and 2 life (118.9); the card stays refused for its other sentence, named."""
    from manastack_blitz.keyword import BlitzAbility

    from manastack.api import PayLife

    card = rules.card("Tenacious Underdog")
    [blitz_ability] = [a for a in card.abilities if isinstance(a, BlitzAbility)]
    assert str(blitz_ability.cost.mana) == "{2}{B}{B}"
    assert [type(p) for p in blitz_ability.cost.parts] == [PayLife]
    assert card.unrecognized == ("You may cast this card from your graveyard using its blitz "
                                 "ability.",)


def test_blitz_is_the_plugins_keyword_and_requires_haste(rules: Any) -> None:
    assert rules.ruleset.plugin_of_keyword("blitz") == "blitz"
    assert rules.ruleset.plugin_of_keyword("haste") == "haste"


def test_without_the_plugin_a_blitz_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("blitz", "manastack_blitz", "cards.toml")
    definition = source.get("Riveteers Requisitioner")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("blitz", "blitz"),)


def test_702_152a_blitzed_it_attacks_at_once_then_is_sacrificed_and_draws(table: Table) -> None:
    """Riveteers Requisitioner (3/1) cast for its blitz cost {2}{R}: haste, it attacks the
    turn it came (702.10b): Bob takes 3; at the beginning of the end step it is sacrificed
    (603.7); it dies: its blitz trigger draws Alice a card, its own makes a Treasure."""
    table.library(0, "Plains", "Plains")
    blitz(table, "Riveteers Requisitioner", "CCR")
    table.assert_logged(rule="702.152a", contains="blitz cost")
    assert table.has_keyword("Riveteers Requisitioner", "haste")
    table.attack("Riveteers Requisitioner")
    table.go_to(Step.END)
    table.assert_life(1, 17)
    before = hand_size(table, 0)
    resolve_stack(table)
    table.assert_zone("Riveteers Requisitioner", Zone.GRAVEYARD, 0)
    assert hand_size(table, 0) == before + 1
    assert "Treasure Token" in table.names(Zone.BATTLEFIELD, 0)


def test_702_152a_killed_before_the_end_step_it_draws_a_card(table: Table) -> None:
    """Girder Goons blitzed for {3}{B}, then destroyed by Murder (701.8): it dies: Alice
    draws a card (the blitz trigger) and gets its tapped 2/2 Rogue token; at the end step the
    delayed trigger finds nothing to sacrifice (603.7c, 400.7)."""
    table.library(0, "Plains", "Plains")
    blitz(table, "Girder Goons", "CCCB")
    before = hand_size(table, 0)
    table.mana(0, "CBB")
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Girder Goons"])
    resolve_stack(table)
    table.assert_zone("Girder Goons", Zone.GRAVEYARD, 0)
    assert hand_size(table, 0) == before + 1
    assert "Rogue Token" in table.names(Zone.BATTLEFIELD, 0)
    table.go_to(Step.END)
    resolve_stack(table)
    assert hand_size(table, 0) == before + 1


def test_702_152a_cast_for_its_mana_cost_it_has_neither_haste_nor_the_draw(table: Table) -> None:
    """Riveteers Requisitioner cast for {1}{R}: no haste (it can't attack, 302.6), not
    sacrificed at the end step; destroyed by Murder then (an instant), it draws no card (its
    own dies trigger makes a Treasure)."""
    table.library(0, "Plains", "Plains")
    table.mana(0, "CR")
    table.hand(0, "Riveteers Requisitioner")
    table.cast("Riveteers Requisitioner")
    resolve_stack(table)
    assert not table.has_keyword("Riveteers Requisitioner", "haste")
    with pytest.raises(IllegalActionError, match=r"508\.1a"):
        table.attack("Riveteers Requisitioner")
    table.go_to(Step.END)
    resolve_stack(table)
    table.assert_zone("Riveteers Requisitioner", Zone.BATTLEFIELD, 0)
    before = hand_size(table, 0)
    table.mana(0, "CBB")
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Riveteers Requisitioner"])
    resolve_stack(table)
    assert "Treasure Token" in table.names(Zone.BATTLEFIELD, 0)
    assert hand_size(table, 0) == before


def test_603_7_sacrificed_at_the_next_end_step_only(table: Table) -> None:
    """Night Clubber blitzed for {2}{B} in the second main phase: its enters trigger gives
    Bob's Grizzly Bears -1/-1 (a 1/1); at this turn's end step it is sacrificed (603.7) and
    Alice draws a card."""
    table.library(0, "Plains", "Plains")
    table.battlefield(1, "Grizzly Bears")
    table.go_to(Step.MAIN2)
    blitz(table, "Night Clubber", "CCB")
    assert table.power("Grizzly Bears") == 1
    before = hand_size(table, 0)
    table.go_to(Step.END)
    resolve_stack(table)
    table.assert_zone("Night Clubber", Zone.GRAVEYARD, 0)
    assert hand_size(table, 0) == before + 1


def test_608_3_only_a_blitzed_permanent_carries_the_mark_its_hooks_wait_for(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """Riveteers Requisitioner cast for its mana cost carries no blitz mark: the plugin's
    layer hook (613.1f) is not asked; blitzed, the permanent it became carries the mark, has
    haste and gets its delayed sacrifice (702.152a, 603.7)."""
    import manastack_blitz.keyword as keyword
    from manastack_blitz import MARK

    asked: list[int] = []
    effects = keyword.blitz_effects
    monkeypatch.setattr(keyword, "blitz_effects",
                        lambda game: asked.append(1) or effects(game))
    table.mana(0, "CR")
    table.hand(0, "Riveteers Requisitioner")
    table.cast("Riveteers Requisitioner")
    resolve_stack(table)
    assert not table.game.carries_tag(MARK, Zone.BATTLEFIELD)
    assert not asked
    blitz(table, "Riveteers Requisitioner", "CCR")
    assert table.game.carries_tag(MARK, Zone.BATTLEFIELD)
    assert asked
    table.assert_logged(rule="702.152a", contains="blitz cost")
    marked = [MARK in o.tags for o in table.game.battlefield()
              if o.card.name == "Riveteers Requisitioner"]
    assert marked == [False, True]
