"""Printed "Whenever equipped creature dies, if it was a Human, create a 1/1 white Spirit
creature token with flying." (Avacyn's Collar), played (CR 603.4, 603.10a, 608.2h, 700.4).

The intervening "if" looks back at the creature as it last existed on the battlefield
(603.10a): Prodigal Pyromancer, a Human Wizard, leaves a Spirit when it dies equipped;
Savannah Lions, a Cat, leaves none. The printed card is played with its exact Oracle text
(the corpus record, checked below).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

AVACYNS_COLLAR = CardDef(
    name="Avacyn's Collar", mana_cost="{1}", type_line="Artifact — Equipment",
    text="Equipped creature gets +1/+0 and has vigilance.\nWhenever equipped creature dies, "
         "if it was a Human, create a 1/1 white Spirit creature token with flying.\nEquip {2}")

CARDS = (AVACYNS_COLLAR,)

kit = pytest.mark.plugins(extra={"collar-kit": card_pool("collar-kit", CARDS)})


def _equip_and_bolt(table: Table, creature: str) -> None:
    table.battlefield(0, "Avacyn's Collar", creature)
    table.lands(0, "Plains", 2)
    table.lands(0, "Mountain", 1)
    table.activate("Avacyn's Collar", targets=[creature])
    table.resolve()
    assert table.find("Avacyn's Collar").attached_to == table.find(creature).id
    assert table.power(creature) == (3 if creature == "Savannah Lions" else 2)  # +1/+0
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=[creature])
    table.resolve_all()
    table.assert_zone(creature, Zone.GRAVEYARD, 0)


def _spirits(table: Table) -> list[str]:
    return [n for n in table.names(Zone.BATTLEFIELD) if "Spirit" in n]


@kit
def test_a_human_dying_equipped_leaves_a_spirit(table: Table) -> None:
    """CR 603.4, 603.10a: Prodigal Pyromancer was a Human as it died: a 1/1 flying Spirit."""
    _equip_and_bolt(table, "Prodigal Pyromancer")
    spirits = _spirits(table)
    assert len(spirits) == 1
    assert table.power(spirits[0]) == 1 and table.toughness(spirits[0]) == 1


@kit
def test_a_cat_dying_equipped_leaves_nothing(table: Table) -> None:
    """CR 603.4: Savannah Lions was no Human: the ability doesn't trigger, no Spirit."""
    _equip_and_bolt(table, "Savannah Lions")
    assert _spirits(table) == []
    assert not table.names(Zone.STACK)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed card as the Oracle corpus has it."""
    assert_printed(CARDS)
