"""Disguise (CR 702.168, 708) with the keywords already shipped, each interaction citing the
rule it turns on. Run with those plugins enabled; the disguise package's own suite runs it
with ward only.
"""

from __future__ import annotations

import pytest

from manastack.api import FACE_DOWN, Step, Zone
from manastack.driver import Table


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


@pytest.mark.plugins("disguise", "ward", "haste")
def test_702_10b_a_face_down_disguised_creature_given_haste_attacks(table: Table) -> None:
    """Fervor gives Alice's creatures haste (layer 6) on top of the face-down 2/2 with ward
    {2} (layer 1): it attacks the turn it came under her control (702.10b, 302.6)."""
    table.battlefield(0, "Fervor")
    table.lands(0, "Plains", 3)
    table.hand(0, "Museum Nightwatch")
    table.cast("Museum Nightwatch", using="disguise")
    resolve_stack(table)
    oid = table.find("Museum Nightwatch").id
    assert {"haste", "ward"} <= table.game.chars(oid).keywords
    table.go_to(Step.DECLARE_ATTACKERS)
    table.attack("Museum Nightwatch")
    table.go_to(Step.END)
    table.assert_life(1, 18)


@pytest.mark.plugins("disguise", "ward", "delve")
def test_702_66a_a_dead_face_down_creature_is_a_card_delve_exiles(table: Table) -> None:
    """Alice's own Lightning Bolt (ward counters only an opponent's, 702.21a) kills her
    face-down Basilica Stalker; face up in her graveyard (708.9), Treasure Cruise's delve
    exiles it with six others to pay for {7} (702.66a)."""
    table.lands(0, "Swamp", 3)
    table.hand(0, "Basilica Stalker")
    table.cast("Basilica Stalker", using="disguise")
    resolve_stack(table)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Basilica Stalker"])
    resolve_stack(table)
    assert not table.find("Basilica Stalker", zone=Zone.GRAVEYARD).tags.get(FACE_DOWN)
    table.graveyard(0, *["Island"] * 5)
    table.library(0, *["Island"] * 8)
    table.library(1, *["Island"] * 8)
    table.next_turn()
    table.next_turn()
    table.lands(0, "Island", 1)
    table.hand(0, "Treasure Cruise")
    table.cast("Treasure Cruise")
    resolve_stack(table)
    table.assert_zone("Basilica Stalker", Zone.EXILE, 0)


@pytest.mark.plugins("disguise", "ward", "morph")
def test_708_2a_708_8_morph_and_disguise_each_keep_their_own_face_down_permanents(
        table: Table) -> None:
    """Alice casts Whipcorder (morph) and Museum Nightwatch (disguise) face down for {3}
    each: both are 2/2s with no name (708.2a), only the disguised one has ward {2}
    (702.168a). Each is turned face up by its own keyword's special action for its own
    cost (702.37e, 702.168d), the other staying face down (708.8)."""
    from manastack.api import SpecialAction

    table.lands(0, "Plains", 6)
    table.hand(0, "Whipcorder", "Museum Nightwatch")
    table.cast("Whipcorder", using="morph")
    resolve_stack(table)
    table.cast("Museum Nightwatch", using="disguise")
    resolve_stack(table)
    whip, watch = table.find("Whipcorder").id, table.find("Museum Nightwatch").id
    for oid in (whip, watch):
        assert table.game.chars(oid).name == ""
        assert (table.game.power(oid), table.game.toughness(oid)) == (2, 2)
    assert "ward" not in table.game.chars(whip).keywords
    assert "ward" in table.game.chars(watch).keywords
    table.lands(0, "Plains", 3)
    decision = table.game.pending()
    assert decision is not None
    offered = {(o.obj, o.plugin) for o in decision.options if isinstance(o, SpecialAction)}
    assert offered == {(whip, "morph"), (watch, "disguise")}
    table.special("Whipcorder", "turn face up")
    table.assert_logged(rule="702.37e", contains="{W}")
    assert not table.game.obj(whip).tags.get(FACE_DOWN)
    assert table.game.obj(watch).tags.get(FACE_DOWN)
    assert table.game.chars(watch).name == ""
    table.special("Museum Nightwatch", "turn face up")
    table.assert_logged(rule="702.168d", contains="{1}{W}")
    assert table.game.chars(watch).name == "Museum Nightwatch"
    assert "ward" not in table.game.chars(watch).keywords
