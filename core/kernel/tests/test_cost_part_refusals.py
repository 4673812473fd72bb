"""A cost part's refusal when paid while it can't be (CR 118.3: a cost that can't be paid
can't be begun; 601.2h): the part says why once, in ``unpaid_reason``, and its ``pay``
refuses through ``CostPart.unpaid`` with that wording and that rule, carrying the part (as
``permission_cost_refusal`` reads it). The game is left as it was (732)."""

from __future__ import annotations

import pytest

from manastack.api import UnpaidCostError
from manastack.driver import Table
from manastack.model.cost_parts import (
    CollectEvidence,
    DiscardCost,
    ExileTopOfGraveyard,
    ExileTopOfLibrary,
    MillCost,
    PayEnergy,
    RemoveCountersCost,
    RemoveCountersFromAmong,
    SacrificeAttached,
    SacrificeCost,
    SacrificeEach,
    TapUntappedTotalPower,
)
from manastack.model.costs import CostPart
from manastack.model.filters import ObjectFilter
from manastack.model.objects import Zone

CREATURE = ObjectFilter(types=("Creature",), text="creature")

PARTS: tuple[CostPart, ...] = (
    PayEnergy(2, text="{E}{E}"),  # CR 107.14
    SacrificeCost(count=1, filter=CREATURE, other=True,  # CR 701.21a
                  text="Sacrifice another creature"),
    DiscardCost(count=1, text="Discard a card"),  # CR 701.9a
    DiscardCost(count=1, at_random=True, text="Discard a card at random"),  # CR 701.9b
    SacrificeEach(filters=(CREATURE, CREATURE), text="Sacrifice two creatures"),  # 701.21a
    SacrificeAttached(text="Sacrifice enchanted creature"),  # CR 701.21a
    RemoveCountersFromAmong("+1/+1", 2, filter=CREATURE,
                            text="Remove two +1/+1 counters from among creatures you control"),
    CollectEvidence(total=4, text="Collect evidence 4"),  # CR 701.59b
    MillCost(count=3, text="Mill three cards"),  # CR 701.17b
    ExileTopOfGraveyard(text="Exile the top card of your graveyard"),  # CR 118.3
    ExileTopOfLibrary(count=10, text="Exile the top ten cards of your library"),  # CR 118.3
)


@pytest.mark.parametrize("part", PARTS, ids=str)
def test_118_3_pay_refuses_with_the_parts_own_reason(table: Table, part: CostPart) -> None:
    """Paying it with nothing to pay it with: refused in the words and with the rule of its
    ``unpaid_reason``, the part carried, nothing changed (CR 118.3, 601.2h, 732)."""
    (source,) = table.battlefield(0, "Grizzly Bears")
    table.game.put("Grizzly Bears", Zone.LIBRARY, 0)  # one card: fewer than the part needs
    game = table.game
    assert not part.can_pay(game, 0, source.id)
    why, rule = part.unpaid_reason(game, 0, source.id)
    assert why, part
    before = game.state_digest()
    with pytest.raises(UnpaidCostError) as caught:
        part.pay(game, 0, source.id)
    exc = caught.value
    assert exc.reason == f"can't pay '{part}': {why} ({rule})", exc
    assert (exc.rule, exc.step, exc.part) == ("601.2h", "601.2h", part), exc
    assert {"118.3", rule} <= set(exc.rules), exc.rules
    assert game.state_digest() == before


def test_118_3_removing_counters_of_any_kind_refuses_with_the_parts_reason(table: Table) -> None:
    """"Remove two counters from this creature" with none on it: refused saying it has 0 of
    the 2 needed (CR 118.3), not a bare "no counter to remove"."""
    (source,) = table.battlefield(0, "Grizzly Bears")
    part = RemoveCountersCost("", 2, text="Remove two counters from ~")
    with pytest.raises(UnpaidCostError) as caught:
        part.pay(table.game, 0, source.id)
    assert caught.value.reason == "can't pay 'Remove two counters from ~': it has 0 counter(s), " \
        "2 needed (118.3)", caught.value
    assert "118.3" in caught.value.rules


def test_702_122a_crew_says_the_total_power_it_lacks(table: Table) -> None:
    """Crew 3 with one untapped 2/2: "the untapped creatures that can be tapped have total
    power 2, not 3 or greater" (CR 702.122a), not a count of creatures."""
    table.battlefield(0, "Grizzly Bears")
    part = TapUntappedTotalPower(count=1, filter=CREATURE, power=3, text="Crew 3")
    assert not part.can_pay(table.game, 0, None)
    assert part.unpaid_reason(table.game, 0, None) == (
        "the untapped creatures that can be tapped have total power 2, not 3 or greater",
        "702.122a")


def test_119_4b_zero_life_is_paid_whatever_the_life_total(table: Table) -> None:
    """CR 119.4b: 0 life is always paid, even from a life total below 0 ("Pay X life" with X
    0); CR 119.4: 1 life isn't paid from 0, refused naming the part and 119.4."""
    from manastack.model.cost_parts import PayLife

    table.game.update_player(0, life=-1)
    assert PayLife(0, text="Pay X life (X=0)").can_pay(table.game, 0, None)
    table.game.update_player(0, life=0)
    assert PayLife(0, text="Pay X life (X=0)").can_pay(table.game, 0, None)
    part = PayLife(1, text="Pay 1 life")
    assert not part.can_pay(table.game, 0, None)
    exc = part.unpaid(table.game, 0, None)
    assert exc.reason == "can't pay 'Pay 1 life': Alice has 0 life: paying 1 life needs a life " \
        "total of at least 1 (119.4)", exc
    assert "119.4" in exc.rules and exc.part == part, exc
