"""Printed "If one or more +1/+1 counters would be put on [a creature you control / ~], twice
that many / that many plus one +1/+1 counters are put on it instead" played (CR 614.1a, 616.1;
rule "grammar:more counters instead").

Corpsejack Menace doubles the counters put on its controller's creatures (Battlegrowth's one
becomes two), not on an opponent's; with Hardened Scales too, the creature's controller
chooses the order (616.1): doubled then plus one is three, plus one then doubled is four.
Mowu, Loyal Companion adds one only to the counters put on itself.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

CORPSEJACK = CardDef(name="Corpsejack Menace", mana_cost="{2}{B}{G}",
                     type_line="Creature — Fungus",
                     text="If one or more +1/+1 counters would be put on a creature you control, "
                          "twice that many +1/+1 counters are put on it instead.",
                     power="4", toughness="4")
SCALES = CardDef(name="Hardened Scales", mana_cost="{G}", type_line="Enchantment",
                 text="If one or more +1/+1 counters would be put on a creature you control, "
                      "that many plus one +1/+1 counters are put on it instead.")
MOWU = CardDef(name="Mowu, Loyal Companion", mana_cost="{3}{G}",
               type_line="Legendary Creature — Dog",
               text="Vigilance, trample\nIf one or more +1/+1 counters would be put on Mowu, "
                    "that many plus one +1/+1 counters are put on it instead.",
               power="3", toughness="3")
BATTLEGROWTH = CardDef(name="Battlegrowth", mana_cost="{G}", type_line="Instant",
                       text="Put a +1/+1 counter on target creature.")
CONTROL_MAGIC = CardDef(name="Control Magic", mana_cost="{2}{U}{U}",
                        type_line="Enchantment — Aura",
                        text="Enchant creature\nYou control enchanted creature.")
CARDS = (CORPSEJACK, SCALES, MOWU, BATTLEGROWTH, CONTROL_MAGIC)
kit = pytest.mark.plugins(extra={"counters-kit": card_pool("counters-kit", CARDS)})


def _cast_corpsejack(table: Table) -> None:
    table.lands(0, "Swamp", 2)
    table.lands(0, "Forest", 3)
    table.hand(0, "Corpsejack Menace", "Battlegrowth")
    table.cast("Corpsejack Menace")
    table.resolve()


@kit
def test_corpsejack_menace_doubles_the_counters_on_your_creature(table: Table) -> None:
    """CR 614.1a: one +1/+1 counter becomes two on Alice's Grizzly Bears."""
    table.battlefield(0, "Grizzly Bears")
    _cast_corpsejack(table)
    table.cast("Battlegrowth", targets=["Grizzly Bears"])
    table.resolve()
    assert table.counters("Grizzly Bears", "+1/+1") == 2
    table.assert_logged(rule="614.1a", contains="2 +1/+1 counter(s) instead")


@kit
def test_corpsejack_menace_leaves_an_opponents_creature_alone(table: Table) -> None:
    """"a creature you control": Bob's Bears get the one counter."""
    table.battlefield(1, "Grizzly Bears")
    _cast_corpsejack(table)
    table.cast("Battlegrowth", targets=["Grizzly Bears"])
    table.resolve()
    assert table.counters("Grizzly Bears", "+1/+1") == 1


@kit
@pytest.mark.parametrize(("first", "expected"), [("Corpsejack Menace", 3),
                                                 ("Hardened Scales", 4)])
def test_with_hardened_scales_the_controller_orders_them(table: Table, first: str,
                                                         expected: int) -> None:
    """CR 616.1: doubled first then plus one: 3; plus one first then doubled: 4."""
    table.battlefield(0, "Grizzly Bears", "Hardened Scales")
    _cast_corpsejack(table)
    offered = table.watch_decisions("replacement_order")
    table.cast("Battlegrowth", targets=["Grizzly Bears"])

    def pick(game: Any, decision: Any) -> tuple[int, ...]:
        names = list(decision.labels)
        wanted = "twice" if first == "Corpsejack Menace" else "plus one"
        return (next(i for i, n in enumerate(names) if wanted in n),)

    table.on_decision("replacement_order", pick)
    table.resolve()
    assert len(offered) == 1
    assert table.counters("Grizzly Bears", "+1/+1") == expected


@kit
def test_a_stolen_creatures_controller_now_orders_them(table: Table) -> None:
    """CR 616.1, 613.1b: Bob's Grizzly Bears under Alice's Control Magic get Corpsejack
    Menace's and Hardened Scales's replacements (creatures she controls), and Alice, who
    controls the Bears now, chooses the order, not Bob, who owns them: plus one first, 4."""
    table.battlefield(1, "Grizzly Bears")
    table.battlefield(0, "Hardened Scales")
    table.lands(0, "Island", 4)
    table.hand(0, "Control Magic")
    table.cast("Control Magic", targets=["Grizzly Bears"])
    table.resolve()
    _cast_corpsejack(table)
    offered = table.watch_decisions("replacement_order")
    table.cast("Battlegrowth", targets=["Grizzly Bears"])

    def pick(game: Any, decision: Any) -> tuple[int, ...]:
        return (next(i for i, n in enumerate(decision.labels) if "plus one" in n),)

    table.on_decision("replacement_order", pick)
    table.resolve()
    assert [d.player for d in offered] == [0]
    assert table.counters("Grizzly Bears", "+1/+1") == 4


@kit
def test_mowu_adds_one_only_to_its_own_counters(table: Table) -> None:
    """"put on ~": Mowu gets two, Alice's Bears one."""
    table.battlefield(0, "Mowu, Loyal Companion", "Grizzly Bears")
    table.lands(0, "Forest", 2)
    table.hand(0, "Battlegrowth", "Battlegrowth")
    table.cast("Battlegrowth", targets=["Mowu, Loyal Companion"])
    table.resolve()
    assert table.counters("Mowu, Loyal Companion", "+1/+1") == 2
    table.cast("Battlegrowth", targets=["Grizzly Bears"])
    table.resolve()
    assert table.counters("Grizzly Bears", "+1/+1") == 1


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
