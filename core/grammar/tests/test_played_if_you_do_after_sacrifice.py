"""Printed "At the beginning of your end step, sacrifice a non-Demon creature. If you do,
create a token that's a copy of this creature." (Dreadfeast Demon), played (CR 608.2c,
701.21a, 707.2).

"If you do" reads whether a creature was sacrificed: with Grizzly Bears to sacrifice, the
Bears go to the graveyard and a token copy of the Demon is created; with no non-Demon
creature, nothing is sacrificed and no token is created.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

DREADFEAST_DEMON = CardDef(
    name="Dreadfeast Demon", mana_cost="{5}{B}{B}", type_line="Creature — Demon",
    text="Flying\nAt the beginning of your end step, sacrifice a non-Demon creature. If you "
         "do, create a token that's a copy of this creature.",
    power="6", toughness="6")

CARDS = (DREADFEAST_DEMON,)
kit = pytest.mark.plugins(extra={"dreadfeast-kit": card_pool("dreadfeast-kit", CARDS)})


def _demons(table: Table) -> list[str]:
    return [n for n in table.names(Zone.BATTLEFIELD, 0) if n.startswith("Dreadfeast Demon")]


@kit
def test_a_creature_sacrificed_makes_a_copy(table: Table) -> None:
    """CR 608.2c, 707.2: Grizzly Bears is sacrificed: a second Dreadfeast Demon, a token."""
    table.battlefield(0, "Dreadfeast Demon", "Grizzly Bears")
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    demons = _demons(table)
    assert len(demons) == 2
    assert sum(1 for o in table.game.battlefield(0)
               if o.is_token and o.card.name == "Dreadfeast Demon") == 1
    assert all(table.power(d) == 6 for d in demons)


@kit
def test_nothing_to_sacrifice_makes_no_copy(table: Table) -> None:
    """CR 608.2c: no non-Demon creature: nothing is sacrificed, no token."""
    table.battlefield(0, "Dreadfeast Demon")
    table.go_to(Step.END)
    table.resolve_all()
    assert _demons(table) == ["Dreadfeast Demon"]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
