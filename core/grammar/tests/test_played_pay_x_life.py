""""As an additional cost to cast this spell, pay X life.", played from a printed card (CR
601.2b, 601.2f, 601.2h, 107.3a, 119.4).

Bond of Agony's X is announced as it is cast and is both the {X} of its mana cost and the
life paid as its additional cost: cast for X=3 its caster pays {3}{B} and 3 life and the
opponent loses 3 life. A player whose life total is less than X can't pay it (119.4): such
an X can't be announced (107.3a) and the cast leaves the game as it was (732). The printed
card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

BOND_OF_AGONY = CardDef(
    name="Bond of Agony", mana_cost="{X}{B}", type_line="Sorcery",
    text="As an additional cost to cast this spell, pay X life.\nEach other player loses X "
         "life.")

PRINTED = (BOND_OF_AGONY,)

kit = pytest.mark.plugins(extra={"bond-kit": card_pool("bond-kit", PRINTED)})


@kit
def test_x_life_is_paid_as_it_is_cast(table: Table) -> None:
    table.lands(0, "Swamp", 4)
    table.hand(0, "Bond of Agony")
    table.cast("Bond of Agony", x=3)
    assert table.life(0) == 17  # CR 601.2h: paid while casting, before it resolves
    assert table.life(1) == 20
    assert table.tapped_count(0) == 4
    table.resolve_all()
    assert table.life(1) == 17
    assert table.life(0) == 17
    table.assert_zone("Bond of Agony", Zone.GRAVEYARD)


@kit
def test_more_life_than_you_have_cant_be_paid(table: Table) -> None:
    table.lands(0, "Swamp", 8)
    table.hand(0, "Bond of Agony")
    table.game.update_player(0, life=5)
    table.refresh()
    # CR 119.4, 107.3a: an X whose life can't be paid is not among the values to announce
    err = table.assert_illegal(table.cast, "Bond of Agony", x=6, rule="107.3a")
    assert "0 to 5 can be paid" in str(err)
    table.assert_zone("Bond of Agony", Zone.HAND)
    assert table.life(0) == 5
    assert table.tapped_count(0) == 0
    table.cast("Bond of Agony", x=4)
    table.resolve_all()
    assert table.life(0) == 1
    assert table.life(1) == 16


@needs_corpus
def test_the_pool_card_is_the_corpus_card() -> None:
    assert_printed(PRINTED)
