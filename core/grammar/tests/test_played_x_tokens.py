"""Printed "Create an X/X ... creature token" effects, cast and played (CR 107.3, 111.3,
608.2h).

- "Create an X/X black Horror creature token, where X is the number of creatures that died
  this turn." (Spoils of Blood, rule "grammar:token" inside "grammar:where x is"): X is
  counted as the spell resolves (107.3c, 608.2h) and becomes the token's power and toughness
  (111.3); with nothing dead it is a 0/0 that dies at once (704.5f).
- "Create an X/X green Ooze creature token." (Slime Molding): the X announced as it is cast
  (107.3a).
- "When Grakmaw dies, create an X/X ... token, where X is the number of +1/+1 counters on
  Grakmaw." (Grakmaw, Skyclave Ravager): its counters as it last existed on the battlefield
  (608.2h, 603.10a).

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def _bolt(table: Table, target: str) -> None:
    """Player 0 casts Lightning Bolt at ``target`` and it resolves."""
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=[target])
    table.resolve()


def _tokens(table: Table, name: str, player: int = 0) -> list[tuple[int, int]]:
    return [(table.game.power(o.id), table.game.toughness(o.id))
            for o in table.game.battlefield(player) if o.card.name == name]


@oracle
def test_spoils_of_blood_counts_creatures_that_died_this_turn(table: Table) -> None:
    """CR 107.3c, 608.2h, 111.3: two creatures died this turn (one of each player): the
    Horror is 2/2."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Llanowar Elves")
    _bolt(table, "Grizzly Bears")
    _bolt(table, "Llanowar Elves")
    table.lands(0, "Swamp", 1)
    table.hand(0, "Spoils of Blood")
    table.cast("Spoils of Blood")
    table.resolve()
    assert _tokens(table, "Horror Token") == [(2, 2)]
    table.assert_logged(rule="111.3, 608.2h", contains="X is 2")


@oracle
def test_spoils_of_blood_one_death_makes_a_1_1(table: Table) -> None:
    """CR 608.2h: one creature died: a 1/1 Horror."""
    table.battlefield(1, "Llanowar Elves")
    _bolt(table, "Llanowar Elves")
    table.lands(0, "Swamp", 1)
    table.hand(0, "Spoils of Blood")
    table.cast("Spoils of Blood")
    table.resolve()
    assert _tokens(table, "Horror Token") == [(1, 1)]


@oracle
def test_spoils_of_blood_with_no_death_makes_a_0_0_that_dies(table: Table) -> None:
    """CR 111.3, 704.5f: no creature died: the 0/0 Horror is put into the graveyard and
    ceases to exist (111.7)."""
    table.lands(0, "Swamp", 1)
    table.hand(0, "Spoils of Blood")
    table.cast("Spoils of Blood")
    table.resolve()
    assert _tokens(table, "Horror Token") == []
    table.assert_logged(contains="X is 0")


@oracle
@pytest.mark.parametrize("x", [1, 3])
def test_slime_molding_makes_an_ooze_of_the_announced_x(table: Table, x: int) -> None:
    """CR 107.3a, 111.3: cast with X announced, the Ooze is X/X."""
    table.lands(0, "Forest", 1 + x)
    table.hand(0, "Slime Molding")
    table.cast("Slime Molding", x=x)
    table.resolve()
    assert _tokens(table, "Ooze Token") == [(x, x)]


@oracle
def test_grakmaw_dies_and_makes_a_hydra_of_its_last_counters(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 608.2h, 603.10a: Grakmaw enters with three +1/+1 counters (a 3/3); bolted, it dies
    and the Hydra is 3/3, its counters as it last existed."""
    cast_and_resolve(table, "Grakmaw, Skyclave Ravager", {"Swamp": 1, "Forest": 2})
    table.assert_counters("Grakmaw, Skyclave Ravager", "+1/+1", 3)
    _bolt(table, "Grakmaw, Skyclave Ravager")
    table.resolve_all()
    table.assert_zone("Grakmaw, Skyclave Ravager", Zone.GRAVEYARD, 0)
    assert _tokens(table, "Hydra Token") == [(3, 3)]


@oracle
def test_grakmaw_with_a_fourth_counter_makes_a_4_4(table: Table) -> None:
    """CR 608.2h: with four +1/+1 counters as it dies, the Hydra is 4/4 (a different count
    gives a different token)."""
    table.battlefield(0, "Grakmaw, Skyclave Ravager", counters={"+1/+1": 4})
    table.lands(0, "Swamp", 1)
    table.hand(0, "Murder")
    table.lands(0, "Swamp", 2)
    table.cast("Murder", targets=["Grakmaw, Skyclave Ravager"])
    table.resolve()
    table.resolve_all()
    assert _tokens(table, "Hydra Token") == [(4, 4)]
