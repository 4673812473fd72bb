"""A permanent put into its owner's library second from the top, played from printed cards
(CR 401.4, 608.2h).

Oust: "Put target creature into its owner's library second from the top. Its controller
gains 3 life." Bury in Books: "This spell costs {2} less to cast if it targets an attacking
creature. Put target creature into its owner's library second from the top." The card
goes under the top card (the only card of an empty library); "its controller" is who
controlled the creature as it last existed on the battlefield (CR 608.2h).
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

OUST = CardDef(
    name="Oust", mana_cost="{W}", type_line="Sorcery",
    text="Put target creature into its owner's library second from the top. Its controller "
         "gains 3 life.")
BURY_IN_BOOKS = CardDef(
    name="Bury in Books", mana_cost="{4}{U}", type_line="Instant",
    text="This spell costs {2} less to cast if it targets an attacking creature.\nPut target "
         "creature into its owner's library second from the top.")

PRINTED = (OUST, BURY_IN_BOOKS)

kit = pytest.mark.plugins(extra={"provea-kit": card_pool("provea-kit", PRINTED)})


@kit
def test_oust_puts_the_creature_under_the_top_card_and_its_controller_gains(
        table: Table) -> None:
    """CR 401.4: Bob's library is Island, Giant Spider, Forest from the top; Bob, the
    Spider's controller, gains 3 life (608.2h), Alice none."""
    table.battlefield(1, "Giant Spider")
    table.library(1, "Island", "Forest")
    top = table.names(Zone.LIBRARY, 1)
    table.lands(0, "Plains", 1)
    table.hand(0, "Oust")
    table.cast("Oust", targets=["Giant Spider"])
    table.resolve()
    assert table.names(Zone.LIBRARY, 1) == [top[0], "Giant Spider", top[1]]
    assert table.life(1) == 23
    assert table.life(0) == 20


@kit
def test_oust_on_an_empty_library_makes_the_only_card(table: Table) -> None:
    """With no card in the library the creature is its only card."""
    table.battlefield(1, "Giant Spider")
    table.lands(0, "Plains", 1)
    table.hand(0, "Oust")
    table.cast("Oust", targets=["Giant Spider"])
    table.resolve()
    assert table.names(Zone.LIBRARY, 1) == ["Giant Spider"]


@kit
def test_bury_in_books_tucks_a_creature_second(table: Table) -> None:
    """Full cost {4}{U} against a creature not attacking; the Bears go second from the top
    of their owner's library."""
    table.battlefield(1, "Grizzly Bears")
    table.library(1, "Island", "Forest")
    top = table.names(Zone.LIBRARY, 1)
    table.lands(0, "Island", 5)
    table.hand(0, "Bury in Books")
    table.cast("Bury in Books", targets=["Grizzly Bears"])
    table.resolve()
    assert table.names(Zone.LIBRARY, 1) == [top[0], "Grizzly Bears", top[1]]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
