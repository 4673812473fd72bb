"""Printed "Whenever a creature is put into an opponent's graveyard from the battlefield,
..." (Grim Feast, Magus of the Bridge), played (CR 700.4, 404.1: a card goes to its
owner's graveyard; 603.10a: the creature as it last existed).

Grim Feast: Bob's Hill Giant destroyed, Alice gains 3 life (its toughness); her own Grizzly
Bears destroyed, none. Magus of the Bridge: Alice's Bears dying make a Zombie and the Magus
stays; Bob's Giant dying exiles it.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

GRIM_FEAST = CardDef(
    name="Grim Feast", mana_cost="{1}{B}{G}", type_line="Enchantment",
    text="At the beginning of your upkeep, this enchantment deals 1 damage to you.\nWhenever a "
         "creature is put into an opponent's graveyard from the battlefield, you gain life "
         "equal to its toughness.")
MAGUS_OF_THE_BRIDGE = CardDef(
    name="Magus of the Bridge", mana_cost="{B}{B}{B}", type_line="Creature — Human Wizard",
    text="Whenever a nontoken creature is put into your graveyard from the battlefield, create "
         "a 2/2 black Zombie creature token.\nWhen a creature is put into an opponent's "
         "graveyard from the battlefield, exile this creature.", power="4", toughness="4")

CARDS = (GRIM_FEAST, MAGUS_OF_THE_BRIDGE)
kit = pytest.mark.plugins(extra={"feast-kit": card_pool("feast-kit", CARDS)})


@kit
def test_grim_feast_gains_the_toughness_of_an_opponents_creature_only(table: Table) -> None:
    """CR 404.1: Bob's Giant (toughness 3) to his graveyard: 3 life; Alice's Bears: none."""
    table.battlefield(0, "Grim Feast", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Swamp", 6)
    table.hand(0, "Murder", "Murder")
    table.cast("Murder", targets=["Grizzly Bears"])
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_life(0, 20)
    table.cast("Murder", targets=["Hill Giant"])
    table.resolve_all()
    table.assert_life(0, 23)


@kit
def test_magus_is_exiled_when_an_opponents_creature_dies(table: Table) -> None:
    """Alice's Bears dying: a Zombie, the Magus stays; Bob's Giant dying: the Magus exiled."""
    table.battlefield(0, "Magus of the Bridge", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Swamp", 6)
    table.hand(0, "Murder", "Murder")
    table.cast("Murder", targets=["Grizzly Bears"])
    table.resolve_all()
    table.assert_zone("Magus of the Bridge", Zone.BATTLEFIELD, 0)
    assert table.names(Zone.BATTLEFIELD, 0).count("Zombie Token") == 1
    table.cast("Murder", targets=["Hill Giant"])
    table.resolve_all()
    table.assert_zone("Magus of the Bridge", Zone.EXILE, 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
