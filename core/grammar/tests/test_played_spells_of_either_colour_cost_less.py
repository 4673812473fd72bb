"""Printed "Blue spells and red spells you cast cost {1} less to cast.", played (CR 105.2,
601.2f).

Nightscape Familiar: a spell that is blue or red costs {1} less (a filter's colours are any
of them): Divination ({2}{U}) is cast with two Islands; Grizzly Bears ({1}{G}), green, still
costs {1}{G} and is refused with one Forest, the game left as it was (CR 732).
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.objects import Zone

pytestmark = [needs_corpus, pytest.mark.plugins("oracle")]


def test_a_blue_spell_costs_one_less(table: Table) -> None:
    table.battlefield(0, "Nightscape Familiar")
    table.lands(0, "Island", 2)
    table.library(0, "Island", "Island", "Island")
    table.hand(0, "Divination")
    table.cast("Divination")
    table.resolve()
    assert len(table.game.hand(0)) == 2  # CR 601.2f: {1}{U} paid with the two Islands


def test_a_green_spell_costs_its_full_cost(table: Table) -> None:
    table.battlefield(0, "Nightscape Familiar")
    table.lands(0, "Forest", 1)
    table.hand(0, "Grizzly Bears")
    table.game.pending()  # Alice has priority
    before = table.game.to_json()
    with pytest.raises(IllegalActionError):
        table.cast("Grizzly Bears")
    assert table.game.to_json() == before  # CR 732: refused, nothing changed
    assert table.zone_of("Grizzly Bears") is Zone.HAND
