"""Printed Curses, Auras with "Enchant player" (CR 303.4, 702.5d), cast at a player and played.

Curse of the Bloody Tome ("At the beginning of enchanted player's upkeep, that player mills
two cards.") is cast from its owner's hand with its exact Oracle definition (the corpus
record, checked below): it targets a player as it is cast (303.4a), is attached to that player
as it resolves (303.4f, 608.3), and its ability triggers at that player's upkeep only, "that
player" being that player (603.7c). An Aura attached to a player who left the game goes to its
owner's graveyard (704.5m, 800.4a).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

CURSE_OF_THE_BLOODY_TOME = CardDef(
    name="Curse of the Bloody Tome", mana_cost="{2}{U}", type_line="Enchantment — Aura Curse",
    text="Enchant player\nAt the beginning of enchanted player's upkeep, that player mills "
         "two cards.")

CARDS = (CURSE_OF_THE_BLOODY_TOME,)

kit = pytest.mark.plugins(extra={"proved-enchanted-player-kit":
                                 card_pool("proved-enchanted-player-kit", CARDS)})


def _curse(table: Table, aura: str, player: str, lands: dict[str, int]) -> None:
    for land, count in lands.items():
        table.lands(0, land, count)
    table.hand(0, aura)
    table.cast(aura, targets=[player])
    table.resolve()
    table.assert_zone(aura, Zone.BATTLEFIELD, 0)


@kit
def test_curse_of_the_bloody_tome_mills_the_enchanted_player_at_their_upkeep(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 303.4f, 503.1, 603.7c: cast at the opponent, it is attached to them; at their upkeep
    they mill two cards, and nothing is milled at the Aura's controller's own upkeep."""
    table.library(1, "Island", "Island", "Island")
    table.library(0, "Island", "Island", "Island")
    _curse(table, "Curse of the Bloody Tome", "player 2", {"Island": 3})
    curse = table.find("Curse of the Bloody Tome")
    assert curse.attached_player == 1 and curse.attached_to is None
    table.assert_logged(rule="303.4f")
    next_turn(table, 1)  # the enchanted player's upkeep
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 1) == ["Island", "Island"]
    assert table.names(Zone.GRAVEYARD, 0) == []
    next_turn(table, 1)  # the Aura's controller's upkeep
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 1) == ["Island", "Island"]
    assert table.names(Zone.GRAVEYARD, 0) == []


@kit
def test_curse_of_the_bloody_tome_on_its_controller_mills_them(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 702.5d: "enchant player" allows any player, its controller too: cast at yourself,
    you mill two at your upkeep, the opponent nothing at theirs."""
    table.library(1, "Island", "Island", "Island")
    table.library(0, "Island", "Island", "Island")
    _curse(table, "Curse of the Bloody Tome", "player 1", {"Island": 3})
    next_turn(table, 2)  # the opponent's upkeep, then the Aura's controller's
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 1) == []
    assert table.names(Zone.GRAVEYARD, 0) == ["Island", "Island"]


CORPUS = OracleCorpusSource.default_path()


@pytest.mark.skipif(CORPUS is None or not CORPUS.is_file(), reason="Oracle corpus not installed")
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has it."""
    assert_printed(CARDS)
