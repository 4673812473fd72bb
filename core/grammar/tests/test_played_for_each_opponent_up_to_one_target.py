"""Printed "For each opponent, [act on] up to one target [permanent] that player controls"
(Dismantling Wave, Tri-Sentinel, Act of Vengeance), played with three players (CR 601.2c,
115.1b, 608.2c).

One instance of "target" whose objects are each controlled by a different opponent, at most
one each, none required: Alice's Dismantling Wave destroys Bob's artifact and Carol's
enchantment together; two of Bob's artifacts can't both be chosen (the cast is refused, the
game unchanged); her own artifact can't be chosen; choosing none of Carol's is allowed.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.objects import Card, Zone
from manastack.model.typeline import TypeLine

WAVE = CardDef(
    name="Dismantling Wave", mana_cost="{2}{W}", type_line="Sorcery", keywords=("Cycling",),
    text="For each opponent, destroy up to one target artifact or enchantment that player "
         "controls.\nCycling {6}{W}{W} ({6}{W}{W}, Discard this card: Draw a card.)\nWhen you "
         "cycle this card, destroy all artifacts and enchantments.")
TRI_SENTINEL = CardDef(
    name="Tri-Sentinel, Act of Vengeance", mana_cost="{7}",
    type_line="Legendary Artifact Creature — Robot Villain", power="7", toughness="7",
    keywords=("Flying", "Menace", "Trample", "Unearth"),
    text="Flying, menace, trample\nWhen Tri-Sentinel enters, for each opponent, Tri-Sentinel "
         "deals 3 damage to up to one target creature that player controls.\nUnearth {7} ({7}: "
         "Return this card from your graveyard to the battlefield. It gains haste. Exile it at "
         "the beginning of the next end step or if it would leave the battlefield. Unearth "
         "only as a sorcery.)")

CARDS = (WAVE, TRI_SENTINEL)
kit = pytest.mark.plugins("cycling", "unearth",
                          extra={"each-one-kit": card_pool("each-one-kit", CARDS)})
THREE = ("Alice", "Bob", "Carol")


def _thing(name: str, kind: str) -> Card:
    return Card(name=name, type_line=TypeLine.parse(kind))


def _setup(table: Table) -> None:
    table.battlefield(0, _thing("Alice Relic", "Artifact"))
    table.battlefield(1, _thing("Bob Relic", "Artifact"), _thing("Bob Idol", "Artifact"))
    table.battlefield(2, _thing("Carol Charm", "Enchantment"))
    table.mana(0, "WWW")
    table.hand(0, "Dismantling Wave")


@kit
def test_one_of_each_opponents_is_destroyed(table_factory: Callable[..., Table]) -> None:
    """CR 601.2c, 608.2c: Bob's Relic and Carol's Charm, one each: both destroyed; Bob's Idol
    and Alice's Relic stay."""
    table = table_factory(players=THREE)
    _setup(table)
    table.cast("Dismantling Wave", targets=[["Bob Relic", "Carol Charm"]])
    table.resolve()
    table.assert_zone("Bob Relic", Zone.GRAVEYARD, 1)
    table.assert_zone("Carol Charm", Zone.GRAVEYARD, 2)
    table.assert_zone("Bob Idol", Zone.BATTLEFIELD, 1)
    table.assert_zone("Alice Relic", Zone.BATTLEFIELD, 0)


@kit
def test_two_of_one_opponents_are_refused(table_factory: Callable[..., Table]) -> None:
    """CR 601.2c, 732: Bob's Relic and Bob's Idol: two of one player's: refused, nothing
    changed."""
    table = table_factory(players=THREE)
    _setup(table)
    with pytest.raises(IllegalActionError):
        table.cast("Dismantling Wave", targets=[["Bob Relic", "Bob Idol"]])
    table.assert_zone("Dismantling Wave", Zone.HAND, 0)
    table.assert_zone("Bob Relic", Zone.BATTLEFIELD, 1)


@kit
def test_your_own_is_no_target(table_factory: Callable[..., Table]) -> None:
    """CR 115.1, 102.2: Alice's own Relic is no opponent's: refused."""
    table = table_factory(players=THREE)
    _setup(table)
    with pytest.raises(IllegalActionError):
        table.cast("Dismantling Wave", targets=[["Alice Relic"]])
    table.assert_zone("Dismantling Wave", Zone.HAND, 0)


@kit
def test_up_to_one_none_for_an_opponent(table_factory: Callable[..., Table]) -> None:
    """CR 115.1b: only Carol's Charm chosen: it alone is destroyed."""
    table = table_factory(players=THREE)
    _setup(table)
    table.cast("Dismantling Wave", targets=[["Carol Charm"]])
    table.resolve()
    table.assert_zone("Carol Charm", Zone.GRAVEYARD, 2)
    table.assert_zone("Bob Relic", Zone.BATTLEFIELD, 1)
    table.assert_zone("Bob Idol", Zone.BATTLEFIELD, 1)


@kit
def test_tri_sentinel_deals_three_to_one_creature_of_each(
        table_factory: Callable[..., Table]) -> None:
    """CR 601.2c, 603.3d: cast, Tri-Sentinel enters: 3 damage to Bob's Bears and Carol's
    Ogre, none to Bob's Hill Giant."""
    table = table_factory(players=THREE)
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.battlefield(2, "Gray Ogre")
    table.mana(0, "CCCCCCC")
    table.hand(0, "Tri-Sentinel, Act of Vengeance")
    table.cast("Tri-Sentinel, Act of Vengeance")
    table.answer("targets", "Grizzly Bears", "Gray Ogre")  # as it is put on the stack (603.3d)
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_zone("Gray Ogre", Zone.GRAVEYARD, 2)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)
    assert table.find("Hill Giant").damage == 0


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
