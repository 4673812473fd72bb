"""Printed "exile [what] until ~ leaves the battlefield" played (CR 610.3).

Banisher Priest and Banishing Light exile an opponent's permanent until they leave the
battlefield (rule "grammar:exile until ~ leaves"). When the source leaves, the card returns
at once under its owner's control, a new object (610.3c, 400.7); if the source left before
its trigger resolved, nothing is exiled (610.3b).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

BANISHER_PRIEST = CardDef(
    name="Banisher Priest", mana_cost="{1}{W}{W}", type_line="Creature — Human Cleric",
    text="When this creature enters, exile target creature an opponent controls until this "
         "creature leaves the battlefield.", power="2", toughness="2")
BANISHING_LIGHT = CardDef(
    name="Banishing Light", mana_cost="{2}{W}", type_line="Enchantment",
    text="When this enchantment enters, exile target nonland permanent an opponent controls "
         "until this enchantment leaves the battlefield.")
MURDER = CardDef(name="Murder", mana_cost="{1}{B}{B}", type_line="Instant",
                 text="Destroy target creature.")
NATURALIZE = CardDef(name="Naturalize", mana_cost="{1}{G}", type_line="Instant",
                     text="Destroy target artifact or enchantment.")

CARDS = (BANISHER_PRIEST, BANISHING_LIGHT, MURDER, NATURALIZE)
kit = pytest.mark.plugins(extra={"until-kit": card_pool("until-kit", CARDS)})


def _priest(table: Table) -> None:
    table.lands(0, "Plains", 3)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Banisher Priest")
    table.cast("Banisher Priest")
    table.resolve()


@kit
def test_the_card_returns_when_the_priest_leaves(table: Table) -> None:
    """CR 610.3, 610.3c: exiled while the Priest stays; Murder on the Priest returns the
    Bears at once under Bob's control, a new object."""
    _priest(table)
    bears = table.find("Grizzly Bears").id
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Banisher Priest"])
    table.resolve()
    returned = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD)
    assert returned.controller == 1 and returned.id != bears
    table.assert_logged(rule="610.3", contains="returns")


@kit
def test_nothing_is_exiled_if_the_priest_left_first(table: Table) -> None:
    """CR 610.3b: Murder in response to the trigger: the Bears stay on the battlefield."""
    _priest(table)
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Banisher Priest"])
    table.resolve()
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    table.assert_logged(rule="610.3a", contains="nothing is exiled")


@kit
def test_an_enchantment_source_works_the_same(table: Table) -> None:
    """CR 610.3: Banishing Light exiles Bob's Banisher Priest; Naturalize on the Light
    returns it, and the returned Priest's own trigger exiles again (a new object entering)."""
    table.lands(0, "Plains", 3)
    table.battlefield(1, "Banisher Priest")
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Banishing Light")
    table.cast("Banishing Light")
    table.resolve()
    table.resolve()
    table.assert_zone("Banisher Priest", Zone.EXILE)
    table.lands(0, "Forest", 2)
    table.hand(0, "Naturalize")
    table.cast("Naturalize", targets=["Banishing Light"])
    table.resolve()
    table.assert_zone("Banisher Priest", Zone.BATTLEFIELD)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
