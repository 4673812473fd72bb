"""Printed "When this creature enters, sacrifice a creature." creatures, cast and played
(CR 701.21a, 603.6a).

Accursed Centaur is cast from its owner's hand with its exact Oracle definition (the corpus
record, checked below): as its enters trigger resolves, its controller chooses a creature
they control and sacrifices it (701.21a); "a creature" may be the Centaur itself.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

ACCURSED_CENTAUR = CardDef(
    name="Accursed Centaur", mana_cost="{B}", type_line="Creature — Zombie Centaur",
    text="When this creature enters, sacrifice a creature.", power="2", toughness="2")

CARDS = (ACCURSED_CENTAUR,)

kit = pytest.mark.plugins(extra={"proved-sacrifice-kit": card_pool("proved-sacrifice-kit", CARDS)})


def _cast(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.hand(0, "Accursed Centaur")
    table.cast("Accursed Centaur")
    table.resolve()  # the creature spell (608.3); its enters trigger goes on the stack


@kit
def test_accursed_centaur_alone_sacrifices_itself(table: Table) -> None:
    """CR 701.21a: with no other creature, the only creature its controller can sacrifice
    is the Centaur itself."""
    _cast(table)
    table.resolve_all()
    table.assert_zone("Accursed Centaur", Zone.GRAVEYARD, 0)


@kit
def test_accursed_centaur_its_controller_chooses_another(table: Table) -> None:
    """CR 701.21a: its controller chooses among the creatures they control (not the
    opponent's): Grizzly Bears are sacrificed, the Centaur and the opponent's Hill Giant
    stay."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    _cast(table)
    table.answer("sacrifice", "Grizzly Bears")
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_zone("Accursed Centaur", Zone.BATTLEFIELD, 0)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed card as the Oracle corpus has it."""
    assert_printed(CARDS)
