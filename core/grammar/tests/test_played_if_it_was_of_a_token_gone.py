""""If its mana value was 3 or less", "If it was tapped", "If a creature is destroyed this
way" of a token the spell's first instruction moved, played (CR 111.7, 608.2h).

A token that leaves the battlefield ceases to exist, so "it" after "Destroy target creature"
or "Return target creature to its owner's hand" names no object; the condition still asks the
token as it last existed on the battlefield. A Soldier token's mana value is 0 (CR 202.3,
111.4: a token has no mana cost unless it copies one), so Extinguish the Light gives 3 life and
Tainted Treats a Food; Brackish Blunder on a tapped token makes a Map; Noxious Gearhulk gains
the destroyed token's toughness.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")


@needs_corpus
@oracle
def test_extinguish_the_light_on_a_token_asks_its_mana_value_as_it_last_was(
        table: Table,
        soldiers: Callable[..., None]) -> None:
    """CR 202.3, 608.2h: the destroyed token had mana value 0, 3 or less: Alice gains 3."""
    soldiers(table)
    table.lands(0, "Swamp", 4)
    table.hand(0, "Extinguish the Light")
    table.cast("Extinguish the Light", targets=["Soldier Token"])
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 1).count("Soldier Token") == 1
    assert (table.life(0), table.life(1)) == (23, 20)


@needs_corpus
@oracle
def test_tainted_treats_on_a_token_creates_a_food(table: Table,
        soldiers: Callable[..., None]) -> None:
    """CR 202.3, 608.2h: "If its mana value was 4 or less, create a Food token": it was 0."""
    soldiers(table)
    table.lands(0, "Swamp", 2)
    table.lands(0, "Forest", 1)
    table.hand(0, "Tainted Treats")
    table.cast("Tainted Treats", targets=["Soldier Token"])
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Food Token") == 1


@needs_corpus
@oracle
def test_brackish_blunder_on_a_tapped_token_creates_a_map(table: Table,
        soldiers: Callable[..., None]) -> None:
    """CR 110.5, 608.2h: the bounced token was tapped as it last existed: Alice gets a Map."""
    soldiers(table)
    token = table.find("Soldier Token", zone=Zone.BATTLEFIELD)
    table.game.update(token.id, tapped=True)
    table.refresh()
    table.lands(0, "Island", 2)
    table.hand(0, "Brackish Blunder")
    table.cast("Brackish Blunder", targets=[token.id])
    table.resolve()
    assert "Map Token" in table.names(Zone.BATTLEFIELD, 0)


@needs_corpus
@oracle
def test_noxious_gearhulk_on_a_token_gains_its_toughness(table: Table,
        soldiers: Callable[..., None]) -> None:
    """CR 608.2c, 608.2h: a creature was destroyed this way (the token, gone since): Alice
    gains 1, its toughness as it last existed."""
    soldiers(table)
    table.lands(0, "Swamp", 6)
    table.hand(0, "Noxious Gearhulk")
    token = table.find("Soldier Token", zone=Zone.BATTLEFIELD)
    table.cast("Noxious Gearhulk")
    table.answer("targets", token.id)
    table.resolve()  # the Gearhulk resolves; its enters trigger is put on the stack
    table.resolve(answers=[])
    assert table.names(Zone.BATTLEFIELD, 1).count("Soldier Token") == 1
    assert (table.life(0), table.life(1)) == (21, 20)
