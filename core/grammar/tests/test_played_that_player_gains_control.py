"""Printed "Whenever a player casts an artifact spell, that player gains control of this
creature." (Drooling Ogre), played (CR 603.7c, 613.1b, 611.2a).

"That player" is the caster: Bob casting Sol Ring takes the Ogre, with no end (past the
turn); Alice casting one herself leaves it hers; a creature spell triggers nothing.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

DROOLING_OGRE = CardDef(
    name="Drooling Ogre", mana_cost="{1}{R}", type_line="Creature — Ogre", power="3",
    toughness="3",
    text="Whenever a player casts an artifact spell, that player gains control of this "
         "creature. (This effect lasts indefinitely.)")

CARDS = (DROOLING_OGRE,)
kit = pytest.mark.plugins(extra={"ogre-kit": card_pool("ogre-kit", CARDS)})


@kit
def test_the_caster_of_an_artifact_spell_takes_the_ogre(table: Table) -> None:
    """CR 613.1b: Bob casts Sol Ring: Bob controls the Ogre, still on the next turn."""
    table.battlefield(0, "Drooling Ogre")
    table.set_turn(active=1)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Sol Ring")
    table.cast("Sol Ring")
    table.resolve_all()
    assert table.game.controller(table.find("Drooling Ogre").id) == 1
    table.library(0, "Forest")
    table.library(1, "Forest")
    table.next_turn()
    assert table.game.controller(table.find("Drooling Ogre").id) == 1


@kit
def test_its_controllers_artifact_spell_keeps_it(table: Table) -> None:
    """CR 603.7c: Alice casts Sol Ring: "that player" is Alice, the Ogre stays hers."""
    table.battlefield(0, "Drooling Ogre")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Sol Ring")
    table.cast("Sol Ring")
    table.resolve_all()
    assert table.game.controller(table.find("Drooling Ogre").id) == 0


@kit
def test_a_creature_spell_triggers_nothing(table: Table) -> None:
    """CR 603.2: Bob's Grizzly Bears is no artifact spell: the Ogre stays Alice's."""
    table.battlefield(0, "Drooling Ogre")
    table.set_turn(active=1)
    table.lands(1, "Forest", 2)
    table.hand(1, "Grizzly Bears")
    table.cast("Grizzly Bears")
    assert table.names(Zone.STACK) == ["Grizzly Bears"]
    table.resolve_all()
    assert table.game.controller(table.find("Drooling Ogre").id) == 0


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
