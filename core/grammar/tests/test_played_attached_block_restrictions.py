""""Enchanted creature gets +N/+N and can't be blocked" / "... and can't block", played from
printed Auras (CR 613.4c, 509.1b, 303.4).

Aether Tunnel on Grizzly Bears: a 3/2 no blocker is offered against; Cast into Darkness on
the defending player's Gray Ogre: a 0/2 offered as no blocker, while its other creature
still may block. The restriction ends when the Aura leaves.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

AETHER_TUNNEL = CardDef(
    name="Aether Tunnel", mana_cost="{1}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +1/+0 and can't be blocked.")
CAST_INTO_DARKNESS = CardDef(
    name="Cast into Darkness", mana_cost="{1}{B}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets -2/-0 and can't block.")

CARDS = (AETHER_TUNNEL, CAST_INTO_DARKNESS)
kit = pytest.mark.plugins(extra={"attached-restriction-kit": card_pool(
    "attached-restriction-kit", CARDS)})


@kit
def test_aether_tunnel_makes_the_enchanted_creature_unblockable(table: Table) -> None:
    """CR 613.4c, 509.1b: +1/+0, and no creature may block it; another attacker may be."""
    table.battlefield(0, "Grizzly Bears", "Llanowar Elves")
    table.battlefield(1, "Gray Ogre")
    table.hand(0, "Aether Tunnel")
    table.mana(0, "UU")
    table.cast("Aether Tunnel", targets=["Grizzly Bears"])
    table.resolve()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 2)
    table.attack("Grizzly Bears", "Llanowar Elves")
    assert table.blocks_offered() == {("Gray Ogre", "Llanowar Elves")}


@kit
def test_cast_into_darkness_stops_the_enchanted_creature_blocking(table: Table) -> None:
    """CR 509.1b: the enchanted creature is offered as no blocker, the other one is; it is
    a 0/2 (613.4c); with the Aura destroyed it may block again."""
    table.battlefield(0, "Grizzly Bears", "Swamp", "Swamp")
    table.battlefield(1, "Gray Ogre", "Llanowar Elves")
    table.hand(0, "Cast into Darkness")
    table.cast("Cast into Darkness", targets=["Gray Ogre"])
    table.resolve()
    assert (table.power("Gray Ogre"), table.toughness("Gray Ogre")) == (0, 2)
    table.attack("Grizzly Bears")
    table.game.destroy(table.find("Cast into Darkness").id)
    assert table.blocks_offered() == {("Gray Ogre", "Grizzly Bears"),
                                      ("Llanowar Elves", "Grizzly Bears")}


@kit
def test_cast_into_darkness_in_place_offers_only_the_other_blocker(table: Table) -> None:
    """CR 509.1b: while attached, only the creature without the Aura may block."""
    table.battlefield(0, "Grizzly Bears", "Swamp", "Swamp")
    table.battlefield(1, "Gray Ogre", "Llanowar Elves")
    table.hand(0, "Cast into Darkness")
    table.cast("Cast into Darkness", targets=["Gray Ogre"])
    table.resolve()
    table.attack("Grizzly Bears")
    assert table.blocks_offered() == {("Llanowar Elves", "Grizzly Bears")}


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
