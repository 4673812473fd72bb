"""Landwalk set aside (CR 609.4, 702.14c): "Creatures with swampwalk can be blocked as though
they didn't have swampwalk" (Quagmire), "Creatures with islandwalk ..." (Gosta Dirk),
"Creatures with landwalk abilities can be blocked as though they didn't have those
abilities" (Staff of the Ages), each card cast, then the landwalkers attack on their
controller's next turn into a defending player who controls the land they look for.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table

from manastack.api import Block, Step, can_block, declare_blockers

landwalk = pytest.mark.plugins("landwalk")


def _cast(table: Table, name: str, lands: dict[str, int]) -> None:
    for land, count in lands.items():
        table.lands(0, land, count)
    table.hand(0, name)
    table.cast(name)
    table.resolve()


def _next_turn(table: Table) -> None:
    """Alice's next turn: her creatures are no longer summoning sick (CR 302.6)."""
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()
    table.next_turn()


@landwalk
def test_quagmire_lets_the_swampwalker_be_blocked(table: Table) -> None:
    """CR 609.4: with Quagmire, Bog Wraith is blocked by Grizzly Bears although Bob controls
    a Swamp; Bob takes no damage."""
    _cast(table, "Bog Wraith", {"Swamp": 4})
    _cast(table, "Quagmire", {"Swamp": 3})
    _next_turn(table)
    table.battlefield(1, "Swamp", "Grizzly Bears")
    table.attack("Bog Wraith")
    assert table.blocks_offered() == {("Grizzly Bears", "Bog Wraith")}
    table.block({"Grizzly Bears": "Bog Wraith"})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 20)


@landwalk
def test_gosta_dirk_sets_aside_islandwalk_only(table: Table) -> None:
    """CR 609.4, 702.14c: Gosta Dirk names islandwalk: Zodiac Horse (islandwalk) may be
    blocked; Bog Wraith (swampwalk) still can't be while Bob controls a Swamp: that block is
    refused, the game unchanged (CR 732)."""
    _cast(table, "Zodiac Horse", {"Forest": 4})
    _cast(table, "Bog Wraith", {"Swamp": 4})
    _cast(table, "Gosta Dirk", {"Plains": 2, "Island": 2, "Forest": 3})
    _next_turn(table)
    table.battlefield(1, "Island", "Swamp", "Grizzly Bears")
    table.attack("Zodiac Horse", "Bog Wraith")
    assert table.blocks_offered() == {("Grizzly Bears", "Zodiac Horse")}
    bears, wraith = table.find("Grizzly Bears"), table.find("Bog Wraith")
    assert can_block(table.game, bears.id, wraith.id) == \
        "the attacker has swampwalk and the defending player controls a Swamp (702.14c)"
    before = table.game.state_digest()
    table.assert_illegal(declare_blockers, table.game, [Block(bears.id, wraith.id)],
                         rule="509.1b")
    assert table.game.state_digest() == before
    table.block({"Grizzly Bears": "Zodiac Horse"})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 17)  # Bog Wraith's 3; Zodiac Horse was blocked


@landwalk
def test_staff_of_the_ages_sets_aside_every_landwalk(table: Table) -> None:
    """CR 609.4: with Staff of the Ages both landwalkers may be blocked."""
    _cast(table, "Zodiac Horse", {"Forest": 4})
    _cast(table, "Bog Wraith", {"Swamp": 4})
    _cast(table, "Staff of the Ages", {"Plains": 3})
    _next_turn(table)
    table.battlefield(1, "Island", "Swamp", "Grizzly Bears", "Savannah Lions")
    table.attack("Zodiac Horse", "Bog Wraith")
    assert table.blocks_offered() == {(b, a) for b in ("Grizzly Bears", "Savannah Lions")
                                      for a in ("Zodiac Horse", "Bog Wraith")}
    table.block({"Grizzly Bears": "Zodiac Horse", "Savannah Lions": "Bog Wraith"})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 20)


@landwalk
def test_without_the_card_the_swampwalker_cant_be_blocked(table: Table) -> None:
    """The near miss: Quagmire in Alice's hand, not on the battlefield: 702.14c applies."""
    _cast(table, "Bog Wraith", {"Swamp": 4})
    table.hand(0, "Quagmire")
    _next_turn(table)
    table.battlefield(1, "Swamp", "Grizzly Bears")
    table.attack("Bog Wraith")
    assert table.blocks_offered() == set()
