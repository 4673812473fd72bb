"""Printed "gains [keyword] and gets +X/+X until end of turn" effects, played (CR 611.2a,
613.1f, 613.4c, 107.3c, 608.2h).

- "Until end of turn, target creature gains trample and gets +X/+X, where X is the number of
  attacking creatures." (Strength in Numbers, rule "grammar:pump and gain"): X counted once as
  it resolves (608.2h), the bonus then fixed (611.2c), trample granted (613.1f).
- "When this creature enters, creatures you control gain trample and get +X/+X until end of
  turn, where X is the number of creatures you control." (Craterhoof Behemoth): every
  creature you control as it resolves, itself included (611.2c).
- "Until end of turn, target creature you control gains trample and gets +X/+0, where X is
  its power." (Fatal Frenzy): the target's power as it resolves.
- "Domain — Until end of turn, creatures you control gain trample and get +1/+1 for each
  basic land type among lands you control." (Tromp the Domains): +1/+1 per type (205.3i).
- "Draw a card. Until end of turn, target creature gains trample and gets +1/+0 for each card
  you've drawn this turn." (Fists of Flame): the cards drawn this turn, the one just drawn
  included (121.1).

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")
with_haste = pytest.mark.plugins("oracle", "haste")
pytestmark = needs_corpus


def _pt(table: Table, name: str) -> tuple[int, int]:
    return table.power(name), table.toughness(name)


@oracle
@pytest.mark.parametrize("attackers", [1, 3])
def test_strength_in_numbers_counts_the_attacking_creatures(
        table: Table, next_turn: Callable[..., None], attackers: int) -> None:
    """CR 608.2h, 611.2c: with ``attackers`` creatures attacking, the target gets +N/+N and
    trample until end of turn; the bonus is gone in the next turn (514.2)."""
    names = ["Grizzly Bears", "Runeclaw Bear", "Balduvian Bears"][:attackers]
    table.battlefield(0, *names)
    next_turn(table, 2)
    table.attack(*names)
    table.lands(0, "Forest", 2)
    table.hand(0, "Strength in Numbers")
    table.cast("Strength in Numbers", targets=["Grizzly Bears"])
    table.resolve()
    assert _pt(table, "Grizzly Bears") == (2 + attackers, 2 + attackers)
    assert table.has_keyword("Grizzly Bears", "trample")
    if attackers > 1:
        assert _pt(table, "Runeclaw Bear") == (2, 2)  # only the target
        assert not table.has_keyword("Runeclaw Bear", "trample")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 20 - (2 + attackers) - 2 * (attackers - 1))


@with_haste
@pytest.mark.parametrize("others", [0, 2])
def test_craterhoof_behemoth_pumps_each_creature_you_control(
        table: Table, cast_and_resolve: Callable[..., None], others: int) -> None:
    """CR 608.2h, 611.2c: the Behemoth and ``others`` creatures: X = others + 1, each of
    your creatures gets +X/+X and trample; the opponent's creature gets nothing."""
    names = ["Grizzly Bears", "Runeclaw Bear"][:others]
    table.battlefield(0, *names)
    table.battlefield(1, "Llanowar Elves")
    cast_and_resolve(table, "Craterhoof Behemoth", {"Forest": 8})
    table.resolve_all()
    x = others + 1
    assert _pt(table, "Craterhoof Behemoth") == (5 + x, 5 + x)
    assert table.has_keyword("Craterhoof Behemoth", "trample")
    for name in names:
        assert _pt(table, name) == (2 + x, 2 + x)
        assert table.has_keyword(name, "trample")
    assert _pt(table, "Llanowar Elves") == (1, 1)
    assert not table.has_keyword("Llanowar Elves", "trample")


@oracle
def test_fatal_frenzy_doubles_the_targets_power(table: Table) -> None:
    """CR 608.2h: the 4/4 target gets +4/+0 (its power as it resolves) and trample; a 2/2
    would get +2/+0."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Fatal Frenzy")
    table.cast("Fatal Frenzy", targets=["Grizzly Bears"])
    table.resolve()
    assert _pt(table, "Grizzly Bears") == (4, 2)
    assert table.has_keyword("Grizzly Bears", "trample")
    assert _pt(table, "Hill Giant") == (3, 3)


@oracle
@pytest.mark.parametrize("lands", [("Forest",), ("Forest", "Island", "Swamp")])
def test_tromp_the_domains_counts_basic_land_types(
        table: Table, lands: tuple[str, ...]) -> None:
    """CR 205.3i, 608.2h: +1/+1 for each basic land type among your lands (Forests counted
    once) and trample for each creature you control."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Forest", 6)
    for land in lands[1:]:
        table.lands(0, land, 1)
    table.hand(0, "Tromp the Domains")
    table.cast("Tromp the Domains")
    table.resolve()
    n = len(lands)
    assert _pt(table, "Grizzly Bears") == (2 + n, 2 + n)
    assert table.has_keyword("Grizzly Bears", "trample")


@oracle
@pytest.mark.parametrize("drawn_before", [0, 2])
def test_fists_of_flame_counts_the_cards_drawn_this_turn(
        table: Table, drawn_before: int) -> None:
    """CR 121.1, 608.2h: the spell's own draw counts: +1/+0 for it and each card drawn
    before this turn; only the controller's draws (the opponent's draw isn't counted)."""
    table.battlefield(0, "Grizzly Bears")
    table.library(0, *["Plains"] * 5)
    table.library(1, *["Plains"] * 5)
    for _ in range(drawn_before):
        table.game.draw(0)
    table.game.draw(1)
    table.refresh()
    table.lands(0, "Mountain", 2)
    table.hand(0, "Fists of Flame")
    table.cast("Fists of Flame", targets=["Grizzly Bears"])
    table.resolve()
    assert _pt(table, "Grizzly Bears") == (2 + drawn_before + 1, 2)
    assert table.has_keyword("Grizzly Bears", "trample")


@oracle
@pytest.mark.parametrize("swamps", [2, 4])
def test_mutilate_shrinks_every_creature_for_each_swamp(table: Table, swamps: int) -> None:
    """CR 107.3c, 608.2h, 611.2c: with ``swamps`` Swamps, every creature (either player's)
    gets -N/-N: the 3/3 Hill Giant dies only to four, the 2/2s die to both."""
    table.battlefield(0, "Hill Giant")
    table.battlefield(1, "Grizzly Bears", "Colossal Dreadmaw")
    table.lands(0, "Swamp", swamps)
    table.lands(0, "Mountain", 4 - swamps)
    table.hand(0, "Mutilate")
    table.cast("Mutilate")
    table.resolve()
    table.assert_zone("Grizzly Bears", "graveyard", 1)
    assert _pt(table, "Colossal Dreadmaw") == (6 - swamps, 6 - swamps)
    if swamps == 4:
        table.assert_zone("Hill Giant", "graveyard", 0)
    else:
        assert _pt(table, "Hill Giant") == (1, 1)


@oracle
@pytest.mark.parametrize("treasures", [0, 2])
def test_gold_rush_counts_treasures_after_making_one(table: Table, treasures: int) -> None:
    """CR 608.2c, 608.2h, 611.2a: the spell's own Treasure is made first, then the target
    gets +2/+2 for each Treasure its controller controls (the earlier ones too)."""
    table.battlefield(0, "Grizzly Bears")
    for _ in range(treasures):
        table.hand(0, "Gold Rush")
        table.lands(0, "Forest", 2)
        table.cast("Gold Rush", targets=[])
        table.resolve()
    table.lands(0, "Forest", 2)
    table.hand(0, "Gold Rush")
    table.cast("Gold Rush", targets=["Grizzly Bears"])
    table.resolve()
    n = treasures + 1
    assert table.names("battlefield", 0).count("Treasure Token") == n
    assert _pt(table, "Grizzly Bears") == (2 + 2 * n, 2 + 2 * n)
