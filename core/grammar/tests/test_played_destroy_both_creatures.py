"""Printed "When ~ blocks a creature, destroy both creatures." (Alaborn Zealot) and "Whenever
equipped creature blocks or becomes blocked by a creature, destroy both creatures."
(Dead-Iron Sledge), played (CR 509.3b, 509.3d, 603.7c, 701.8a).

"Both creatures" are the trigger's creature (the Zealot; the equipped creature) and the one
it blocks or is blocked by: both are destroyed before combat damage, no other creature is,
and the Equipment stays on the battlefield.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

ALABORN_ZEALOT = CardDef(
    name="Alaborn Zealot", mana_cost="{W}", type_line="Creature — Human Soldier", power="1",
    toughness="1", text="When this creature blocks a creature, destroy both creatures.")
DEAD_IRON_SLEDGE = CardDef(
    name="Dead-Iron Sledge", mana_cost="{1}", type_line="Artifact — Equipment",
    keywords=("Equip",),
    text="Whenever equipped creature blocks or becomes blocked by a creature, destroy both "
         "creatures.\nEquip {2} ({2}: Attach to target creature you control. Equip only as a "
         "sorcery.)")

CARDS = (ALABORN_ZEALOT, DEAD_IRON_SLEDGE)
kit = pytest.mark.plugins(extra={"both-creatures-kit": card_pool("both-creatures-kit", CARDS)})


@kit
def test_alaborn_zealot_destroys_itself_and_the_attacker(table: Table) -> None:
    """CR 701.8a: Bob's Zealot blocks Alice's Hill Giant: both destroyed; her other,
    unblocked attacker is not, and deals its damage."""
    table.battlefield(1, "Alaborn Zealot")
    table.battlefield(0, "Hill Giant", "Grizzly Bears")
    table.attack("Hill Giant", "Grizzly Bears")
    table.block({"Alaborn Zealot": "Hill Giant"})
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 0)
    table.assert_zone("Alaborn Zealot", Zone.GRAVEYARD, 1)
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    assert table.life(1) == 18


@kit
def test_alaborn_zealot_not_blocking_does_nothing(table: Table) -> None:
    """CR 603.2: the Zealot attacking and being blocked is no block of its own: no trigger;
    the Bears' 2 damage kills it (a 1/1), the Bears survive its 1."""
    table.battlefield(0, "Alaborn Zealot")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Alaborn Zealot")
    table.block({"Grizzly Bears": "Alaborn Zealot"})
    assert table.names(Zone.STACK) == []
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)
    table.assert_zone("Alaborn Zealot", Zone.GRAVEYARD, 0)


@kit
def test_dead_iron_sledge_blocked_creature_and_blocker_destroyed(table: Table) -> None:
    """CR 509.3d: Alice's equipped Bears are blocked by Bob's Hill Giant: both destroyed, the
    Sledge stays on the battlefield, unattached (301.5c)."""
    table.lands(0, "Plains", 2)
    table.battlefield(0, "Dead-Iron Sledge", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.activate("Dead-Iron Sledge", targets=["Grizzly Bears"])
    table.resolve_all()
    table.attack("Grizzly Bears")
    table.block({"Hill Giant": "Grizzly Bears"})
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_zone("Dead-Iron Sledge", Zone.BATTLEFIELD, 0)
    assert table.life(1) == 20


@kit
def test_dead_iron_sledge_blocking_creature_and_attacker_destroyed(table: Table) -> None:
    """CR 509.3b: Bob's equipped Bears block Alice's Hill Giant: both destroyed."""
    table.battlefield(0, "Hill Giant")
    table.battlefield(1, "Dead-Iron Sledge", "Grizzly Bears")
    table.set_turn(active=1)
    table.lands(1, "Plains", 2)
    table.activate("Dead-Iron Sledge", targets=["Grizzly Bears"])
    table.resolve_all()
    table.library(0, "Plains")
    table.next_turn()  # Alice's turn
    table.attack("Hill Giant")
    table.block({"Grizzly Bears": "Hill Giant"})
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 0)


@kit
def test_dead_iron_sledge_unblocked_destroys_nothing(table: Table) -> None:
    """CR 603.2: the equipped creature unblocked neither blocks nor is blocked: no trigger."""
    table.lands(0, "Plains", 2)
    table.battlefield(0, "Dead-Iron Sledge", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.activate("Dead-Iron Sledge", targets=["Grizzly Bears"])
    table.resolve_all()
    table.attack("Grizzly Bears")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)
    assert table.life(1) == 18


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
