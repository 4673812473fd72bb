"""Printed "<this creature> can't block creatures with power N or greater / or less"
creatures, cast and played (CR 509.1b, 509.1c).

A restriction on the creature's own blocks (509.1b), the attacker's power compared as
blockers are declared. Brassclaw Orcs ("This creature can't block creatures with power 2 or
greater.") and Sunweb ("... can't block creatures with power 2 or less.") are cast from their
owner's hand with their exact Oracle definition (the corpus record, checked below). A block
the restriction forbids is refused, the game as it was (CR 732).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import can_block
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

BRASSCLAW_ORCS = CardDef(
    name="Brassclaw Orcs", mana_cost="{2}{R}", type_line="Creature — Orc",
    text="This creature can't block creatures with power 2 or greater.", power="3",
    toughness="2")
SUNWEB = CardDef(
    name="Sunweb", mana_cost="{3}{W}", type_line="Creature — Wall",
    text="Defender (This creature can't attack.)\nFlying\nThis creature can't block creatures "
         "with power 2 or less.", power="5", toughness="6")

CARDS = (BRASSCLAW_ORCS, SUNWEB)

kit = pytest.mark.plugins(extra={"proved-block-power-kit":
                                 card_pool("proved-block-power-kit", CARDS)})


@kit
def test_brassclaw_orcs_block_only_power_one_or_less(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 509.1b: the cast Orcs can't block the attacking Grizzly Bears (power 2: refused,
    the game unchanged) but can block Llanowar Elves (power 1), which die (510.2, 704.5g);
    the Bears' 2 damage reach the player (510.1a)."""
    cast_and_resolve(table, "Brassclaw Orcs", {"Mountain": 3})
    table.battlefield(1, "Grizzly Bears", "Llanowar Elves")
    next_turn(table, 1)
    table.attack("Grizzly Bears", "Llanowar Elves")
    exc = table.assert_illegal(table.block, {"Brassclaw Orcs": "Grizzly Bears"})
    assert "509.1b" in str(exc)
    table.block({"Brassclaw Orcs": "Llanowar Elves"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Llanowar Elves", Zone.GRAVEYARD, 1)
    table.assert_zone("Brassclaw Orcs", Zone.BATTLEFIELD, 0)
    table.assert_life(0, 18)


@kit
def test_brassclaw_orcs_power_is_read_as_blockers_are_declared(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 509.1b: Giant Growth makes the attacking Llanowar Elves 4/4 before blockers are
    declared: the Orcs can't block them any more (refused, the game unchanged), and the
    Elves' 4 damage reach the player (510.1a)."""
    cast_and_resolve(table, "Brassclaw Orcs", {"Mountain": 3})
    table.battlefield(1, "Llanowar Elves")
    next_turn(table, 1)
    table.lands(1, "Forest", 1)
    table.hand(1, "Giant Growth")
    table.attack("Llanowar Elves")
    table.cast("Giant Growth", targets=["Llanowar Elves"])
    table.resolve()
    reason = can_block(table.game, table.find("Brassclaw Orcs").id,
                       table.find("Llanowar Elves").id)
    assert reason is not None and "509.1b" in reason
    # no creature can block at all: no blockers decision (509.1a)
    table.assert_illegal(table.block, {"Brassclaw Orcs": "Llanowar Elves"}, rule="509.1a")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 16)


@kit
def test_sunweb_blocks_only_power_three_or_greater(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 509.1b: Sunweb can't block Grizzly Bears (power 2: refused, the game unchanged)
    but blocks Hill Giant (power 3) and survives its 3 damage (510.2)."""
    cast_and_resolve(table, "Sunweb", {"Plains": 4})
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    next_turn(table, 1)
    table.attack("Grizzly Bears", "Hill Giant")
    exc = table.assert_illegal(table.block, {"Sunweb": "Grizzly Bears"})
    assert "509.1b" in str(exc)
    table.block({"Sunweb": "Hill Giant"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_zone("Sunweb", Zone.BATTLEFIELD, 0)
    table.assert_life(0, 18)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has them."""
    assert_printed(CARDS)
