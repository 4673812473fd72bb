"""Printed activated abilities of Auras acting on "enchanted creature" played (CR 303.4,
611.2c).

Firebreathing's "{R}: Enchanted creature gets +1/+0 until end of turn." and Blessing of
Leeches' "{0}: Regenerate enchanted creature." act on the creature the Aura is attached to
as the ability resolves (rules "grammar:pump" and "grammar:regenerate" with the reference
"enchanted creature").
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

FIREBREATHING = CardDef(name="Firebreathing", mana_cost="{R}", type_line="Enchantment — Aura",
                        text="Enchant creature\n{R}: Enchanted creature gets +1/+0 until end "
                             "of turn.")
BLESSING_OF_LEECHES = CardDef(
    name="Blessing of Leeches", mana_cost="{2}{B}", type_line="Enchantment — Aura",
    text="Flash\nEnchant creature\nAt the beginning of your upkeep, you lose 1 life.\n"
         "{0}: Regenerate enchanted creature.")
MURDER = CardDef(name="Murder", mana_cost="{1}{B}{B}", type_line="Instant",
                 text="Destroy target creature.")

CARDS = (FIREBREATHING, BLESSING_OF_LEECHES, MURDER)
kit = pytest.mark.plugins(extra={"aura-kit": card_pool("aura-kit", CARDS)})


@kit
def test_firebreathing_pumps_the_enchanted_creature_only(table: Table) -> None:
    """CR 303.4: two activations give the enchanted Grizzly Bears +2/+0; the other
    creature is unchanged."""
    table.lands(0, "Mountain", 3)
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.hand(0, "Firebreathing")
    table.cast("Firebreathing", targets=["Grizzly Bears"])
    table.resolve()
    for _ in range(2):
        table.activate("Firebreathing")
        table.resolve()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (4, 2)
    assert table.power("Hill Giant") == 3


@kit
def test_blessing_of_leeches_regenerates_the_enchanted_creature(table: Table) -> None:
    """CR 701.19a: a shield from the Aura's ability saves the enchanted creature from
    Murder; it is tapped."""
    table.lands(0, "Swamp", 6)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Blessing of Leeches", "Murder")
    table.cast("Blessing of Leeches", targets=["Grizzly Bears"])
    table.resolve()
    table.activate("Blessing of Leeches")
    table.resolve()
    table.cast("Murder", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    table.assert_tapped("Grizzly Bears")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
