"""Jump-start (CR 702.133) with the keywords already shipped: flashback's exile replacement
(702.34a), delve (702.66) and haste (702.10), each interaction citing the rule it turns on.

Run with those plugins enabled; the jump-start package's own suite runs it alone.
"""

from __future__ import annotations

import pytest

from manastack.api import Step, Zone
from manastack.driver import Table
from manastack.model.actions import CastSpell


def casts(table: Table, name: str) -> list[str]:
    return sorted(a.permission for a in table.game.legal_actions()
                  if isinstance(a, CastSpell) and a.name == name)


@pytest.mark.plugins("jumpstart", "flashback")
def test_702_34a_cast_with_granted_flashback_no_discard_and_flashback_exiles_it(
        table: Table) -> None:
    """Past in Flames gives Radical Idea flashback for its mana cost: both permissions are
    offered (SEED-42, one chosen). Cast with flashback nothing is discarded (the discard is
    jump-start's, 702.133a), and it is flashback's replacement that exiles it (702.34a):
    jump-start's applies only to a spell cast using jump-start."""
    table.library(0, "Island")
    table.lands(0, "Mountain", 4)
    table.lands(0, "Island", 2)
    table.graveyard(0, "Radical Idea")
    table.hand(0, "Past in Flames", "Grizzly Bears")
    table.cast("Past in Flames")
    table.resolve()
    assert table.has_keyword("Radical Idea", "flashback", zone=Zone.GRAVEYARD)
    assert casts(table, "Radical Idea") == ["flashback", "jump-start"]
    table.cast("Radical Idea", using="flashback")
    table.resolve()
    table.assert_zone("Radical Idea", Zone.EXILE, 0)
    table.assert_zone("Grizzly Bears", Zone.HAND, 0)
    table.assert_logged(rule="702.34a", contains="exile it instead")
    table.assert_not_logged(rule="702.133a")


@pytest.mark.plugins("jumpstart", "flashback")
def test_702_133a_cast_with_jump_start_despite_flashback_jump_start_exiles_it(
        table: Table) -> None:
    """The same card cast with jump-start instead: the discard is paid, and jump-start's
    replacement exiles it; flashback's does not apply (702.34a: its flashback cost was not
    paid). One exile either way (616.1: one replacement, then the event is exile)."""
    table.library(0, "Island")
    table.lands(0, "Mountain", 4)
    table.lands(0, "Island", 2)
    table.graveyard(0, "Radical Idea")
    table.hand(0, "Past in Flames", "Grizzly Bears")
    table.cast("Past in Flames")
    table.resolve()
    table.cast("Radical Idea", using="jump-start", discard=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Radical Idea", Zone.EXILE, 0)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_logged(rule="702.133a", contains="exile it instead")
    table.assert_not_logged(rule="702.34a", contains="Radical Idea was cast with flashback")


@pytest.mark.plugins("jumpstart", "flashback")
def test_702_34a_a_flashback_card_discarded_for_jump_start_can_be_flashed_back(
        table: Table) -> None:
    """Think Twice discarded to pay jump-start's cost (701.9a) lands in the graveyard, where
    its flashback works (702.34a): the discard feeds the next cast."""
    table.library(0, "Island", "Island")
    table.lands(0, "Island", 5)
    table.graveyard(0, "Radical Idea")
    table.hand(0, "Think Twice")
    table.cast("Radical Idea", using="jump-start", discard=["Think Twice"])
    table.resolve()
    table.cast("Think Twice", using="flashback")
    table.resolve()
    table.assert_zone("Think Twice", Zone.EXILE, 0)
    table.assert_zone("Radical Idea", Zone.EXILE, 0)
    assert table.names(Zone.HAND, 0) == ["Island", "Island"]


@pytest.mark.plugins("jumpstart", "delve")
def test_702_66a_delve_exiles_the_discarded_card_never_the_jump_started_one(
        table: Table) -> None:
    """Radical Idea cast with jump-start, discarding Grizzly Bears: the Bears are in the
    graveyard for Treasure Cruise's delve (702.66a), Radical Idea is in exile (702.133a):
    delve can exile one card only, so Treasure Cruise costs {6}{U} with one paid by delve."""
    table.library(0, "Island", "Island", "Island", "Island")
    table.lands(0, "Island", 9)
    table.graveyard(0, "Radical Idea")
    table.hand(0, "Grizzly Bears", "Treasure Cruise")
    table.cast("Radical Idea", using="jump-start", discard=["Grizzly Bears"])
    table.resolve()
    table.cast("Treasure Cruise", pay_with={"delve": ["Grizzly Bears"]})
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 0) == ["Treasure Cruise"]
    assert sorted(table.names(Zone.EXILE, 0)) == ["Grizzly Bears", "Radical Idea"]
    assert table.tapped_count(0) == 2 + 7


@pytest.mark.plugins("jumpstart", "haste")
def test_702_10b_maximize_velocity_jump_started_lets_a_new_creature_attack(
        table: Table) -> None:
    """Maximize Velocity cast with jump-start gives a creature that came under Alice's
    control this turn haste (702.10b): it attacks, 3/3, and the sorcery is exiled."""
    table.lands(0, "Mountain", 1)
    table.battlefield(0, "Grizzly Bears", sick=True)
    table.graveyard(0, "Maximize Velocity")
    table.hand(0, "Forest")
    table.cast("Maximize Velocity", using="jump-start", targets=["Grizzly Bears"],
               discard=["Forest"])
    table.resolve()
    table.assert_zone("Maximize Velocity", Zone.EXILE, 0)
    assert table.power("Grizzly Bears") == 3
    table.attack("Grizzly Bears")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 17)
