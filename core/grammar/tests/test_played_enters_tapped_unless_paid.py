""""As this land enters, you may pay 2 life. If you don't, it enters tapped." (the shock
lands: Temple Garden, Sacred Foundry...), played: one replacement effect whose choice is made
by the player it would enter under the control of, as it would enter (CR 614.12, 614.1c);
life is paid only if the player has that much (119.4), and paying to 0 loses the game
(704.5a).

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus

PAY = Answer("pay_unless", (True,))
DONT = Answer("pay_unless", (False,))


@oracle
def test_614_12_paying_2_life_it_enters_untapped(table: Table) -> None:
    table.hand(0, "Temple Garden")
    table.play("Temple Garden", answers=[PAY])
    table.assert_tapped("Temple Garden", False)
    table.assert_life(0, 18)
    table.assert_logged(rule="614.12", contains="pays 2 life")


@oracle
def test_614_12_not_paying_it_enters_tapped(table: Table) -> None:
    table.hand(0, "Sacred Foundry")
    table.play("Sacred Foundry", answers=[DONT])
    table.assert_tapped("Sacred Foundry", True)
    table.assert_life(0, 20)


@oracle
def test_119_4_with_less_life_than_the_cost_nothing_is_asked_and_it_enters_tapped(
        table: Table) -> None:
    table.game.update_player(0, life=1)
    table.hand(0, "Overgrown Tomb")
    asked = table.watch_decisions()
    table.play("Overgrown Tomb")
    assert not [d for d in asked if d.kind == "pay_unless"], asked
    table.assert_tapped("Overgrown Tomb", True)
    table.assert_life(0, 1)


@oracle
def test_704_5a_paying_the_last_2_life_loses_the_game(table: Table) -> None:
    table.game.update_player(0, life=2)
    table.hand(0, "Watery Grave")
    table.play("Watery Grave", answers=[PAY])
    assert table.game.state.over
    assert table.game.player(0).lost


@oracle
def test_701_20a_revealing_an_island_it_enters_untapped(table: Table) -> None:
    """Choked Estuary: "you may reveal an Island or Swamp card from your hand": the card is
    chosen and shown, and stays in the hand."""
    table.hand(0, "Choked Estuary", "Island", "Mountain")
    table.play("Choked Estuary", answers=[PAY, Answer("reveal", ("Island",))])
    table.assert_tapped("Choked Estuary", False)
    table.assert_logged(rule="701.20a", contains="reveals Island")
    assert sorted(table.names(Zone.HAND, 0)) == ["Island", "Mountain"]


@oracle
def test_614_12_with_no_card_to_reveal_nothing_is_asked_and_it_enters_tapped(
        table: Table) -> None:
    table.hand(0, "Choked Estuary", "Mountain", "Forest")
    asked = table.watch_decisions()
    table.play("Choked Estuary")
    assert not [d for d in asked if d.kind in ("pay_unless", "reveal")], asked
    table.assert_tapped("Choked Estuary", True)
