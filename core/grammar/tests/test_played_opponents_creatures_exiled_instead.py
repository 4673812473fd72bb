"""Misery's Shadow, played: "If a creature an opponent controls would die, exile it instead."
(CR 614.1a, 700.4) and "{1}: This creature gets +1/+1 until end of turn."

The opponent's creature dealt lethal damage goes to exile, not its owner's graveyard; its
controller's own creature still dies; once Misery's Shadow is gone, the opponent's creatures
die again. The card comes with its exact Oracle definition (the corpus record).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

MISERYS_SHADOW = CardDef(
    name="Misery's Shadow", mana_cost="{1}{B}", type_line="Creature — Shade",
    text="If a creature an opponent controls would die, exile it instead.\n{1}: This creature "
         "gets +1/+1 until end of turn.", power="2", toughness="2")

CARDS = (MISERYS_SHADOW,)

kit = pytest.mark.plugins(extra={"shadow-kit": card_pool("shadow-kit", CARDS)})


def bolt(table: Table, target: str) -> None:
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=[target])
    table.resolve()


@kit
def test_the_opponents_creature_is_exiled_instead(table: Table) -> None:
    """CR 614.1a: Bob's Grizzly Bears, dealt 3 damage, goes to exile."""
    table.battlefield(0, "Misery's Shadow")
    table.battlefield(1, "Grizzly Bears")
    bolt(table, "Grizzly Bears")
    assert table.game.objects_in(Zone.GRAVEYARD, 1) == []
    assert [o.name for o in table.game.objects_in(Zone.EXILE, 1)] == ["Grizzly Bears"]
    table.assert_logged(rule="614.1", contains="exile it instead")


@kit
def test_its_controllers_creature_dies(table: Table) -> None:
    """CR 614.1a: Alice's own Grizzly Bears is not an opponent's: it dies (700.4)."""
    table.battlefield(0, "Misery's Shadow", "Grizzly Bears")
    bolt(table, "Grizzly Bears")
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)


@kit
def test_without_it_the_opponents_creature_dies(table: Table) -> None:
    """CR 614.1a: the replacement is its static ability's: gone, Bob's creature dies."""
    shadow = table.battlefield(0, "Misery's Shadow")[0]
    table.battlefield(1, "Grizzly Bears")
    table.game.move(shadow.id, Zone.GRAVEYARD, cause="destroy")
    table.refresh()
    bolt(table, "Grizzly Bears")
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
