"""Printed "<this creature> has <keyword> as long as it's untapped" creatures, cast and
played (CR 110.5, 611.3a, 613.1f, 702.11b).

A permanent's status (tapped or untapped, CR 110.5) is not a characteristic (110.5a) but a
static ability may ask it: Paradise Druid ("This creature has hexproof as long as it's
untapped.") has hexproof exactly while it is untapped, checked continuously (611.3a, layer 6,
613.1f). It is cast from its owner's hand with its exact Oracle definition (the corpus record,
checked below). A target its hexproof forbids is refused, the game as it was (CR 732).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

PARADISE_DRUID = CardDef(
    name="Paradise Druid", mana_cost="{1}{G}", type_line="Creature — Elf Druid",
    text="This creature has hexproof as long as it's untapped. (It can't be the target of "
         "spells or abilities your opponents control.)\n{T}: Add one mana of any color.",
    power="2", toughness="1")

CARDS = (PARADISE_DRUID,)

kit = pytest.mark.plugins(extra={"proved-status-kit": card_pool("proved-status-kit", CARDS)})


@kit
def test_paradise_druid_has_hexproof_only_while_untapped(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 110.5, 611.3a: the untapped Druid has hexproof, so the opponent's Lightning Bolt
    can't target it (702.11b: refused, the game unchanged); tapped for mana (605.1a) it has
    hexproof no more, and the Bolt kills it (704.5g)."""
    cast_and_resolve(table, "Paradise Druid", {"Forest": 2})
    assert table.has_keyword("Paradise Druid", "hexproof")
    table.set_turn(active=1)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["Paradise Druid"],
                         rule="601.2c")
    table.set_turn(active=0)
    table.tap_for_mana("Paradise Druid", "G")
    table.assert_tapped("Paradise Druid")
    assert not table.has_keyword("Paradise Druid", "hexproof")
    table.set_turn(active=1)
    table.cast("Lightning Bolt", targets=["Paradise Druid"])
    table.resolve()
    table.assert_zone("Paradise Druid", Zone.GRAVEYARD, 0)


@kit
def test_paradise_druid_its_controller_may_target_it_untapped(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 702.11b: hexproof forbids only the opponents' targets: its controller's Giant
    Growth targets the untapped Druid."""
    cast_and_resolve(table, "Paradise Druid", {"Forest": 2})
    table.lands(0, "Forest", 1)
    table.hand(0, "Giant Growth")
    table.cast("Giant Growth", targets=["Paradise Druid"])
    table.resolve()
    assert table.power("Paradise Druid") == 5


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The test above plays the printed card as the Oracle corpus has it."""
    assert_printed(CARDS)
