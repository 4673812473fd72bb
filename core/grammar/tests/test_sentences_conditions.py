"""Conditional sentences (manastack_grammar.sentences.conditions): "If [condition], A.
Otherwise, B." (exactly one of them), "If it was a creature card, ... Otherwise, ..." after an
exile, "You may discard two cards. If you do, ..." (done only if both were discarded), and
"instead" replacing the whole previous sentence (one search or the other, never both) or
the instruction that would have moved "that card"."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from manastack.driver import Table
from manastack.model.objects import Card, GameObject, Zone

# --------------------------------------------------------------------------
# If, otherwise, if you do
# --------------------------------------------------------------------------


@pytest.mark.parametrize(("life", "drawn"), [(10, 2), (20, 0)])
def test_otherwise_after_a_plain_if_is_its_other_branch(table: Table, life: int, drawn: int,
                                                        make: Callable[..., Card],
                                                        put: Callable[..., GameObject]) -> None:
    """"If [condition], A. Otherwise, B.": exactly one of them happens."""
    put(table, make(table, "If you have 10 or less life, draw two cards. Otherwise, you gain 3 "
                           "life."))
    table.game.update_player(0, life=life)
    table.library(0, "Island", "Island")
    table.cast("Test Card")
    table.resolve()
    assert len(table.names(Zone.HAND, 0)) == drawn
    table.assert_life(0, life if drawn else life + 3)


@pytest.mark.parametrize(("exiled", "life", "hand"), [("Craw Wurm", 23, 0), ("Island", 20, 1)])
def test_exile_target_card_from_a_graveyard_if_it_was_otherwise(table: Table, exiled: str, life: int,
                                                                hand: int, make: Callable[..., Card],
                                                                put: Callable[..., GameObject]) -> None:
    put(table, make(table, "Exile target card from a graveyard. If it was a creature card, you "
                           "gain 3 life. Otherwise, you draw a card.", type_line="Instant"))
    table.graveyard(1, "Craw Wurm", "Island")
    table.library(0, "Forest")
    table.cast("Test Card", targets=[exiled])
    table.resolve()
    assert table.names(Zone.EXILE) == [exiled]
    table.assert_life(0, life)
    assert len(table.names(Zone.HAND, 0)) == hand


@pytest.mark.parametrize(("hand", "drawn"), [(("Shock", "Murder"), 3), (("Shock",), 0)])
def test_may_discard_two_if_you_do_needs_both_discarded(table: Table, hand: tuple[str, ...], drawn: int,
                                                        make: Callable[..., Card],
                                                        put: Callable[..., GameObject]) -> None:
    put(table, make(table, "You may discard two cards. If you do, draw three cards."))
    table.hand(0, *hand)
    table.library(0, "Island", "Island", "Island")
    table.cast("Test Card")
    table.answer("may", "yes")
    table.resolve()
    assert table.names(Zone.HAND, 0).count("Island") == drawn


# --------------------------------------------------------------------------
# Instead
# --------------------------------------------------------------------------


@pytest.mark.parametrize(("life", "lands"), [(20, 1), (5, 2)])
def test_instead_replaces_the_whole_previous_sentence(table: Table, life: int, lands: int,
                                                      make: Callable[..., Card],
                                                      put: Callable[..., GameObject]) -> None:
    """"Search ..., put it onto the battlefield, then shuffle. If ..., instead search for two
    ...": one search or the other, never both (the previous sentence made two instructions)."""
    put(table, make(table, "Search your library for a basic land card, put that card onto the "
                           "battlefield tapped, then shuffle.\nIf you have 5 or less life, "
                           "instead search your library for up to two basic land cards, put "
                           "them onto the battlefield tapped, then shuffle."))
    table.game.update_player(0, life=life)
    table.library(0, "Forest", "Forest", "Forest")
    table.answer("search", *["Forest"] * lands)  # one search only, of one or two lands
    table.cast("Test Card")
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Forest") == lands


def test_instead_that_card_is_the_one_the_replaced_instruction_would_move(
        table: Table, make: Callable[..., Card], put: Callable[..., GameObject]) -> None:
    put(table, make(table, "Return target creature card from your graveyard to your hand.\n"
                           "Return that card from your graveyard to the battlefield instead if "
                           "you have 5 or less life."))
    table.game.update_player(0, life=3)
    table.graveyard(0, "Grizzly Bears")
    table.cast("Test Card", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
