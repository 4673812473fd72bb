"""Printed "At the beginning of the upkeep of enchanted creature's controller, ..." Auras and
"At the beginning of each opponent's upkeep, if that player ..." creatures, cast and played
(CR 503.1, 603.2, 603.4, 603.7c).

One Thousand Lashes ("... that player loses 1 life."), Essence Flare ("... put a -0/-1
counter on that creature.") and Hellfire Mongrel ("At the beginning of each opponent's
upkeep, if that player has two or fewer cards in hand, this creature deals 2 damage to that
player.") are cast from their owner's hand with their exact Oracle definitions (the corpus
records, checked below): the Aura's ability triggers at the upkeep of whoever controls the
enchanted creature, "that player" being that player and "that creature" the enchanted one;
the Mongrel's at each opponent's upkeep, only if that player's hand holds two or fewer
cards then (an intervening "if", 603.4).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

ONE_THOUSAND_LASHES = CardDef(
    name="One Thousand Lashes", mana_cost="{2}{W}{B}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature can't attack or block, and its activated "
         "abilities can't be activated.\nAt the beginning of the upkeep of enchanted "
         "creature's controller, that player loses 1 life.")
ESSENCE_FLARE = CardDef(
    name="Essence Flare", mana_cost="{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +2/+0.\nAt the beginning of the upkeep of "
         "enchanted creature's controller, put a -0/-1 counter on that creature.")
HELLFIRE_MONGREL = CardDef(
    name="Hellfire Mongrel", mana_cost="{2}{R}", type_line="Creature — Elemental Dog",
    text="At the beginning of each opponent's upkeep, if that player has two or fewer cards "
         "in hand, this creature deals 2 damage to that player.", power="2", toughness="2")

CARDS = (ONE_THOUSAND_LASHES, ESSENCE_FLARE, HELLFIRE_MONGREL)

kit = pytest.mark.plugins(extra={"proved-upkeep-player-kit":
                                 card_pool("proved-upkeep-player-kit", CARDS)})


def _enchant(table: Table, aura: str, creature: str, lands: dict[str, int]) -> None:
    for land, count in lands.items():
        table.lands(0, land, count)
    table.hand(0, aura)
    table.cast(aura, targets=[creature])
    table.resolve()
    table.assert_zone(aura, Zone.BATTLEFIELD, 0)


@kit
def test_one_thousand_lashes_costs_the_enchanted_creatures_controller_life(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 503.1, 603.7c: on the opponent's Grizzly Bears, the opponent loses 1 life at their
    upkeep (19), and nothing happens at the Aura's controller's own upkeep."""
    table.battlefield(1, "Grizzly Bears")
    _enchant(table, "One Thousand Lashes", "Grizzly Bears", {"Plains": 2, "Swamp": 2})
    next_turn(table, 1)  # the opponent's upkeep
    table.resolve_all()
    table.assert_life(1, 19)
    table.assert_life(0, 20)
    next_turn(table, 1)  # the Aura's controller's upkeep
    table.resolve_all()
    table.assert_life(1, 19)
    table.assert_life(0, 20)


@kit
def test_one_thousand_lashes_on_your_own_creature_costs_you_life(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 603.2: "enchanted creature's controller" is whoever controls it, here the Aura's
    own controller: they lose 1 life at their upkeep, not at the opponent's."""
    table.battlefield(0, "Grizzly Bears")
    _enchant(table, "One Thousand Lashes", "Grizzly Bears", {"Plains": 2, "Swamp": 2})
    next_turn(table, 1)
    table.resolve_all()
    table.assert_life(0, 20)
    next_turn(table, 1)
    table.resolve_all()
    table.assert_life(0, 19)
    table.assert_life(1, 20)


@kit
def test_essence_flare_puts_a_counter_on_the_enchanted_creature(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 122.1, 603.2: "that creature" is the enchanted Hill Giant (5/3 with the Aura): a
    -0/-1 counter at its controller's upkeep (5/2), none at the other player's."""
    table.battlefield(0, "Hill Giant")
    _enchant(table, "Essence Flare", "Hill Giant", {"Island": 1})
    assert table.power("Hill Giant") == 5 and table.toughness("Hill Giant") == 3
    next_turn(table, 1)  # the opponent's upkeep: not the creature's controller's
    table.resolve_all()
    table.assert_counters("Hill Giant", "-0/-1", 0)
    next_turn(table, 1)
    table.resolve_all()
    table.assert_counters("Hill Giant", "-0/-1", 1)
    assert table.power("Hill Giant") == 5 and table.toughness("Hill Giant") == 2


@kit
def test_hellfire_mongrel_burns_an_opponent_with_few_cards(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 603.4, 603.7c: at the opponent's upkeep their hand is empty (two or fewer): 2
    damage to that player (18); its controller's own upkeep triggers nothing."""
    cast_and_resolve(table, "Hellfire Mongrel", {"Mountain": 3})
    next_turn(table, 1)
    table.resolve_all()
    table.assert_life(1, 18)
    next_turn(table, 1)
    table.resolve_all()
    table.assert_life(0, 20)
    table.assert_life(1, 18)


@kit
def test_hellfire_mongrel_spares_an_opponent_with_three_cards(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 603.4: with three cards in hand as their upkeep begins, the intervening "if" is
    false: the ability doesn't trigger, no damage."""
    cast_and_resolve(table, "Hellfire Mongrel", {"Mountain": 3})
    table.hand(1, "Plains", "Plains", "Plains")
    next_turn(table, 1)
    table.resolve_all()
    table.assert_life(1, 20)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has it."""
    assert_printed(CARDS)
