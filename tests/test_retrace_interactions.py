"""Retrace (CR 702.81) with the keywords already shipped: escape exiling from the graveyard
(702.138; Phoenix of Ash also has haste), delve (702.66) and flashback's exile replacement
(702.34a), each interaction citing the rule it turns on.

Run with those plugins enabled; the retrace package's own suite runs it alone.
"""

from __future__ import annotations

import pytest

from manastack.api import Zone
from manastack.driver import Table
from manastack.model.actions import CastSpell


def casts(table: Table, name: str) -> list[str]:
    return sorted(a.permission for a in table.game.legal_actions()
                  if isinstance(a, CastSpell) and a.name == name)


@pytest.mark.plugins("retrace", "escape", "haste")
def test_702_138a_escape_exiles_the_land_discarded_for_retrace_and_the_retrace_card(
        table: Table) -> None:
    """Flame Jab retraced, discarding a Forest (702.81a): the Forest is one of the "three
    other cards" Phoenix of Ash's escape exiles from the graveyard (702.138a), and so is
    Flame Jab itself; exiled, Flame Jab is a new object in exile (400.7) and retrace, which
    functions only in the graveyard, no longer lets it be cast."""
    table.lands(0, "Mountain", 5)
    table.graveyard(0, "Phoenix of Ash", "Flame Jab", "Shock")
    table.hand(0, "Forest")
    table.cast("Flame Jab", using="retrace", targets=["Bob"], discard=["Forest"])
    table.resolve()
    table.assert_life(1, 19)
    table.cast("Phoenix of Ash", using="escape", exile=["Flame Jab", "Shock", "Forest"])
    table.resolve()
    table.assert_zone("Phoenix of Ash", Zone.BATTLEFIELD, 0)
    assert sorted(table.names(Zone.EXILE, 0)) == ["Flame Jab", "Forest", "Shock"]
    assert casts(table, "Flame Jab") == []


@pytest.mark.plugins("retrace", "escape", "haste")
def test_702_138a_escape_needs_the_land_retrace_put_in_the_graveyard(table: Table) -> None:
    """Before the retrace, only two other cards are in the graveyard: escape can't be paid
    (601.2h), so it is not offered; the discarded land makes the third."""
    table.lands(0, "Mountain", 5)
    table.graveyard(0, "Phoenix of Ash", "Flame Jab", "Shock")
    table.hand(0, "Forest")
    assert casts(table, "Phoenix of Ash") == []
    table.cast("Flame Jab", using="retrace", targets=["Bob"], discard=["Forest"])
    table.resolve()
    assert casts(table, "Phoenix of Ash") == ["escape"]


@pytest.mark.plugins("retrace", "delve")
def test_702_66a_delve_can_exile_the_retrace_card_and_the_discarded_land(table: Table) -> None:
    """Treasure Cruise's delve exiles Flame Jab (after its retrace) and the Forest discarded
    for it: two generic mana paid (702.66a); Flame Jab is gone for good."""
    table.library(0, "Island", "Island", "Island")
    table.lands(0, "Mountain", 1)
    table.lands(0, "Island", 6)
    table.graveyard(0, "Flame Jab")
    table.hand(0, "Forest", "Treasure Cruise")
    table.cast("Flame Jab", using="retrace", targets=["Bob"], discard=["Forest"])
    table.resolve()
    table.cast("Treasure Cruise", pay_with={"delve": ["Flame Jab", "Forest"]})
    table.resolve()
    assert sorted(table.names(Zone.EXILE, 0)) == ["Flame Jab", "Forest"]
    assert table.tapped_count(0) == 1 + 6
    assert casts(table, "Flame Jab") == []


@pytest.mark.plugins("retrace", "flashback")
def test_702_34a_cast_with_granted_flashback_a_retrace_card_is_exiled(table: Table) -> None:
    """Past in Flames gives Flame Jab flashback: both permissions are offered (SEED-42). Cast
    with flashback, no land is discarded and flashback's replacement exiles it (702.34a);
    retrace replaces nothing, so only when cast with retrace does it come back."""
    table.lands(0, "Mountain", 5)
    table.graveyard(0, "Flame Jab")
    table.hand(0, "Past in Flames", "Forest")
    table.cast("Past in Flames")
    table.resolve()
    assert casts(table, "Flame Jab") == ["flashback", "retrace"]
    table.cast("Flame Jab", using="flashback", targets=["Bob"])
    table.resolve()
    table.assert_zone("Flame Jab", Zone.EXILE, 0)
    table.assert_zone("Forest", Zone.HAND, 0)
    table.assert_logged(rule="702.34a", contains="exile it instead")


@pytest.mark.plugins("retrace", "flashback")
def test_702_81a_retraced_despite_flashback_it_returns_to_the_graveyard(table: Table) -> None:
    """The same card cast with retrace: the Forest is discarded, and flashback's replacement
    does not apply (its flashback cost was not paid): Flame Jab goes to the graveyard."""
    table.lands(0, "Mountain", 5)
    table.graveyard(0, "Flame Jab")
    table.hand(0, "Past in Flames", "Forest")
    table.cast("Past in Flames")
    table.resolve()
    table.cast("Flame Jab", using="retrace", targets=["Bob"], discard=["Forest"])
    table.resolve()
    table.assert_zone("Flame Jab", Zone.GRAVEYARD, 0)
    table.assert_zone("Forest", Zone.GRAVEYARD, 0)
