"""Printed "When you sacrifice this Aura", played (CR 701.21a, 603.6c, 603.10a).

Ordeal of Heliod gets its third counter, is sacrificed and gains Alice 10 life; put into the
graveyard otherwise (its creature dies, 704.5m) it gains nothing.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

HELIOD = CardDef(
    name="Ordeal of Heliod", mana_cost="{1}{W}", type_line="Enchantment — Aura",
    text="Enchant creature\nWhenever enchanted creature attacks, put a +1/+1 counter on it. "
         "Then if it has three or more +1/+1 counters on it, sacrifice this Aura.\nWhen you "
         "sacrifice this Aura, you gain 10 life.")

PRINTED = (HELIOD,)
kit = pytest.mark.plugins(extra={"ordeal-kit": card_pool("ordeal-kit", PRINTED)})


def _enchant_bears(table: Table, counters: int) -> None:
    table.battlefield(0, "Grizzly Bears", counters={"+1/+1": counters})
    table.lands(0, "Plains", 2)
    table.hand(0, "Ordeal of Heliod")
    table.cast("Ordeal of Heliod", targets=["Grizzly Bears"])
    table.resolve()
    assert table.find("Ordeal of Heliod").attached_to == table.find("Grizzly Bears").id


@kit
def test_ordeal_of_heliod_sacrificed_gains_10_life(table: Table) -> None:
    """CR 701.21a, 603.10a: the third counter: the Aura is sacrificed and its ability,
    looking back, triggers: Alice gains 10 life."""
    _enchant_bears(table, 2)
    table.attack("Grizzly Bears", defender="Bob")
    table.resolve()  # the attack trigger: third counter, sacrifice
    table.assert_zone("Ordeal of Heliod", Zone.GRAVEYARD, 0)
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()
    table.assert_life(0, 30)


@kit
def test_ordeal_of_heliod_put_into_the_graveyard_otherwise_gains_nothing(table: Table) -> None:
    """CR 704.5m: its creature dies to Bob's Lightning Bolt, the Aura goes to the graveyard
    unattached: not sacrificed, no life."""
    _enchant_bears(table, 0)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve_all()
    table.assert_zone("Ordeal of Heliod", Zone.GRAVEYARD, 0)
    assert table.names(Zone.STACK) == []
    table.assert_life(0, 20)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
