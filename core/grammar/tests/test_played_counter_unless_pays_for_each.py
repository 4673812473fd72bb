"""Printed "Counter target spell unless its controller pays {1} for each card in your
graveyard.", played (CR 701.6a, 118.12, 107.3c, 608.2h).

Rakshasa's Disdain (the wording of Circular Logic, whose madness is a plugin's): the cost is
{1} for each card in its caster's graveyard, counted as it resolves (the Disdain itself is on
the stack then, not in the graveyard). The target's controller pays it if they can and want
to; otherwise the spell is countered.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

RAKSHASAS_DISDAIN = CardDef(
    name="Rakshasa's Disdain", mana_cost="{2}{U}", type_line="Instant",
    text="Counter target spell unless its controller pays {1} for each card in your "
         "graveyard.")

CARDS = (RAKSHASAS_DISDAIN,)
kit = pytest.mark.plugins(extra={"circular-kit": card_pool("circular-kit", CARDS)})


def _bob_shocks_then_logic(table: Table, bobs_lands: int, yard: tuple[str, ...]) -> None:
    table.lands(1, "Mountain", 1 + bobs_lands)
    table.hand(1, "Shock")
    table.lands(0, "Island", 3)
    table.hand(0, "Rakshasa's Disdain")
    if yard:
        table.graveyard(0, *yard)
    table.pass_priority()
    table.cast("Shock", targets=["Alice"])
    table.pass_priority()
    table.cast("Rakshasa's Disdain", targets=["Shock"])


@kit
def test_shock_is_countered_when_bob_cant_pay_for_each_card(table: Table) -> None:
    """CR 107.3c, 118.12: three cards in Alice's graveyard, {3}; Bob has two untapped lands
    left, can't pay: Shock is countered (701.6a), Alice keeps her life."""
    _bob_shocks_then_logic(table, 2, ("Forest", "Island", "Grizzly Bears"))
    asked = table.watch_decisions("pay_unless")
    table.resolve()
    assert asked == []
    assert table.zone_of("Shock") is Zone.GRAVEYARD
    assert table.names(Zone.STACK) == []
    assert table.life(0) == 20


@kit
def test_bob_pays_one_for_each_card_and_shock_resolves(table: Table) -> None:
    """Two cards in the graveyard: Bob pays {2} with his two lands (prompted for {2}), Shock
    stays and then deals 2 damage to Alice."""
    _bob_shocks_then_logic(table, 2, ("Forest", "Island"))
    asked = table.watch_decisions("pay_unless")
    table.resolve(answers=[Answer("pay_unless", (True,), player=1)])
    assert [d.player for d in asked] == [1]
    assert "{2}" in asked[0].prompt
    assert table.names(Zone.STACK) == ["Shock"]
    table.resolve()
    assert table.life(0) == 18


@kit
def test_bob_may_decline_to_pay(table: Table) -> None:
    """CR 118.12: Bob could pay {1} but declines: Shock is countered."""
    _bob_shocks_then_logic(table, 2, ("Forest",))
    table.resolve(answers=[Answer("pay_unless", (False,), player=1)])
    assert table.zone_of("Shock") is Zone.GRAVEYARD
    assert table.life(0) == 20


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
