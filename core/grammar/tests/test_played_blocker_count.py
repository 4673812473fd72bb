"""Printed "This creature can't be blocked by more than one creature." and "Each creature you
control with power 4 or greater can't be blocked by more than one creature." played (CR
509.1b).

Stalking Tiger's restriction is a static ability of the creature itself: one of two Grizzly
Bears may block it; both blocking it is refused naming the rule, the game unchanged (CR 732).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

STALKING_TIGER = CardDef(
    name="Stalking Tiger", mana_cost="{3}{G}", type_line="Creature — Cat",
    text="This creature can't be blocked by more than one creature.", power="3",
    toughness="3")

CHALLENGER_TROLL = CardDef(
    name="Challenger Troll", mana_cost="{4}{G}", type_line="Creature — Troll",
    text="Each creature you control with power 4 or greater can't be blocked by more than one "
         "creature.", power="6", toughness="5")

CARDS = (STALKING_TIGER, CHALLENGER_TROLL)
kit = pytest.mark.plugins(extra={"blocker-count-kit": card_pool("blocker-count-kit", CARDS)})


def _attacked(table: Table) -> list[str]:
    bears = table.battlefield(0, "Grizzly Bears", "Grizzly Bears")
    table.battlefield(1, "Stalking Tiger")
    table.library(0, "Island")
    table.library(1, "Island")
    table.next_turn()
    table.attack("Stalking Tiger")
    return [f"Grizzly Bears#{b.id}" for b in bears]


@kit
def test_two_blockers_are_refused(table: Table) -> None:
    """CR 509.1b, 732: the refusal names the restriction and nothing is declared."""
    first, second = _attacked(table)
    table.blocks_offered()
    before = table.game.to_json()
    with pytest.raises(IllegalActionError, match="more than one creature"):
        table.block({first: "Stalking Tiger", second: "Stalking Tiger"})
    assert table.game.to_json() == before


@kit
def test_one_blocker_is_legal(table: Table) -> None:
    """CR 509.1a: one Bears blocks; the Tiger is blocked and kills it (510.1)."""
    first, _second = _attacked(table)
    table.block({first: "Stalking Tiger"})
    table.go_to(Step.MAIN2)
    assert table.names(Zone.GRAVEYARD, 0) == ["Grizzly Bears"]
    assert table.zone_of("Stalking Tiger") is Zone.BATTLEFIELD
    table.assert_life(0, 20)


@kit
def test_challenger_troll_restricts_only_power_four_or_greater(table: Table) -> None:
    """CR 509.1b, 611.3a: the Troll (power 6) can't be double-blocked; the Grizzly Bears
    (power 2) beside it can."""
    walls = table.battlefield(0, "Grizzly Bears", "Grizzly Bears", "Grizzly Bears",
                              "Grizzly Bears")
    table.battlefield(1, "Challenger Troll", "Grizzly Bears")
    table.library(0, "Island")
    table.library(1, "Island")
    table.next_turn()
    attackers = list(table.game.battlefield(1))
    bears = next(o for o in attackers if o.card.name == "Grizzly Bears")
    table.attack("Challenger Troll", f"Grizzly Bears#{bears.id}")
    a, b_, c, d = (f"Grizzly Bears#{w.id}" for w in walls)
    table.blocks_offered()
    before = table.game.to_json()
    with pytest.raises(IllegalActionError, match="more than one creature"):
        table.block({a: "Challenger Troll", b_: "Challenger Troll"})
    assert table.game.to_json() == before
    table.block({a: "Challenger Troll", c: f"Grizzly Bears#{bears.id}",
                 d: f"Grizzly Bears#{bears.id}"})
    assert table.logged(rule="509.1a", contains="blocks")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
