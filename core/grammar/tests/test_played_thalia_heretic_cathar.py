"""Thalia, Heretic Cathar, played: "Creatures and nonbasic lands your opponents control enter
tapped." (CR 614.1c, 614.12).

A token an opponent creates (Raise the Alarm's Soldiers) is a creature as it would exist on
the battlefield: it enters tapped. It isn't in the game before it is created (111.1), so its
kind is read from the values it would have there (614.12), not from an object of the game.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

THALIA = CardDef(
    name="Thalia, Heretic Cathar", mana_cost="{2}{W}",
    type_line="Legendary Creature — Human Soldier", power="3", toughness="2",
    keywords=("First strike",),
    text="First strike\nCreatures and nonbasic lands your opponents control enter tapped.")

RAISE_THE_ALARM = CardDef(name="Raise the Alarm", mana_cost="{1}{W}", type_line="Instant",
                          text="Create two 1/1 white Soldier creature tokens.")

CARDS = (THALIA, RAISE_THE_ALARM)
kit = pytest.mark.plugins(extra={"thalia-kit": card_pool("thalia-kit", CARDS)})


@kit
def test_an_opponents_tokens_enter_tapped(table: Table) -> None:
    """CR 614.12, 111.1: Bob's two Soldier tokens enter tapped under Alice's Thalia."""
    table.battlefield(0, "Thalia, Heretic Cathar")
    table.set_turn(active=1)
    table.lands(1, "Plains", 2)
    table.hand(1, "Raise the Alarm")
    table.cast("Raise the Alarm")
    table.resolve()
    soldiers = [o for o in table.game.state.objects.values()
                if o.zone is Zone.BATTLEFIELD and o.controller == 1 and o.card.name.startswith("Soldier")]
    assert len(soldiers) == 2
    assert all(o.tapped for o in soldiers)
    table.assert_logged(rule="614.1", contains="Creatures and nonbasic lands your opponents")


@kit
def test_its_controllers_own_tokens_enter_untapped(table: Table) -> None:
    """CR 614.12: Alice's own Soldiers enter under her control: not an opponent's."""
    table.battlefield(0, "Thalia, Heretic Cathar")
    table.lands(0, "Plains", 2)
    table.hand(0, "Raise the Alarm")
    table.cast("Raise the Alarm")
    table.resolve()
    soldiers = [o for o in table.game.state.objects.values()
                if o.zone is Zone.BATTLEFIELD and o.card.name.startswith("Soldier")]
    assert len(soldiers) == 2
    assert not any(o.tapped for o in soldiers)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
