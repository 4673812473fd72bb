"""Printed state triggers played: "When you control no Islands, sacrifice ~." (CR 603.8).

A state-triggered ability triggers as soon as the game state matches its condition and
doesn't trigger again until it has left the stack (CR 603.8); the kernel looks at the
state each time a player would receive priority (117.5). Dandân stays while its controller
controls an Island; when the last Island is destroyed, the ability triggers once, even while
a spell cast in response resolves, and Dandân is sacrificed. Emperor Crocodile ("When you
control no other creatures") counts only the other creatures (CR 109.4).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

DANDAN = CardDef(
    name="Dandân", mana_cost="{U}{U}", type_line="Creature — Fish",
    text="This creature can't attack unless defending player controls an Island.\nWhen you "
         "control no Islands, sacrifice this creature.", power="4", toughness="1")
EMPEROR_CROCODILE = CardDef(
    name="Emperor Crocodile", mana_cost="{3}{G}", type_line="Creature — Crocodile",
    text="When you control no other creatures, sacrifice this creature.",
    power="5", toughness="5")
STONE_RAIN = CardDef(name="Stone Rain", mana_cost="{2}{R}", type_line="Sorcery",
                     text="Destroy target land.")

CARDS = (DANDAN, EMPEROR_CROCODILE, STONE_RAIN)
kit = pytest.mark.plugins(extra={"state-kit": card_pool("state-kit", CARDS)})


def triggered_abilities_on_stack(table: Table) -> int:
    return sum(1 for o in table.game.stack() if "ability" in o.tags)


@kit
def test_dandan_is_sacrificed_when_its_controller_controls_no_islands(table: Table) -> None:
    """CR 603.8: with one Island left nothing triggers; the second Stone Rain leaves no
    Island, the ability triggers and goes on the stack (603.3); a Lightning Bolt cast in
    response resolves and the state still holds, but the ability doesn't trigger again; it
    resolves and Dandân is sacrificed (701.21a)."""
    islands = table.lands(0, "Island", 2)
    table.lands(0, "Mountain", 7)
    table.hand(0, "Dandân", "Stone Rain", "Stone Rain", "Lightning Bolt")
    table.cast("Dandân")
    table.resolve()
    table.cast("Stone Rain", targets=[islands[0].id])
    table.resolve()
    assert table.zone_of("Dandân") is Zone.BATTLEFIELD
    assert triggered_abilities_on_stack(table) == 0
    table.cast("Stone Rain", targets=[islands[1].id])
    table.resolve()
    table.game.pending()  # settled: the triggered abilities are put on the stack (117.5)
    assert table.zone_of("Dandân") is Zone.BATTLEFIELD
    assert triggered_abilities_on_stack(table) == 1
    table.assert_logged(rule="603.8")
    table.cast("Lightning Bolt", targets=["opponent"])
    table.resolve()
    assert triggered_abilities_on_stack(table) == 1
    table.resolve()
    assert table.zone_of("Dandân") is Zone.GRAVEYARD
    assert table.game.stack() == []


@kit
def test_emperor_crocodile_counts_only_other_creatures(table: Table) -> None:
    """CR 603.8, 109.4: with Grizzly Bears the Crocodile stays; when the Bears die, its
    controller controls no other creature and the Crocodile is sacrificed."""
    table.lands(0, "Forest", 4)
    table.lands(0, "Mountain", 1)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Emperor Crocodile", "Lightning Bolt")
    table.cast("Emperor Crocodile")
    table.resolve()
    table.game.pending()  # settled: the triggered abilities are put on the stack (117.5)
    assert triggered_abilities_on_stack(table) == 0
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    table.resolve()
    assert table.zone_of("Emperor Crocodile") is Zone.GRAVEYARD


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
