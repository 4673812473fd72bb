"""Printed upkeep triggers "you may [do something]. If you don't, [effect]" (and "If you do,
[effect]. If you don't, [effect]"), cast and played (CR 608.2c, 608.2d, 701.9, 701.21).

Yawgmoth Demon ("At the beginning of your upkeep, you may sacrifice an artifact. If you don't,
tap this creature and it deals 2 damage to you."), Lim-Dûl's Paladin ("... you may discard a
card. If you don't, sacrifice this creature and draw a card.") and Ravenous Vampire ("... you
may sacrifice a nonartifact creature. If you do, put a +1/+1 counter on this creature. If you
don't, tap this creature.") are cast from their owner's hand with their exact Oracle
definitions (the corpus records, checked below): the "If you don't" part happens only when
the offered action wasn't done, declined or impossible.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

YAWGMOTH_DEMON = CardDef(
    name="Yawgmoth Demon", mana_cost="{4}{B}{B}", type_line="Creature — Phyrexian Demon",
    text="Flying (This creature can't be blocked except by creatures with flying or reach.)\n"
         "First strike (This creature deals combat damage before creatures without first "
         "strike.)\nAt the beginning of your upkeep, you may sacrifice an artifact. If you "
         "don't, tap this creature and it deals 2 damage to you.", power="6", toughness="6")
LIM_DUL_S_PALADIN = CardDef(
    name="Lim-Dûl's Paladin", mana_cost="{2}{B}{R}", type_line="Creature — Human Knight",
    text="Trample\nAt the beginning of your upkeep, you may discard a card. If you don't, "
         "sacrifice this creature and draw a card.\nWhenever this creature becomes blocked, it "
         "gets +6/+3 until end of turn.\nWhenever this creature attacks and isn't blocked, it "
         "assigns no combat damage this turn and defending player loses 4 life.",
    power="0", toughness="3")
RAVENOUS_VAMPIRE = CardDef(
    name="Ravenous Vampire", mana_cost="{3}{B}{B}", type_line="Creature — Vampire",
    text="Flying\nAt the beginning of your upkeep, you may sacrifice a nonartifact creature. "
         "If you do, put a +1/+1 counter on this creature. If you don't, tap this creature.",
    power="3", toughness="3")

CARDS = (YAWGMOTH_DEMON, LIM_DUL_S_PALADIN, RAVENOUS_VAMPIRE)

kit = pytest.mark.plugins("oracle", extra={"proved-if-you-dont-kit":
                                           card_pool("proved-if-you-dont-kit", CARDS)})


def _to_my_next_upkeep(table: Table) -> None:
    """On to player 0's next upkeep (turn 3), each player having cards to draw (CR 504.1); the
    upkeep trigger put on the stack and resolved (603.3)."""
    table.library(0, "Plains", "Plains", "Plains")
    table.library(1, "Plains", "Plains", "Plains")
    table.go_to(Step.UPKEEP, turn=3)
    table.resolve_all()


@kit
def test_yawgmoth_demon_fed_an_artifact_stays_untapped(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 608.2c: an artifact sacrificed: the "If you don't" part doesn't happen."""
    cast_and_resolve(table, "Yawgmoth Demon", {"Swamp": 6})
    table.battlefield(0, "Ornithopter")
    table.answer("may", "yes")
    _to_my_next_upkeep(table)
    assert "Ornithopter" in table.names(Zone.GRAVEYARD, 0)
    table.assert_tapped("Yawgmoth Demon", False)
    table.assert_life(0, 20)


@kit
def test_yawgmoth_demon_declined_taps_and_deals_two(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 608.2c-d: declined: the Demon is tapped and deals 2 damage to its controller; the
    artifact stays."""
    cast_and_resolve(table, "Yawgmoth Demon", {"Swamp": 6})
    table.battlefield(0, "Ornithopter")
    table.answer("may", "no")
    _to_my_next_upkeep(table)
    assert "Ornithopter" in table.names(Zone.BATTLEFIELD, 0)
    table.assert_tapped("Yawgmoth Demon")
    table.assert_life(0, 18)


@kit
def test_yawgmoth_demon_without_an_artifact_cannot_avoid_it(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 608.2c: choosing to sacrifice with no artifact sacrifices nothing, which isn't doing
    it: the Demon is tapped and deals 2 damage all the same."""
    cast_and_resolve(table, "Yawgmoth Demon", {"Swamp": 6})
    table.answer("may", "yes")
    _to_my_next_upkeep(table)
    table.assert_tapped("Yawgmoth Demon")
    table.assert_life(0, 18)


@kit
def test_lim_duls_paladin_fed_a_card_stays(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 701.9, 608.2c: a card discarded: the Paladin isn't sacrificed, no card drawn."""
    cast_and_resolve(table, "Lim-Dûl's Paladin", {"Swamp": 2, "Mountain": 2})
    table.hand(0, "Grizzly Bears")
    table.answer("may", "yes")
    _to_my_next_upkeep(table)
    assert "Grizzly Bears" in table.names(Zone.GRAVEYARD, 0)
    assert table.zone_of("Lim-Dûl's Paladin") is Zone.BATTLEFIELD
    assert table.names(Zone.HAND, 0) == []  # the upkeep is before the draw step


@kit
def test_lim_duls_paladin_declined_is_sacrificed_and_draws(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 608.2c-d: declined: the Paladin is sacrificed and its controller draws a card."""
    cast_and_resolve(table, "Lim-Dûl's Paladin", {"Swamp": 2, "Mountain": 2})
    table.hand(0, "Grizzly Bears")
    table.answer("may", "no")
    _to_my_next_upkeep(table)
    assert table.zone_of("Lim-Dûl's Paladin") is Zone.GRAVEYARD
    assert sorted(table.names(Zone.HAND, 0)) == ["Grizzly Bears", "Plains"]


@kit
def test_lim_duls_paladin_with_an_empty_hand_is_sacrificed(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 608.2c: choosing to discard with no card in hand discards nothing: the Paladin is
    sacrificed and a card is drawn."""
    cast_and_resolve(table, "Lim-Dûl's Paladin", {"Swamp": 2, "Mountain": 2})
    table.answer("may", "yes")
    _to_my_next_upkeep(table)
    assert table.zone_of("Lim-Dûl's Paladin") is Zone.GRAVEYARD
    assert table.names(Zone.HAND, 0) == ["Plains"]


@kit
def test_ravenous_vampire_fed_grows_and_stays_untapped(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 608.2c: a nonartifact creature sacrificed: a +1/+1 counter, not tapped."""
    cast_and_resolve(table, "Ravenous Vampire", {"Swamp": 5})
    table.battlefield(0, "Grizzly Bears")
    table.answer("may", "yes")
    table.answer("sacrifice", "Grizzly Bears")
    _to_my_next_upkeep(table)
    assert "Grizzly Bears" in table.names(Zone.GRAVEYARD, 0)
    table.assert_counters("Ravenous Vampire", "+1/+1", 1)
    table.assert_tapped("Ravenous Vampire", False)


@kit
def test_ravenous_vampire_declined_is_tapped_without_a_counter(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 608.2c-d: declined: no counter, the Vampire is tapped, the creature stays."""
    cast_and_resolve(table, "Ravenous Vampire", {"Swamp": 5})
    table.battlefield(0, "Grizzly Bears")
    table.answer("may", "no")
    _to_my_next_upkeep(table)
    assert "Grizzly Bears" in table.names(Zone.BATTLEFIELD, 0)
    table.assert_counters("Ravenous Vampire", "+1/+1", 0)
    table.assert_tapped("Ravenous Vampire")


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has it."""
    assert_printed(CARDS)
