""""Discard a card at random" as a cost (CR 701.9b, 601.2h, 602.2b), played from printed
cards: Acceptable Losses' additional cost and Ogre Shaman's activation cost.

The card discarded is chosen by the game's random generator, not by the player (no discard
decision is asked of them); the same seed discards the same card. With no other card in
hand the cost can't be paid: the cast is illegal and leaves the game as it was (732). The
printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

ACCEPTABLE_LOSSES = CardDef(
    name="Acceptable Losses", mana_cost="{3}{R}", type_line="Sorcery",
    text="As an additional cost to cast this spell, discard a card at random.\n"
         "Acceptable Losses deals 5 damage to target creature.")
OGRE_SHAMAN = CardDef(
    name="Ogre Shaman", mana_cost="{3}{R}{R}", type_line="Creature — Ogre Shaman",
    power="3", toughness="3",
    text="{2}, Discard a card at random: This creature deals 2 damage to any target.")

PRINTED = (ACCEPTABLE_LOSSES, OGRE_SHAMAN)

kit = pytest.mark.plugins(extra={"random-discard-kit": card_pool("random-discard-kit", PRINTED)})


@kit
def test_acceptable_losses_discards_a_card_at_random(table: Table) -> None:
    table.lands(0, "Mountain", 4)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Acceptable Losses", "Island", "Forest", "Plains")
    discards = table.watch_decisions("discard", player=0)
    table.cast("Acceptable Losses", targets=["Grizzly Bears"])
    assert discards == []  # CR 701.9b: the player doesn't choose
    table.assert_logged(rule="701.9b")
    assert len(table.names(Zone.GRAVEYARD, 0)) == 1
    assert len(table.names(Zone.HAND, 0)) == 2
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, player=1)


@kit
def test_acceptable_losses_with_an_empty_hand_cant_be_cast(table: Table) -> None:
    table.lands(0, "Mountain", 4)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Acceptable Losses")
    table.assert_illegal(table.cast, "Acceptable Losses", targets=["Grizzly Bears"])
    table.assert_zone("Acceptable Losses", Zone.HAND, player=0)
    assert table.tapped_count(0) == 0
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, player=1)


def _discarded_with(table_factory: Callable[..., Table], seed: int) -> list[str]:
    table = table_factory(seed=seed)
    table.lands(0, "Mountain", 2)
    table.battlefield(0, "Ogre Shaman")
    table.hand(0, "Island", "Forest", "Plains", "Swamp")
    table.activate("Ogre Shaman", targets=["player 2"])
    table.resolve_all()
    table.assert_life(1, 18)
    assert len(table.names(Zone.HAND, 0)) == 3
    return table.names(Zone.GRAVEYARD, 0)


@kit
def test_ogre_shaman_the_same_seed_discards_the_same_card(
        table_factory: Callable[..., Table]) -> None:
    first = _discarded_with(table_factory, 7)
    assert len(first) == 1
    assert _discarded_with(table_factory, 7) == first
    # and it is random: some seed discards another card
    assert len({_discarded_with(table_factory, s)[0] for s in range(8)}) > 1


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
