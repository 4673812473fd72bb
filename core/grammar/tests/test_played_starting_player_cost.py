""""If you weren't the starting player, this spell costs {1} less to cast." (Unforgiving
Overtake), played (CR 103.1, 601.2f, 113.6d).

Player 0 takes the first turn: in their turn the spell costs its full {2}{B}, which two
Swamps can't pay (the game as it was, CR 732); player 1, who wasn't the starting player,
casts it in their turn for {1}{B}. Lonely End, whose "If you weren't the starting player,
you gain 3 life." follows its modes, stays unread (700.2, 113.3a).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack import Rules
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

UNFORGIVING_OVERTAKE = CardDef(
    name="Unforgiving Overtake", mana_cost="{2}{B}", type_line="Sorcery",
    text="If you weren't the starting player, this spell costs {1} less to cast.\n"
         "Destroy target creature or Vehicle. Its controller loses 2 life.")

LONELY_END = CardDef(
    name="Lonely End", mana_cost="{1}{B}", type_line="Instant",
    text="Choose one —\n• Target creature get -3/-3 until end of turn.\n• Remove three "
         "loyalty counters from target planeswalker.\nIf you weren't the starting player, you "
         "gain 3 life.")

PRINTED = (UNFORGIVING_OVERTAKE, LONELY_END)
kit = pytest.mark.plugins(extra={"overtake-kit": card_pool("overtake-kit", PRINTED)})


@kit
def test_the_starting_player_pays_the_full_cost(table: Table) -> None:
    """CR 103.1, 601.2f, 732: player 0 took the first turn: {2}{B} with two Swamps is
    refused, nothing changed."""
    assert table.game.state.turn.first_player == 0
    table.lands(0, "Swamp", 2)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Unforgiving Overtake")
    table.assert_illegal(table.cast, "Unforgiving Overtake", targets=["Grizzly Bears"],
                         rule="601.2")
    table.assert_zone("Unforgiving Overtake", Zone.HAND, 0)
    assert table.tapped_count(0) == 0


@kit
def test_the_other_player_casts_it_for_one_less(table: Table) -> None:
    """CR 601.2f: in turn 2 player 1, not the starting player, pays {1}{B}; the creature is
    destroyed and its controller loses 2 life."""
    table.set_turn(active=1, turn=2)
    table.lands(1, "Swamp", 2)
    table.battlefield(0, "Grizzly Bears")
    table.hand(1, "Unforgiving Overtake")
    table.cast("Unforgiving Overtake", targets=["Grizzly Bears"])
    table.assert_logged(rule="601.2f", contains="if you weren't the starting player")
    assert table.tapped_count(1) == 2
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_life(0, 18)


@kit
def test_a_paragraph_after_a_modal_spells_modes_is_not_read_apart(rules: Rules) -> None:
    """CR 700.2, 113.3a: Lonely End's "If you weren't the starting player, you gain 3 life."
    belongs to its one modal spell ability; read as a second spell ability it would never be
    played with the modes, so the card is left unread."""
    card = rules.card("Lonely End")
    assert not card.playable
    assert "If you weren't the starting player, you gain 3 life." in card.unrecognized


@needs_corpus
def test_the_pool_card_is_the_corpus_card() -> None:
    assert_printed(PRINTED)
