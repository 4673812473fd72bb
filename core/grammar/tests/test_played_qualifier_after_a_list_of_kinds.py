"""Printed lists of kinds followed by a qualifier, played: a creature's quality written after
"artifact, enchantment, or creature" is the creature's alone; mana value is every kind's.

Shoot Down and Carnivorous Canopy ("... target artifact, enchantment, or creature with
flying", CR 115.1, 601.2c): any artifact or enchantment may be targeted, an artifact creature
without flying too (it is an artifact); of the creatures, only one with flying. Exorcise
("... or creature with power 4 or greater", CR 208.3): likewise, the power asked of the
creature only. Elven Riders ("can't be blocked except by Walls and/or creatures with
flying", CR 509.1b): any Wall may block it, with flying or not. Before, each list asked the
quality of every kind: a noncreature artifact or a Wall without flying was refused.
Eliminate and Fragmentize ("creature or planeswalker with mana value 3 or less", "artifact
or enchantment with mana value 4 or less", CR 202.3) still ask the mana value of every kind:
a planeswalker or an artifact above it is refused, the game unchanged (CR 732).
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

pytestmark = [needs_corpus, pytest.mark.plugins("oracle")]


def _cast(table: Table, name: str, mana: str, target: str) -> None:
    table.mana(0, mana)
    table.hand(0, name)
    table.cast(name, targets=[target])
    table.resolve_all()


@pytest.mark.parametrize("target", ["Millstone", "Glorious Anthem", "Yotian Soldier",
                                    "Serra Angel"])
def test_shoot_down_exiles_an_artifact_an_enchantment_or_a_flyer(table: Table,
                                                                  target: str) -> None:
    """CR 115.1, 601.2c: a noncreature artifact, an enchantment, an artifact creature without
    flying and a creature with flying are all legal targets."""
    table.battlefield(1, target)
    _cast(table, "Shoot Down", "CCCG", target)
    assert table.zone_of(target) is Zone.EXILE


def test_shoot_down_refuses_a_creature_without_flying(table: Table) -> None:
    """CR 601.2c: Grizzly Bears is a creature without flying, and no artifact or enchantment;
    the cast is refused, the game unchanged (CR 732)."""
    table.battlefield(1, "Grizzly Bears")
    table.mana(0, "CCCG")
    table.hand(0, "Shoot Down")
    table.assert_illegal(table.cast, "Shoot Down", targets=["Grizzly Bears"])
    assert table.zone_of("Grizzly Bears") is Zone.BATTLEFIELD


def test_carnivorous_canopy_destroys_a_noncreature_artifact_and_proliferates(
        table: Table) -> None:
    """CR 115.1: Millstone (a noncreature artifact, mana value 2) is destroyed, then the
    mana value condition holds and Grizzly Bears' +1/+1 counter is proliferated (701.34a)."""
    table.battlefield(1, "Millstone")
    bears = table.battlefield(1, "Grizzly Bears")[0]
    bears.counters["+1/+1"] = 1
    table.on_decision("proliferate", lambda game, decision: [bears.id])
    _cast(table, "Carnivorous Canopy", "CCG", "Millstone")
    assert table.zone_of("Millstone") is Zone.GRAVEYARD
    assert table.counters("Grizzly Bears", "+1/+1") == 2


@pytest.mark.parametrize("target", ["Gilded Lotus", "Craw Wurm"])
def test_exorcise_exiles_an_artifact_or_a_creature_with_power_4(table: Table,
                                                                target: str) -> None:
    """CR 208.3: Gilded Lotus has no power (no creature) and is an artifact: a legal target;
    Craw Wurm has power 6."""
    table.battlefield(1, target)
    _cast(table, "Exorcise", "CW", target)
    assert table.zone_of(target) is Zone.EXILE


def test_exorcise_refuses_a_creature_with_power_less_than_4(table: Table) -> None:
    """CR 601.2c: Hill Giant (3/3) is refused, the game unchanged (CR 732)."""
    table.battlefield(1, "Hill Giant")
    table.mana(0, "CW")
    table.hand(0, "Exorcise")
    table.assert_illegal(table.cast, "Exorcise", targets=["Hill Giant"])


def test_elven_riders_is_blocked_by_a_wall_or_a_flyer(table: Table) -> None:
    """CR 509.1b: Wall of Stone (no flying) and Serra Angel may block it, Grizzly Bears not;
    the Wall's block is declared."""
    table.battlefield(0, "Elven Riders")
    table.battlefield(1, "Wall of Stone", "Serra Angel", "Grizzly Bears")
    table.attack("Elven Riders")
    assert table.blocks_offered() == {("Wall of Stone", "Elven Riders"),
                                      ("Serra Angel", "Elven Riders")}
    table.assert_illegal(table.block, {"Grizzly Bears": "Elven Riders"}, rule="509.1")
    table.block({"Wall of Stone": "Elven Riders"})
    assert table.game.state.combat is not None
    assert table.game.is_blocking(table.find("Wall of Stone").id)


@pytest.mark.parametrize(("spell", "mana", "target"), [
    ("Eliminate", "CB", "Garruk Wildspeaker"),
    ("Eliminate", "CB", "Serra Angel"),
    ("Fragmentize", "W", "Gilded Lotus"),
])
def test_mana_value_after_a_list_is_every_kinds(table: Table, spell: str, mana: str,
                                                target: str) -> None:
    """CR 202.3: a planeswalker, a creature or an artifact of mana value above the bound is
    refused, the game unchanged (CR 732)."""
    table.battlefield(1, target)
    table.mana(0, mana)
    table.hand(0, spell)
    table.assert_illegal(table.cast, spell, targets=[target])


@pytest.mark.parametrize(("spell", "mana", "target"), [
    ("Eliminate", "CB", "Grizzly Bears"),
    ("Fragmentize", "W", "Millstone"),
])
def test_mana_value_after_a_list_allows_a_small_one(table: Table, spell: str, mana: str,
                                                    target: str) -> None:
    """CR 202.3: Grizzly Bears (2) and Millstone (2) are within the bound."""
    table.battlefield(1, target)
    _cast(table, spell, mana, target)
    assert table.zone_of(target) is Zone.GRAVEYARD
