"""Printed "{R}: ~ deals 1 damage to target creature blocking it" played (CR 509.1g, 115.1,
608.2b).

Flowstone Salamander attacks: only a creature blocking it may be targeted (not one blocking
another attacker, not one outside combat); the damage is dealt by the Salamander. Rule
"grammar:damage to target creature blocking it".
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

FLOWSTONE_SALAMANDER = CardDef(
    name="Flowstone Salamander", mana_cost="{3}{R}{R}", type_line="Creature — Salamander",
    power="3", toughness="4",
    text="{R}: This creature deals 1 damage to target creature blocking it.")

CARDS = (FLOWSTONE_SALAMANDER,)
kit = pytest.mark.plugins(extra={"salamander-kit": card_pool("salamander-kit", CARDS)})


@kit
def test_flowstone_salamander_pings_its_blocker(table: Table) -> None:
    """CR 509.1g: Llanowar Elves block the Salamander: 1 damage kills them (704.5g)."""
    table.battlefield(0, "Flowstone Salamander", "Grizzly Bears")
    table.lands(0, "Mountain", 1)
    table.battlefield(1, "Llanowar Elves", "Savannah Lions", "Hill Giant")
    table.attack("Flowstone Salamander", "Grizzly Bears")
    table.block({"Llanowar Elves": "Flowstone Salamander", "Savannah Lions": "Grizzly Bears"})
    table.activate("Flowstone Salamander", targets=["Llanowar Elves"])
    table.resolve()
    assert table.zone_of("Llanowar Elves") is Zone.GRAVEYARD
    table.assert_logged(rule="120.3", contains="Flowstone Salamander")


@kit
def test_flowstone_salamander_only_a_creature_blocking_it(table: Table) -> None:
    """CR 115.1: Savannah Lions block the Bears, Hill Giant doesn't block: neither is a legal
    target; the game is unchanged (732)."""
    table.battlefield(0, "Flowstone Salamander", "Grizzly Bears")
    table.lands(0, "Mountain", 1)
    table.battlefield(1, "Llanowar Elves", "Savannah Lions", "Hill Giant")
    table.attack("Flowstone Salamander", "Grizzly Bears")
    table.block({"Llanowar Elves": "Flowstone Salamander", "Savannah Lions": "Grizzly Bears"})
    table.assert_illegal(table.activate, "Flowstone Salamander", targets=["Savannah Lions"])
    table.assert_illegal(table.activate, "Flowstone Salamander", targets=["Hill Giant"])


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
