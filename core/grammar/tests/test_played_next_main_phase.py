""""Counter target spell. At the beginning of your next main phase, add an amount of {C} equal
to that spell's mana value." (Mana Drain) played (CR 603.7a, 505.1, 608.2h, 202.3e).

The delayed triggered ability triggers as the next main phase of its controller's turn
begins: the next turn's precombat main phase if it is created on another player's turn, this
turn's postcombat main phase if it is created in the precombat one (505.1). The mana value is
the countered spell's as it last existed on the stack, X included, counted as the delayed
ability is created.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

MANA_DRAIN = CardDef(
    name="Mana Drain", mana_cost="{U}{U}", type_line="Instant",
    text="Counter target spell. At the beginning of your next main phase, add an amount of {C} "
         "equal to that spell's mana value.")

PRINTED = (MANA_DRAIN,)
kit = pytest.mark.plugins(extra={"mana-drain-kit": card_pool("mana-drain-kit", PRINTED)})


@kit
def test_mana_drain_on_the_opponents_turn_adds_at_your_next_precombat_main(table: Table) -> None:
    """CR 603.7a, 505.1: Bob's Divination (mana value 3) is countered in his precombat main;
    nothing is added in his postcombat main, {C}{C}{C} as Alice's next precombat main begins."""
    table.set_turn(active=1)
    table.lands(1, "Island", 3)
    table.library(1, "Forest", "Forest")
    table.hand(1, "Divination")
    table.lands(0, "Island", 2)
    table.library(0, "Plains")  # Alice's draw step
    table.hand(0, "Mana Drain")
    table.cast("Divination")
    table.pass_priority()  # Bob passes: Alice may respond (CR 117.3d)
    table.cast("Mana Drain", targets=["Divination"])
    table.resolve_all()
    table.assert_zone("Divination", Zone.GRAVEYARD, 1)
    assert table.names(Zone.HAND, 1) == []  # countered: no card drawn (701.6a)
    assert len(table.game.state.delayed) == 1
    table.assert_logged(rule="603.7a", contains="delayed triggered ability created")
    table.go_to(Step.MAIN2)
    assert not table.game.ids_in(Zone.STACK)  # Bob's main phase is not Alice's
    table.next_turn()
    assert table.game.state.turn.active == 0
    assert table.game.ids_in(Zone.STACK)  # the delayed trigger (CR 603.7b)
    table.resolve()
    assert table.pool() == ["C", "C", "C"]
    assert not table.game.state.delayed


@kit
def test_mana_drain_in_your_precombat_main_adds_in_this_turns_postcombat_main(
        table: Table) -> None:
    """CR 505.1: cast in Alice's precombat main phase, "your next main phase" is this turn's
    postcombat main phase: Hill Giant (mana value 4) gives {C}{C}{C}{C} then."""
    table.lands(0, "Mountain", 4)
    table.hand(0, "Hill Giant", "Mana Drain")
    table.cast("Hill Giant")
    table.lands(0, "Island", 2)  # untapped after the spell is paid for: Mana Drain's
    table.cast("Mana Drain", targets=["Hill Giant"])
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 0)
    assert table.pool() == []
    table.go_to(Step.MAIN2)
    assert table.game.state.turn.number == 1
    assert table.game.ids_in(Zone.STACK)
    table.resolve()
    assert table.pool() == ["C", "C", "C", "C"]
    assert not table.game.state.delayed


@kit
def test_mana_drain_counts_the_x_of_the_countered_spell(table: Table) -> None:
    """CR 202.3e, 608.2h: Blaze cast with X=3 has mana value 4 on the stack: {C}{C}{C}{C}."""
    table.lands(0, "Mountain", 4)
    table.hand(0, "Blaze", "Mana Drain")
    table.cast("Blaze", targets=["opponent"], x=3)
    table.lands(0, "Island", 2)  # untapped after the spell is paid for: Mana Drain's
    table.cast("Mana Drain", targets=["Blaze"])
    table.resolve_all()
    assert table.life(1) == 20
    table.go_to(Step.MAIN2)
    table.resolve()
    assert table.pool() == ["C", "C", "C", "C"]


@kit
def test_a_countered_mana_drain_adds_nothing(table: Table) -> None:
    """CR 701.6a, 608.2: Alice's second Mana Drain counters her first, which creates no
    delayed ability; Divination resolves; the second gives {C}{C}, the first's mana value."""
    table.lands(0, "Island", 7)
    table.library(0, "Forest", "Forest")
    table.hand(0, "Divination", "Mana Drain", "Mana Drain")
    table.cast("Divination")
    table.cast("Mana Drain", targets=["Divination"])
    first = table.game.ids_in(Zone.STACK)[-1]
    table.cast("Mana Drain", targets=[first])
    table.resolve_all()
    assert len(table.game.state.delayed) == 1  # only the resolving one's (608.2b, 701.6a)
    table.go_to(Step.MAIN2)
    table.resolve()
    assert table.pool() == ["C", "C"]  # Mana Drain's mana value, not Divination's
    assert sorted(table.names(Zone.HAND, 0)) == ["Forest", "Forest"]  # Divination resolved


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
