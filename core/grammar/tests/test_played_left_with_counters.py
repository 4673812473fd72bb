""""If it had [a +1/+1 counter / counters] on it" of a leaves-the-battlefield trigger (CR
603.10a, 603.4, 122.1), asked of the permanent as it last existed on the battlefield, played
from printed cards.

Promising Duskmage ("When this creature dies, if it had a +1/+1 counter on it, draw a
card.") draws when it died with a +1/+1 counter, not without one. Angelic Sleuth
("Whenever another permanent you control leaves the battlefield, if it had counters on it,
investigate.") makes a Clue when Grizzly Bears with a -1/-1 counter die (any kind counts),
not when Grizzly Bears without counters die.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

PROMISING_DUSKMAGE = CardDef(
    name="Promising Duskmage", mana_cost="{2}{B}", type_line="Creature — Human Warlock",
    text="When this creature dies, if it had a +1/+1 counter on it, draw a card.",
    power="2", toughness="3")
ANGELIC_SLEUTH = CardDef(
    name="Angelic Sleuth", mana_cost="{2}{W}", type_line="Creature — Angel Advisor",
    text="Flying\nWhenever another permanent you control leaves the battlefield, if it had "
         "counters on it, investigate. (Create a Clue artifact token with \"{2}, Sacrifice "
         "this token: Draw a card.\")", power="2", toughness="3")
LIGHTNING_BOLT = CardDef(name="Lightning Bolt", mana_cost="{R}", type_line="Instant",
                         text="Lightning Bolt deals 3 damage to any target.")
MURDER = CardDef(name="Murder", mana_cost="{1}{B}{B}", type_line="Instant",
                 text="Destroy target creature.")

CARDS = (PROMISING_DUSKMAGE, ANGELIC_SLEUTH, LIGHTNING_BOLT, MURDER)
kit = pytest.mark.plugins(extra={"left-counters-kit": card_pool("left-counters-kit", CARDS)})


def _duskmage(table: Table, counters: dict[str, int]) -> None:
    table.battlefield(0, "Promising Duskmage", counters=counters)
    table.library(0, "Island")
    table.hand(0, "Murder")
    table.mana(0, "BBB")
    table.cast("Murder", targets=["Promising Duskmage"])
    table.resolve_all()
    table.assert_zone("Promising Duskmage", Zone.GRAVEYARD, 0)


@kit
def test_duskmage_dying_with_a_counter_draws(table: Table) -> None:
    """CR 603.10a: it had a +1/+1 counter as it last existed: a card drawn."""
    _duskmage(table, {"+1/+1": 1})
    table.assert_zone("Island", Zone.HAND, 0)


@kit
def test_duskmage_dying_without_a_counter_does_not_draw(table: Table) -> None:
    """CR 603.4: no +1/+1 counter on it: no trigger."""
    _duskmage(table, {})
    table.assert_zone("Island", Zone.LIBRARY, 0)


def _sleuth(table: Table, counters: dict[str, int]) -> int:
    table.battlefield(0, "Angelic Sleuth")
    table.battlefield(0, "Grizzly Bears", counters=counters)
    table.hand(0, "Lightning Bolt")
    table.mana(0, "R")
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    return sum(1 for o in table.game.battlefield(0) if o.is_token)


@kit
def test_sleuth_when_a_permanent_with_counters_leaves_investigates(table: Table) -> None:
    """CR 603.10a, 701.16a: the Bears had a -1/-1 counter: a Clue token."""
    assert _sleuth(table, {"-1/-1": 1}) == 1


@kit
def test_sleuth_when_a_permanent_without_counters_leaves_does_nothing(table: Table) -> None:
    """CR 603.4: no counters on the Bears: no trigger, no Clue."""
    assert _sleuth(table, {}) == 0


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
