"""Printed "you may tap it. If you do, ...", played (CR 701.26a: only untapped permanents can
be tapped; 608.2d: an impossible option can't be chosen; 608.2c: "If you do" is then false).

Gitaxian Anatomist: entering untapped, Alice taps it and proliferates; tapped by Twiddle
before its trigger resolves, tapping it can't be chosen, so nothing is proliferated.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, by_name, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

GITAXIAN_ANATOMIST = CardDef(
    name="Gitaxian Anatomist", mana_cost="{3}{U}", type_line="Creature — Phyrexian Wizard",
    power="2", toughness="5", keywords=("Proliferate",),
    text="When this creature enters, you may tap it. If you do, proliferate. (Choose any "
         "number of permanents and/or players, then give each another counter of each kind "
         "already there.)")
TWIDDLE = CardDef(name="Twiddle", mana_cost="{U}", type_line="Instant",
                  text="You may tap or untap target artifact, creature, or land.")

PRINTED = (GITAXIAN_ANATOMIST, TWIDDLE)
kit = pytest.mark.plugins(extra={"may-tap-it-kit": card_pool("may-tap-it-kit", PRINTED)})


def _anatomist_enters(table: Table, *, twiddled: bool) -> list[object]:
    """Alice casts Gitaxian Anatomist (Grizzly Bears has a +1/+1 counter); with ``twiddled``,
    Twiddle taps it while its trigger waits on the stack. Returns the "may" decisions."""
    table.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    table.lands(0, "Island", 5)
    table.hand(0, "Gitaxian Anatomist", "Twiddle")
    table.on_decision("proliferate", by_name("Grizzly Bears"))
    table.on_decision("tap_or_untap", lambda game, d: ("tap",))
    mays = table.watch_decisions("may")
    table.on_decision("may", lambda game, d: ("yes",))
    table.cast("Gitaxian Anatomist")
    table.resolve()  # the creature spell; its enters trigger goes on the stack
    if twiddled:
        table.cast("Twiddle", targets=["Gitaxian Anatomist"])
        table.resolve()
        table.assert_tapped("Gitaxian Anatomist")
        mays.clear()
    table.resolve()  # the enters trigger
    return list(mays)


@kit
def test_anatomist_tapped_proliferates(table: Table) -> None:
    """CR 603.5, 701.26a, 701.34a: yes: Gitaxian Anatomist becomes tapped and Grizzly Bears
    gets a second +1/+1 counter."""
    mays = _anatomist_enters(table, twiddled=False)
    assert len(mays) == 1
    table.assert_tapped("Gitaxian Anatomist")
    table.assert_counters("Grizzly Bears", "+1/+1", 2)


@kit
def test_anatomist_already_tapped_cant_be_tapped_and_proliferates_nothing(
        table: Table) -> None:
    """CR 701.26a, 608.2d, 608.2c: already tapped, "tap it" isn't offered; not done, so no
    proliferate: Grizzly Bears keeps one counter."""
    mays = _anatomist_enters(table, twiddled=True)
    assert mays == []
    table.assert_counters("Grizzly Bears", "+1/+1", 1)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
