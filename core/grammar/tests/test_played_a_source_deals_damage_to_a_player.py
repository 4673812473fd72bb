"""Printed "Whenever a source you control deals noncombat damage to an opponent" and
"Whenever a source an opponent controls deals damage to you", played (CR 603.2, 603.2c,
603.7c, 120.3, 510.2).

The source's controller as it deals the damage and the player dealt it decide: Alice's
Shock to Bob draws Niv-Mizzet's controller 2 cards, her Bears' combat damage none. Bob's
Shock to Alice makes Bob (that player) sacrifice a permanent for Michiko Konda, Alice's own
Shock to Bob makes nobody sacrifice; Retaliator Griffin gets the 2 +1/+1 counters Bob's
Shock dealt Alice.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

NIV_MIZZET = CardDef(
    name="Niv-Mizzet, Visionary", mana_cost="{4}{U}{R}",
    type_line="Legendary Creature — Dragon Wizard", power="5", toughness="5",
    keywords=("Flying",),
    text="Flying\nYou have no maximum hand size.\nWhenever a source you control deals noncombat "
         "damage to an opponent, you draw that many cards.")
MICHIKO_KONDA = CardDef(
    name="Michiko Konda, Truth Seeker", mana_cost="{3}{W}",
    type_line="Legendary Creature — Human Advisor", power="2", toughness="2",
    text="Whenever a source an opponent controls deals damage to you, that player sacrifices a "
         "permanent of their choice.")
RETALIATOR_GRIFFIN = CardDef(
    name="Retaliator Griffin", mana_cost="{1}{R}{G}{W}", type_line="Creature — Griffin",
    power="2", toughness="2", keywords=("Flying",),
    text="Flying\nWhenever a source an opponent controls deals damage to you, you may put that "
         "many +1/+1 counters on this creature.")

CARDS = (NIV_MIZZET, MICHIKO_KONDA, RETALIATOR_GRIFFIN)
kit = pytest.mark.plugins(extra={"source-damage-kit": card_pool("source-damage-kit", CARDS)})


def _shock(table: Table, player: int, target: str) -> None:
    table.lands(player, "Mountain", 1)
    table.hand(player, "Shock")
    table.cast("Shock", targets=[target])
    table.resolve_all()


@kit
def test_niv_mizzet_draws_that_many_for_noncombat_damage(table: Table) -> None:
    """CR 603.7c: Shock deals 2 to Bob: Alice draws 2; her Bears' combat damage: none."""
    table.library(0, *["Island"] * 5)
    table.battlefield(0, "Niv-Mizzet, Visionary", "Grizzly Bears")
    _shock(table, 0, "Bob")
    assert table.life(1) == 18
    assert table.names(Zone.HAND, 0) == ["Island", "Island"]
    table.attack("Grizzly Bears")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(1) == 16
    assert len(table.names(Zone.HAND, 0)) == 2


@kit
def test_michiko_makes_the_opponent_whose_source_dealt_damage_sacrifice(table: Table) -> None:
    """CR 603.7c: Bob's Shock to Alice: Bob sacrifices a permanent; Alice's Shock to Bob:
    nothing."""
    table.battlefield(0, "Michiko Konda, Truth Seeker")
    table.battlefield(1, "Hill Giant")
    _shock(table, 0, "Bob")
    assert len(table.names(Zone.BATTLEFIELD, 1)) == 1
    table.set_turn(active=1)
    _shock(table, 1, "Alice")
    assert table.life(0) == 18
    # Bob had Hill Giant and a Mountain: one is gone; Alice's permanents all stay
    assert len(table.names(Zone.BATTLEFIELD, 1)) == 1
    assert "Michiko Konda, Truth Seeker" in table.names(Zone.BATTLEFIELD, 0)
    assert len(table.names(Zone.BATTLEFIELD, 0)) == 2


@kit
def test_retaliator_griffin_gets_that_many_counters(table: Table) -> None:
    """CR 603.7c: Bob's Shock deals 2 to Alice: the Griffin gets two +1/+1 counters."""
    table.battlefield(0, "Retaliator Griffin")
    table.set_turn(active=1)
    table.answer("may", "yes", player=0)
    _shock(table, 1, "Alice")
    table.assert_counters("Retaliator Griffin", "+1/+1", 2)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
