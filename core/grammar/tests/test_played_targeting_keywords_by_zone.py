"""Hexproof, shroud and protection are a permanent's (CR 702.11b, 702.18a, 702.16b): a spell
on the stack or a card in a graveyard with them may be targeted, since an object's abilities
function only on the battlefield unless they say otherwise (113.6)."""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")


@oracle
def test_a_creature_spell_with_hexproof_can_be_countered_by_an_opponent(table: Table) -> None:
    """Gladecover Scout (hexproof) cast, then Counterspell on it (CR 702.11b, 113.6)."""
    table.lands(0, "Forest", 1)
    table.lands(1, "Island", 2)
    table.hand(0, "Gladecover Scout")
    table.hand(1, "Counterspell")
    table.cast("Gladecover Scout")
    table.pass_priority()
    table.cast("Counterspell", targets=["Gladecover Scout"])
    table.resolve()
    table.assert_zone("Gladecover Scout", Zone.GRAVEYARD, 0)


@oracle
def test_a_creature_spell_with_protection_can_be_targeted_by_its_quality(table: Table) -> None:
    """White Knight (protection from black) on the stack: Withering Boon, a black spell,
    counters it (CR 702.16b speaks of a permanent or player)."""
    table.lands(0, "Plains", 2)
    table.lands(1, "Swamp", 2)
    table.hand(0, "White Knight")
    table.hand(1, "Withering Boon")
    table.cast("White Knight")
    table.pass_priority()
    table.cast("Withering Boon", targets=["White Knight"])
    table.resolve()
    table.assert_zone("White Knight", Zone.GRAVEYARD, 0)


@oracle
def test_a_creature_card_with_shroud_in_a_graveyard_can_be_targeted(table: Table) -> None:
    """Argothian Enchantress (shroud) in its owner's graveyard: Raise Dead returns it (CR
    702.18a, 113.6)."""
    table.lands(0, "Swamp", 1)
    table.graveyard(0, "Argothian Enchantress")
    table.hand(0, "Raise Dead")
    table.cast("Raise Dead", targets=["Argothian Enchantress"])
    table.resolve()
    table.assert_zone("Argothian Enchantress", Zone.HAND, 0)


@oracle
def test_a_permanent_with_hexproof_still_cant_be_targeted_by_an_opponent(table: Table) -> None:
    """The control: on the battlefield, Gladecover Scout can't be Shocked by an opponent (CR
    702.11b)."""
    table.battlefield(0, "Gladecover Scout")
    table.lands(1, "Mountain", 1)
    table.hand(1, "Shock")
    table.set_turn(active=1)
    table.assert_illegal(table.cast, "Shock", targets=["Gladecover Scout"])
