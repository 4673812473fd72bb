"""Printed "When enchanted creature becomes the target of a spell or ability, [effect]"
(Crystallization, Illusionary Armor), played (CR 603.2, 601.2c, 115.1, 303.4): it triggers
as the targets of a spell are chosen, the spell's target being the creature the Aura
enchants; the trigger resolves first (405.5), so Lightning Bolt then finds its target gone
(608.2b) or the Aura sacrificed. A spell targeting another creature triggers nothing. The
printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

CRYSTALLIZATION = CardDef(
    name="Crystallization", mana_cost="{G/U}{W}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature can't attack or block.\nWhen enchanted "
         "creature becomes the target of a spell or ability, exile that creature.")
ILLUSIONARY_ARMOR = CardDef(
    name="Illusionary Armor", mana_cost="{4}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +4/+4.\nWhen enchanted creature becomes "
         "the target of a spell or ability, sacrifice this Aura.")

CARDS = (CRYSTALLIZATION, ILLUSIONARY_ARMOR)
kit = pytest.mark.plugins(extra={"targeted-aura-kit": card_pool("targeted-aura-kit", CARDS)})


@kit
def test_crystallization_exiles_the_enchanted_creature_a_spell_targets(table: Table) -> None:
    """CR 603.2, 601.2c: Lightning Bolt on Hill Giant triggers nothing; on the enchanted
    Grizzly Bears, the trigger exiles them before the Bolt resolves, which then does nothing
    (608.2b: its only target is gone)."""
    table.lands(0, "Plains", 1)
    table.lands(0, "Forest", 1)
    table.lands(0, "Mountain", 2)
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.hand(0, "Crystallization", "Lightning Bolt", "Lightning Bolt")
    table.cast("Crystallization", targets=["Grizzly Bears"])
    table.resolve()
    assert not table.game.stack()  # the Aura spell targeting the Bears triggers nothing
    table.cast("Lightning Bolt", targets=["Hill Giant"])
    assert len(table.game.stack()) == 1
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD)  # a 3/3: 3 damage
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    assert len(table.game.stack()) == 2  # the Bolt and the trigger above it
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    table.resolve()
    table.assert_zone("Lightning Bolt", Zone.GRAVEYARD)
    table.assert_life(1, 20)


@kit
def test_illusionary_armor_is_sacrificed_when_its_creature_is_targeted(table: Table) -> None:
    """CR 603.2: Lightning Bolt targets the Bears wearing Illusionary Armor (a 6/6): the Aura
    is sacrificed first, so the Bolt's 3 damage kills the 2/2 Bears."""
    table.lands(0, "Island", 5)
    table.lands(0, "Mountain", 1)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Illusionary Armor", "Lightning Bolt")
    table.cast("Illusionary Armor", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 6 and table.toughness("Grizzly Bears") == 6
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Illusionary Armor", Zone.GRAVEYARD)
    assert table.toughness("Grizzly Bears") == 2
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
