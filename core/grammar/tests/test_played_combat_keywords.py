"""Printed first strike and menace creatures, cast and played (CR 702.7, 702.111).

Youthful Knight ("First strike") and Boggart Brute ("Menace (...)") come from the kernel's
pool, whose text is the Oracle corpus's (checked below); Alley Strangler ("Menace") from the
test pool below, with its exact Oracle definition. Each is cast from its owner's hand
(CR 601.2) and the tests assert what its keyword does in the game: a creature with first
strike deals its combat damage in the first combat damage step (702.7b, 510.4), attacking or
blocking; a creature with menace can't be blocked except by two or more creatures
(702.111b): one blocker alone is refused, the game as it was (CR 732).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import TomlCardSource
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

ALLEY_STRANGLER = CardDef(
    name="Alley Strangler", mana_cost="{2}{B}", type_line="Creature — Aetherborn Rogue",
    text="Menace", power="2", toughness="3")

CARDS = (ALLEY_STRANGLER,)
#: The kernel's pool cards these tests play as printed cards.
KERNEL_PRINTED = ("Youthful Knight", "Boggart Brute")

kit = pytest.mark.plugins(extra={"proved-combat-kit": card_pool("proved-combat-kit", CARDS)})


# --------------------------------------------------------------------------
# First strike (CR 702.7)
# --------------------------------------------------------------------------


@kit
def test_first_strike_attacker_kills_its_blocker_before_it_strikes_back(
        table: Table,
        cast_and_resolve: Callable[...,
        None],
        next_turn: Callable[...,
        None]) -> None:
    """CR 702.7b, 510.4: Youthful Knight (2/1, first strike) attacks, blocked by Savannah
    Lions (2/1): the Knight's damage, dealt in the first combat damage step, kills the Lions
    (704.5g) before they deal theirs; the Knight survives undamaged."""
    cast_and_resolve(table, "Youthful Knight", {"Plains": 2})
    assert table.has_keyword("Youthful Knight", "first strike")
    table.battlefield(1, "Savannah Lions")
    next_turn(table, 2)
    table.attack("Youthful Knight")
    table.block({"Savannah Lions": "Youthful Knight"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Savannah Lions", Zone.GRAVEYARD, 1)
    table.assert_zone("Youthful Knight", Zone.BATTLEFIELD, 0)
    assert table.find("Youthful Knight").damage == 0


@kit
def test_first_strike_blocker_kills_the_attacker_before_it_strikes_back(
        table: Table,
        cast_and_resolve: Callable[...,
        None],
        next_turn: Callable[...,
        None]) -> None:
    """CR 702.7b works blocking too: on the opponent's turn, Youthful Knight blocks Savannah
    Lions and kills them in the first combat damage step (510.4); the Knight survives."""
    cast_and_resolve(table, "Youthful Knight", {"Plains": 2})
    table.battlefield(1, "Savannah Lions")
    next_turn(table, 1)
    table.attack("Savannah Lions")
    table.block({"Youthful Knight": "Savannah Lions"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Savannah Lions", Zone.GRAVEYARD, 1)
    table.assert_zone("Youthful Knight", Zone.BATTLEFIELD, 0)
    assert table.find("Youthful Knight").damage == 0
    table.assert_life(0, 20)


@kit
def test_first_strike_doesnt_save_the_knight_from_a_bigger_blocker(
        table: Table,
        cast_and_resolve: Callable[...,
        None],
        next_turn: Callable[...,
        None]) -> None:
    """CR 702.7b, 510.4: the Knight's 2 first-strike damage isn't lethal to Hill Giant (3/3),
    which survives it and deals its regular combat damage (510.2): the Knight dies (704.5g),
    the Giant keeps 2 damage."""
    cast_and_resolve(table, "Youthful Knight", {"Plains": 2})
    table.battlefield(1, "Hill Giant")
    next_turn(table, 2)
    table.attack("Youthful Knight")
    table.block({"Hill Giant": "Youthful Knight"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Youthful Knight", Zone.GRAVEYARD, 0)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)
    assert table.find("Hill Giant").damage == 2


# --------------------------------------------------------------------------
# Menace (CR 702.111)
# --------------------------------------------------------------------------


@kit
@pytest.mark.parametrize("name, lands", [
    ("Boggart Brute", {"Mountain": 3}),
    ("Alley Strangler", {"Swamp": 3}),
])
def test_menace_refuses_one_blocker_and_accepts_two(
        table: Table, name: str, lands: dict[str, int], cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 702.111b, 509.1b: the cast menace creature attacks; Grizzly Bears blocking it alone
    is refused, the game unchanged (732); the Bears and Savannah Lions together block it: it
    deals no damage to the player (510.1c) and their 4 damage kill it (510.2, 704.5g)."""
    cast_and_resolve(table, name, lands)
    assert table.has_keyword(name, "menace")
    table.battlefield(1, "Grizzly Bears", "Savannah Lions")
    next_turn(table, 2)
    table.attack(name)
    exc = table.assert_illegal(table.block, {"Grizzly Bears": name}, rule="702.111b")
    assert "two or more creatures" in str(exc)
    table.block({"Grizzly Bears": name, "Savannah Lions": name})
    assert table.game.is_blocking(table.find("Grizzly Bears").id)
    assert table.game.is_blocking(table.find("Savannah Lions").id)
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 20)
    table.assert_zone(name, Zone.GRAVEYARD, 0)


@kit
def test_menace_creature_unblocked_deals_its_damage(
        table: Table,
        cast_and_resolve: Callable[...,
        None],
        next_turn: Callable[...,
        None]) -> None:
    """CR 702.111b, 510.1a: with a single creature to block, Alley Strangler can't be blocked
    at all: no block of it is legal, and its 2 damage reaches the player."""
    cast_and_resolve(table, "Alley Strangler", {"Swamp": 3})
    table.battlefield(1, "Grizzly Bears")
    next_turn(table, 2)
    table.attack("Alley Strangler")
    table.assert_illegal(table.block, {"Grizzly Bears": "Alley Strangler"}, rule="702.111b")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has them."""
    kernel = TomlCardSource.from_package("kernel", "manastack", "data/cards.toml")
    mine = [*CARDS, *(kernel.get(n) for n in KERNEL_PRINTED)]
    assert_printed(mine)
