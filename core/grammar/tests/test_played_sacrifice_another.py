"""Printed "When this creature enters, you may sacrifice another creature. When you do, ..."
creatures, cast and played (CR 701.21a, 109.4, 603.12).

Cavalier of Night is cast from its owner's hand with its exact Oracle definition (the corpus
record, checked below): as its enters trigger resolves, its controller may sacrifice a
creature they control other than the Cavalier (109.4: "another"); if they do, the reflexive
trigger (603.12) destroys target creature an opponent controls.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

CAVALIER_OF_NIGHT = CardDef(
    name="Cavalier of Night", mana_cost="{2}{B}{B}{B}", type_line="Creature — Elemental Knight",
    text="Lifelink\nWhen this creature enters, you may sacrifice another creature. When you do, "
         "destroy target creature an opponent controls.\nWhen this creature dies, return target "
         "creature card with mana value 3 or less from your graveyard to the battlefield.",
    power="4", toughness="5")

CARDS = (CAVALIER_OF_NIGHT,)

kit = pytest.mark.plugins(extra={"proved-sacrifice-another-kit":
                                 card_pool("proved-sacrifice-another-kit", CARDS)})


def _cast(table: Table) -> None:
    table.lands(0, "Swamp", 5)
    table.hand(0, "Cavalier of Night")
    table.cast("Cavalier of Night")
    table.resolve()  # the creature spell (608.3); its enters trigger goes on the stack


@kit
def test_cavalier_of_night_sacrifices_another_and_destroys(table: Table) -> None:
    """CR 701.21a, 603.12: "yes": Grizzly Bears (not the Cavalier, 109.4) are sacrificed,
    and the reflexive trigger destroys the opponent's Hill Giant (701.8a)."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    _cast(table)
    table.answer("may", "yes", player=0)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_zone("Cavalier of Night", Zone.BATTLEFIELD, 0)
    table.resolve(answers=[Answer("target", (table.find("Hill Giant").id,))])
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)


@kit
def test_cavalier_of_night_alone_sacrifices_nothing(table: Table) -> None:
    """CR 109.4: with no other creature, "another creature" can't be the Cavalier: nothing
    is sacrificed, no reflexive trigger, the opponent's Hill Giant stays."""
    table.battlefield(1, "Hill Giant")
    _cast(table)
    table.answer("may", "yes", player=0)
    table.resolve_all()
    table.assert_zone("Cavalier of Night", Zone.BATTLEFIELD, 0)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)


@kit
def test_cavalier_of_night_declined_keeps_everything(table: Table) -> None:
    """CR 603.12: "no": nothing is sacrificed and the reflexive ability doesn't trigger."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    _cast(table)
    table.answer("may", "no", player=0)
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed card as the Oracle corpus has it."""
    assert_printed(CARDS)
