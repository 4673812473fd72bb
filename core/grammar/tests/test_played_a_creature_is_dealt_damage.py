"""Printed "Whenever a creature is dealt damage, ...", played (CR 603.2, 603.2c, 603.7c,
120.3, 608.2h).

Any creature, whoever controls it, once for each damage event it is dealt damage in; "it" /
"that creature" is that creature: Death Pits of Rath destroys Bob's Hill Giant shocked by
Alice, and Alice's own Grizzly Bears too; Shock to a player destroys nothing. Repercussion
deals the 2 damage Bob's Hill Giant was dealt to Bob, its controller, not to Alice.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

DEATH_PITS_OF_RATH = CardDef(
    name="Death Pits of Rath", mana_cost="{3}{B}{B}", type_line="Enchantment",
    text="Whenever a creature is dealt damage, destroy it. It can't be regenerated.")
REPERCUSSION = CardDef(
    name="Repercussion", mana_cost="{1}{R}{R}", type_line="Enchantment",
    text="Whenever a creature is dealt damage, this enchantment deals that much damage to that "
         "creature's controller.")

CARDS = (DEATH_PITS_OF_RATH, REPERCUSSION)
kit = pytest.mark.plugins(extra={"dealt-damage-kit": card_pool("dealt-damage-kit", CARDS)})


def _shock(table: Table, target: str) -> None:
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.cast("Shock", targets=[target])
    table.resolve_all()


@kit
def test_death_pits_destroys_any_creature_dealt_damage(table: Table) -> None:
    """CR 603.7c: Bob's Hill Giant survives Shock's 2 damage but is destroyed; Alice's own
    Bears too; Bob's Gray Ogre, dealt nothing, stays."""
    table.lands(0, "Swamp", 5)
    table.hand(0, "Death Pits of Rath")
    table.cast("Death Pits of Rath")
    table.resolve_all()
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant", "Gray Ogre")
    _shock(table, "Hill Giant")
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_zone("Gray Ogre", Zone.BATTLEFIELD, 1)
    _shock(table, "Grizzly Bears")
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)


@kit
def test_death_pits_ignores_damage_to_a_player(table: Table) -> None:
    """CR 603.2: Shock to Bob: no creature is dealt damage."""
    table.battlefield(0, "Death Pits of Rath", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    _shock(table, "Bob")
    assert table.life(1) == 18
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


@kit
def test_repercussion_deals_that_much_to_the_creatures_controller(table: Table) -> None:
    """CR 603.7c, 608.2h: Alice shocks Bob's Hill Giant: Bob is dealt 2, Alice nothing."""
    table.battlefield(0, "Repercussion")
    table.battlefield(1, "Hill Giant")
    _shock(table, "Hill Giant")
    assert table.life(1) == 18
    assert table.life(0) == 20


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
