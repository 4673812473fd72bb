"""Suspend (CR 702.62) with the keywords already shipped, each interaction citing the rule it
turns on. No printed card has suspend and escalate, or suspend and overload: those tests
compile a test card from the two printed texts (``Table.card``), named as such.

Run with those plugins enabled; the suspend package's own suite runs it alone.
"""

from __future__ import annotations

import pytest

from manastack.api import Answer, PlayerRef, Step, Zone
from manastack.driver import Table

SAVAGE_ALLIANCE = ("Escalate {1} (Pay this cost for each mode chosen beyond the first.)\n"
                   "Choose one or more —\n"
                   "• Creatures target player controls gain trample until end of turn.\n"
                   "• ~ deals 2 damage to target creature.\n"
                   "• ~ deals 1 damage to each creature target opponent controls.")
VANDALBLAST = ("Destroy target artifact you don't control.\nOverload {4}{R} (You may cast this "
               "spell for its overload cost. If you do, change \"target\" in its text to "
               "\"each.\")")
SUSPEND_1 = "\nSuspend 1—{R}"


def to_the_last_counter(table: Table) -> None:
    """Alice's next upkeep: the upkeep trigger resolves, the last counter goes; the "cast
    it" trigger is on the stack."""
    table.library(0, *["Island"] * 4)
    table.library(1, *["Island"] * 4)
    number = table.game.state.turn.number + 1
    while True:
        table.go_to(Step.UPKEEP, turn=number)
        if table.game.state.turn.active == 0:
            break
        number += 1
    table.resolve()


@pytest.mark.plugins("suspend", "haste", "escalate")
def test_702_62d_601_2f_cast_by_suspend_escalate_is_still_paid(table: Table) -> None:
    """A test card: Savage Alliance's text with "Suspend 1—{R}". Cast by suspend without
    paying its mana cost (118.9), two modes still cost escalate's {1} (601.2f: additional
    costs are added to the alternative cost; 702.62d)."""
    card = table.card("Suspended Alliance", "Instant", SAVAGE_ALLIANCE + SUSPEND_1, "{2}{R}")
    table.exile(0, card, counters={"time": 1})
    table.battlefield(0, "Mountain")
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    to_the_last_counter(table)
    table.resolve(answers=[
        Answer("may", ("yes",)), Answer("modes", (1, 2)),
        Answer("targets", (table.find("Hill Giant").id,)), Answer("targets", (PlayerRef(1),)),
    ])
    table.assert_logged(rule="601.2f", contains="base {0}; + additional {1}; = {1} (locked)")
    assert table.tapped_count(0) == 1  # escalate's {1}, its mana cost unpaid
    table.resolve()
    assert table.zone_of("Hill Giant") is Zone.GRAVEYARD  # 2 + 1 damage


@pytest.mark.plugins("suspend", "haste", "escalate")
def test_702_62d_without_the_escalate_mana_one_mode_only(table: Table) -> None:
    """No land at all: with one mode there is no additional cost (702.120a counts modes
    beyond the first), so the free cast needs no mana."""
    card = table.card("Suspended Alliance", "Instant", SAVAGE_ALLIANCE + SUSPEND_1, "{2}{R}")
    table.exile(0, card, counters={"time": 1})
    table.battlefield(1, "Grizzly Bears")
    to_the_last_counter(table)
    table.resolve(answers=[Answer("may", ("yes",)), Answer("modes", (1,)),
                           Answer("targets", (table.find("Grizzly Bears").id,))])
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD


@pytest.mark.plugins("suspend", "haste", "overload")
def test_118_9a_a_card_cast_by_suspend_isnt_overloaded(table: Table) -> None:
    """A test card: Vandalblast's text with "Suspend 1—{R}". Cast by suspend it is cast
    without paying its mana cost, an alternative cost: overload, another, can't be added
    (118.9a), so its text keeps "target" (702.96b doesn't apply): one artifact of two is
    destroyed though Alice could pay {4}{R}."""
    card = table.card("Suspended Vandalblast", "Sorcery", VANDALBLAST + SUSPEND_1, "{R}")
    table.exile(0, card, counters={"time": 1})
    table.lands(0, "Mountain", 5)
    table.battlefield(1, "Memnite", "Sol Ring")
    to_the_last_counter(table)
    table.resolve(answers=[Answer("may", ("yes",)),
                           Answer("targets", (table.find("Memnite").id,))])
    spell = table.game.obj(table.game.ids_in(Zone.STACK)[-1])
    assert spell.spell is not None and spell.spell.permission.name == "without paying"
    table.resolve()
    assert table.zone_of("Memnite") is Zone.GRAVEYARD
    assert table.zone_of("Sol Ring") is Zone.BATTLEFIELD
    assert table.tapped_count(0) == 0


@pytest.mark.plugins("suspend", "haste", "overload")
def test_118_9a_from_the_hand_the_same_card_may_be_overloaded(table: Table) -> None:
    """The counterpart: from the hand, its overload permission is offered (702.96a)."""
    card = table.card("Suspended Vandalblast", "Sorcery", VANDALBLAST + SUSPEND_1, "{R}")
    table.hand(0, card)
    table.lands(0, "Mountain", 5)
    table.battlefield(1, "Memnite", "Sol Ring")
    table.cast("Suspended Vandalblast", using="overload")
    table.resolve()
    assert table.zone_of("Memnite") is Zone.GRAVEYARD
    assert table.zone_of("Sol Ring") is Zone.GRAVEYARD


@pytest.mark.plugins("suspend", "haste")
def test_702_62a_haste_only_for_the_creature_cast_by_suspend(table: Table) -> None:
    """Keldon Halberdier cast by suspend has haste (the haste plugin's keyword, 702.10);
    Gargadon, a suspend creature put onto the battlefield without being cast that way, has
    none (702.62a: only "a creature spell cast this way")."""
    table.exile(0, "Keldon Halberdier", counters={"time": 1})
    to_the_last_counter(table)
    table.resolve(answers=[Answer("may", ("yes",))])
    table.resolve()
    assert table.has_keyword("Keldon Halberdier", "haste")
    table.battlefield(0, "Gargadon")
    table.refresh()
    assert not table.has_keyword("Gargadon", "haste")
