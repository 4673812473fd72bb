"""Printed "During your turn, equipped creatures you control have indestructible.", played
(CR 611.3a, 102.1, 301.5a, 702.12b).

Zamriel, Seraph of Steel: cast; Alice's Grizzly Bears equipped with Bonesplitter is
indestructible during her turn (Wrath of God leaves it), her unequipped Hill Giant and Bob's
Bears are not; on Bob's turn her Bears is not indestructible.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

ZAMRIEL = CardDef(
    name="Zamriel, Seraph of Steel", mana_cost="{2}{W}{W}",
    type_line="Legendary Creature — Angel",
    text="Flying\nDuring your turn, equipped creatures you control have indestructible.",
    power="3", toughness="4")
BONESPLITTER = CardDef(name="Bonesplitter", mana_cost="{1}", type_line="Artifact — Equipment",
                       text="Equipped creature gets +2/+0.\nEquip {1}")

CARDS = (ZAMRIEL, BONESPLITTER)
kit = pytest.mark.plugins(extra={"zamriel-kit": card_pool("zamriel-kit", CARDS)})


def _bears(table: Table, player: int) -> int:
    return next(o.id for o in table.game.battlefield(player) if o.card.name == "Grizzly Bears")


@kit
def test_zamriel_makes_equipped_creatures_indestructible_during_your_turn(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 702.12b: Wrath of God on Alice's turn: her equipped Bears survives, her Hill Giant,
    Zamriel and Bob's Bears are destroyed; on Bob's turn her Bears has no
    indestructible (102.1)."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant", "Bonesplitter")
    table.battlefield(1, "Grizzly Bears")
    cast_and_resolve(table, "Zamriel, Seraph of Steel", {"Plains": 4})
    table.lands(0, "Plains", 1)
    table.activate("Bonesplitter", targets=[_bears(table, 0)])
    table.resolve()
    assert table.game.has_keyword(_bears(table, 0), "indestructible")
    assert not table.game.has_keyword(_bears(table, 1), "indestructible")
    assert not table.has_keyword("Hill Giant", "indestructible")
    next_turn(table, 1)
    assert table.game.state.turn.active == 1
    assert not table.game.has_keyword(_bears(table, 0), "indestructible")
    next_turn(table, 1)
    table.mana(0, "WWWW")
    table.hand(0, "Wrath of God")
    table.cast("Wrath of God")
    table.resolve()
    assert [o.card.name for o in table.game.battlefield(0)
            if table.game.chars(o.id).type_line.has_type("Creature")] == ["Grizzly Bears"]
    assert table.names(Zone.GRAVEYARD, 1) == ["Grizzly Bears"]


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
