"""Printed "Whenever one or more tokens you control enter, put that many +1/+1 counters on this
creature." (Woodland Champion) and "Whenever one or more tokens you control enter, you may
draw a card." (Mister Fantastic, Reed Richards), played (CR 603.2c, 111.1).

Tokens created together enter in one event: one trigger ("that many": as many counters as
tokens); a nontoken creature entering, or an opponent's tokens, trigger nothing. The
printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

WOODLAND_CHAMPION = CardDef(
    name="Woodland Champion", mana_cost="{1}{G}", type_line="Creature — Elf Scout", power="2",
    toughness="2",
    text="Whenever one or more tokens you control enter, put that many +1/+1 counters on this "
         "creature.")

MISTER_FANTASTIC = CardDef(
    name="Mister Fantastic, Reed Richards", mana_cost="{3}{U}",
    type_line="Legendary Creature — Human Scientist Hero", power="2", toughness="4",
    keywords=("Reach",),
    text="Reach\nWhenever one or more tokens you control enter, you may draw a card.")

RAISE_THE_ALARM = CardDef(name="Raise the Alarm", mana_cost="{1}{W}", type_line="Instant",
                          text="Create two 1/1 white Soldier creature tokens.")

DRAGON_FODDER = CardDef(name="Dragon Fodder", mana_cost="{1}{R}", type_line="Sorcery",
                        text="Create two 1/1 red Goblin creature tokens.")

CARDS = (WOODLAND_CHAMPION, MISTER_FANTASTIC, RAISE_THE_ALARM, DRAGON_FODDER)
kit = pytest.mark.plugins(extra={"tokens-kit": card_pool("tokens-kit", CARDS)})


@kit
def test_two_tokens_created_together_are_one_trigger_for_that_many(table: Table) -> None:
    """CR 603.2c: Raise the Alarm's two Soldiers enter in one event: Woodland Champion
    triggers once and gets two +1/+1 counters; Grizzly Bears entering triggers nothing."""
    table.battlefield(0, "Woodland Champion")
    table.lands(0, "Plains", 2)
    table.lands(0, "Forest", 2)
    table.hand(0, "Raise the Alarm", "Grizzly Bears")
    table.cast("Raise the Alarm")
    table.resolve()
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()
    table.assert_counters("Woodland Champion", "+1/+1", 2)
    table.cast("Grizzly Bears")
    table.resolve()
    assert table.names(Zone.STACK) == []
    table.assert_counters("Woodland Champion", "+1/+1", 2)


@kit
def test_an_opponents_tokens_dont_trigger_it(table: Table) -> None:
    """CR 603.2c: Bob's Goblins entering under his control: Alice's Champion stays as it is."""
    table.battlefield(0, "Woodland Champion")
    table.set_turn(active=1, turn=2)
    table.lands(1, "Mountain", 2)
    table.hand(1, "Dragon Fodder")
    table.cast("Dragon Fodder")
    table.resolve()
    assert len(table.names(Zone.BATTLEFIELD, 1)) == 4  # two Mountains, two Goblins
    assert table.names(Zone.STACK) == []
    table.assert_counters("Woodland Champion", "+1/+1", 0)


@kit
def test_you_may_draw_once_for_the_event(table: Table) -> None:
    """CR 603.2c, 603.5: two Goblins, one trigger; Alice draws one card, not two."""
    table.battlefield(0, "Mister Fantastic, Reed Richards")
    table.lands(0, "Mountain", 2)
    table.hand(0, "Dragon Fodder")
    table.library(0, "Island", "Island", "Island")
    table.cast("Dragon Fodder")
    table.resolve()
    assert len(table.names(Zone.STACK)) == 1
    table.resolve(answers=[Answer("may", ("yes",))])
    assert table.names(Zone.HAND, 0) == ["Island"]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
