"""Ondu War Cleric, played: "Cohort — {T}, Tap an untapped Ally you control: You gain 2
life." (CR 601.2h, 602.2b, 701.26a).

The Cleric tapped for {T} is no longer an untapped Ally: alone, it can't pay both parts, and
its ability isn't offered; with a second Ally it is, and activating it taps both. The printed
card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.actions import ActivateAbility
from manastack.model.cards import CardDef

ONDU_WAR_CLERIC = CardDef(
    name="Ondu War Cleric", mana_cost="{1}{W}", type_line="Creature — Human Cleric Ally",
    power="2", toughness="2",
    text="Cohort — {T}, Tap an untapped Ally you control: You gain 2 life.")

CARDS = (ONDU_WAR_CLERIC,)
kit = pytest.mark.plugins(extra={"cohort-kit": card_pool("cohort-kit", CARDS)})


def _offered(table: Table) -> list[ActivateAbility]:
    decision = table.game.pending()
    assert decision is not None and decision.kind == "priority"
    return [o for o in decision.options if isinstance(o, ActivateAbility)]


@kit
def test_alone_it_is_not_offered(table: Table) -> None:
    """CR 601.2h, 701.26a: the one Ally can't be tapped twice: nothing to activate."""
    table.battlefield(0, "Ondu War Cleric")
    assert _offered(table) == []


@kit
def test_with_another_ally_it_is_offered_and_taps_both(table: Table) -> None:
    """CR 602.2b: with a second Ally, each Cleric's ability is offered; activating one taps
    it and the other, and its controller gains 2 life."""
    table.battlefield(0, "Ondu War Cleric", "Ondu War Cleric")
    offered = _offered(table)
    assert len(offered) == 2
    table.game.respond([offered[0]])
    table.resolve_all()
    table.assert_life(0, 22)
    assert table.tapped_count(0, "Ondu War Cleric") == 2


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
