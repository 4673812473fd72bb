"""Printed "Whenever ~ or another [filter] ...", played (CR 603.2, 603.10a).

The card names itself apart from the filter: Mycoid Shepherd's "Whenever Mycoid Shepherd or
another creature you control with power 5 or greater dies, you may gain 5 life" triggers on
its own death even when its power was less than 5 as it last existed (shrunk by Grasp of
Darkness), while another creature you control with power less than 5 dying does not
trigger it.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.decisions import Answer

pytestmark = [needs_corpus, pytest.mark.plugins("oracle")]


def _grasp(table: Table, target: str) -> None:
    table.lands(0, "Swamp", 2)
    table.hand(0, "Grasp of Darkness")
    table.cast("Grasp of Darkness", targets=[target])
    table.resolve()


def test_it_triggers_on_its_own_death_whatever_its_power(table: Table) -> None:
    """CR 603.2, 603.10a: shrunk to 1/0, it dies with power 1, and still triggers."""
    table.battlefield(0, "Mycoid Shepherd")
    _grasp(table, "Mycoid Shepherd")
    assert table.zone_of("Mycoid Shepherd").name == "GRAVEYARD"
    assert [o.card.text for o in table.game.stack()] == [
        "Whenever ~ or another creature you control with power 5 or greater dies, you may gain "
        "5 life."]
    table.resolve(answers=[Answer("may", ("yes",))])
    table.assert_life(0, 25)


def test_another_creature_with_power_less_than_5_does_not_trigger_it(table: Table) -> None:
    """The filter still holds for the others: a 2/2 Grizzly Bears dying triggers nothing."""
    table.battlefield(0, "Mycoid Shepherd", "Grizzly Bears")
    _grasp(table, "Grizzly Bears")
    assert table.zone_of("Grizzly Bears").name == "GRAVEYARD"
    assert list(table.game.stack()) == []
    table.assert_life(0, 20)
