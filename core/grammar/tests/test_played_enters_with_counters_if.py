"""Printed "~ enters with N +1/+1 counters on it if [condition].", played (CR 614.1c, 614.12,
119.3, 700.4).

Cindering Cutthroat ("if an opponent lost life this turn"), Festerhide Boar ("if a creature
died this turn") and Frontier Mastodon ("if you control a creature with power 4 or
greater"): the condition is asked as the creature would enter, "you" being the player it
enters under the control of; it enters without counters otherwise.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

CINDERING_CUTTHROAT = CardDef(
    name="Cindering Cutthroat", mana_cost="{2}{B/R}", type_line="Creature — Lizard Assassin",
    text="This creature enters with a +1/+1 counter on it if an opponent lost life this "
         "turn.\n{1}{B/R}: This creature gains menace until end of turn. (It can't be blocked "
         "except by two or more creatures.)", power="3", toughness="2")
FESTERHIDE_BOAR = CardDef(
    name="Festerhide Boar", mana_cost="{3}{G}", type_line="Creature — Boar",
    text="Trample\nMorbid — This creature enters with two +1/+1 counters on it if a creature "
         "died this turn.", power="3", toughness="3")
FRONTIER_MASTODON = CardDef(
    name="Frontier Mastodon", mana_cost="{2}{G}", type_line="Creature — Elephant",
    text="Ferocious — This creature enters with a +1/+1 counter on it if you control a "
         "creature with power 4 or greater.", power="3", toughness="2")

CARDS = (CINDERING_CUTTHROAT, FESTERHIDE_BOAR, FRONTIER_MASTODON)
kit = pytest.mark.plugins(extra={"enters-if-kit": card_pool("enters-if-kit", CARDS)})


@kit
def test_cindering_cutthroat_gets_a_counter_after_an_opponent_lost_life(table: Table) -> None:
    """CR 119.3, 614.1c: Lightning Bolt to the opponent first: it enters with the counter."""
    table.lands(0, "Mountain", 4)
    table.hand(0, "Lightning Bolt", "Cindering Cutthroat")
    table.cast("Lightning Bolt", targets=["opponent"])
    table.resolve()
    table.cast("Cindering Cutthroat")
    table.resolve()
    table.assert_counters("Cindering Cutthroat", "+1/+1", 1)


@kit
def test_cindering_cutthroat_without_life_lost_has_no_counter(table: Table) -> None:
    """CR 614.1c: only its controller lost life (a Bolt to itself): no counter."""
    table.lands(0, "Mountain", 4)
    table.hand(0, "Lightning Bolt", "Cindering Cutthroat")
    table.cast("Lightning Bolt", targets=["you"])
    table.resolve()
    table.cast("Cindering Cutthroat")
    table.resolve()
    table.assert_counters("Cindering Cutthroat", "+1/+1", 0)


@kit
def test_festerhide_boar_after_a_creature_died(table: Table) -> None:
    """CR 700.4: a Bolted Grizzly Bears died this turn: two counters; none before."""
    table.lands(0, "Forest", 8)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Festerhide Boar", "Lightning Bolt")
    table.cast("Festerhide Boar")
    table.resolve()
    table.assert_counters("Festerhide Boar", "+1/+1", 0)
    table.mana(0, "R")
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    table.hand(0, "Festerhide Boar")
    table.cast("Festerhide Boar")
    table.resolve()
    assert sorted(o.counter("+1/+1") for o in table.game.battlefield(0)
                  if o.card.name == "Festerhide Boar") == [0, 2]


@kit
def test_frontier_mastodon_counts_only_its_controllers_creatures(table: Table) -> None:
    """CR 614.12: the opponent's Craw Wurm (power 6) is not one "you control": no counter;
    with its controller's own Craw Wurm, one counter."""
    table.lands(0, "Forest", 6)
    table.battlefield(1, "Craw Wurm")
    table.hand(0, "Frontier Mastodon")
    table.cast("Frontier Mastodon")
    table.resolve()
    table.assert_counters("Frontier Mastodon", "+1/+1", 0)
    table.battlefield(0, "Craw Wurm")
    table.hand(0, "Frontier Mastodon")
    table.cast("Frontier Mastodon")
    table.resolve()
    assert sorted(o.counter("+1/+1") for o in table.game.battlefield(0)
                  if o.card.name == "Frontier Mastodon") == [0, 1]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
