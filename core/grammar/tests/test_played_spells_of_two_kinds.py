"""Printed "[Kind] spells and [kind] spells ..." played: a spell of either kind, not one that
must be both (CR 205.2a, 205.3).

Ballyrush Banneret ("Kithkin spells and Soldier spells you cast cost {1} less to cast", CR
601.2f): Kithkin Healer, a Kithkin Cleric ({2}{W}), is cast with {W}{W}, and so is Benalish
Veteran, a Human Soldier ({2}{W}); Grizzly Bears still costs {1}{G}. Before, only a spell
both Kithkin and Soldier cost less. Renari, Merchant of Marvels and Mai and Zuko ("You may
cast Dragon / Ally spells and artifact spells as though they had flash", CR 702.8a, 601.3b):
Sol Ring and Shivan Dragon, Expedition Envoy and Sol Ring are cast in the beginning of combat
step; Grizzly Bears is not. Before, no spell of theirs had flash.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.objects import Zone
from manastack.model.turns import Step

pytestmark = [needs_corpus, pytest.mark.plugins("oracle", "firebending")]


def _cast(table: Table, name: str, mana: str) -> None:
    table.mana(0, mana)
    table.hand(0, name)
    table.cast(name)
    table.resolve()


def test_ballyrush_banneret_makes_a_kithkin_cleric_cost_one_less(table: Table) -> None:
    table.battlefield(0, "Ballyrush Banneret")
    _cast(table, "Kithkin Healer", "WW")
    assert table.zone_of("Kithkin Healer") is Zone.BATTLEFIELD


def test_ballyrush_banneret_makes_a_human_soldier_cost_one_less(table: Table) -> None:
    table.battlefield(0, "Ballyrush Banneret")
    _cast(table, "Benalish Veteran", "WW")
    assert table.zone_of("Benalish Veteran") is Zone.BATTLEFIELD


def test_ballyrush_banneret_leaves_a_bear_at_its_cost(table: Table) -> None:
    table.battlefield(0, "Ballyrush Banneret")
    table.mana(0, "G")
    table.hand(0, "Grizzly Bears")
    with pytest.raises(IllegalActionError):
        table.cast("Grizzly Bears")
    assert table.zone_of("Grizzly Bears") is Zone.HAND


@pytest.mark.parametrize(("name", "spell", "mana"), [
    ("Renari, Merchant of Marvels", "Sol Ring", "C"),
    ("Renari, Merchant of Marvels", "Shivan Dragon", "RRRRRR"),
    ("Mai and Zuko", "Expedition Envoy", "W"),
    ("Mai and Zuko", "Sol Ring", "C"),
])
def test_either_kind_is_cast_in_combat(table: Table, name: str, spell: str, mana: str) -> None:
    table.battlefield(0, name)
    table.go_to(Step.BEGIN_COMBAT)
    _cast(table, spell, mana)
    assert table.zone_of(spell) is Zone.BATTLEFIELD


@pytest.mark.parametrize("name", ["Renari, Merchant of Marvels", "Mai and Zuko"])
def test_a_bear_has_no_flash(table: Table, name: str) -> None:
    table.battlefield(0, name)
    table.go_to(Step.BEGIN_COMBAT)
    table.mana(0, "GG")
    table.hand(0, "Grizzly Bears")
    with pytest.raises(IllegalActionError):
        table.cast("Grizzly Bears")
    assert table.zone_of("Grizzly Bears") is Zone.HAND
