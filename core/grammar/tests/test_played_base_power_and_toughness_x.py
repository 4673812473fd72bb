"""Printed "Creatures you control have base power and toughness X/X until end of turn"
(Biomass Mutation) and "{X}: Until end of turn, creatures you control have base power and
toughness X/X and gain all creature types." (Mirror Entity), played (CR 107.3, 611.2c,
613.4b, 613.1d, 205.3m).

X is the announced value; the effect sets base power and toughness in layer 7b, so a +1/+1
counter (7c) still counts; it is locked to the creatures there as it resolves (a creature
entering later is unchanged); Mirror Entity's also gives every creature type (layer 4); it
ends in the cleanup step (514.2).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

MIRROR_ENTITY = CardDef(
    name="Mirror Entity", mana_cost="{2}{W}", type_line="Creature — Shapeshifter", power="1",
    toughness="1", keywords=("Changeling",),
    text="Changeling (This card is every creature type.)\n{X}: Until end of turn, creatures "
         "you control have base power and toughness X/X and gain all creature types.")
BIOMASS_MUTATION = CardDef(
    name="Biomass Mutation", mana_cost="{X}{G/U}{G/U}", type_line="Instant",
    text="Creatures you control have base power and toughness X/X until end of turn.")

CARDS = (MIRROR_ENTITY, BIOMASS_MUTATION)
kit = pytest.mark.plugins("changeling",
                          extra={"base-pt-x-kit": card_pool("base-pt-x-kit", CARDS)})


def _pt(table: Table, name: str, player: int = 0) -> tuple[int, int]:
    obj = table.find(name, player=player)
    return table.game.power(obj.id), table.game.toughness(obj.id)


@kit
def test_mirror_entity_makes_each_creature_x_x_with_every_type(table: Table) -> None:
    """CR 613.4b, 613.1d: X = 3: the Entity and the Bears are 3/3, the Bears every creature
    type (an Elf and a Sliver now); Bob's Bears are unchanged."""
    table.battlefield(0, "Mirror Entity", "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Plains", 3)
    table.activate("Mirror Entity", x=3)
    table.resolve()
    assert _pt(table, "Mirror Entity") == (3, 3)
    assert _pt(table, "Grizzly Bears") == (3, 3)
    subtypes = table.game.chars(table.find("Grizzly Bears", player=0).id).type_line.subtypes
    assert {"Bear", "Elf", "Sliver"} <= set(subtypes)
    assert _pt(table, "Grizzly Bears", 1) == (2, 2)
    bobs = table.game.chars(table.find("Grizzly Bears", player=1).id).type_line.subtypes
    assert "Elf" not in bobs


@kit
def test_a_counter_still_counts_and_a_later_creature_is_unchanged(table: Table) -> None:
    """CR 613.4b-c: a +1/+1 counter applies after the base 3/3: 4/4. CR 611.2c: Llanowar
    Elves entering after it resolved stays 1/1."""
    table.battlefield(0, "Mirror Entity")
    table.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    table.lands(0, "Plains", 3)
    table.activate("Mirror Entity", x=3)
    table.resolve()
    assert _pt(table, "Grizzly Bears") == (4, 4)
    table.battlefield(0, "Llanowar Elves")
    assert _pt(table, "Llanowar Elves") == (1, 1)


@kit
def test_the_effect_ends_at_cleanup(table: Table) -> None:
    """CR 514.2: next turn the Bears are 2/2 again."""
    table.battlefield(0, "Mirror Entity", "Grizzly Bears")
    table.lands(0, "Plains", 5)
    table.activate("Mirror Entity", x=5)
    table.resolve()
    assert _pt(table, "Grizzly Bears") == (5, 5)
    table.library(1, "Plains")  # Bob draws in his turn
    table.go_to(Step.END)
    table.next_turn()
    assert _pt(table, "Grizzly Bears") == (2, 2)


@kit
def test_biomass_mutation_sets_x_x_without_adding_types(table: Table) -> None:
    """CR 107.3, 613.4b: X = 1: Alice's Bears are 1/1, still only Bears; Bob's stay 2/2."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Biomass Mutation")
    table.lands(0, "Forest", 3)
    table.cast("Biomass Mutation", x=1)
    table.resolve()
    assert _pt(table, "Grizzly Bears") == (1, 1)
    assert _pt(table, "Grizzly Bears", 1) == (2, 2)
    subtypes = table.game.chars(table.find("Grizzly Bears", player=0).id).type_line.subtypes
    assert "Elf" not in subtypes


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
