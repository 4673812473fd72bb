"""Printed "that player / each player returns a [permanent] they control to its owner's hand",
played (CR 608.2d, 603.7c, 101.4, 609.3).

Each such player chooses one of their own permanents as it resolves, not a target: Bob
casting Grizzly Bears under Mana Breach returns one of his Forests, Alice's lands stay;
Curfew makes Alice and Bob each return one creature of their own, Alice's second creature
staying; Blood Clock makes the player whose upkeep it is return one unless they pay 2 life.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

MANA_BREACH = CardDef(
    name="Mana Breach", mana_cost="{2}{U}", type_line="Enchantment",
    text="Whenever a player casts a spell, that player returns a land they control to its "
         "owner's hand.")
CURFEW = CardDef(
    name="Curfew", mana_cost="{U}", type_line="Instant",
    text="Each player returns a creature they control to its owner's hand.")

BLOOD_CLOCK = CardDef(
    name="Blood Clock", mana_cost="{4}", type_line="Artifact",
    text="At the beginning of each player's upkeep, that player returns a permanent they control "
         "to its owner's hand unless they pay 2 life.")

CARDS = (MANA_BREACH, CURFEW, BLOOD_CLOCK)
kit = pytest.mark.plugins(extra={"returns-own-kit": card_pool("returns-own-kit", CARDS)})


@kit
def test_mana_breach_makes_the_caster_return_a_land(table: Table) -> None:
    """CR 603.7c: Bob casts Grizzly Bears: one of Bob's Forests to his hand; Alice's Islands
    stay."""
    table.battlefield(0, "Mana Breach")
    table.lands(0, "Island", 2)
    table.set_turn(active=1)
    table.lands(1, "Forest", 2)
    table.hand(1, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)
    assert table.names(Zone.HAND, 1) == ["Forest"]
    assert table.names(Zone.BATTLEFIELD, 1).count("Forest") == 1
    assert table.names(Zone.BATTLEFIELD, 0).count("Island") == 2
    assert table.names(Zone.HAND, 0) == []


@kit
def test_curfew_each_player_returns_one_creature_of_their_own(table: Table) -> None:
    """CR 608.2d, 101.4: Alice returns one of her two creatures, Bob his Hill Giant."""
    table.battlefield(0, "Grizzly Bears", "Gray Ogre")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Island", 1)
    table.hand(0, "Curfew")
    table.cast("Curfew")
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.HAND, 1)
    mine = [n for n in ("Grizzly Bears", "Gray Ogre") if n in table.names(Zone.HAND, 0)]
    assert len(mine) == 1
    assert len([n for n in ("Grizzly Bears", "Gray Ogre")
                if n in table.names(Zone.BATTLEFIELD, 0)]) == 1


@kit
def test_curfew_a_player_without_creatures_returns_nothing(table: Table) -> None:
    """CR 609.3: Bob controls no creature; Alice still returns hers, Bob's land stays."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(1, "Forest", 1)
    table.lands(0, "Island", 1)
    table.hand(0, "Curfew")
    table.cast("Curfew")
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.HAND, 0)
    assert table.names(Zone.HAND, 1) == []


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)


@kit
def test_blood_clock_the_upkeep_player_returns_or_pays(table: Table) -> None:
    """CR 603.7c, 118.12: in Bob's upkeep Bob declines to pay: he returns his Hill Giant, his
    only permanent, and Alice's permanents stay; in Alice's upkeep she pays 2 life and keeps
    hers."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(0, "Blood Clock", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.go_to(Step.UPKEEP, turn=2)
    table.resolve(answers=[Answer("pay_unless", (False,), player=1)])
    table.assert_zone("Hill Giant", Zone.HAND, 1)
    assert table.life(1) == 20
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.go_to(Step.UPKEEP, turn=3)
    table.resolve(answers=[Answer("pay_unless", (True,), player=0)])
    assert table.life(0) == 18
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Blood Clock", Zone.BATTLEFIELD, 0)
