""""When this creature dies or is put into exile from the battlefield, return it to its
owner's hand" played (CR 603.6c, 603.10a, 700.4, 406.3).

Ashnod's Intervention on Grizzly Bears (4/2 this turn): killed by Lightning Bolt, the Bears
return from the graveyard to Alice's hand; exiled by Unmake instead, they return
from exile. Gray Ogre, not given the ability, dying beside them stays in the graveyard.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

INTERVENTION = CardDef(
    name="Ashnod's Intervention", mana_cost="{B}", type_line="Instant",
    text="Until end of turn, target creature gets +2/+0 and gains \"When this creature dies or "
         "is put into exile from the battlefield, return it to its owner's hand.\"")
UNMAKE = CardDef(
    name="Unmake", mana_cost="{W/B}{W/B}{W/B}", type_line="Instant",
    text="Exile target creature.")

CARDS = (INTERVENTION, UNMAKE)
kit = pytest.mark.plugins(extra={"intervention-kit": card_pool("intervention-kit", CARDS)})


def _intervene(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears", "Gray Ogre")
    table.mana(0, "B")
    table.hand(0, "Ashnod's Intervention")
    table.cast("Ashnod's Intervention", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 4


@kit
@pytest.mark.parametrize(("mana", "spell"), [
    ("R", "Lightning Bolt"),  # CR 700.4: dies, back from the graveyard
    ("WWW", "Unmake"),  # CR 406.3: exiled, back from exile
], ids=["dies", "exiled"])
def test_it_returns_to_its_owners_hand(table: Table, mana: str, spell: str) -> None:
    """CR 603.6c: the Bears leave; the trigger waits, then returns them to Alice's hand."""
    _intervene(table)
    table.mana(0, mana)
    table.hand(0, spell)
    table.cast(spell, targets=["Grizzly Bears"])
    table.resolve()
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.HAND, 0)


@kit
def test_another_creature_dying_stays_in_the_graveyard(table: Table) -> None:
    """The near miss: Gray Ogre, without the ability, Bolted: no trigger, it stays dead."""
    _intervene(table)
    table.mana(0, "R")
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Gray Ogre"])
    table.resolve()
    assert table.names(Zone.STACK) == []
    table.assert_zone("Gray Ogre", Zone.GRAVEYARD, 0)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
