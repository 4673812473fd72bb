"""Printed "Whenever this creature or equipped creature deals combat damage to a player,
draw a card." (Acquisition Octopus), played (CR 603.2, 510.2, 301.5, 702.151a).

Unattached, the Octopus hitting Bob draws a card and the Hill Giant hitting him beside it
draws none; attached by reconfigure to Grizzly Bears (no creature then), the Bears hitting Bob
draw one. The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

ACQUISITION_OCTOPUS = CardDef(
    name="Acquisition Octopus", mana_cost="{2}{U}",
    type_line="Artifact Creature — Equipment Octopus",
    text="Whenever this creature or equipped creature deals combat damage to a player, draw a "
         "card.\nReconfigure {2} ({2}: Attach to target creature you control; or unattach from "
         "a creature. Reconfigure only as a sorcery. While attached, this isn't a creature.)",
    power="2", toughness="2")

CARDS = (ACQUISITION_OCTOPUS,)
kit = pytest.mark.plugins("reconfigure", extra={"octopus-kit": card_pool("octopus-kit", CARDS)})
ATTACH = 0


@kit
def test_the_octopus_itself_draws_not_another_attacker(table: Table) -> None:
    """CR 510.2: the Octopus and the Giant unblocked: one card, the Octopus's."""
    table.library(0, "Forest", "Forest", "Forest")
    table.battlefield(0, "Acquisition Octopus", "Hill Giant")
    table.attack("Acquisition Octopus", "Hill Giant")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(1) == 15
    assert table.names("hand", 0) == ["Forest"]


@kit
def test_the_equipped_creature_draws(table: Table) -> None:
    """CR 301.5: reconfigured onto the Bears, the Bears hitting Bob draw a card."""
    table.library(0, "Forest", "Forest", "Forest")
    table.battlefield(0, "Acquisition Octopus", "Grizzly Bears")
    table.set_turn(active=0, step=Step.MAIN1)
    table.lands(0, "Island", 2)
    table.activate("Acquisition Octopus", ATTACH, targets=["Grizzly Bears"])
    table.resolve()
    assert table.find("Acquisition Octopus").attached_to == table.find("Grizzly Bears").id
    table.attack("Grizzly Bears")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(1) == 18
    assert table.names("hand", 0) == ["Forest"]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
