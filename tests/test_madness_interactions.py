"""Madness (CR 702.35) with the keywords already shipped and this batch's: delve (702.66), the
discard cost of jump-start (702.133a) and a flashback spell's discard (702.34a), each
interaction citing the rule it turns on.

Run with those plugins enabled; the madness package's own suite runs it alone.
"""

from __future__ import annotations

import pytest

from manastack.api import IllegalActionError, Zone
from manastack.driver import Table


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


@pytest.mark.plugins("madness", "delve")
def test_702_66a_a_card_discarded_with_madness_is_in_exile_and_cant_be_delved(
        table: Table) -> None:
    """Putrid Imp discards Fiery Temper: exiled instead (702.35a), not in the graveyard, so
    Murderous Cut's delve can't exile it (702.66a: cards from your graveyard); with the
    madness trigger on the stack, the Cut delves the other cards only. Declined, the Temper
    then goes to the graveyard (702.35a), where delve could use it."""
    table.lands(0, "Swamp", 3)
    table.battlefield(0, "Putrid Imp")
    table.battlefield(1, "Grizzly Bears")
    table.graveyard(0, "Island", "Forest", "Plains")
    table.hand(0, "Fiery Temper", "Murderous Cut")
    table.on_decision("discard", lambda game, d: tuple(
        o for o in d.options if game.obj(o).card.name == "Fiery Temper"))
    table.activate("Putrid Imp")
    table.assert_zone("Fiery Temper", Zone.EXILE, 0)
    with pytest.raises(IllegalActionError):
        table.cast("Murderous Cut", targets=["Grizzly Bears"],
                   pay_with={"delve": ["Fiery Temper", "Island", "Forest"]})
    table.cast("Murderous Cut", targets=["Grizzly Bears"],
               pay_with={"delve": ["Island", "Forest", "Plains"]})
    table.answer("may", "no")
    resolve_stack(table)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Fiery Temper", "Murderous Cut"]


@pytest.mark.plugins("madness", "jumpstart")
def test_702_133a_jump_starts_discard_cost_paid_with_a_madness_card(table: Table) -> None:
    """Radical Idea cast with jump-start, discarding Fiery Temper to pay the additional cost
    (702.133a, 601.2h): the discard is replaced (702.35a), the madness trigger goes on the
    stack above Radical Idea, and Alice casts the Temper for {R} (702.35b); Radical Idea is
    exiled as it resolves (702.133a), the Temper goes to the graveyard."""
    table.library(0, "Island")
    table.lands(0, "Island", 2)
    table.lands(0, "Mountain", 1)
    table.graveyard(0, "Radical Idea")
    table.hand(0, "Fiery Temper")
    table.answer("may", "yes")
    table.cast("Radical Idea", using="jump-start", discard=["Fiery Temper"])
    table.assert_zone("Fiery Temper", Zone.EXILE, 0)
    table.on_decision("targets", lambda game, d: (d.options[-1],))
    resolve_stack(table)
    table.assert_life(1, 17)
    table.assert_zone("Fiery Temper", Zone.GRAVEYARD, 0)
    table.assert_zone("Radical Idea", Zone.EXILE, 0)
    assert table.names(Zone.HAND, 0) == ["Island"]


@pytest.mark.plugins("madness", "flashback")
def test_702_34a_faithless_looting_flashed_back_discards_a_madness_creature(
        table: Table) -> None:
    """Faithless Looting cast with flashback draws two, then Alice discards two: Arrogant Wurm
    is exiled instead (702.35a) and cast for {2}{G} as its trigger resolves (702.35b); the
    Looting is exiled (702.34a), the other card discarded goes to the graveyard."""
    table.library(0, "Island", "Plains")
    table.lands(0, "Mountain", 3)
    table.lands(0, "Forest", 3)
    table.graveyard(0, "Faithless Looting")
    table.hand(0, "Arrogant Wurm")
    table.answer("may", "yes")
    table.on_decision("discard", lambda game, d: tuple(
        o for o in d.options if game.obj(o).card.name in ("Arrogant Wurm", "Island")))
    table.cast("Faithless Looting", using="flashback")
    resolve_stack(table)
    table.assert_zone("Arrogant Wurm", Zone.BATTLEFIELD, 0)
    table.assert_zone("Faithless Looting", Zone.EXILE, 0)
    assert table.names(Zone.GRAVEYARD, 0) == ["Island"]
    assert table.names(Zone.HAND, 0) == ["Plains"]
