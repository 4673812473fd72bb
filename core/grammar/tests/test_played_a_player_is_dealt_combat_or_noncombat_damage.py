""""Whenever an opponent is dealt noncombat damage" and "When you're dealt combat damage"
played (CR 120.4, 510.2, 603.2c, 603.7c).

Chandra's Spitfire: Alice's Lightning Bolt to Bob makes it 4/3 until end of turn; Bolt to
Alice herself, or Grizzly Bears' combat damage to Bob, doesn't. Swarmborn Giant: Bob's Bears
dealing combat damage to Alice make her sacrifice it; a Bolt to her doesn't.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

SPITFIRE = CardDef(
    name="Chandra's Spitfire", mana_cost="{2}{R}", type_line="Creature — Elemental",
    power="1", toughness="3",
    text="Flying\nWhenever an opponent is dealt noncombat damage, this creature gets +3/+0 "
         "until end of turn.")
SWARMBORN_GIANT = CardDef(
    name="Swarmborn Giant", mana_cost="{2}{G}{G}", type_line="Creature — Giant", power="6",
    toughness="6",
    text="When you're dealt combat damage, sacrifice this creature.\n{4}{G}{G}: Monstrosity 2. "
         "(If this creature isn't monstrous, put two +1/+1 counters on it and it becomes "
         "monstrous.)\nAs long as this creature is monstrous, it has reach.")

CARDS = (SPITFIRE, SWARMBORN_GIANT)
kit = pytest.mark.plugins("monstrosity", extra={"dealt-kit": card_pool("dealt-kit", CARDS)})


def _bolt(table: Table, target: str) -> None:
    table.mana(0, "R")
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=[target])
    table.resolve()


@kit
def test_noncombat_damage_to_an_opponent_pumps_the_spitfire(table: Table) -> None:
    """CR 120.4, 603.2: Bolt to Bob: +3/+0: 4/3."""
    table.battlefield(0, "Chandra's Spitfire")
    _bolt(table, "Bob")
    table.resolve_all()
    assert (table.power("Chandra's Spitfire"), table.toughness("Chandra's Spitfire")) == (4, 3)


@kit
def test_damage_to_you_or_combat_damage_doesnt(table: Table) -> None:
    """The near misses: Bolt to Alice (not an opponent); Bears' combat damage to Bob
    (510.2): still 1/3."""
    table.battlefield(0, "Chandra's Spitfire", "Grizzly Bears")
    _bolt(table, "Alice")
    assert table.names(Zone.STACK) == []
    table.attack("Grizzly Bears")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)
    assert table.names(Zone.STACK) == []
    assert table.power("Chandra's Spitfire") == 1


@kit
def test_combat_damage_to_you_sacrifices_the_giant(table: Table) -> None:
    """CR 510.2: Bob's Bears deal 2 combat damage to Alice: she sacrifices Swarmborn Giant."""
    table.battlefield(0, "Swarmborn Giant")
    table.battlefield(1, "Grizzly Bears")
    table.set_turn(active=1, turn=2)
    table.attack("Grizzly Bears")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    table.assert_life(0, 18)
    table.assert_zone("Swarmborn Giant", Zone.GRAVEYARD, 0)


@kit
def test_noncombat_damage_to_you_keeps_the_giant(table: Table) -> None:
    """The near miss: a Bolt to Alice is noncombat damage: the Giant stays."""
    table.battlefield(0, "Swarmborn Giant")
    _bolt(table, "Alice")
    assert table.names(Zone.STACK) == []
    table.assert_zone("Swarmborn Giant", Zone.BATTLEFIELD, 0)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
