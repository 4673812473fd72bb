"""``manastack_cast_restrictions`` is asked at 601.2e and when legal actions are listed."""

from __future__ import annotations

import types

import pytest

from manastack import CastSpell, hookimpl
from manastack.casting import Spell
from manastack.driver import Table
from manastack.game import Game


def _no_bolts(game: Game, spell: Spell) -> list[str]:
    seen.append(spell.provisional)
    if spell.card.name == "Lightning Bolt":
        return ["Lightning Bolt can't be cast (test restriction, CR 101.2)"]
    return []


seen: list[bool] = []
NO_BOLTS = types.SimpleNamespace(manastack_cast_restrictions=hookimpl(_no_bolts))


@pytest.mark.plugins(extra={"nobolts": NO_BOLTS})
def test_a_restricted_cast_is_neither_offered_nor_allowed(table: Table) -> None:
    seen.clear()
    table.lands(0, "Mountain", 2)
    table.hand(0, "Lightning Bolt", "Shock")
    offered = [a.name for a in table.game.legal_actions() if isinstance(a, CastSpell)]
    assert offered == ["Shock"]
    assert True in seen  # asked with a provisional spell while listing actions
    seen.clear()
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["Bob"], rule="601.2e")
    assert seen == [False]  # asked once more, for the spell on the stack
