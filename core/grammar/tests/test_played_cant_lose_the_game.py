"""Printed "You can't lose the game and your opponents can't win the game.", played
(CR 104.3, 104.3a, 704.5a, 704.5b, 104.2).

Platinum Angel: Alice at 0 life after Bob's Shock stays in the game; once Murder destroys the
Angel she loses at the next check (704.5a). Drawing from an empty library with Divination
loses her nothing, and the empty draw is not held against her after the Angel is gone
(704.5b: only since the last check). Without the Angel she loses. The printed card comes from
the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

ANGEL = CardDef(
    name="Platinum Angel", mana_cost="{7}", type_line="Artifact Creature — Angel",
    power="4", toughness="4",
    text="Flying\nYou can't lose the game and your opponents can't win the game.")

CARDS = (ANGEL,)
kit = pytest.mark.plugins(extra={"angel-kit": card_pool("angel-kit", CARDS)})


def _shock_alice(table: Table) -> None:
    table.set_turn(active=1)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Shock")
    table.cast("Shock", targets=["Alice"])
    table.resolve()


def _murder_angel(table: Table) -> None:
    table.set_turn(active=1)
    table.lands(1, "Swamp", 3)
    table.hand(1, "Murder")
    table.cast("Murder", targets=["Platinum Angel"])
    table.resolve()


@kit
def test_at_zero_life_she_stays_in_the_game(table: Table) -> None:
    """CR 104.3, 704.5a: 0 life loses Alice nothing while the Angel is on the battlefield."""
    table.battlefield(0, "Platinum Angel")
    table.game.update_player(0, life=2)
    _shock_alice(table)
    assert table.life(0) == 0
    assert not table.game.state.over
    _murder_angel(table)
    assert table.game.state.over
    assert table.game.player(0).lost


@kit
def test_without_the_angel_she_loses(table: Table) -> None:
    """CR 704.5a: the static ability works only while the Angel is on the battlefield."""
    table.graveyard(0, "Platinum Angel")
    table.game.update_player(0, life=2)
    _shock_alice(table)
    assert table.game.state.over
    assert table.game.player(0).lost


@kit
def test_an_empty_draw_is_not_held_against_her_later(table: Table) -> None:
    """CR 704.5b: the empty draw is checked once, while she can't lose; not again after."""
    table.battlefield(0, "Platinum Angel")
    table.lands(0, "Island", 3)
    table.hand(0, "Divination")
    table.cast("Divination")
    table.resolve()
    assert not table.game.state.over
    assert not table.game.player(0).drew_from_empty
    _murder_angel(table)
    assert not table.game.state.over


@kit
def test_she_can_still_concede(table: Table) -> None:
    """CR 104.3a: a player can concede at any time, the Angel notwithstanding."""
    table.battlefield(0, "Platinum Angel")
    table.game.concede(0)
    assert table.game.state.over
    assert table.game.player(0).lost


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
