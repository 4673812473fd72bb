"""Drawing and discarding sentences (manastack_grammar.sentences.drawing_and_discarding):
discarding a hand then drawing, discarding at random (the game's random generator), "each
opponent discards ..., then each opponent who didn't discard a nonland card this way loses ...
life", "Each opponent exiles a card from their hand", "Discard all the cards in your hand,
then draw that many cards", and a hand revealed, a card chosen from it and discarded (CR
701.20a, 701.9a). Duress, Coercion, Inquisition of Kozilek and Tolarian Winds: exact Oracle
text, from the card source below (not in the kernel's pool)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import card_pool

from manastack.driver import Table, by_name
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Card, GameObject, Zone

_CARDS = (
    CardDef(name="Duress", mana_cost="{B}", type_line="Sorcery",
            text="Target opponent reveals their hand. You choose a noncreature, nonland "
                 "card from it. That player discards that card."),
    CardDef(name="Coercion", mana_cost="{2}{B}", type_line="Sorcery",
            text="Target opponent reveals their hand. You choose a card from it. That "
                 "player discards that card."),
    CardDef(name="Inquisition of Kozilek", mana_cost="{B}", type_line="Sorcery",
            text="Target player reveals their hand. You choose a nonland card from it with "
                 "mana value 3 or less. That player discards that card."),
    CardDef(name="Tolarian Winds", mana_cost="{1}{U}", type_line="Instant",
            text="Discard all the cards in your hand, then draw that many cards."),
)

cards = pytest.mark.plugins(extra={"cards": card_pool("grammar-testkit", _CARDS)})


# --------------------------------------------------------------------------
# Drawing and discarding
# --------------------------------------------------------------------------


def test_discard_your_hand_then_draw(table: Table, make: Callable[..., Card],
                                     put: Callable[..., GameObject]) -> None:
    card = make(table, "Discard your hand, then draw three cards.")
    put(table, card)
    table.hand(0, "Grizzly Bears", "Island")
    table.library(0, "Forest", "Forest", "Forest", "Swamp")
    table.cast("Test Card")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Forest", "Forest", "Forest"]


def test_discard_a_card_at_random_uses_the_games_generator(table_factory: Callable[..., Table],
                                                           make: Callable[..., Card],
                                                           put: Callable[..., GameObject]) -> None:
    def play(seed: int) -> list[str]:
        table = table_factory(seed=seed)
        put(table, make(table, "Draw two cards, then discard a card at random."))
        table.hand(0, "Grizzly Bears", "Craw Wurm", "Hill Giant")
        table.library(0, "Island", "Forest")
        table.cast("Test Card")
        table.resolve()
        assert len(table.names(Zone.HAND, 0)) == 4
        return table.names(Zone.GRAVEYARD, 0)

    assert play(3) == play(3)  # same seed, same discard
    assert len({play(s)[0] for s in range(8)}) > 1  # and it is random


def test_each_opponent_discards_then_loses_life_unless_nonland(table: Table, make: Callable[..., Card],
                                                               put: Callable[..., GameObject]) -> None:
    put(table, make(table, "Each opponent discards a card, then each opponent who didn't "
                           "discard a nonland card this way loses 3 life."))
    table.hand(1, "Island", "Grizzly Bears")
    table.cast("Test Card")
    table.on_decision("discard", by_name("Island"), player=1)
    table.resolve()
    table.assert_life(1, 17)
    put(table, make(table, "Each opponent discards a card, then each opponent who didn't "
                           "discard a nonland card this way loses 3 life.", name="Again"))
    table.cast("Again")
    table.resolve()  # Bob discards Grizzly Bears: a nonland card, no life lost
    table.assert_life(1, 17)
    put(table, make(table, "Each opponent discards a card, then each opponent who didn't "
                           "discard a nonland card this way loses 3 life.", name="Third"))
    table.cast("Third")
    table.resolve()  # an empty hand discards nothing: 3 life
    table.assert_life(1, 14)


def test_each_opponent_exiles_a_card_of_their_choice(table: Table, make: Callable[..., Card],
                                                     put: Callable[..., GameObject]) -> None:
    put(table, make(table, "Each opponent exiles a card from their hand."))
    table.hand(1, "Shock", "Murder")
    table.cast("Test Card")
    table.answer("exile", "Murder", player=1)
    table.resolve()
    assert table.names(Zone.HAND, 1) == ["Shock"]
    table.assert_zone("Murder", Zone.EXILE)


@cards
def test_tolarian_winds_discards_the_hand_then_draws_that_many(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.hand(0, "Tolarian Winds", "Shock", "Grizzly Bears")
    table.library(0, "Hill Giant", "Gray Ogre", "Craw Wurm")
    table.cast("Tolarian Winds")
    table.resolve()
    assert sorted(table.names(Zone.HAND, 0)) == ["Gray Ogre", "Hill Giant"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Grizzly Bears", "Shock", "Tolarian Winds"]


# --------------------------------------------------------------------------
# Reveal, choose, discard (701.20a, 701.9a)
# --------------------------------------------------------------------------


@cards
def test_duress_takes_a_noncreature_nonland_card_the_caster_chooses(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.hand(0, "Duress")
    table.hand(1, "Grizzly Bears", "Island", "Shock", "Divination")
    table.cast("Duress", targets=["opponent"])
    table.resolve(answers=[Answer("choose", (table.find("Divination").id,))])
    table.assert_logged(rule="701.20a", contains="Bob reveals their hand: Grizzly Bears")
    assert table.names(Zone.GRAVEYARD, 1) == ["Divination"]
    assert sorted(table.names(Zone.HAND, 1)) == ["Grizzly Bears", "Island", "Shock"]


@cards
def test_duress_offers_only_cards_with_the_quality(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.hand(0, "Duress")
    table.hand(1, "Grizzly Bears", "Island")
    table.cast("Duress", targets=["opponent"])
    table.resolve()
    assert sorted(table.names(Zone.HAND, 1)) == ["Grizzly Bears", "Island"]
    table.assert_logged(contains="no noncreature nonland card in Bob's hand")


@cards
def test_coercion_any_card_and_inquisition_by_mana_value(table: Table) -> None:
    table.lands(0, "Swamp", 4)
    table.hand(0, "Coercion", "Inquisition of Kozilek")
    table.hand(1, "Craw Wurm", "Colossal Dreadmaw", "Shock")
    table.cast("Coercion", targets=["opponent"])
    table.resolve(answers=[Answer("choose", (table.find("Craw Wurm").id,))])
    assert table.names(Zone.GRAVEYARD, 1) == ["Craw Wurm"]
    table.cast("Inquisition of Kozilek", targets=["opponent"])
    # mana value 3 or less: the Dreadmaw (6) is not an option, Shock is forced
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Craw Wurm", "Shock"]
