"""Printed "{1}{W}: Prevent all combat damage that would be dealt to and dealt by this
creature this turn.", played (CR 615.1a, 113.7, 510.2).

Deftblade Elite (1/1) blocks Bob's Craw Wurm (6/4); Alice activates the ability: the Elite is
dealt no combat damage and deals none, so both survive with no damage marked. Without the
activation the Elite dies.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

DEFTBLADE_ELITE = CardDef(
    name="Deftblade Elite", mana_cost="{W}", type_line="Creature — Human Soldier", power="1",
    toughness="1",
    text="Provoke (Whenever this creature attacks, you may have target creature defending "
         "player controls untap and block it if able.)\n{1}{W}: Prevent all combat damage "
         "that would be dealt to and dealt by this creature this turn.")

CARDS = (DEFTBLADE_ELITE,)
kit = pytest.mark.plugins("provoke", extra={"deftblade-kit": card_pool("deftblade-kit", CARDS)})


def _elite_blocks_the_wurm(table: Table) -> None:
    table.battlefield(0, "Deftblade Elite")
    table.lands(0, "Plains", 2)
    table.set_turn(active=1)
    table.battlefield(1, "Craw Wurm")
    table.attack("Craw Wurm")
    table.block({"Deftblade Elite": "Craw Wurm"})


@kit
def test_the_elite_prevents_damage_to_and_by_itself(table: Table) -> None:
    """CR 615.1a: neither creature is dealt combat damage: both survive, undamaged."""
    _elite_blocks_the_wurm(table)
    table.pass_priority()  # Bob passes in the declare blockers step: Alice may act
    table.activate("Deftblade Elite")
    table.resolve()
    table.go_to(Step.END_COMBAT)
    assert table.zone_of("Deftblade Elite") is Zone.BATTLEFIELD
    assert table.find("Deftblade Elite").damage == 0
    assert table.find("Craw Wurm").damage == 0
    assert table.life(0) == 20


@kit
def test_without_the_activation_the_elite_dies(table: Table) -> None:
    """CR 510.2: 6 damage to the 1/1 Elite, 1 to the Wurm."""
    _elite_blocks_the_wurm(table)
    table.go_to(Step.END_COMBAT)
    assert table.zone_of("Deftblade Elite") is Zone.GRAVEYARD
    assert table.find("Craw Wurm").damage == 1


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
