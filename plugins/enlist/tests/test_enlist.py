"""Enlist (CR 702.154): an optional cost to attack (702.154b, 508.1g) and its linked trigger,
playing printed cards. Runs alone with ``pytest plugins/enlist``.

Grizzly Bears, Hill Giant and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("enlist")


def test_the_pool_is_printed_and_read(rules: Any) -> None:
    source = TomlCardSource.from_package("enlist", "manastack_enlist", "cards.toml")
    assert_printed(source.get(n) for n in source.names())
    assert rules.ruleset.plugin_of_keyword("enlist") == "enlist"
    for name in source.names():
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert "enlist" in rules.printed(card).keywords


def test_702_154a_enlisting_taps_the_creature_and_adds_its_power(table: Table) -> None:
    """CR 702.154a, 702.154c: Coalition Warbrute (3/4) attacks and enlists Hill Giant (3/3):
    the Giant becomes tapped; the linked trigger gives +3/+0: Bob takes 6."""
    table.battlefield(0, "Coalition Warbrute", "Hill Giant")
    seen = table.watch_decisions("enlist")
    table.answer("enlist", "Hill Giant")
    table.attack("Coalition Warbrute")
    (decision,) = seen
    assert (decision.player, decision.rule, decision.min, decision.max) == (0, "702.154a", 0, 1)
    table.assert_tapped("Hill Giant")
    table.assert_logged(rule="702.154c", contains="enlists Hill Giant")
    table.resolve()
    table.assert_logged(rule="702.154a", contains="gets +X/+0")
    assert (table.power("Coalition Warbrute"), table.toughness("Coalition Warbrute")) == (6, 4)
    table.go_to(Step.MAIN2)
    table.assert_life(1, 14)


def test_702_154a_not_paid_nothing_taps_nothing_triggers(table: Table) -> None:
    """CR 702.154a: "you may": Alice taps nothing; the Giant stays untapped, no trigger."""
    table.battlefield(0, "Coalition Warbrute", "Hill Giant")
    table.answer("enlist")
    table.attack("Coalition Warbrute")
    table.assert_tapped("Hill Giant", False)
    assert not table.game.ids_in(Zone.STACK)
    assert table.power("Coalition Warbrute") == 3


def test_702_154a_who_may_be_tapped(table: Table) -> None:
    """CR 702.154a, 302.6: not a creature chosen to attack, not a tapped one, not one that
    came under Alice's control this turn, not the enlisting creature itself (702.154c):
    only Hill Giant is offered to Argivian Cavalier."""
    table.battlefield(0, "Argivian Cavalier", "Coalition Warbrute", "Hill Giant")
    table.battlefield(0, "Linebreaker Baloth", sick=True)
    table.battlefield(0, "Barkweave Crusher", tapped=True)
    seen = table.watch_decisions("enlist")
    table.answer("enlist")
    table.answer("enlist")
    table.attack("Argivian Cavalier", "Coalition Warbrute")
    giant = table.find("Hill Giant").id
    assert [list(d.options) for d in seen] == [[giant], [giant]]


def test_608_2h_x_is_the_last_known_power_if_it_left(table: Table) -> None:
    """CR 702.154a, 608.2h: Yavimaya Steelcrusher enlists Grizzly Bears, which leave the
    battlefield before the trigger resolves: X is their last known power, 2."""
    table.battlefield(0, "Yavimaya Steelcrusher", "Grizzly Bears")
    table.answer("enlist", "Grizzly Bears")
    table.attack("Yavimaya Steelcrusher")
    bears = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD)
    table.game.move(bears.id, Zone.GRAVEYARD, rule="400.7")
    table.resolve()
    assert table.power("Yavimaya Steelcrusher") == 4


def test_two_attackers_each_enlist_one(table: Table) -> None:
    """CR 702.154a: Balduvian Berserker (1/3) enlists Hill Giant, Coalition Warbrute (3/4)
    enlists Grizzly Bears: one trigger each, its own creature's power: 4/3 and 5/4."""
    table.battlefield(0, "Balduvian Berserker", "Coalition Warbrute", "Hill Giant",
                      "Grizzly Bears")
    table.answer("enlist", "Hill Giant")
    table.answer("enlist", "Grizzly Bears")
    table.attack("Balduvian Berserker", "Coalition Warbrute")
    table.resolve_all()
    assert table.power("Balduvian Berserker") == 4
    assert table.power("Coalition Warbrute") == 5
