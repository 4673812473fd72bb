"""Triggered abilities adding mana, played from printed cards (CR 106.4, 603, 605.1b, 605.5a).

- "When this land enters, add one mana of any color." (Crumbling Vestige, rule "grammar:add
  one mana of any color") triggers on entering, not on a mana ability: it is no mana ability
  (605.5a), goes on the stack and adds one mana of the colour its controller chooses as it
  resolves (106.4, 106.1b).

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.loading.sources import OracleCorpusSource
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")


@pytest.fixture(autouse=True)
def _corpus() -> None:
    if not OracleCorpusSource.available():
        pytest.skip("Oracle corpus not installed")


def pool(table: Table, player: int = 0) -> list[str]:
    return sorted(u.color for u in table.game.player(player).mana_pool)


# --------------------------------------------------------------------------
# "When ~ enters, add one mana of any color." (CR 605.5a, 106.4)
# --------------------------------------------------------------------------


@oracle
def test_605_5a_crumbling_vestige_adds_a_chosen_colour_through_the_stack(table: Table) -> None:
    """CR 605.5a, 106.4: the enters trigger uses the stack; as it resolves its controller chooses
    the colour, and the land itself enters tapped (614.1c)."""
    table.hand(0, "Crumbling Vestige")
    table.play("Crumbling Vestige")
    table.assert_tapped("Crumbling Vestige")
    assert pool(table) == []
    assert len(table.game.ids_in(Zone.STACK)) == 1
    table.answer("mana_output", "{B}")
    table.resolve()
    assert pool(table) == ["B"]
    table.assert_logged(rule="106.4", contains="adds {B}")


@oracle
def test_106_4_crumbling_vestige_offers_the_five_colours_only(table: Table) -> None:
    """CR 105.1, 106.4: "any color" is one of the five colours, never colourless."""
    table.hand(0, "Crumbling Vestige")
    asked = table.watch_decisions("mana_output")
    table.play("Crumbling Vestige")
    table.resolve()
    assert [tuple(d.options) for d in asked] == [("W", "U", "B", "R", "G")]
    assert len(pool(table)) == 1
