"""Printed lists of card types joined by "and" played: "Destroy all artifacts, creatures, and
enchantments" names each card type (CR 205.2a), a permanent of any one of them, not one of
all of them.

Akroma's Vengeance destroys the opponent's Sol Ring (an artifact), Glorious Anthem (an
enchantment) and Grizzly Bears (a creature), not their Forest (CR 701.8a); Purify ("Destroy
all artifacts and enchantments") destroys Sol Ring and Glorious Anthem and leaves Grizzly
Bears and the Forest. Before, only a permanent of every listed type was destroyed: none here.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

pytestmark = [needs_corpus, pytest.mark.plugins("oracle", "cycling")]


def _cast_on_board(table: Table, name: str, mana: str) -> list[str]:
    table.battlefield(1, "Sol Ring", "Glorious Anthem", "Grizzly Bears", "Forest")
    table.mana(0, mana)
    table.hand(0, name)
    table.cast(name)
    table.resolve()
    return sorted(table.names(Zone.BATTLEFIELD, 1))


def test_akromas_vengeance_destroys_each_listed_type(table: Table) -> None:
    assert _cast_on_board(table, "Akroma's Vengeance", "WWWWWW") == ["Forest"]
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == [
        "Glorious Anthem", "Grizzly Bears", "Sol Ring"]


def test_purify_destroys_artifacts_and_enchantments_only(table: Table) -> None:
    assert _cast_on_board(table, "Purify", "WWWWW") == ["Forest", "Grizzly Bears"]
