"""Printed "[effect]. If [condition], you may [other effect] instead." played (CR 608.2c,
608.2d): when the condition holds its controller chooses between the two; declining the
"may" still does the first effect, which nothing made optional.

Ether Well: Bob's red creature goes to the bottom of his library if Alice says yes, to the
top if she says no. Sweep Away: Bob's attacking creature goes on top of his library if Alice
says yes, to his hand if she says no. Court of Bounty, whose first effect is itself the
optional one ("you may put a land card ..."): declining the "instead" puts nothing.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

ETHER_WELL = CardDef(
    name="Ether Well", mana_cost="{3}{U}", type_line="Instant",
    text="Put target creature on top of its owner's library. If that creature is red, you "
         "may put it on the bottom of its owner's library instead.")
SWEEP_AWAY = CardDef(
    name="Sweep Away", mana_cost="{2}{U}", type_line="Instant",
    text="Return target creature to its owner's hand. If that creature is attacking, you may "
         "put it on top of its owner's library instead.")
COURT_OF_BOUNTY = CardDef(
    name="Court of Bounty", mana_cost="{2}{G}{G}", type_line="Enchantment",
    text="When this enchantment enters, you become the monarch.\nAt the beginning of your "
         "upkeep, you may put a land card from your hand onto the battlefield. If you're the "
         "monarch, instead you may put a creature or land card from your hand onto the "
         "battlefield.")

PRINTED = (ETHER_WELL, SWEEP_AWAY, COURT_OF_BOUNTY)
kit = pytest.mark.plugins("monarch", extra={"may-instead-kit": card_pool("may-instead-kit", PRINTED)})


def _ether_well_on_goblin(table: Table, answer: str) -> None:
    table.battlefield(1, "Gray Ogre")
    table.library(1, "Forest", "Forest")
    table.lands(0, "Island", 4)
    table.hand(0, "Ether Well")
    table.cast("Ether Well", targets=["Gray Ogre"])
    table.answer("may", answer)
    table.resolve_all()


def _library_names(table: Table, player: int) -> list[str]:
    """Top first (CR 401.1)."""
    return table.names(Zone.LIBRARY, player)


@kit
def test_ether_well_puts_a_red_creature_on_the_bottom_if_you_choose(table: Table) -> None:
    _ether_well_on_goblin(table, "yes")
    assert _library_names(table, 1)[-1] == "Gray Ogre"


@kit
def test_ether_well_puts_a_red_creature_on_top_if_you_decline(table: Table) -> None:
    """CR 608.2c: declining the bottom leaves the first instruction: on top of the library."""
    _ether_well_on_goblin(table, "no")
    table.assert_zone("Gray Ogre", Zone.LIBRARY)
    assert _library_names(table, 1)[0] == "Gray Ogre"


@kit
def test_ether_well_puts_a_creature_that_isnt_red_on_top_without_asking(
        table: Table) -> None:
    table.battlefield(1, "Grizzly Bears")
    table.library(1, "Forest", "Forest")
    table.lands(0, "Island", 4)
    table.hand(0, "Ether Well")
    seen = table.watch_decisions("may")
    table.cast("Ether Well", targets=["Grizzly Bears"])
    table.resolve_all()
    assert _library_names(table, 1)[0] == "Grizzly Bears"
    assert seen == []


def _sweep_away_an_attacker(table: Table, answer: str,
                            next_turn: Callable[..., None]) -> None:
    table.battlefield(1, "Grizzly Bears")
    table.library(1, "Forest", "Forest")
    table.lands(0, "Island", 3)
    table.hand(0, "Sweep Away")
    next_turn(table, 1)
    table.attack("Grizzly Bears")
    table.pass_priority()
    table.cast("Sweep Away", targets=["Grizzly Bears"])
    table.answer("may", answer)
    table.resolve_all()


@kit
def test_sweep_away_puts_an_attacker_on_top_if_you_choose(
        table: Table, next_turn: Callable[..., None]) -> None:
    _sweep_away_an_attacker(table, "yes", next_turn)
    assert _library_names(table, 1)[0] == "Grizzly Bears"


@kit
def test_sweep_away_returns_an_attacker_to_hand_if_you_decline(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 608.2c: declining the library leaves the first instruction: to its owner's hand."""
    _sweep_away_an_attacker(table, "no", next_turn)
    table.assert_zone("Grizzly Bears", Zone.HAND, 1)


@kit
def test_court_of_bounty_declined_instead_puts_nothing(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """The first "you may" is replaced whole: the monarch declining puts no land either."""
    cast_and_resolve(table, "Court of Bounty", {"Forest": 4})
    table.hand(0, "Forest", "Grizzly Bears")
    next_turn(table, 1)
    seen = table.watch_decisions("may")
    table.answer("may", "yes", player=0)  # the triggered ability's own "you may" (CR 603.5)
    table.answer("may", "no", player=0)   # the monarch's "instead you may"
    next_turn(table, 1)
    table.assert_zone("Forest", Zone.HAND, 0)
    table.assert_zone("Grizzly Bears", Zone.HAND, 0)
    assert len(seen) == 2


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
