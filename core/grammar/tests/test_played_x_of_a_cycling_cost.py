""""When you cycle this card, create X ..." with X in the cycling cost, played (CR 702.29c,
107.3e, 602.2b).

- Shark Typhoon: "Cycling {X}{1}{U}" and "When you cycle this card, create an X/X blue Shark
  creature token with flying." The Shark is X/X for the X announced for the cycling cost.
- Valor's Flagship: "Cycling {X}{2}{W}" and "When you cycle this card, create X 1/1 colorless
  Pilot creature tokens with ...": X Pilots.

The trigger has no X of its own: its X is the one announced as the cycling ability was
activated (107.3a), the cost the card was discarded to pay (702.29c). It used to be 0 (a 0/0
Shark that died at once, no Pilot).

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle", "cycling", "crew", "saddle")
pytestmark = needs_corpus


def _tokens(table: Table, name: str) -> list[tuple[int, int]]:
    return [(table.game.power(o.id), table.game.toughness(o.id))
            for o in table.game.battlefield(0) if o.card.name == name]


def _cycle(table: Table, name: str, land: str, x: int, fixed: int) -> None:
    """Player 0 cycles ``name`` from their hand announcing ``x`` (``fixed`` more mana for
    the rest of the cost) and everything resolves."""
    table.library(0, "Island", "Island")
    table.lands(0, land, x + fixed)
    table.hand(0, name)
    table.activate(name, x=x)
    table.resolve_all()
    table.assert_zone(name, Zone.GRAVEYARD, 0)


@oracle
@pytest.mark.parametrize("x", [2, 3])
def test_shark_typhoon_makes_a_shark_of_the_cycling_x(table: Table, x: int) -> None:
    """CR 702.29c, 107.3e: cycled for {X}{1}{U} with X announced, the Shark is X/X, with
    flying, and the cycling ability draws its card."""
    _cycle(table, "Shark Typhoon", "Island", x, 2)
    assert _tokens(table, "Shark Token") == [(x, x)]
    shark = next(o for o in table.game.battlefield(0) if o.card.name == "Shark Token")
    assert table.game.has_keyword(shark.id, "flying")
    assert table.names(Zone.HAND, 0) == ["Island"]
    table.assert_logged(rule="702.29c, 107.3e", contains=f"X is {x}")


@oracle
def test_shark_typhoon_cycled_for_x_0_makes_a_0_0_that_dies(table: Table) -> None:
    """CR 107.3a, 704.5f: X announced as 0: a 0/0 Shark, put into the graveyard at once."""
    _cycle(table, "Shark Typhoon", "Island", 0, 2)
    assert _tokens(table, "Shark Token") == []


@oracle
def test_valors_flagship_makes_x_pilots(table: Table) -> None:
    """CR 702.29c, 107.3e: cycled for {X}{2}{W} with X = 2: two 1/1 Pilots."""
    _cycle(table, "Valor's Flagship", "Plains", 2, 3)
    assert _tokens(table, "Pilot Token") == [(1, 1), (1, 1)]
    table.assert_logged(rule="702.29c, 107.3e", contains="X is 2")


@oracle
def test_valors_flagship_for_x_0_makes_no_pilot(table: Table) -> None:
    """CR 107.3a: X = 0: no Pilot, the card drawn all the same."""
    _cycle(table, "Valor's Flagship", "Plains", 0, 3)
    assert _tokens(table, "Pilot Token") == []
    assert table.names(Zone.HAND, 0) == ["Island"]
