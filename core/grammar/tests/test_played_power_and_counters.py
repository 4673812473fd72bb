"""Base power and toughness, and doubling counters, played from printed cards.

"Target creature has base power and toughness 1/1 until end of turn" (Diminish) sets the
creature's power and toughness in layer 7b (CR 613.4b); effects that modify them, such as
Giant Growth's +3/+3 (layer 7c) or +1/+1 counters, still apply on top (CR 613.4c), and the
effect ends in the cleanup step (CR 514.2).

"Put a +1/+1 counter on target creature you control, then double the number of +1/+1
counters on that creature" (Growth Curve): doubling gives it as many more of those
counters as it already has (CR 701.10e).
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

DIMINISH = CardDef(
    name="Diminish", mana_cost="{U}", type_line="Instant",
    text="Target creature has base power and toughness 1/1 until end of turn.")
GROWTH_CURVE = CardDef(
    name="Growth Curve", mana_cost="{G}{U}", type_line="Sorcery",
    text="Put a +1/+1 counter on target creature you control, then double the number of "
         "+1/+1 counters on that creature.")

PRINTED = (DIMINISH, GROWTH_CURVE)

kit = pytest.mark.plugins(extra={"provea-kit": card_pool("provea-kit", PRINTED)})


def _pt(table: Table, name: str) -> tuple[int, int]:
    return table.power(name), table.toughness(name)


# --------------------------------------------------------------------------
# Diminish: base power and toughness 1/1 until end of turn (CR 613.4b)
# --------------------------------------------------------------------------


@kit
def test_diminish_makes_the_target_1_1_until_end_of_turn(table: Table) -> None:
    """CR 613.4b: Hill Giant (3/3) becomes 1/1; the other creature keeps its own; the effect
    ends in the cleanup step (CR 514.2)."""
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.lands(0, "Island", 1)
    table.hand(0, "Diminish")
    table.cast("Diminish", targets=["Hill Giant"])
    table.resolve()
    assert _pt(table, "Hill Giant") == (1, 1)
    assert _pt(table, "Grizzly Bears") == (2, 2)
    table.library(0, "Island")
    table.library(1, "Island")
    table.next_turn()
    assert _pt(table, "Hill Giant") == (3, 3)


@kit
def test_modifications_apply_on_top_of_the_new_base(table: Table) -> None:
    """CR 613.4c after 613.4b: Giant Growth's +3/+3 and a +1/+1 counter apply to the 1/1,
    whichever came first (timestamps order only effects of the same layer, 613.7)."""
    table.battlefield(0, "Hill Giant", counters={"+1/+1": 1})
    table.lands(0, "Island", 1)
    table.lands(0, "Forest", 1)
    table.hand(0, "Giant Growth", "Diminish")
    table.cast("Giant Growth", targets=["Hill Giant"])
    table.resolve()
    assert _pt(table, "Hill Giant") == (7, 7)
    table.cast("Diminish", targets=["Hill Giant"])
    table.resolve()
    assert _pt(table, "Hill Giant") == (5, 5)


@kit
def test_diminish_cant_target_a_noncreature(table: Table) -> None:
    """"Target creature" (CR 115.1): a land is refused at 601.2c, the game unchanged."""
    table.battlefield(1, "Forest")
    table.lands(0, "Island", 1)
    table.hand(0, "Diminish")
    table.assert_illegal(table.cast, "Diminish", targets=["Forest"], rule="601.2c")
    assert table.zone_of("Diminish") is Zone.HAND


# --------------------------------------------------------------------------
# Growth Curve: put a counter, then double the counters (CR 701.10e)
# --------------------------------------------------------------------------


@kit
def test_growth_curve_on_a_creature_without_counters_leaves_two(table: Table) -> None:
    """0 + 1 = 1 counter, doubled: 2 (CR 701.10e); Grizzly Bears is 4/4."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Forest", 1)
    table.lands(0, "Island", 1)
    table.hand(0, "Growth Curve")
    table.cast("Growth Curve", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_counters("Grizzly Bears", "+1/+1", 2)
    assert _pt(table, "Grizzly Bears") == (4, 4)


@kit
def test_growth_curve_doubles_the_counters_already_there(table: Table) -> None:
    """2 + 1 = 3 counters, doubled: 6 (CR 701.10e); Grizzly Bears is 8/8."""
    table.battlefield(0, "Grizzly Bears", counters={"+1/+1": 2})
    table.lands(0, "Forest", 1)
    table.lands(0, "Island", 1)
    table.hand(0, "Growth Curve")
    table.cast("Growth Curve", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_counters("Grizzly Bears", "+1/+1", 6)
    assert _pt(table, "Grizzly Bears") == (8, 8)


@kit
def test_growth_curve_cant_target_an_opponents_creature(table: Table) -> None:
    """"Target creature you control" (CR 115.1): refused at 601.2c, the game unchanged."""
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Forest", 1)
    table.lands(0, "Island", 1)
    table.hand(0, "Growth Curve")
    table.assert_illegal(table.cast, "Growth Curve", targets=["Grizzly Bears"], rule="601.2c")
    table.assert_counters("Grizzly Bears", "+1/+1", 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
