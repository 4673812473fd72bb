"""Printed "When you do, A, then B" played: the reflexive ability's effect is the whole rest of
the sentence (CR 603.12), its target chosen as it is put on the stack (603.3d), "defending
player" that of the attack trigger creating it (508.5).

Ace, Fearless Rebel: "Nitro-9 — Whenever Ace attacks, you may sacrifice an artifact. When you
do, put a +1/+1 counter on Ace, then it fights up to one target creature defending player
controls." Ace fights only if an artifact was sacrificed, a creature of the player it attacks
(not of another opponent). The cards come from the Oracle corpus (plugin "oracle"), with their
exact printed text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table, by_name
from manastack.model.decisions import Decision
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus

PLAYERS = ("Alice", "Bob", "Carol")


def _ace_attacks_bob(table: Table, sacrifice: str) -> list[Decision]:
    """Alice's Ace attacks Bob (Grizzly Bears) with Carol (Savannah Lions) also an opponent;
    Alice answers ``sacrifice`` to "you may sacrifice an artifact" (Ornithopter)."""
    table.battlefield(0, "Ace, Fearless Rebel", "Ornithopter")
    table.battlefield(1, "Grizzly Bears")
    table.battlefield(2, "Savannah Lions")
    table.answer("may", sacrifice)
    targets = table.watch_decisions("targets")
    table.on_decision("targets", by_name("Grizzly Bears"))
    table.attack("Ace, Fearless Rebel", defender="Bob")
    table.game.pending()
    while table.game.objects_in(Zone.STACK):
        table.resolve()
    return targets


@oracle
def test_ace_sacrifices_an_artifact_gets_a_counter_and_fights(
        table_factory: Callable[..., Table]) -> None:
    """CR 603.12, 508.5, 701.14a: Ornithopter sacrificed; the reflexive ability targets a
    creature Bob controls (Carol's Lions not offered); Ace (3/3 with the counter) fights the
    Bears, which die."""
    table = table_factory(players=PLAYERS)
    targets = _ace_attacks_bob(table, "yes")
    assert len(targets) == 1 and len(targets[0].options) == 1
    table.assert_zone("Ornithopter", Zone.GRAVEYARD, 0)
    table.assert_counters("Ace, Fearless Rebel", "+1/+1", 1)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_zone("Savannah Lions", Zone.BATTLEFIELD, 2)
    assert table.find("Ace, Fearless Rebel").damage == 2


@oracle
def test_ace_without_a_sacrifice_neither_gets_a_counter_nor_fights(
        table_factory: Callable[..., Table]) -> None:
    """CR 603.12: nothing sacrificed, the reflexive ability doesn't trigger: no counter, no
    target chosen, no fight."""
    table = table_factory(players=PLAYERS)
    targets = _ace_attacks_bob(table, "no")
    assert targets == []
    table.assert_zone("Ornithopter", Zone.BATTLEFIELD, 0)
    table.assert_counters("Ace, Fearless Rebel", "+1/+1", 0)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)
    assert table.find("Ace, Fearless Rebel").damage == 0
