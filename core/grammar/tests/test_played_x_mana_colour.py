"""Printed "Spend only black mana on X." played (CR 106.6, 107.3a, 601.2f-h).

Consume Spirit ({X}{1}{B}) for X=2 costs {1}{B} and two more black mana: three Swamps and a
Mountain pay it, the Mountain for the {1}. With two Swamps and two Mountains, X=2 can't be
paid (only the Mountains are left for X): the cast is refused and the game stays as it was
(CR 732), and X=1 is then paid.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

CONSUME_SPIRIT = CardDef(
    name="Consume Spirit", mana_cost="{X}{1}{B}", type_line="Sorcery",
    text="Spend only black mana on X.\nConsume Spirit deals X damage to any target and you "
         "gain X life.")

CARDS = (CONSUME_SPIRIT,)
kit = pytest.mark.plugins(extra={"x-mana-colour-kit": card_pool("x-mana-colour-kit", CARDS)})


def _tapped(table: Table) -> list[bool]:
    return [o.tapped for o in table.game.objects_in(Zone.BATTLEFIELD)]


@kit
def test_consume_spirit_x_paid_with_black_mana(table: Table) -> None:
    """CR 106.6, 107.3a: X=2 with three Swamps and a Mountain: Bob loses 2, Alice gains 2."""
    table.lands(0, "Swamp", 3)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Consume Spirit")
    table.cast("Consume Spirit", x=2, targets=["Bob"])
    table.resolve_all()
    assert table.life(1) == 18
    assert table.life(0) == 22
    assert all(_tapped(table))
    table.assert_zone("Consume Spirit", Zone.GRAVEYARD)


@kit
def test_consume_spirit_x_not_payable_with_red_mana(table: Table) -> None:
    """CR 106.6, 732: two Swamps and two Mountains can't pay X=2 (one Swamp pays {B}, the
    Mountains can't pay X): refused, nothing tapped, the card still in hand; X=1 is paid."""
    table.lands(0, "Swamp", 2)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Consume Spirit")
    with pytest.raises(IllegalActionError):
        table.cast("Consume Spirit", x=2, targets=["Bob"])
    assert not any(_tapped(table))
    table.assert_zone("Consume Spirit", Zone.HAND)
    assert table.life(1) == 20 and table.life(0) == 20
    table.cast("Consume Spirit", x=1, targets=["Bob"])
    table.resolve_all()
    assert table.life(1) == 19
    assert table.life(0) == 21


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
