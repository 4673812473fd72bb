""""Create a Junk token" played (CR 111.10t, 602.5d, 601.2a, 611.2a): Break Down destroys an
artifact and makes a Junk token; sacrificed as a sorcery it exiles the top card of its
controller's library, which she may play that turn only. The printed card comes from the pool
below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import PLAY_FROM_EXILE, all_permissions
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

BREAK_DOWN = CardDef(
    name="Break Down", mana_cost="{2}{G}", type_line="Instant",
    text="Destroy target artifact or enchantment. Create a Junk token. (It's an artifact with "
         "\"{T}, Sacrifice this token: Exile the top card of your library. You may play that "
         "card this turn. Activate only as a sorcery.\")")

ORNITHOPTER = CardDef(
    name="Ornithopter", mana_cost="{0}", type_line="Artifact Creature — Thopter", power="0",
    toughness="2", text="Flying")

CARDS = (BREAK_DOWN, ORNITHOPTER)
kit = pytest.mark.plugins(extra={"junk-kit": card_pool("junk-kit", CARDS)})


def _break_down(table: Table) -> None:
    table.battlefield(1, "Ornithopter")
    table.hand(0, "Break Down")
    table.mana(0, "GGG")
    table.cast("Break Down", targets=["Ornithopter"])
    table.resolve()
    table.assert_zone("Ornithopter", Zone.GRAVEYARD, 1)
    assert table.names(Zone.BATTLEFIELD, 0) == ["Junk Token"]


@kit
def test_the_junk_token_exiles_a_land_played_this_turn(table: Table) -> None:
    """CR 111.10t: {T}, sacrifice it: the top card exiled, a land played from exile."""
    table.library(0, "Forest", "Island")
    _break_down(table)
    table.activate("Junk Token")
    table.resolve()
    assert "Junk Token" not in table.names(Zone.BATTLEFIELD)
    table.assert_zone("Forest", Zone.EXILE)
    table.play("Forest", zone=Zone.EXILE)
    table.assert_zone("Forest", Zone.BATTLEFIELD, 0)


@kit
def test_the_junk_token_card_is_played_this_turn_only(table: Table) -> None:
    """CR 611.2a: the exiled spell may be cast this turn, not the next one."""
    table.library(0, "Grizzly Bears", *["Island"] * 4)
    table.library(1, *["Island"] * 4)
    _break_down(table)
    table.activate("Junk Token")
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    assert any(p.name == PLAY_FROM_EXILE for p in all_permissions(table.game, 0))
    table.next_turn()
    table.next_turn()
    assert not any(p.name == PLAY_FROM_EXILE for p in all_permissions(table.game, 0))


@kit
def test_the_junk_token_is_activated_only_as_a_sorcery(table: Table) -> None:
    """CR 602.5d: not in the opponent's turn; the game is left as it was (CR 732)."""
    table.library(0, "Forest", *["Island"] * 4)
    table.library(1, *["Island"] * 4)
    _break_down(table)
    table.go_to(Step.UPKEEP, turn=table.game.state.turn.number + 1)
    table.assert_illegal(table.activate, "Junk Token")
    table.assert_zone("Junk Token", Zone.BATTLEFIELD)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
