"""Printed "Whenever ~ deals combat damage to an opponent, it deals that much damage to each
other opponent", played with three players (CR 603.7c, 120.3, 510.2, 102.2).

"That much" is the damage the event dealt and "each other opponent" every opponent but the
one dealt it: Grenzo's Ruffians, 3/3 by melee, hits Bob for 3, then Carol is dealt 3 and Bob
nothing more; Hydra Omnivore hits Carol for 8 and Bob is dealt 8; Alice, its controller, is
dealt nothing; blocked, neither deals anything to another opponent.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

GRENZOS_RUFFIANS = CardDef(
    name="Grenzo's Ruffians", mana_cost="{2}{R}{R}", type_line="Creature — Goblin", power="2",
    toughness="2", keywords=("Melee",),
    text="Melee (Whenever this creature attacks, it gets +1/+1 until end of turn for each "
         "opponent you attacked this combat.)\nWhenever this creature deals combat damage to an "
         "opponent, it deals that much damage to each other opponent.")
HYDRA_OMNIVORE = CardDef(
    name="Hydra Omnivore", mana_cost="{4}{G}{G}", type_line="Creature — Hydra", power="8",
    toughness="8",
    text="Whenever this creature deals combat damage to an opponent, it deals that much damage "
         "to each other opponent.")

CARDS = (GRENZOS_RUFFIANS, HYDRA_OMNIVORE)
kit = pytest.mark.plugins("melee", extra={"other-opponent-kit": card_pool("other-opponent-kit",
                                                                          CARDS)})
THREE = ("Alice", "Bob", "Carol")


@kit
def test_ruffians_deal_that_much_to_the_other_opponent(
        table_factory: Callable[..., Table]) -> None:
    """CR 603.7c: 3 combat damage to Bob; Carol is dealt 3, Bob and Alice nothing more."""
    table = table_factory(players=THREE)
    table.battlefield(0, "Grenzo's Ruffians")
    table.attack("Grenzo's Ruffians", defender="Bob")
    table.resolve_all()
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(1) == 17
    assert table.life(2) == 17
    assert table.life(0) == 20


@kit
def test_hydra_omnivore_attacking_carol_deals_to_bob(table_factory: Callable[..., Table]) -> None:
    """CR 603.7c: 8 combat damage to Carol; Bob is dealt 8."""
    table = table_factory(players=THREE)
    table.battlefield(0, "Hydra Omnivore")
    table.attack("Hydra Omnivore", defender="Carol")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(2) == 12
    assert table.life(1) == 12
    assert table.life(0) == 20


@kit
def test_hydra_omnivore_blocked_deals_nothing_more(table_factory: Callable[..., Table]) -> None:
    """CR 510.1c: blocked, it deals no damage to an opponent: no trigger."""
    table = table_factory(players=THREE)
    table.battlefield(0, "Hydra Omnivore")
    table.battlefield(2, "Grizzly Bears")
    table.attack("Hydra Omnivore", defender="Carol")
    table.block({"Grizzly Bears": "Hydra Omnivore"})
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert (table.life(0), table.life(1), table.life(2)) == (20, 20, 20)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
