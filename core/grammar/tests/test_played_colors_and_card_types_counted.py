"""Printed counts of colours among permanents and card types among graveyard cards, played
(CR 105.2, 205.2a, 107.3c, 608.2h).

- "Draw X cards, where X is the number of card types among cards in your graveyard." (Lucid
  Dreams): each card type once (205.2a), an artifact creature giving two; counted as it
  resolves, before the spell itself is put into the graveyard (608.2h, 608.2n).
- "Vivid — When this creature enters, draw cards equal to the number of colors among
  permanents you control." (Shinestriker; "Vivid" an ability word, 207.2c): each of the five
  colours at least one of its controller's permanents has, itself included (105.2).

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def _hand_size(table: Table, player: int = 0) -> int:
    return len(table.names("hand", player))


@oracle
@pytest.mark.parametrize(("graveyard", "types"), [
    (("Grizzly Bears", "Runeclaw Bear"), 1),
    (("Metallic Sliver", "Lightning Bolt", "Forest"), 4),
])
def test_lucid_dreams_draws_one_card_for_each_card_type(
        table: Table, graveyard: tuple[str, ...], types: int) -> None:
    """CR 205.2a, 608.2h: two creature cards are one type; an artifact creature, an instant
    and a land are four; the opponent's graveyard doesn't count."""
    table.graveyard(0, *graveyard)
    table.graveyard(1, "Mind Stone", "Divination")
    table.library(0, *["Plains"] * 6)
    table.lands(0, "Island", 5)
    table.hand(0, "Lucid Dreams")
    table.cast("Lucid Dreams")
    table.resolve()
    assert _hand_size(table) == types


@oracle
@pytest.mark.parametrize(("others", "colors"), [
    ((), 1),
    (("Grizzly Bears", "Savannah Lions", "Kird Ape", "Metallic Sliver"), 4),
])
def test_shinestriker_draws_for_each_color_among_your_permanents(
        table: Table, cast_and_resolve: Callable[..., None], others: tuple[str, ...],
        colors: int) -> None:
    """CR 105.2, 608.2h: Shinestriker alone is blue (one card); with a green, a white, a red
    and a colourless permanent, four colours; the opponent's black creature doesn't count."""
    table.battlefield(0, *others)
    table.battlefield(1, "Walking Corpse")
    table.library(0, *["Plains"] * 6)
    cast_and_resolve(table, "Shinestriker", {"Island": 6})
    table.resolve_all()
    assert _hand_size(table) == colors
