"""Rhonas's Last Stand, cast and played: "Lands you control don't untap during your next
untap step" (CR 502.3, 611.2c).

Changing no characteristic, it is a rule (611.2c): the lands its caster controls during her
next untap step stay tapped, a land she gets after it resolved too; not the opponent's, and
they untap in the untap step after, the effect over. The card comes with its exact Oracle
definition (the corpus record).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

RHONAS_LAST_STAND = CardDef(
    name="Rhonas's Last Stand", mana_cost="{G}{G}", type_line="Sorcery",
    text="Create a 5/4 green Snake creature token. Lands you control don't untap during "
         "your next untap step.")

CARDS = (RHONAS_LAST_STAND,)

kit = pytest.mark.plugins(extra={"last-stand-kit": card_pool("last-stand-kit", CARDS)})


def cast_last_stand(table: Table) -> None:
    for player in (0, 1):
        table.library(player, *["Forest"] * 12)
    table.lands(0, "Forest", 2)
    table.lands(1, "Forest", 2)
    table.hand(0, "Rhonas's Last Stand")
    table.cast("Rhonas's Last Stand")
    table.resolve()


@kit
def test_lands_stay_tapped_through_the_casters_next_untap_step(table: Table) -> None:
    """CR 502.3: Alice's two Forests stay tapped in her next untap step, untap in the next."""
    cast_last_stand(table)
    assert table.names(Zone.BATTLEFIELD, 0).count("Snake Token") == 1
    assert table.tapped_count(0, "Forest") == 2
    table.assert_logged(rule="611.2c", contains="Lands you control don't untap during your next "
                        "untap step (layer rules)")
    table.next_turn()  # Bob's turn: her lands are not his to untap anyway
    assert table.game.state.turn.active == 1
    table.next_turn()  # Alice's next untap step: they stay tapped
    assert table.game.state.turn.active == 0
    assert table.tapped_count(0, "Forest") == 2
    table.assert_logged(rule="502.3", contains="doesn't untap during its controller's untap step")
    table.next_turn()
    table.next_turn()  # her untap step after that: they untap
    assert table.game.state.turn.active == 0
    assert table.tapped_count(0, "Forest") == 0


@kit
def test_the_opponents_lands_untap_and_a_later_land_doesnt(table: Table) -> None:
    """CR 611.2c, 502.3: a rule on the lands Alice controls in her next untap step: Bob's
    lands untap in his untap step, and a land Alice gets after it resolved stays tapped in
    hers; it untaps in the one after."""
    cast_last_stand(table)
    for forest in table.game.battlefield(1):
        table.game.tap(forest.id)
    late = table.battlefield(0, "Forest", tapped=True)[0]
    table.next_turn()
    assert table.tapped_count(1, "Forest") == 0
    table.next_turn()
    assert table.game.state.turn.active == 0
    assert table.tapped_count(0, "Forest") == 3
    assert table.game.find(late.id).tapped
    table.assert_logged(rule="502.3", contains="continuous effect(s) end")
    table.next_turn()
    table.next_turn()
    assert table.tapped_count(0, "Forest") == 0


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
