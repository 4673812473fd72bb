"""Printed "can't be blocked as long as it's attacking alone" played (CR 506.5, 509.1b,
611.3a).

Dream Prowler ("This creature can't be blocked as long as it's attacking alone.") and
Security Bypass ("As long as enchanted creature is attacking alone, it can't be blocked."),
each cast: attacking alone, no block of the creature is offered and one declared is refused,
the game unchanged (CR 732); attacking with another creature, it may be blocked.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.turns import Step

DREAM_PROWLER = CardDef(
    name="Dream Prowler", mana_cost="{2}{U}{U}", type_line="Creature — Illusion",
    text="This creature can't be blocked as long as it's attacking alone.", power="1",
    toughness="5")
SECURITY_BYPASS = CardDef(
    name="Security Bypass", mana_cost="{1}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nAs long as enchanted creature is attacking alone, it can't be "
         "blocked.\nEnchanted creature has \"Whenever this creature deals combat damage to a "
         "player, it connives.\" (Its controller draws a card, then discards a card. If they "
         "discarded a nonland card, they put a +1/+1 counter on this creature.)")

CARDS = (DREAM_PROWLER, SECURITY_BYPASS)
kit = pytest.mark.plugins(extra={"alone-kit": card_pool("alone-kit", CARDS)})


def _prowler_on_next_turn(table: Table, next_turn: Callable[..., None]) -> None:
    table.mana(0, "UUUU")
    table.hand(0, "Dream Prowler")
    table.cast("Dream Prowler")
    table.resolve()
    next_turn(table, 2)  # CR 302.6: it may attack on its controller's next turn


@kit
def test_dream_prowler_attacking_alone_cant_be_blocked(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 506.5, 509.1b: alone: Grizzly Bears may not block it; refused, game unchanged."""
    _prowler_on_next_turn(table, next_turn)
    table.battlefield(1, "Grizzly Bears")
    table.attack("Dream Prowler")
    assert table.blocks_offered() == set()
    before = table.game.to_json()
    with pytest.raises(IllegalActionError):
        table.block({"Grizzly Bears": "Dream Prowler"})
    assert table.game.to_json() == before
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 19)


@kit
def test_dream_prowler_attacking_with_another_creature_can_be_blocked(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 506.5: with Savannah Lions attacking too it isn't alone: the Bears block it."""
    table.battlefield(0, "Savannah Lions")
    _prowler_on_next_turn(table, next_turn)
    table.battlefield(1, "Grizzly Bears")
    table.attack("Dream Prowler", "Savannah Lions")
    assert ("Grizzly Bears", "Dream Prowler") in table.blocks_offered()
    table.block({"Grizzly Bears": "Dream Prowler"})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)  # the Lions' 2 only


def _bypass_on_bears(table: Table) -> None:
    table.mana(0, "UU")
    table.hand(0, "Security Bypass")
    table.cast("Security Bypass", targets=["Grizzly Bears"])
    table.resolve()


@kit
def test_security_bypass_enchanted_creature_attacking_alone_cant_be_blocked(
        table: Table) -> None:
    """CR 506.5, 509.1b, 303.4: the enchanted Bears attack alone: no block of them; the
    Craw Wurm may not block them, refused with the game unchanged (CR 732)."""
    table.battlefield(0, "Grizzly Bears")
    _bypass_on_bears(table)
    table.battlefield(1, "Craw Wurm")
    table.attack("Grizzly Bears")
    assert table.blocks_offered() == set()
    before = table.game.to_json()
    with pytest.raises(IllegalActionError):
        table.block({"Craw Wurm": "Grizzly Bears"})
    assert table.game.to_json() == before


@kit
def test_security_bypass_not_alone_and_not_the_other_creature(table: Table) -> None:
    """CR 506.5: the Bears attack with Savannah Lions: both may be blocked; the Aura's
    restriction is the enchanted creature's only."""
    table.battlefield(0, "Grizzly Bears", "Savannah Lions")
    _bypass_on_bears(table)
    table.battlefield(1, "Craw Wurm")
    table.attack("Grizzly Bears", "Savannah Lions")
    assert table.blocks_offered() == {("Craw Wurm", "Grizzly Bears"),
                                      ("Craw Wurm", "Savannah Lions")}
    table.block({"Craw Wurm": "Grizzly Bears"})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


@kit
def test_security_bypass_another_creature_attacking_alone_can_be_blocked(
        table: Table) -> None:
    """The near miss: the unenchanted Savannah Lions attack alone: the Wurm blocks them."""
    table.battlefield(0, "Grizzly Bears", "Savannah Lions")
    _bypass_on_bears(table)
    table.battlefield(1, "Craw Wurm")
    table.attack("Savannah Lions")
    assert table.blocks_offered() == {("Craw Wurm", "Savannah Lions")}


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
