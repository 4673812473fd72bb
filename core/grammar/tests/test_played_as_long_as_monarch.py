"""Printed "As long as you're the monarch, permanents you control have hexproof.", played
(CR 724.1, 611.3a, 613.1f, 702.11b).

Dawnglade Regent: cast, its enters trigger makes Alice the monarch; her permanents (the Regent,
Grizzly Bears, a Forest) have hexproof, Bob's Bears not; Bob's Lightning Bolt can't target her
Bears (refused, the game unchanged, CR 732). Once Bob's Hill Giant deals her combat damage he is the
monarch (724.2) and her permanents lose hexproof.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import Step
from manastack.driver import Table
from manastack.model.cards import CardDef

DAWNGLADE_REGENT = CardDef(
    name="Dawnglade Regent", mana_cost="{5}{G}{G}", type_line="Creature — Elk",
    text="When this creature enters, you become the monarch.\nAs long as you're the monarch, "
         "permanents you control have hexproof.", power="8", toughness="8")

CARDS = (DAWNGLADE_REGENT,)
kit = pytest.mark.plugins("monarch", extra={"regent-kit": card_pool("regent-kit", CARDS)})


def _bears(table: Table, player: int) -> int:
    return next(o.id for o in table.game.battlefield(player) if o.card.name == "Grizzly Bears")


@kit
def test_dawnglade_regent_gives_hexproof_while_you_are_the_monarch(table: Table) -> None:
    """CR 724.1, 702.11b: Alice the monarch: her permanents have hexproof, Bob's don't; Bob
    can't Bolt her Bears; Bob the monarch (724.2): hers lose it."""
    table.battlefield(0, "Grizzly Bears", "Forest")
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.mana(0, "GGGGGGG")
    table.hand(0, "Dawnglade Regent")
    table.cast("Dawnglade Regent")
    table.resolve()
    assert not table.game.has_keyword(_bears(table, 0), "hexproof")
    table.resolve()  # "you become the monarch"
    assert table.game.has_keyword(_bears(table, 0), "hexproof")
    assert table.has_keyword("Dawnglade Regent", "hexproof")
    assert table.has_keyword("Forest", "hexproof")
    assert not table.game.has_keyword(_bears(table, 1), "hexproof")
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.mana(1, "R")
    table.hand(1, "Lightning Bolt")
    table.assert_illegal(table.cast, "Lightning Bolt", targets=[_bears(table, 0)])
    table.attack("Hill Giant")
    table.block({})
    table.go_to(Step.COMBAT_DAMAGE)
    table.resolve()  # the monarch's combat damage trigger: Bob becomes the monarch
    assert not table.game.has_keyword(_bears(table, 0), "hexproof")
    assert not table.has_keyword("Dawnglade Regent", "hexproof")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
