"""Mana of a colour a land an opponent controls "could produce", played (CR 106.7).

"{T}: Add one mana of any color that a land an opponent controls could produce." (Exotic
Orchard, Fellwar Stone; rule "grammar:add mana a land an opponent controls could produce"):
the colours the mana abilities of the lands the opponents control would add if they resolved
now, their costs ignored (106.7); colourless is not a colour (105.1); none: no mana.

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.abilities import ActivatedAbility
from manastack.model.actions import ActivateAbility
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def _tap(table: Table, name: str, *answers: Answer) -> None:
    obj = table.find(name, zone=Zone.BATTLEFIELD, player=0)
    [index] = [i for i, a in enumerate(table.game.chars(obj.id).abilities)
               if isinstance(a, ActivatedAbility) and a.mana_effect]
    table.game.act(ActivateAbility(obj.id, index, name), *answers)


def _pool(table: Table) -> list[str]:
    return sorted(u.color for u in table.game.player(0).mana_pool)


@oracle
def test_106_7_exotic_orchard_offers_the_opponents_lands_colours(table: Table) -> None:
    """CR 106.7: the opponent's Plains and Island: {W} or {U} is offered (not my Forest's
    {G}), the {U} chosen is added, the Orchard tapped."""
    table.battlefield(0, "Exotic Orchard", "Forest")
    table.battlefield(1, "Plains", "Island")
    seen = table.watch_decisions("mana_color")
    _tap(table, "Exotic Orchard", Answer("mana_color", ("U",)))
    assert [d.options for d in seen] == [("W", "U")]
    assert _pool(table) == ["U"]
    table.assert_tapped("Exotic Orchard")


@oracle
def test_106_7_costs_are_ignored(table: Table) -> None:
    """CR 106.7: a tapped Graven Cairns ("{B/R}, {T}: Add {B}{B}, {B}{R}, or {R}{R}.") still
    could produce {B} and {R}: the Fellwar Stone offers both."""
    table.battlefield(0, "Fellwar Stone")
    table.battlefield(1, "Graven Cairns", tapped=True)
    seen = table.watch_decisions("mana_color")
    _tap(table, "Fellwar Stone", Answer("mana_color", ("R",)))
    assert [d.options for d in seen] == [("B", "R")]
    assert _pool(table) == ["R"]


@oracle
def test_106_7_only_colourless_lands_no_mana(table: Table) -> None:
    """CR 106.7, 105.1: the opponent's Wastes produce only colourless mana, which is no
    colour: the Orchard is tapped and adds nothing."""
    table.battlefield(0, "Exotic Orchard")
    table.battlefield(1, "Wastes")
    _tap(table, "Exotic Orchard")
    assert _pool(table) == []
    table.assert_tapped("Exotic Orchard")
    table.assert_logged(rule="106.7", contains="adds no mana")


@oracle
def test_106_7_facing_orchard_follows_my_lands(table: Table) -> None:
    """CR 106.7: the opponent's only land is an Exotic Orchard: it could produce what my
    other lands could (my Forest: {G}), not what my own Orchard could (one pass per land)."""
    table.battlefield(0, "Exotic Orchard", "Forest")
    table.battlefield(1, "Exotic Orchard")
    _tap(table, "Exotic Orchard")
    assert _pool(table) == ["G"]
