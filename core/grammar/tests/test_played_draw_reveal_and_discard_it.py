""""{T}: Draw a card and reveal it. If it isn't a land card, discard it." played (Fa'adiyah
Seer; CR 121.1, 701.20a, 701.9a, 608.2c).

The card drawn is revealed and stays in the hand when it is a land card; otherwise that card
is discarded (a discard: 701.9a). The printed card is read from the Oracle corpus.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")


def _seer_draws(table: Table, top: str) -> None:
    """Alice taps Fa'adiyah Seer with ``top`` on top of her library; the ability resolves."""
    table.battlefield(0, "Fa'adiyah Seer")
    table.library(0, top, "Plains")
    table.activate("Fa'adiyah Seer")
    table.resolve_all()


@oracle
def test_a_land_card_drawn_is_kept(table: Table) -> None:
    """CR 608.2c: a Forest is a land card: it stays in Alice's hand, revealed (701.20a)."""
    _seer_draws(table, "Forest")
    assert table.names(Zone.HAND, 0) == ["Forest"]
    table.assert_logged(rule="701.20a", contains="Forest")


@oracle
def test_another_card_drawn_is_discarded(table: Table) -> None:
    """CR 701.9a: Grizzly Bears isn't a land card: discarded from Alice's hand; the Plains
    under it is not drawn."""
    _seer_draws(table, "Grizzly Bears")
    assert table.names(Zone.HAND, 0) == []
    assert table.names(Zone.GRAVEYARD, 0) == ["Grizzly Bears"]
    assert table.names(Zone.LIBRARY, 0) == ["Plains"]
    table.assert_logged(rule="701.9a")
