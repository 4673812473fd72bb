"""An effect of a triggered ability on a permanent spell goes on applying to the permanent the
spell becomes (CR 400.7a, 112.4): Tyvar Kell's emblem "Whenever you cast an Elf spell, it gains
haste until end of turn and you draw two cards." gives the Elf haste on the battlefield, the
turn it was cast. Played with the printed cards (the ``oracle`` plugin's corpus)."""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle", "haste")


def _emblem_and_elf(table: Table) -> None:
    """Tyvar Kell's [−6] (its third loyalty ability) resolved: Alice has the emblem; she casts
    Llanowar Elves and everything resolves."""
    table.battlefield(0, "Tyvar Kell", counters={"loyalty": 6})
    table.library(0, "Forest", "Forest", "Forest")
    table.activate("Tyvar Kell", 2)
    table.resolve()
    table.hand(0, "Llanowar Elves")
    table.lands(0, "Forest", 1)
    table.cast("Llanowar Elves")
    table.resolve_all()


@oracle
def test_tyvar_kell_emblem_the_elf_has_haste_on_the_battlefield(table: Table) -> None:
    """CR 400.7a: the haste the Elf spell gained applies to the Elf permanent; it may attack
    the turn it entered (702.10b) and Alice drew two cards."""
    _emblem_and_elf(table)
    table.assert_zone("Llanowar Elves", Zone.BATTLEFIELD, 0)
    assert table.has_keyword("Llanowar Elves", "haste")
    table.assert_logged(rule="400.7a")
    assert table.names(Zone.HAND, 0) == ["Forest", "Forest"]
    table.attack("Llanowar Elves")
    table.assert_logged(contains="Llanowar Elves", rule="508")


@oracle
def test_tyvar_kell_emblem_haste_ends_with_the_turn(table: Table) -> None:
    """CR 611.2b, 514.2: "until end of turn": the Elf has no haste the next turn."""
    _emblem_and_elf(table)
    table.library(1, "Forest", "Forest")
    table.next_turn()
    assert not table.has_keyword("Llanowar Elves", "haste")
