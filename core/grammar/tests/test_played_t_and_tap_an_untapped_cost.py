""""{T}, Tap an untapped Ally you control: ..." and "{1}, {T}, Tap an untapped creature you
control: ...", played (CR 107.5, 118.3, 601.2h, 602.2b): the permanent {T} taps can't also be
the one tapped for the other part, so alone it can't pay the cost and the ability is not
offered (Malakir Soothsayer's cohort, Selesnya Evangel); with a second permanent that fits,
it is, and that one is tapped. The printed cards come from the pool below with their exact
Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.model.actions import ActivateAbility
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

SOOTHSAYER = CardDef(
    name="Malakir Soothsayer", mana_cost="{4}{B}", type_line="Creature — Vampire Shaman Ally",
    power="4", toughness="4",
    text="Cohort — {T}, Tap an untapped Ally you control: You draw a card and you lose 1 "
         "life.")
EVANGEL = CardDef(
    name="Selesnya Evangel", mana_cost="{G}{W}", type_line="Creature — Elf Shaman",
    power="1", toughness="2",
    text="{1}, {T}, Tap an untapped creature you control: Create a 1/1 green Saproling "
         "creature token.")

CARDS = (SOOTHSAYER, EVANGEL)
kit = pytest.mark.plugins(extra={"t-and-tap-kit": card_pool("t-and-tap-kit", CARDS)})


def test_the_cards_are_printed() -> None:
    assert_printed(CARDS)


def offered(table: Table, name: str) -> bool:
    table.refresh()
    return any(isinstance(a, ActivateAbility) and a.name == name
               for a in table.game.legal_actions())


@kit
def test_a_lone_soothsayer_is_not_offered_its_cohort_ability(table: Table) -> None:
    """CR 107.5, 118.3: the only untapped Ally is the Soothsayer {T} taps: the cost can't be
    paid, the ability is not offered."""
    table.battlefield(0, "Malakir Soothsayer")
    table.library(0, "Forest")
    assert not offered(table, "Malakir Soothsayer")


@kit
def test_two_soothsayers_one_taps_the_other(table: Table) -> None:
    """CR 601.2h: with another untapped Ally the ability is offered; activated, both are
    tapped, Alice draws and loses 1 life."""
    table.battlefield(0, "Malakir Soothsayer", "Malakir Soothsayer")
    table.library(0, "Forest")
    assert offered(table, "Malakir Soothsayer")
    table.activate("Malakir Soothsayer")
    table.resolve()
    assert all(o.tapped for o in table.game.objects_in(Zone.BATTLEFIELD, 0))
    assert table.names(Zone.HAND, 0) == ["Forest"]
    table.assert_life(0, 19)


@kit
def test_a_lone_evangel_is_not_offered_its_ability(table: Table) -> None:
    """CR 107.5, 118.3: Selesnya Evangel and a Forest: no other creature to tap."""
    table.battlefield(0, "Selesnya Evangel", "Forest")
    assert not offered(table, "Selesnya Evangel")
    table.battlefield(0, "Grizzly Bears")
    assert offered(table, "Selesnya Evangel")
