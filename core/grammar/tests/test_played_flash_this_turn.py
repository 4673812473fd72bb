"""Printed "{G}{U}, {T}: You may cast spells this turn as though they had flash.", played
(CR 609.4, 702.8a, 611.2c, 514.2).

Alchemist's Refuge activated in Alice's main phase lets her cast Grizzly Bears in her beginning
of combat step; on Bob's turn the effect is over and she can't cast the second Bears then.
Without the activation the Bears can't be cast in combat. The printed card comes from the pool
below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

ALCHEMISTS_REFUGE = CardDef(
    name="Alchemist's Refuge", mana_cost=None, type_line="Land",
    text="{T}: Add {C}.\n{G}{U}, {T}: You may cast spells this turn as though they had flash.")

CARDS = (ALCHEMISTS_REFUGE,)
kit = pytest.mark.plugins(extra={"flash-this-turn-kit": card_pool("flash-this-turn-kit", CARDS)})


def _refuge_and_bears(table: Table) -> None:
    table.battlefield(0, "Alchemist's Refuge")
    table.lands(0, "Forest", 5)  # two left untapped for Bob's turn
    table.lands(0, "Island", 1)
    table.hand(0, "Grizzly Bears", "Grizzly Bears")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")


@kit
def test_the_refuge_lets_alice_cast_a_creature_in_combat_this_turn(table: Table) -> None:
    """CR 702.8a, 609.4: cast as though it had flash in her beginning of combat step; on Bob's
    turn the effect has ended (514.2) and the second Bears can't be cast (307.1)."""
    _refuge_and_bears(table)
    table.activate("Alchemist's Refuge")
    table.resolve()
    table.go_to(Step.BEGIN_COMBAT)
    table.cast("Grizzly Bears")
    table.resolve()
    assert len([o for o in table.game.objects_in(Zone.BATTLEFIELD, 0)
                if o.card.name == "Grizzly Bears"]) == 1
    table.next_turn()  # Bob's turn
    table.pass_priority()  # Bob passes in his main phase: Alice may act
    table.assert_illegal(table.cast, "Grizzly Bears", rule="307.1")
    assert len([o for o in table.game.objects_in(Zone.HAND, 0)
                if o.card.name == "Grizzly Bears"]) == 1


@kit
def test_without_the_activation_no_creature_in_combat(table: Table) -> None:
    """CR 307.1: refused outside a main phase, the game unchanged."""
    _refuge_and_bears(table)
    table.go_to(Step.BEGIN_COMBAT)
    table.assert_illegal(table.cast, "Grizzly Bears", rule="307.1")


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
