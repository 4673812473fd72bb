"""Printed "{1}: The next time you would draw a card this turn, [do something] instead.",
played (CR 614.1a, 614.11, 121.2, 121.6, 611.2a).

Words of Worship activated: Alice's next draw gains her 5 life instead (no card drawn); her
draw after that is a card. "Draw two cards" is two draws: only the first is replaced. Words
of Wilding: a 2/2 Bear instead; Words of Waste: Bob discards a card instead. Activated and
not used this turn, the effect is gone the turn after. Activated twice, two draws replaced.
Thought Reflection ("If you would draw a card, draw two cards instead."): each of Alice's
draws is two, not Bob's; with a second one, one draw is four cards (614.5: each replaces
each draw once, the two draws made by one are replaced by the other).
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

WORDS_OF_WORSHIP = CardDef(
    name="Words of Worship", mana_cost="{2}{W}", type_line="Enchantment",
    text="{1}: The next time you would draw a card this turn, you gain 5 life instead.")
WORDS_OF_WILDING = CardDef(
    name="Words of Wilding", mana_cost="{2}{G}", type_line="Enchantment",
    text="{1}: The next time you would draw a card this turn, create a 2/2 green Bear "
         "creature token instead.")
THOUGHT_REFLECTION = CardDef(
    name="Thought Reflection", mana_cost="{4}{U}{U}{U}", type_line="Enchantment",
    text="If you would draw a card, draw two cards instead.")
WORDS_OF_WASTE = CardDef(
    name="Words of Waste", mana_cost="{2}{B}", type_line="Enchantment",
    text="{1}: The next time you would draw a card this turn, each opponent discards a card "
         "instead.")

CARDS = (WORDS_OF_WORSHIP, WORDS_OF_WILDING, WORDS_OF_WASTE, THOUGHT_REFLECTION)
kit = pytest.mark.plugins(extra={"words-kit": card_pool("words-kit", CARDS)})


_COLOUR = {"Words of Worship": "Plains", "Words of Wilding": "Forest",
           "Words of Waste": "Swamp"}


def _words(table: Table, name: str, times: int = 1) -> None:
    table.lands(0, _COLOUR[name], 3 + times)
    table.hand(0, name)
    table.cast(name)
    table.resolve()
    table.library(0, "Island", "Island", "Island")
    for _ in range(times):
        table.activate(name)
        table.resolve()


@kit
def test_worship_replaces_the_next_draw_only(table: Table) -> None:
    """CR 614.11, 121.2: "draw two cards": the first gains 5 life, the second is a card."""
    _words(table, "Words of Worship")
    drawn = table.game.draw(0, 2)
    assert [o.name for o in drawn] == ["Island"]
    assert table.life(0) == 25
    assert table.names(Zone.HAND, 0) == ["Island"]
    table.assert_logged(rule="614.11", contains="you gain 5 life instead")
    table.game.draw(0, 1)
    assert table.life(0) == 25
    assert table.names(Zone.HAND, 0) == ["Island", "Island"]


@kit
def test_worship_activated_twice_replaces_two_draws(table: Table) -> None:
    """CR 614.5, 614.11: two effects, each used up by one draw: 10 life, no card."""
    _words(table, "Words of Worship", times=2)
    assert table.game.draw(0, 2) == []
    assert table.life(0) == 30
    assert table.names(Zone.HAND, 0) == []


@kit
def test_wilding_makes_a_bear_instead(table: Table) -> None:
    """CR 614.11: a 2/2 green Bear token instead of a card."""
    _words(table, "Words of Wilding")
    assert table.game.draw(0, 1) == []
    assert table.names(Zone.BATTLEFIELD, 0).count("Bear Token") == 1
    assert table.names(Zone.HAND, 0) == []


@kit
def test_waste_makes_the_opponent_discard_instead(table: Table) -> None:
    """CR 614.11, 701.9a: Bob discards his Forest; Alice draws nothing."""
    _words(table, "Words of Waste")
    table.hand(1, "Forest")
    table.game.draw(0, 1)
    assert table.names(Zone.GRAVEYARD, 1) == ["Forest"]
    assert table.names(Zone.HAND, 0) == []


@kit
def test_unused_the_effect_ends_with_the_turn(table: Table) -> None:
    """CR 611.2a: "this turn": two turns on, Alice draws her card in her draw step."""
    _words(table, "Words of Worship")
    table.library(1, "Island", "Island")
    table.next_turn()
    table.next_turn()
    assert table.life(0) == 20
    assert "Island" in table.names(Zone.HAND, 0)


def _reflection(table: Table) -> None:
    table.lands(0, "Island", 7)
    table.hand(0, "Thought Reflection")
    table.cast("Thought Reflection")
    table.resolve()
    table.library(0, *["Island"] * 6)
    table.library(1, "Forest", "Forest")


@kit
def test_thought_reflection_draws_two_instead_of_one(table: Table) -> None:
    """CR 614.11, 121.2: Alice would draw one card: she draws two; Bob draws one."""
    _reflection(table)
    table.game.draw(0, 1)
    assert len(table.names(Zone.HAND, 0)) == 2
    table.assert_logged(rule="614.11", contains="draw two cards instead")
    table.game.draw(1, 1)
    assert table.names(Zone.HAND, 1) == ["Forest"]


@kit
def test_two_thought_reflections_draw_four(table: Table) -> None:
    """CR 614.5: the first makes two draws, the second replaces each of them: four cards."""
    _reflection(table)
    table.battlefield(0, "Thought Reflection")
    table.refresh()
    table.game.draw(0, 1)
    assert len(table.names(Zone.HAND, 0)) == 4


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
