"""Printed "Whenever this creature becomes blocked, it gets -2/-1 until end of turn for each
creature blocking it beyond the first." (Johtull Wurm), cast and played (CR 509.3c, 107.3c,
608.2h, 611.2c, 613.4c).

"Becomes blocked" triggers once however many creatures block it (509.3c); the creatures
blocking it beyond the first are counted once, as the ability resolves (608.2h), less one and
never below zero, and the change is then fixed until end of turn (611.2c). The printed card
is played with its exact Oracle text (the corpus record, checked below).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

JOHTULL_WURM = CardDef(
    name="Johtull Wurm", mana_cost="{5}{G}", type_line="Creature — Wurm",
    text="Whenever this creature becomes blocked, it gets -2/-1 until end of turn for each "
         "creature blocking it beyond the first.", power="6", toughness="6")

CARDS = (JOHTULL_WURM,)

kit = pytest.mark.plugins(extra={"blocked-shrink-kit": card_pool("blocked-shrink-kit", CARDS)})


@kit
def test_johtull_wurm_shrinks_for_each_blocker_beyond_the_first(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 509.3c, 608.2h: blocked by three creatures, the ability triggers once and the Wurm
    gets -4/-2 (two beyond the first): a 2/4, which the blockers' 4 damage destroys (704.5g)."""
    cast_and_resolve(table, "Johtull Wurm", {"Forest": 6})
    table.battlefield(1, "Memnite", "Llanowar Elves", "Grizzly Bears")
    next_turn(table, 2)
    table.attack("Johtull Wurm")
    table.block({"Memnite": "Johtull Wurm", "Llanowar Elves": "Johtull Wurm",
                 "Grizzly Bears": "Johtull Wurm"})
    table.resolve_all()
    assert table.power("Johtull Wurm") == 2 and table.toughness("Johtull Wurm") == 4
    table.go_to(Step.END_COMBAT)  # 4 damage (1 + 1 + 2) is lethal to a 2/4, not to a 6/6
    table.assert_zone("Johtull Wurm", Zone.GRAVEYARD, 0)


@kit
def test_johtull_wurm_blocked_by_one_keeps_its_size(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 509.3c: blocked by one creature, the ability triggers and counts none beyond the
    first: the Wurm stays 6/6."""
    cast_and_resolve(table, "Johtull Wurm", {"Forest": 6})
    table.battlefield(1, "Memnite")
    next_turn(table, 2)
    table.attack("Johtull Wurm")
    table.block({"Memnite": "Johtull Wurm"})
    table.resolve_all()
    assert table.power("Johtull Wurm") == 6 and table.toughness("Johtull Wurm") == 6
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Memnite", Zone.GRAVEYARD, 1)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed card as the Oracle corpus has it."""
    assert_printed(CARDS)
