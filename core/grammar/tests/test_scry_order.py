"""Scry orders both groups (CR 701.22a): "look at the top N cards of your library, then put
any number of them on the bottom of your library in any order and the rest on top of your
library in any order".

The player answers decisions with finite options, each applied as it is answered: which
cards go to the bottom ("scry", any number), then one at a time which goes to the bottom
next ("scry_bottom", each under the ones before), then one at a time which is put back on
top next ("scry_top", the last one put back is the top card). A group of one card is not
asked about. Prognostic Sphinx and Condescend come with their exact Oracle text (the test
at the end compares them with the corpus).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.engine.game import Game
from manastack.instructions.library import scry
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer, Decision
from manastack.model.effects import Context
from manastack.model.objects import PlayerRef, Zone

PROGNOSTIC_SPHINX = CardDef(
    name="Prognostic Sphinx", mana_cost="{3}{U}{U}", type_line="Creature — Sphinx",
    power="3", toughness="5",
    text="Flying\nDiscard a card: This creature gains hexproof until end of turn. Tap it.\n"
         "Whenever this creature attacks, scry 3.")
CONDESCEND = CardDef(
    name="Condescend", mana_cost="{X}{U}", type_line="Instant",
    text="Counter target spell unless its controller pays {X}. Scry 2. (Look at the top two "
         "cards of your library, then put any number of them on the bottom and the rest on "
         "top in any order.)")

PRINTED = (PROGNOSTIC_SPHINX, CONDESCEND)
kit = pytest.mark.plugins(extra={"testkit": card_pool("scry-testkit", PRINTED)})

LIBRARY = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # Plains on top


def library(table: Table) -> list[str]:
    return table.names(Zone.LIBRARY, 0)  # the top card first


def script(table: Table, plan: dict[str, list[str]]) -> list[tuple[str, list[str], list[str]]]:
    """Answer player 0's scry decisions from ``plan`` (by kind, the card names to choose, in
    turn); record each decision as (kind, the names offered, the library when asked)."""
    seen: list[tuple[str, list[str], list[str]]] = []

    def pick(game: Game, decision: Decision) -> Sequence[Any]:
        if not decision.kind.startswith("scry"):
            return table.game.agents[1].choose(game, decision)  # not expected here
        offered = [game.obj(o).card.name for o in decision.options]
        seen.append((decision.kind, offered, library(table)))
        wanted = plan[decision.kind].pop(0)
        if decision.kind == "scry":
            return tuple(o for o in decision.options
                         if game.obj(o).card.name in wanted.split("+"))
        return tuple(o for o in decision.options if game.obj(o).card.name == wanted)

    for kind in ("scry", "scry_bottom", "scry_top"):
        table.on_decision(kind, pick)
    return seen


def sphinx_attacks(table: Table) -> None:
    table.battlefield(0, "Prognostic Sphinx")
    table.library(0, *LIBRARY)
    table.attack("Prognostic Sphinx")
    assert table.game.ids_in(Zone.STACK)  # CR 603.3: the attack trigger waits on the stack


@kit
def test_scry_3_orders_the_cards_put_on_the_bottom(table: Table) -> None:
    sphinx_attacks(table)
    seen = script(table, {"scry": ["Plains+Swamp"], "scry_bottom": ["Swamp"]})
    table.resolve()
    assert seen == [
        ("scry", ["Plains", "Island", "Swamp"], list(LIBRARY)),
        # CR 701.22a: the two for the bottom, in the order chosen: Swamp first
        ("scry_bottom", ["Plains", "Swamp"], list(LIBRARY)),
    ]
    # Plains, the last one, goes under Swamp without a question; Island stays on top
    assert library(table) == ["Island", "Mountain", "Forest", "Swamp", "Plains"]
    table.assert_logged(rule="701.22a", contains="scries 3")


@kit
def test_scry_3_orders_the_cards_kept_on_top(table: Table) -> None:
    """Prognostic Sphinx: nothing to the bottom, the three put back in the order chosen."""
    sphinx_attacks(table)
    seen = script(table, {"scry": [""], "scry_top": ["Swamp", "Plains"]})
    table.resolve()
    assert seen == [
        ("scry", ["Plains", "Island", "Swamp"], list(LIBRARY)),
        ("scry_top", ["Plains", "Island", "Swamp"], list(LIBRARY)),
        # Swamp was put back first: it is on top until the next one is put on it
        ("scry_top", ["Plains", "Island"], ["Swamp", "Plains", "Island", "Mountain", "Forest"]),
    ]
    # then Plains, then Island (the last, not asked): Island on top, Swamp third
    assert library(table) == ["Island", "Plains", "Swamp", "Mountain", "Forest"]


@kit
def test_scry_1_asks_only_for_the_bottom(table: Table) -> None:
    table.library(0, *LIBRARY)
    seen = table.watch_decisions(player=0)
    table.answer("scry", "Plains")
    ctx = Context(game=table.game, controller=0, source=None)
    scry(ctx, 1)
    assert [d.kind for d in seen] == ["scry"]
    assert library(table) == ["Island", "Swamp", "Mountain", "Forest", "Plains"]


def condescend_on_shock(table: Table) -> None:
    table.library(0, *LIBRARY)
    table.lands(0, "Mountain", 1)
    table.lands(0, "Island", 2)
    table.hand(0, "Shock", "Condescend")
    table.cast("Shock", targets=[PlayerRef(1)])
    table.cast("Condescend", targets=["Shock"], x=1)


@kit
def test_condescend_scry_2_both_on_the_bottom_in_the_chosen_order(table: Table) -> None:
    condescend_on_shock(table)
    seen = script(table, {"scry": ["Plains+Island"], "scry_bottom": ["Island"]})
    table.resolve()
    assert table.zone_of("Shock") is Zone.GRAVEYARD  # countered: {1} not paid
    table.assert_life(1, 20)
    assert [s[:2] for s in seen] == [("scry", ["Plains", "Island"]),
                                     ("scry_bottom", ["Plains", "Island"])]
    assert library(table) == ["Swamp", "Mountain", "Forest", "Island", "Plains"]


@kit
def test_condescend_scry_2_both_on_top_in_the_chosen_order(table: Table) -> None:
    condescend_on_shock(table)
    seen = script(table, {"scry": [""], "scry_top": ["Plains"]})
    table.resolve()
    assert [s[:2] for s in seen] == [("scry", ["Plains", "Island"]),
                                     ("scry_top", ["Plains", "Island"])]
    # Plains put back first, Island on it: the two swapped
    assert library(table) == ["Island", "Plains", "Swamp", "Mountain", "Forest"]


@kit
def test_an_illegal_scry_answer_is_refused_and_the_game_is_as_it_was(table: Table) -> None:
    """CR 732 (and 701.22a): only the cards looked at can be put back; the refused answer
    leaves the game as it was, and a legal answer then resolves the ability."""
    sphinx_attacks(table)
    mountain = table.find("Mountain", zone=Zone.LIBRARY).id  # 4th card: not looked at
    table.pass_priority()  # Alice passes; Bob's pass resolves the trigger
    table.assert_illegal(table.pass_priority, answers=[Answer("scry", ()),
                                                       Answer("scry_top", (mountain,))],
                         rule="701.22a")
    table.assert_illegal(table.pass_priority, answers=[Answer("scry", (mountain,))],
                         rule="701.22a")
    assert library(table) == list(LIBRARY)
    island = table.find("Island", zone=Zone.LIBRARY).id
    swamp = table.find("Swamp", zone=Zone.LIBRARY).id
    table.pass_priority(answers=[Answer("scry", ()), Answer("scry_top", (island,)),
                                 Answer("scry_top", (swamp,))])
    assert not table.game.ids_in(Zone.STACK)
    assert library(table) == ["Plains", "Swamp", "Island", "Mountain", "Forest"]


@needs_corpus
def test_the_pool_has_the_printed_text() -> None:
    assert_printed(PRINTED)
