"""Printed "Target creature blocks this creature this turn if able" abilities, cast and
played (CR 509.1c, 611.2c, 400.7).

Rampant Elephant ("{G}: Target creature blocks this creature this turn if able.") gives the
target, until end of turn, the requirement to block the Elephant (509.1c): blocks that obey
fewer requirements than possible are refused, the game as it was (CR 732). The card is cast
from its owner's hand with its exact Oracle definition (the corpus record, checked below).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

RAMPANT_ELEPHANT = CardDef(
    name="Rampant Elephant", mana_cost="{3}{W}", type_line="Creature — Elephant",
    text="{G}: Target creature blocks this creature this turn if able.", power="2",
    toughness="2")

CARDS = (RAMPANT_ELEPHANT,)

kit = pytest.mark.plugins(extra={"proved-block-requirement-kit":
                                 card_pool("proved-block-requirement-kit", CARDS)})


@kit
def test_rampant_elephant_target_must_block_it(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 509.1c: the Elephant's ability targets the opponent's Grizzly Bears; attacking,
    no block (refused) and a block of the other attacker (refused) obey no requirement;
    the Bears blocking the Elephant obey it, and the two trade (510.2, 704.5g)."""
    cast_and_resolve(table, "Rampant Elephant", {"Plains": 4})
    table.battlefield(0, "Memnite")
    table.battlefield(1, "Grizzly Bears")
    next_turn(table, 2)
    table.lands(0, "Forest", 1)
    table.activate("Rampant Elephant", targets=["Grizzly Bears"])
    table.resolve()
    table.attack("Rampant Elephant", "Memnite")
    table.assert_illegal(table.block, {}, rule="509.1c")
    table.assert_illegal(table.block, {"Grizzly Bears": "Memnite"}, rule="509.1c")
    table.block({"Grizzly Bears": "Rampant Elephant"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Rampant Elephant", Zone.GRAVEYARD, 0)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_life(1, 19)  # the unblocked Memnite


@kit
def test_rampant_elephant_requirement_ends_with_the_turn(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 509.1c, 514.2: "this turn": activated in one turn, the requirement is gone by the
    Elephant's next attack, and the Bears need not block."""
    cast_and_resolve(table, "Rampant Elephant", {"Plains": 4})
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Forest", 1)
    table.activate("Rampant Elephant", targets=["Grizzly Bears"])
    table.resolve()
    next_turn(table, 2)
    table.attack("Rampant Elephant")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


@kit
def test_rampant_elephant_requirement_only_if_able(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 509.1c: a tapped creature can't block (509.1a), so the requirement can't be obeyed
    and no block is legal."""
    cast_and_resolve(table, "Rampant Elephant", {"Plains": 4})
    table.battlefield(1, "Grizzly Bears")
    next_turn(table, 2)
    table.lands(0, "Forest", 1)
    table.activate("Rampant Elephant", targets=["Grizzly Bears"])
    table.resolve()
    table.game.tap(table.find("Grizzly Bears").id)  # tapped by an effect (701.26a)
    table.attack("Rampant Elephant")
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)
    table.assert_life(1, 18)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed card as the Oracle corpus has it."""
    assert_printed(CARDS)
