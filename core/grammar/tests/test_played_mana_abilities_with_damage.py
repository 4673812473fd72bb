"""Printed mana abilities that do more than add mana, played (CR 605.1a, 605.3b).

"{T}: Add {W} or {U}. This land deals 1 damage to you." (Adarkar Wastes, Battlefield Forge,
rule "core:mana ability" with the damage sentence "grammar:damage") is a mana ability
(605.1a: no target, it adds mana; 605.1: whatever other effects it has): it resolves at once,
without the stack (605.3b), adding the mana and then dealing the damage, the land its source
(120.3a: its controller loses that much life). The payment solver uses it while a spell's
cost is paid (605.3a, 601.2g), the damage dealt as it resolves; when the land's "{T}: Add
{C}." pays as well, the payer uses that one and takes no damage.

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_605_3a_adarkar_wastes_white_pays_a_spell_and_deals_1_damage(table: Table) -> None:
    """CR 605.3a, 601.2g, 120.3a: casting Savannah Lions ({W}) with only Adarkar Wastes
    untapped: the solver taps it for {W}, and its ability deals 1 damage to its controller."""
    table.battlefield(0, "Adarkar Wastes")
    table.hand(0, "Savannah Lions")
    table.cast("Savannah Lions")
    table.resolve()
    table.assert_zone("Savannah Lions", Zone.BATTLEFIELD)
    table.assert_tapped("Adarkar Wastes")
    table.assert_life(0, 19)
    table.assert_life(1, 20)
    table.assert_logged(rule="605.3b", contains="mana ability resolves on")
    table.assert_logged(rule="120.3a", contains="Adarkar Wastes#1 deals 1 damage to Alice")


@oracle
def test_605_3b_adarkar_wastes_colorless_pays_generic_without_damage(table: Table) -> None:
    """CR 605.3b, 106.1b: Sol Ring's {1} is paid with the Wastes' {C}: no damage."""
    table.battlefield(0, "Adarkar Wastes")
    table.hand(0, "Sol Ring")
    table.cast("Sol Ring")
    table.resolve()
    table.assert_zone("Sol Ring", Zone.BATTLEFIELD)
    table.assert_tapped("Adarkar Wastes")
    table.assert_life(0, 20)


@oracle
def test_601_2g_plains_pays_white_and_wastes_colorless_without_damage(table: Table) -> None:
    """CR 601.2g, 605.3b: for Youthful Knight's {1}{W} the Plains pays {W} and the Wastes {C}:
    the payer takes no damage it needn't (the Wastes' {W} would cost 1 life)."""
    table.battlefield(0, "Adarkar Wastes", "Plains")
    table.hand(0, "Youthful Knight")
    table.cast("Youthful Knight")
    table.resolve()
    table.assert_zone("Youthful Knight", Zone.BATTLEFIELD)
    table.assert_life(0, 20)


@oracle
def test_605_3b_battlefield_forge_by_hand_adds_red_then_deals_damage(table: Table) -> None:
    """CR 605.3b: tapped by hand for {R}, Battlefield Forge adds {R} at once (the stack stays
    empty) and deals 1 damage to its controller; for {C}, no damage."""
    table.battlefield(0, "Battlefield Forge", "Battlefield Forge")
    first, second = (o for o in table.game.battlefield(0) if o.card.name == "Battlefield Forge")
    table.tap_for_mana("Battlefield Forge", "R")
    assert table.pool() == ["R"]
    assert not table.game.stack()
    table.assert_life(0, 19)
    table.tap_for_mana("Battlefield Forge", "C")
    assert table.pool() == ["C", "R"]
    table.assert_life(0, 19)
    assert table.game.obj(first.id).tapped and table.game.obj(second.id).tapped


@oracle
def test_120_3_pain_land_damage_is_dealt_by_the_land(table: Table) -> None:
    """CR 120.3a: the land is the damage's source, its controller loses 1 life."""
    table.battlefield(0, "Caves of Koilos")
    table.tap_for_mana("Caves of Koilos", "B")
    table.assert_life(0, 19)
    table.assert_logged(rule="120.3a", contains="Caves of Koilos#1 deals 1 damage to Alice")


@oracle
def test_732_tapped_pain_land_is_refused(table: Table) -> None:
    """CR 602.5a, 732: a tapped pain land can't pay {T}: refused, no mana, no damage."""
    table.battlefield(0, "Adarkar Wastes", tapped=True)
    table.assert_illegal(table.tap_for_mana, "Adarkar Wastes", "W")
    assert table.pool() == []
    table.assert_life(0, 20)
