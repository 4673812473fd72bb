"""Read ahead granted by a static ability (CR 614.12, 702.155b, 714.3a): Barbara Wright's
"History Teacher — Sagas you control have read ahead." applies as a Saga enters, since the
Saga would have read ahead on the battlefield: its controller chooses how many lore counters
it enters with instead of the one lore counter. Played with the printed cards (the
``oracle`` plugin's corpus)."""

from __future__ import annotations

import pytest

from manastack.api import Answer
from manastack.driver import Table

oracle = pytest.mark.plugins("oracle", "read_ahead")


def _cast_history(table: Table, chapter: int) -> list[tuple[object, ...]]:
    """Alice, with Barbara Wright, casts History of Benalia choosing ``chapter``; the read
    ahead options she was offered are returned."""
    table.battlefield(0, "Barbara Wright")
    table.hand(0, "History of Benalia")
    table.lands(0, "Plains", 3)
    offered = table.watch_decisions("read_ahead")
    table.cast("History of Benalia")
    table.resolve(answers=[Answer("read_ahead", (chapter,))])
    return [d.options for d in offered]


@oracle
def test_barbara_wright_history_of_benalia_reads_ahead_to_chapter_three(table: Table) -> None:
    """CR 614.12, 702.155b: Alice chooses 3 of 1 to 3: three lore counters, not one more
    (714.3a); only chapter III triggers (702.155c): Knights get +2/+1, no Knight token made."""
    options = _cast_history(table, 3)
    assert options == [(1, 2, 3)]
    table.assert_counters("History of Benalia", "lore", 3)
    table.assert_logged(rule="702.155b", contains="3 lore counter")
    table.resolve_all()
    assert "Knight Token" not in table.names("battlefield", 0)
    table.assert_logged(contains="Knights you control get +2/+1")


@oracle
def test_without_barbara_wright_history_of_benalia_enters_with_one(table: Table) -> None:
    """CR 714.3a: a Saga without read ahead enters with one lore counter, no choice."""
    table.hand(0, "History of Benalia")
    table.lands(0, "Plains", 3)
    offered = table.watch_decisions("read_ahead")
    table.cast("History of Benalia")
    table.resolve()
    assert offered == []
    table.assert_counters("History of Benalia", "lore", 1)
