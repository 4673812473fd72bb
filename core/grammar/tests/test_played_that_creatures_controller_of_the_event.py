"""Printed "that creature's controller" in triggers whose event has a player besides the
creature's controller, played (CR 603.7c, 608.2h).

Gimli, Counter of Kills: "Whenever a creature an opponent controls dies, Gimli deals 1
damage to that creature's controller." The damage goes to whoever controlled the dying
creature as it last existed (Bob), not to Gimli's controller. Nessian Boar: "Whenever this
creature becomes blocked by a creature, that creature's controller draws a card." The
blocker's controller (Bob) draws, not the Boar's controller.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

GIMLI = CardDef(
    name="Gimli, Counter of Kills", mana_cost="{3}{R}",
    type_line="Legendary Creature — Dwarf Warrior", power="4", toughness="3",
    keywords=("Trample",),
    text="Trample\nWhenever a creature an opponent controls dies, Gimli deals 1 damage to that "
         "creature's controller.")
NESSIAN_BOAR = CardDef(
    name="Nessian Boar", mana_cost="{3}{G}{G}", type_line="Creature — Boar",
    power="10", toughness="6",
    text="All creatures able to block this creature do so.\nWhenever this creature becomes "
         "blocked by a creature, that creature's controller draws a card.")

CARDS = (GIMLI, NESSIAN_BOAR)
kit = pytest.mark.plugins(extra={"event-controller-kit": card_pool("event-controller-kit",
                                                                    CARDS)})


@kit
def test_gimli_hits_the_dead_creatures_controller(table: Table) -> None:
    """CR 608.2h: Alice bolts Bob's Bears: Gimli deals 1 damage to Bob, none to Alice."""
    table.battlefield(0, "Gimli, Counter of Kills")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    assert table.life(1) == 19
    assert table.life(0) == 20


@kit
def test_gimli_ignores_its_controllers_own_creature(table: Table) -> None:
    """CR 603.2: Alice's own Bears dying is no opponent's creature dying."""
    table.battlefield(0, "Gimli, Counter of Kills", "Grizzly Bears")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    table.resolve_all()
    assert table.life(0) == 20
    assert table.life(1) == 20


@kit
def test_nessian_boar_makes_the_blockers_controller_draw(table: Table) -> None:
    """CR 509.3c, 603.7c: one blocker, one trigger: Bob (the blocker's controller) draws."""
    for player in (0, 1):
        table.library(player, "Forest", "Forest")
    table.battlefield(0, "Nessian Boar")
    table.battlefield(1, "Gray Ogre")
    alice, bob = len(table.names(Zone.HAND, 0)), len(table.names(Zone.HAND, 1))
    table.attack("Nessian Boar")
    table.block({"Gray Ogre": "Nessian Boar"})
    table.resolve_all()
    assert len(table.names(Zone.HAND, 1)) == bob + 1
    assert len(table.names(Zone.HAND, 0)) == alice


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
