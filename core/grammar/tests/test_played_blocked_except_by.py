"""Printed "This creature can't be blocked except by creatures with flying." and "... except
by black creatures.", played (CR 509.1b).

Silhana Ledgewalker and Dread Warlock (rule "grammar:can't be blocked except by"): a static
restriction of the creature itself; only a creature fitting the filter may block it, and an
illegal block is refused naming the restriction, the game unchanged (CR 732).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef

SILHANA = CardDef(
    name="Silhana Ledgewalker", mana_cost="{1}{G}", type_line="Creature — Elf Rogue",
    text="Hexproof (This creature can't be the target of spells or abilities your opponents "
         "control.)\nThis creature can't be blocked except by creatures with flying.",
    power="1", toughness="1")
DREAD_WARLOCK = CardDef(
    name="Dread Warlock", mana_cost="{1}{B}{B}", type_line="Creature — Human Wizard Warlock",
    text="This creature can't be blocked except by black creatures.", power="2", toughness="2")
WIND_DRAKE = CardDef(name="Wind Drake", mana_cost="{2}{U}", type_line="Creature — Drake",
                     text="Flying", power="2", toughness="2")
WALKING_CORPSE = CardDef(name="Walking Corpse", mana_cost="{1}{B}",
                         type_line="Creature — Zombie", text="", power="2", toughness="2")

CARDS = (SILHANA, DREAD_WARLOCK, WIND_DRAKE, WALKING_CORPSE)
kit = pytest.mark.plugins(extra={"except-by-kit": card_pool("except-by-kit", CARDS)})


@kit
def test_silhana_ledgewalker_is_blocked_only_by_a_creature_with_flying(table: Table) -> None:
    """CR 509.1b: of Bob's Wind Drake and Grizzly Bears only the Drake may block it."""
    assert table.game.rules.card("Silhana Ledgewalker").playable
    table.battlefield(0, "Silhana Ledgewalker")
    table.battlefield(1, "Wind Drake", "Grizzly Bears")
    table.attack("Silhana Ledgewalker")
    assert table.blocks_offered() == {("Wind Drake", "Silhana Ledgewalker")}
    before = table.game.to_json()
    with pytest.raises(IllegalActionError,
                       match="can't be blocked except by creature with flying"):
        table.block({"Grizzly Bears": "Silhana Ledgewalker"})
    assert table.game.to_json() == before


@kit
def test_dread_warlock_is_blocked_only_by_a_black_creature(table: Table) -> None:
    """CR 509.1b, 105.2: Walking Corpse (black) may block it, Grizzly Bears (green) not;
    the legal block is declared."""
    assert table.game.rules.card("Dread Warlock").playable
    table.battlefield(0, "Dread Warlock")
    table.battlefield(1, "Walking Corpse", "Grizzly Bears")
    table.attack("Dread Warlock")
    assert table.blocks_offered() == {("Walking Corpse", "Dread Warlock")}
    before = table.game.to_json()
    with pytest.raises(IllegalActionError, match="can't be blocked except by black creature"):
        table.block({"Grizzly Bears": "Dread Warlock"})
    assert table.game.to_json() == before
    table.block({"Walking Corpse": "Dread Warlock"})


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
