"""Composite sentences (manastack_grammar.sentences.composite): "A, then B", "A, B, then C"
and "A and B" split into clauses, each read by its own rule and done in order, the subject
shared or changed ("~ deals 2 damage to any target and you gain 2 life"); "..., where X is
..." defining X once for every clause of the sentence (CR 107.3c), converge's "the number of
colors of mana spent to cast this spell"; a "you may" clause after "then" (608.2d) putting a
land onto the battlefield without playing it (305.4)."""

from __future__ import annotations

from collections.abc import Callable

from manastack.driver import Table, by_name
from manastack.model.decisions import Answer
from manastack.model.objects import Card, GameObject, Zone

# --------------------------------------------------------------------------
# Clauses in order
# --------------------------------------------------------------------------


def test_then_splits_a_sentence_into_its_parts_in_order(table: Table, make: Callable[..., Card],
                                                        put: Callable[..., GameObject]) -> None:
    card = make(table, "Draw two cards, then discard two cards.")
    put(table, card)
    table.hand(0, "Grizzly Bears")
    table.library(0, "Island", "Forest", "Swamp")
    table.cast("Test Card")
    table.on_decision("discard", by_name("Grizzly Bears", "Forest"))
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Island"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Forest", "Grizzly Bears", "Test Card"]


def test_three_clauses_then(table: Table, make: Callable[..., Card], put: Callable[..., GameObject]) -> None:
    put(table, make(table, "You gain 2 life, draw two cards, then discard two cards."))
    table.library(0, "Island", "Forest")
    table.cast("Test Card")
    table.resolve()
    table.assert_life(0, 22)
    assert table.names(Zone.HAND, 0) == []
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Forest", "Island", "Test Card"]


def test_you_gain_life_and_draw_then_may_put_a_land(table: Table, make: Callable[..., Card],
                                                    put: Callable[..., GameObject]) -> None:
    card = make(table, "You gain 3 life and draw a card, then you may put a land card from your "
                       "hand onto the battlefield.")
    put(table, card)
    table.library(0, "Forest")
    table.cast("Test Card")
    table.resolve(answers=[Answer("may", ("no",))])  # may (608.2d): declined... a yes below
    table.assert_life(0, 23)
    assert table.names(Zone.HAND, 0) == ["Forest"]
    again = make(table, "You gain 3 life and draw a card, then you may put a land card from "
                        "your hand onto the battlefield.", name="Other Card")
    put(table, again)
    table.library(0, "Island")
    table.cast("Other Card")
    table.on_decision("choose", by_name("Forest"))
    table.resolve(answers=[Answer("may", ("yes",))])
    assert table.names(Zone.BATTLEFIELD, 0) == ["Forest"]
    assert table.game.player(0).lands_played == 0  # CR 305.4: not a land play


def test_damage_and_you_gain_life(table: Table, make: Callable[..., Card],
                                  put: Callable[..., GameObject]) -> None:
    put(table, make(table, "Test Card deals 2 damage to any target and you gain 2 life."))
    table.cast("Test Card", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 18)
    table.assert_life(0, 22)


# --------------------------------------------------------------------------
# Where X is ... (CR 107.3c)
# --------------------------------------------------------------------------


def test_where_x_applies_to_every_clause_of_the_sentence(table: Table, make: Callable[..., Card],
                                                         put: Callable[..., GameObject]) -> None:
    """CR 107.3c: "deals X damage ... and you gain X life, where X is ..." — both X."""
    put(table, make(table, "Test Card deals X damage to target creature and you gain X life, "
                           "where X is the number of Swamps you control."))
    table.lands(0, "Swamp", 3)
    table.battlefield(1, "Craw Wurm")
    table.cast("Test Card", targets=["Craw Wurm"])
    table.resolve()
    table.assert_life(0, 23)
    assert table.game.obj(table.find("Craw Wurm").id).damage == 3


def test_converge_counts_colors_in_every_clause(table: Table, make: Callable[..., Card],
                                                put: Callable[..., GameObject]) -> None:
    put(table, make(table, "Converge — You draw X cards and lose X life, where X is the number "
                           "of colors of mana spent to cast this spell.", cost="{2}{B}"))
    table.battlefield(0, "Swamp")
    table.battlefield(0, "Island")
    table.battlefield(0, "Swamp")
    table.library(0, "Forest", "Forest", "Forest")
    table.cast("Test Card")
    table.resolve()
    assert len(table.names(Zone.HAND, 0)) == 2  # black and blue
    table.assert_life(0, 18)


def test_drain_x_counts_creatures_with_counters(table, card):
    leech = card(table, "Test Leech", "Sorcery",
                 "Each opponent loses X life and you gain X life, where X is the number of "
                 "creatures you control with +1/+1 counters on them.", cost="{B}")
    table.battlefield(0, "Swamp")
    table.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    table.battlefield(0, "Gray Ogre", counters={"+1/+1": 3})
    table.battlefield(0, "Hill Giant")
    table.put(leech, Zone.HAND, 0)
    table.cast("Test Leech")
    table.resolve()
    table.assert_life(1, 18)
    table.assert_life(0, 22)
