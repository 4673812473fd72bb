"""Printed battalion creatures, "Whenever this creature and at least two other creatures
attack, ...", cast and played (CR 207.2c, 508.3a).

Boros Elite ("Battalion — Whenever this creature and at least two other creatures attack,
this creature gets +2/+2 until end of turn.") is cast from its owner's hand with its exact
Oracle definition (the corpus record, checked below): the ability triggers once as attackers
are declared, only if it and at least two others are declared attackers (508.3a).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

BOROS_ELITE = CardDef(
    name="Boros Elite", mana_cost="{W}", type_line="Creature — Human Soldier",
    text="Battalion — Whenever this creature and at least two other creatures attack, this "
         "creature gets +2/+2 until end of turn.", power="1", toughness="1")

CARDS = (BOROS_ELITE,)

kit = pytest.mark.plugins(extra={"proved-battalion-kit":
                                 card_pool("proved-battalion-kit", CARDS)})


@kit
def test_boros_elite_with_two_others_gets_the_bonus(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 508.3a: the Elite, Grizzly Bears and Memnite attack: the ability triggers once,
    the Elite is 3/3 and the three deal 3 + 2 + 1 unblocked (510.1a)."""
    cast_and_resolve(table, "Boros Elite", {"Plains": 1})
    table.battlefield(0, "Grizzly Bears", "Memnite")
    next_turn(table, 2)
    table.attack("Boros Elite", "Grizzly Bears", "Memnite")
    table.resolve_all()
    assert table.power("Boros Elite") == 3 and table.toughness("Boros Elite") == 3
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 14)


@kit
def test_boros_elite_with_one_other_gets_nothing(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 508.3a: the Elite and one other creature attack: "at least two other" is not met,
    no trigger: 1 + 2 damage."""
    cast_and_resolve(table, "Boros Elite", {"Plains": 1})
    table.battlefield(0, "Grizzly Bears", "Memnite")
    next_turn(table, 2)
    table.attack("Boros Elite", "Grizzly Bears")
    table.resolve_all()
    assert table.power("Boros Elite") == 1
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 17)


@kit
def test_boros_elite_staying_home_gets_nothing(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 508.3a: three other creatures attack without the Elite: it is not declared an
    attacker, so its ability doesn't trigger."""
    cast_and_resolve(table, "Boros Elite", {"Plains": 1})
    table.battlefield(0, "Grizzly Bears", "Memnite", "Llanowar Elves")
    next_turn(table, 2)
    table.attack("Grizzly Bears", "Memnite", "Llanowar Elves")
    table.resolve_all()
    assert table.power("Boros Elite") == 1


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed card as the Oracle corpus has it."""
    assert_printed(CARDS)
