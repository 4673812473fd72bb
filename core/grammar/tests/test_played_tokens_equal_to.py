"""Printed cards creating "a number of ... tokens equal to [amount]", played (CR 111.1, 107.3).

Gluttonous Troll creates as many Food tokens as its controller has opponents (one against
Bob, two against Bob and Carol); Goblin Gathering as many 1/1 red Goblins as two plus the
cards named Goblin Gathering in its controller's graveyard (not itself: on the stack as it
resolves, 608.2). The cards come with their exact Oracle definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

GLUTTONOUS_TROLL = CardDef(
    name="Gluttonous Troll", mana_cost="{2}{B}{G}", type_line="Creature — Troll",
    text="Trample\nWhen this creature enters, create a number of Food tokens equal to the "
         "number of opponents you have. (Food tokens are artifacts with \"{2}, {T}, Sacrifice "
         "this token: You gain 3 life.\")\n{1}{G}, Sacrifice another nonland permanent: This "
         "creature gets +2/+2 until end of turn.", power="3", toughness="3")
GOBLIN_GATHERING = CardDef(
    name="Goblin Gathering", mana_cost="{2}{R}", type_line="Sorcery",
    text="Create a number of 1/1 red Goblin creature tokens equal to two plus the number of "
         "cards named Goblin Gathering in your graveyard.")

CARDS = (GLUTTONOUS_TROLL, GOBLIN_GATHERING)
KIT = {"tokens-equal-kit": card_pool("tokens-equal-kit", CARDS)}
kit = pytest.mark.plugins(extra=KIT)


def tokens(table: Table, name: str, player: int = 0) -> int:
    return sum(1 for o in table.game.objects_in(Zone.BATTLEFIELD, player)
               if o.is_token and o.card.name == name)


def troll(table: Table) -> None:
    table.lands(0, "Swamp", 2)
    table.lands(0, "Forest", 2)
    table.hand(0, "Gluttonous Troll")
    table.cast("Gluttonous Troll")
    table.resolve()  # the creature spell
    table.resolve()  # its enters trigger


@kit
def test_gluttonous_troll_one_food_per_opponent(table: Table) -> None:
    """CR 111.1, 111.10b: one opponent, one Food; the Food gains its controller 3 life."""
    troll(table)
    assert tokens(table, "Food Token") == 1
    table.lands(0, "Forest", 2)
    table.activate("Food Token")
    table.resolve()
    table.assert_life(0, 23)
    assert tokens(table, "Food Token") == 0


def test_gluttonous_troll_with_two_opponents_two_foods() -> None:
    """CR 102.2: in a game of three, Alice has two opponents: two Food tokens."""
    table = Table.new(["tokens-equal-kit"], players=("Alice", "Bob", "Carol"), extra=KIT)
    troll(table)
    assert tokens(table, "Food Token") == 2


@kit
def test_goblin_gathering_two_plus_the_ones_in_the_graveyard(table: Table) -> None:
    """CR 107.3: two Goblin Gatherings in Alice's graveyard: 2 + 2 = four Goblins; the one
    resolving is on the stack, not counted (608.2)."""
    table.graveyard(0, "Goblin Gathering", "Goblin Gathering")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Goblin Gathering")
    table.cast("Goblin Gathering")
    table.resolve()
    assert tokens(table, "Goblin Token") == 4
    goblin = table.find("Goblin Token", zone=Zone.BATTLEFIELD)
    assert (table.power("Goblin Token"), table.toughness("Goblin Token")) == (1, 1)
    assert table.game.chars(goblin.id).colors == frozenset("R")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
