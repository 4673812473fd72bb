"""Printed "Whenever a source deals damage to this creature, [effect]" (Nested Ghoul), played
(CR 603.2, 120.3): it triggers once for each source that deals damage to the creature, lethal
damage too (the creature was on the battlefield as the damage was dealt); damage dealt to
another creature, or dealt by the creature itself, triggers nothing. The printed card comes
from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

NESTED_GHOUL = CardDef(
    name="Nested Ghoul", mana_cost="{3}{B}{B}", type_line="Creature — Phyrexian Zombie Warrior",
    power="4", toughness="2",
    text="Whenever a source deals damage to this creature, create a 2/2 black Phyrexian "
         "Zombie creature token.")

CARDS = (NESTED_GHOUL,)
kit = pytest.mark.plugins(extra={"source-damage-kit": card_pool("source-damage-kit", CARDS)})


def _zombies(table: Table) -> int:
    return sum(1 for o in table.game.battlefield(0)
               if o.is_token and o.card.name == "Phyrexian Zombie Token")


@kit
def test_nested_ghoul_makes_a_zombie_when_lightning_bolt_kills_it(table: Table) -> None:
    """CR 603.2, 120.3: Lightning Bolt on Grizzly Bears makes no Zombie; on the Ghoul, lethal,
    the ability still triggers (it was dealt the damage on the battlefield) and makes one."""
    table.battlefield(0, "Nested Ghoul", "Grizzly Bears")
    table.lands(0, "Mountain", 2)
    table.hand(0, "Lightning Bolt", "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    assert _zombies(table) == 0
    table.cast("Lightning Bolt", targets=["Nested Ghoul"])
    table.resolve()
    table.assert_zone("Nested Ghoul", Zone.GRAVEYARD)
    assert len(table.game.stack()) == 1  # its trigger
    table.resolve()
    assert _zombies(table) == 1
    zombie = "Phyrexian Zombie Token"
    assert table.power(zombie) == 2 and table.toughness(zombie) == 2


@kit
def test_nested_ghoul_blocking_triggers_once_for_the_attacker_not_for_its_own_damage(
        table: Table) -> None:
    """CR 510.2, 603.2: the Ghoul blocks Hill Giant; combat damage is dealt at once: the Giant
    deals 3 to the Ghoul (one source: one Zombie), the Ghoul's 4 to the Giant triggers
    nothing."""
    for p in (0, 1):
        table.library(p, "Swamp", "Swamp", "Swamp")
    table.battlefield(0, "Nested Ghoul")
    table.next_turn()
    table.battlefield(1, "Hill Giant")
    table.attack("Hill Giant")
    table.block({"Nested Ghoul": "Hill Giant"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Nested Ghoul", Zone.GRAVEYARD)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD)
    assert not table.game.stack()
    assert _zombies(table) == 1


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
