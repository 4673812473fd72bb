"""Printed "Whenever a player discards a card, you may pay {W}. If you do, create a 1/1 white
Spirit creature token with flying." (Spirit Cairn), played (CR 701.9a, 603.2, 603.5, 118.3).

Any player's discard triggers it, its controller's too, once for each card discarded; the
payment is Alice's choice as it resolves ("you may pay", 603.5), a Spirit only if she pays.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

SPIRIT_CAIRN = CardDef(
    name="Spirit Cairn", mana_cost="{2}{W}", type_line="Enchantment",
    text="Whenever a player discards a card, you may pay {W}. If you do, create a 1/1 white "
         "Spirit creature token with flying.")

MIND_ROT = CardDef(
    name="Mind Rot", mana_cost="{2}{B}", type_line="Sorcery",
    text="Target player discards two cards.")

CARDS = (SPIRIT_CAIRN, MIND_ROT)
kit = pytest.mark.plugins(extra={"cairn-kit": card_pool("cairn-kit", CARDS)})


def _spirits(table: Table) -> list[str]:
    return [n for n in table.names(Zone.BATTLEFIELD) if "Spirit" in n and n != "Spirit Cairn"]


@kit
def test_each_card_an_opponent_discards_triggers_it(table: Table) -> None:
    """CR 701.9a: Bob discards two cards: two triggers; Alice pays {W} for each: two
    Spirits."""
    table.battlefield(0, "Spirit Cairn")
    table.lands(0, "Swamp", 3)
    table.lands(0, "Plains", 2)
    table.hand(0, "Mind Rot")
    table.hand(1, "Grizzly Bears", "Forest")
    table.cast("Mind Rot", targets=["Bob"])
    table.resolve()
    assert len(table.names(Zone.STACK)) == 2
    table.resolve(answers=[Answer("may", ("yes",))])
    table.resolve(answers=[Answer("may", ("yes",))])
    assert len(_spirits(table)) == 2


@kit
def test_its_controller_discarding_triggers_it_too(table: Table) -> None:
    """CR 603.2: "a player" is Alice too; she declines to pay the second time: one
    Spirit."""
    table.battlefield(0, "Spirit Cairn")
    table.lands(0, "Swamp", 3)
    table.lands(0, "Plains", 2)
    table.hand(0, "Mind Rot", "Grizzly Bears", "Forest")
    table.cast("Mind Rot", targets=["Alice"])
    table.resolve()
    assert len(table.names(Zone.STACK)) == 2
    table.resolve(answers=[Answer("may", ("yes",))])
    table.resolve(answers=[Answer("may", ("no",))])
    assert len(_spirits(table)) == 1


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
