"""Printed cards whose controller skips their next turn, cast and played (CR 614.10).

Meditate draws four cards and its caster skips their next turn: the opponent takes two turns
in a row; two Meditates skip the next two turns (614.10a). Wormfang Manta's "When this
creature enters, you skip your next turn" and "When this creature leaves the battlefield, you
take an extra turn after this one": leaving the same turn, the extra turn is the next turn,
and it is the one skipped (614.10a, 500.7). The cards come with their exact Oracle
definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

MEDITATE = CardDef(
    name="Meditate", mana_cost="{2}{U}", type_line="Instant",
    text="Draw four cards. You skip your next turn.")
WORMFANG_MANTA = CardDef(
    name="Wormfang Manta", mana_cost="{5}{U}{U}", type_line="Creature — Nightmare Fish Beast",
    text="Flying\nWhen this creature enters, you skip your next turn.\nWhen this creature "
         "leaves the battlefield, you take an extra turn after this one.",
    power="6", toughness="1")

CARDS = (MEDITATE, WORMFANG_MANTA)

kit = pytest.mark.plugins(extra={"skip-turn-kit": card_pool("skip-turn-kit", CARDS)})


def actives(table: Table, turns: int) -> list[int]:
    """The active player of each of the next ``turns`` turns."""
    seen = []
    for _ in range(turns):
        table.next_turn()
        seen.append(table.game.state.turn.active)
    return seen


def libraries(table: Table) -> None:
    for player in (0, 1):
        table.library(player, *["Island"] * 12)


@kit
def test_meditate_draws_four_and_skips_the_next_turn(table: Table) -> None:
    """CR 614.10: Alice's next turn is not taken: Bob takes turns 2 and 3, Alice turn 4."""
    libraries(table)
    table.lands(0, "Island", 3)
    table.hand(0, "Meditate")
    table.cast("Meditate")
    table.resolve()
    assert len(table.game.objects_in(Zone.HAND, 0)) == 4
    assert table.game.state.turn.active == 0  # this turn, begun already, goes on
    assert actives(table, 3) == [1, 1, 0]
    table.assert_logged(rule="614.10", contains="skips their turn")


@kit
def test_two_meditates_skip_the_next_two_turns(table: Table) -> None:
    """CR 614.10a: two effects skipping "the next" turn skip the next two."""
    libraries(table)
    table.lands(0, "Island", 6)
    table.hand(0, "Meditate", "Meditate")
    table.cast("Meditate")
    table.resolve()
    table.cast("Meditate")
    table.resolve()
    assert actives(table, 4) == [1, 1, 1, 0]


@kit
def test_wormfang_manta_skips_the_extra_turn_it_gives(table: Table) -> None:
    """CR 614.10a, 500.7: entering, it skips Alice's next turn; leaving the same turn, it
    gives her an extra turn after this one: that is her next turn, the one skipped."""
    libraries(table)
    table.lands(0, "Island", 7)
    table.hand(0, "Wormfang Manta")
    table.cast("Wormfang Manta")
    table.resolve()  # the spell
    table.resolve()  # its enters trigger: skip the next turn
    manta = table.find("Wormfang Manta", zone=Zone.BATTLEFIELD)
    table.game.move(manta.id, Zone.GRAVEYARD, cause="destroy")
    # its leaves trigger resolves as the players pass: an extra turn, skipped
    assert actives(table, 3) == [1, 0, 1]
    table.assert_logged(rule="500.7", contains="will take an extra turn")


@kit
def test_wormfang_manta_staying_skips_a_regular_turn(table: Table) -> None:
    """CR 614.10: it stays: Alice's next regular turn (turn 3) is skipped."""
    libraries(table)
    table.lands(0, "Island", 7)
    table.hand(0, "Wormfang Manta")
    table.cast("Wormfang Manta")
    table.resolve()
    table.resolve()
    table.go_to(Step.END)
    assert actives(table, 3) == [1, 1, 0]


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
