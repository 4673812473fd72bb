"""Printed "<this creature> has <keyword> as long as <condition>" creatures, cast and played
(CR 611.3a, 613.1f, 702.9b, 702.4b).

A static ability that grants a keyword while a condition holds (611.3a): the keyword is
there exactly while the condition is true, checked continuously (layer 6, 613.1f).
Kitesail Corsair ("... has flying as long as it's attacking") and Rakdos Pit Dragon
("Hellbent — ... has double strike as long as you have no cards in hand") are cast from
their owner's hand (CR 601.2) with their exact Oracle definition (the corpus record, checked
below). A block its flying forbids (702.9b) is refused, the game as it was (CR 732).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import can_block
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

KITESAIL_CORSAIR = CardDef(
    name="Kitesail Corsair", mana_cost="{1}{U}", type_line="Creature — Human Pirate",
    text="This creature has flying as long as it's attacking.", power="2", toughness="1")
RAKDOS_PIT_DRAGON = CardDef(
    name="Rakdos Pit Dragon", mana_cost="{2}{R}{R}", type_line="Creature — Dragon",
    text="{R}{R}: This creature gains flying until end of turn.\n{R}: This creature gets "
         "+1/+0 until end of turn.\nHellbent — This creature has double strike as long as "
         "you have no cards in hand.", power="3", toughness="3")

CARDS = (KITESAIL_CORSAIR, RAKDOS_PIT_DRAGON)

kit = pytest.mark.plugins(extra={"proved-conditional-kit":
                                 card_pool("proved-conditional-kit", CARDS)})


# --------------------------------------------------------------------------
# Kitesail Corsair: flying as long as it's attacking
# --------------------------------------------------------------------------


@kit
def test_kitesail_corsair_flies_only_while_attacking(
        table: Table,
        cast_and_resolve: Callable[...,
        None],
        next_turn: Callable[...,
        None]) -> None:
    """CR 611.3a: the cast Corsair has no flying in the main phase; attacking (508.1), it
    has flying, so Grizzly Bears can't block it (702.9b: refused, the game unchanged) and
    its 2 damage reach the player (510.1a); removed from combat at the end of combat (511.3),
    it has flying no more."""
    cast_and_resolve(table, "Kitesail Corsair", {"Island": 2})
    assert not table.has_keyword("Kitesail Corsair", "flying")
    table.battlefield(1, "Grizzly Bears")
    next_turn(table, 2)
    assert not table.has_keyword("Kitesail Corsair", "flying")
    table.attack("Kitesail Corsair")
    assert table.has_keyword("Kitesail Corsair", "flying")
    reason = can_block(table.game, table.find("Grizzly Bears").id,
                       table.find("Kitesail Corsair").id)
    assert reason is not None and "702.9b" in reason
    # no creature can block at all: no blockers decision (509.1a)
    table.assert_illegal(table.block, {"Grizzly Bears": "Kitesail Corsair"}, rule="509.1a")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)
    table.go_to(Step.MAIN2)
    assert not table.has_keyword("Kitesail Corsair", "flying")


@kit
def test_kitesail_corsair_blocking_has_no_flying(
        table: Table,
        cast_and_resolve: Callable[...,
        None],
        next_turn: Callable[...,
        None]) -> None:
    """CR 611.3a: blocking isn't attacking: on the opponent's turn the Corsair has no flying,
    so it can't block Air Elemental (702.9b: refused, the game unchanged) but can block
    Grizzly Bears (509.1a); it and the Bears trade (510.2, 704.5g)."""
    cast_and_resolve(table, "Kitesail Corsair", {"Island": 2})
    table.battlefield(1, "Air Elemental", "Grizzly Bears")
    next_turn(table, 1)
    table.attack("Air Elemental", "Grizzly Bears")
    assert not table.has_keyword("Kitesail Corsair", "flying")
    exc = table.assert_illegal(table.block, {"Kitesail Corsair": "Air Elemental"},
                               rule="509.1a")
    assert "702.9b" in str(exc)
    table.block({"Kitesail Corsair": "Grizzly Bears"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Kitesail Corsair", Zone.GRAVEYARD, 0)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_life(0, 16)  # the unblocked Air Elemental (4/4)


# --------------------------------------------------------------------------
# Rakdos Pit Dragon: hellbent, double strike as long as you have no cards in hand
# --------------------------------------------------------------------------


@kit
def test_rakdos_pit_dragon_has_double_strike_only_with_an_empty_hand(
        table: Table,
        cast_and_resolve: Callable[...,
        None],
        next_turn: Callable[...,
        None]) -> None:
    """CR 611.3a: cast from a hand it empties, the Dragon has double strike; a card put into
    its controller's hand takes it away (the condition is checked continuously, 613.1f).
    Next turn the drawn card (504.1) is played as a land (305.1): the hand empty again, the
    Dragon attacks unblocked with double strike and its 3 power hits twice (702.4b, 510.4)."""
    cast_and_resolve(table, "Rakdos Pit Dragon", {"Mountain": 4})
    assert table.names(Zone.HAND, 0) == []
    assert table.has_keyword("Rakdos Pit Dragon", "double strike")
    next_turn(table, 2)
    assert table.names(Zone.HAND, 0) == ["Plains"]
    assert not table.has_keyword("Rakdos Pit Dragon", "double strike")
    table.play("Plains")
    assert table.has_keyword("Rakdos Pit Dragon", "double strike")
    table.attack("Rakdos Pit Dragon")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 14)


@kit
def test_rakdos_pit_dragon_with_a_card_in_hand_strikes_once(
        table: Table,
        cast_and_resolve: Callable[...,
        None],
        next_turn: Callable[...,
        None]) -> None:
    """CR 611.3a: with a card kept in hand (a second land can't be played, 305.2), the Dragon
    has no double strike: attacking unblocked, its 3 power hits once (510.1a)."""
    cast_and_resolve(table, "Rakdos Pit Dragon", {"Mountain": 4})
    table.hand(0, "Mountain")
    assert not table.has_keyword("Rakdos Pit Dragon", "double strike")
    next_turn(table, 2)
    table.play("Plains")
    assert table.names(Zone.HAND, 0) == ["Mountain"]
    table.assert_illegal(table.play, "Mountain", rule="305.2")
    assert not table.has_keyword("Rakdos Pit Dragon", "double strike")
    table.attack("Rakdos Pit Dragon")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 17)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has them."""
    assert_printed(CARDS)
