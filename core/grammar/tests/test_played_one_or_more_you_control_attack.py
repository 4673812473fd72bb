"""Printed "Whenever one or more [creatures] you control attack", played (CR 508.1, 508.3d,
603.7c).

Mavren Fein makes one Vampire token when it attacks with another creature, none when only
Grizzly Bears (no Vampire) attacks. Angelic Guardian gives indestructible to the creatures
that attacked ("they"), not to itself staying home.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

MAVREN = CardDef(
    name="Mavren Fein, Dusk Apostle", mana_cost="{2}{W}",
    type_line="Legendary Creature — Vampire Cleric", power="2", toughness="2",
    text="Whenever one or more nontoken Vampires you control attack, create a 1/1 white "
         "Vampire creature token with lifelink.")
GUARDIAN = CardDef(
    name="Angelic Guardian", mana_cost="{4}{W}{W}", type_line="Creature — Angel", power="5",
    toughness="5",
    text="Flying (This creature can't be blocked except by creatures with flying or reach.)\n"
         "Whenever one or more creatures you control attack, they gain indestructible until "
         "end of turn. (Damage and effects that say \"destroy\" don't destroy them.)")

PRINTED = (MAVREN, GUARDIAN)
kit = pytest.mark.plugins(extra={"attack-batch-kit": card_pool("attack-batch-kit", PRINTED)})


def _vampire_tokens(table: Table) -> int:
    return sum(1 for n in table.names(Zone.BATTLEFIELD, 0) if n.startswith("Vampire"))


@kit
def test_mavren_fein_needs_a_nontoken_vampire_attacking(table: Table) -> None:
    """CR 508.3d: Grizzly Bears alone: no token; Mavren and Bears the next turn: one."""
    table.battlefield(0, "Mavren Fein, Dusk Apostle", "Grizzly Bears")
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.attack("Grizzly Bears", defender="Bob")
    assert table.names(Zone.STACK) == []
    table.next_turn()
    assert _vampire_tokens(table) == 0
    table.next_turn()  # Alice's next turn: her creatures untapped (502.3)
    table.attack("Mavren Fein, Dusk Apostle", "Grizzly Bears", defender="Bob")
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()
    assert _vampire_tokens(table) == 1


@kit
def test_angelic_guardian_protects_the_attackers_only(table: Table) -> None:
    """CR 603.7c: "they" are the attacking creatures: Grizzly Bears gains indestructible,
    Angelic Guardian (not attacking) doesn't."""
    table.battlefield(0, "Angelic Guardian", "Grizzly Bears")
    table.attack("Grizzly Bears", defender="Bob")
    table.resolve()
    assert table.has_keyword("Grizzly Bears", "indestructible")
    assert not table.has_keyword("Angelic Guardian", "indestructible")


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
