"""Printed mana abilities whose mana is counted as they resolve, played (CR 605.1a, 605.3a).

- "{T}: Add an amount of {G} equal to ~'s power." (Cradle Clearcutter, rule "grammar:add an
  amount of mana" inside "core:counted mana ability") is a mana ability (605.1a: no target,
  it adds mana): it resolves at once, without the stack (605.3a), adding as many {G} as the
  creature's power as it resolves (106.4, 608.2h); a summoning-sick creature can't pay {T}
  (302.6).
- "{T}: Add one mana of any color in your commander's color identity." (Arcane Signet,
  Command Tower, rule "grammar:add mana of the commander's color identity"): the game has no
  commanders, so the colours are undefined and that part does nothing (903.4f): the ability
  can be activated, its {T} is paid, and no mana is added.
- "{T}: For each color among permanents you control, add one mana of that color." (Bloom
  Tender, rule "grammar:add one mana of each color among permanents you control"): one of
  each colour its controller's permanents have as it resolves (106.4, 105.2c: colourless is
  none), at once (605.3a).

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.abilities import ActivatedAbility
from manastack.model.actions import ActivateAbility
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
with_prototype = pytest.mark.plugins("oracle", "prototype")
pytestmark = needs_corpus


def tap_counted(table: Table, name: str) -> None:
    """Activate ``name``'s only mana ability by its index (it is activated by hand)."""
    obj = table.find(name, zone=Zone.BATTLEFIELD)
    [index] = [i for i, a in enumerate(table.game.chars(obj.id).abilities)
               if isinstance(a, ActivatedAbility) and a.is_mana_ability]
    table.game.act(ActivateAbility(obj.id, index, name))


@with_prototype
def test_605_3a_cradle_clearcutter_adds_green_equal_to_its_power(table: Table) -> None:
    """CR 605.1a, 605.3a, 106.4: the 3/6 Clearcutter tapped adds {G}{G}{G} at once; the
    stack stays empty (a mana ability doesn't use it)."""
    table.battlefield(0, "Cradle Clearcutter")
    tap_counted(table, "Cradle Clearcutter")
    assert table.pool() == ["G", "G", "G"]
    table.assert_tapped("Cradle Clearcutter")
    assert not table.game.stack()
    table.assert_logged(rule="605.3a", contains="activates Cradle Clearcutter")


@with_prototype
def test_608_2h_cradle_clearcutter_counts_its_power_as_it_resolves(table: Table) -> None:
    """CR 608.2h, 106.4: its power is counted as the ability resolves: with two +1/+1
    counters (a 5/8) it adds five {G}."""
    table.battlefield(0, "Cradle Clearcutter", counters={"+1/+1": 2})
    tap_counted(table, "Cradle Clearcutter")
    assert table.pool() == ["G"] * 5


@with_prototype
def test_605_3a_clearcutter_mana_pays_a_spell(table: Table) -> None:
    """CR 106.4, 601.2h: the mana it added pays a spell's cost (Giant Growth's {G})."""
    table.battlefield(0, "Cradle Clearcutter")
    table.hand(0, "Giant Growth")
    tap_counted(table, "Cradle Clearcutter")
    table.cast("Giant Growth", targets=["Cradle Clearcutter"])
    assert table.pool() == ["G", "G"]


@with_prototype
def test_302_6_summoning_sick_clearcutter_is_refused(table: Table) -> None:
    """CR 302.6, 732: a creature that came under its controller's control this turn can't pay
    {T}: refused, nothing changes."""
    table.battlefield(0, "Cradle Clearcutter", sick=True)
    table.assert_illegal(tap_counted, table, "Cradle Clearcutter")
    table.assert_tapped("Cradle Clearcutter", False)
    assert table.pool() == []


@with_prototype
def test_602_5a_tapped_clearcutter_is_refused(table: Table) -> None:
    """CR 602.5a, 732: {T} can't be paid by a tapped permanent: refused, no mana."""
    table.battlefield(0, "Cradle Clearcutter", tapped=True)
    table.assert_illegal(tap_counted, table, "Cradle Clearcutter")
    assert table.pool() == []


@oracle
@pytest.mark.parametrize("name", ["Arcane Signet", "Command Tower"])
def test_903_4f_commander_identity_mana_adds_nothing_without_a_commander(
        table: Table, name: str) -> None:
    """CR 903.4f: with no commander the colours of its identity are undefined and that part
    does nothing: {T} is paid, no mana is added, and the log says why."""
    table.battlefield(0, name)
    tap_counted(table, name)
    assert table.pool() == []
    table.assert_tapped(name)
    table.assert_logged(rule="903.4f", contains="no mana is added")
    assert not table.game.stack()


@oracle
def test_605_3a_gaeas_cradle_counts_creatures_as_it_resolves(table: Table) -> None:
    """CR 605.3a, 107.3c: "{T}: Add {G} for each creature you control." counts as it
    resolves: two Grizzly Bears, {G}{G}; none of the opponent's creatures count."""
    table.battlefield(0, "Gaea's Cradle", "Grizzly Bears", "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    tap_counted(table, "Gaea's Cradle")
    assert table.pool() == ["G", "G"]
    table.assert_tapped("Gaea's Cradle")


@oracle
def test_602_2b_cabal_coffers_pays_its_mana_then_counts_swamps(table: Table) -> None:
    """CR 602.2b, 601.2h, 605.3a: "{2}, {T}: Add {B} for each Swamp you control." pays {2}
    with two of the three Swamps, then adds {B} for each of the three (tapped ones count)."""
    table.battlefield(0, "Cabal Coffers")
    table.lands(0, "Swamp", 3)
    tap_counted(table, "Cabal Coffers")
    assert table.pool() == ["B", "B", "B"]
    assert sum(1 for o in table.game.battlefield(0) if o.tapped) == 3


@oracle
def test_732_cabal_coffers_without_mana_for_its_cost_is_refused(table: Table) -> None:
    """CR 602.2b, 732: nothing pays the Coffers' {2}: refused, the land stays untapped."""
    table.battlefield(0, "Cabal Coffers")
    table.assert_illegal(tap_counted, table, "Cabal Coffers")
    table.assert_tapped("Cabal Coffers", False)
    assert table.pool() == []


# --------------------------------------------------------------------------
# "For each color among permanents you control, add one mana of that color." (CR 106.4)
# --------------------------------------------------------------------------


@oracle
def test_106_4_bloom_tender_adds_one_of_each_colour_among_your_permanents(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 106.4, 105.2, 605.3a: Bloom Tender cast (green), with a Prodigal Sorcerer (blue),
    a second green creature and a Memnite (colourless, 105.2c): tapped, it adds {G}{U} at
    once, one of each colour, nothing for the Memnite nor for the opponent's red creature."""
    cast_and_resolve(table, "Bloom Tender", {"Forest": 2})
    table.battlefield(0, "Prodigal Sorcerer", "Grizzly Bears", "Memnite")
    table.battlefield(1, "Goblin Piker")
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()
    table.next_turn()
    tap_counted(table, "Bloom Tender")
    assert table.pool() == ["G", "U"]
    table.assert_tapped("Bloom Tender")
    assert not table.game.ids_in(Zone.STACK)  # a mana ability: no stack (605.3a)
