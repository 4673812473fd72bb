"""Printed "create a token that's a copy of this creature" resolving after the creature left
the battlefield: the token copies it as it last existed there (CR 608.2h; 111.12 makes no
token only for an object that never existed and whose last known information isn't used).

Compy Swarm bolted with its end step trigger on the stack still makes its tapped token;
Polyraptor dealt lethal damage still makes its copy (its enrage trigger resolves after it
died). With the source still there the same happens, one token each.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

COMPY_SWARM = CardDef(
    name="Compy Swarm", mana_cost="{1}{B}{G}", type_line="Creature — Dinosaur", power="2",
    toughness="2",
    text="At the beginning of your end step, if a creature died this turn, create a tapped "
         "token that's a copy of this creature.")
POLYRAPTOR = CardDef(
    name="Polyraptor", mana_cost="{6}{G}{G}", type_line="Creature — Dinosaur", power="5",
    toughness="5",
    text="Enrage — Whenever this creature is dealt damage, create a token that's a copy of "
         "this creature.")

CARDS = (COMPY_SWARM, POLYRAPTOR)
kit = pytest.mark.plugins(extra={"source-gone-kit": card_pool("source-gone-kit", CARDS)})


def _tokens(table: Table) -> list[tuple[str, bool, int | None, int | None]]:
    out = []
    for o in table.game.battlefield(0):
        if o.is_token:
            ch = table.game.chars(o.id)
            out.append((ch.name, o.tapped, ch.power, ch.toughness))
    return out


@kit
def test_compy_swarm_bolted_in_its_end_step_still_makes_its_tapped_token(table: Table) -> None:
    """CR 608.2h: the trigger (603.4, a creature died) resolves with Compy Swarm in the
    graveyard; the token is a tapped 2/2 Compy Swarm all the same."""
    table.battlefield(0, "Compy Swarm")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 2)
    table.hand(0, "Lightning Bolt", "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    table.go_to(Step.END)
    assert len(table.game.ids_in(Zone.STACK)) == 1
    table.cast("Lightning Bolt", targets=["Compy Swarm"])
    table.resolve()
    assert "Compy Swarm" in table.names(Zone.GRAVEYARD, 0)
    table.resolve_all()
    assert _tokens(table) == [("Compy Swarm", True, 2, 2)]


@kit
def test_polyraptor_dealt_lethal_damage_still_makes_its_copy(table: Table) -> None:
    """CR 608.2h, 704.5g: a first Lightning Bolt Polyraptor survives makes a 5/5 token; a
    second one kills it (6 damage) before its enrage trigger resolves, and that trigger still
    makes a 5/5 Polyraptor token."""
    raptor = table.battlefield(0, "Polyraptor")[0].id
    table.lands(0, "Mountain", 2)
    table.hand(0, "Lightning Bolt", "Lightning Bolt")
    table.cast("Lightning Bolt", targets=[f"Polyraptor#{raptor}"])
    table.resolve_all()
    assert _tokens(table) == [("Polyraptor", False, 5, 5)]
    table.cast("Lightning Bolt", targets=[f"Polyraptor#{raptor}"])
    table.resolve()
    assert table.game.find(raptor) is None
    assert "Polyraptor" in table.names(Zone.GRAVEYARD, 0)
    table.resolve_all()
    assert _tokens(table) == [("Polyraptor", False, 5, 5)] * 2


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
