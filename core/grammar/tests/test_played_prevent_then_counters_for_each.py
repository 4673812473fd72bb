""""If damage would be dealt to ~, prevent that damage. Put a -1/-1 counter on ~ for each 1
damage prevented this way." played (CR 615.1a, 615.5, 615.12).

Phyrexian Hydra, cast: Bob's Lightning Bolt at it is prevented and it gets three -1/-1
counters (a 4/4, no damage marked); blocking Bob's Grizzly Bears, their 2 gives two more.
Bob's Excruciator ("Damage that would be dealt by this creature can't be prevented.")
blocked by it: its 7 is dealt, no counter is put (615.12: none was prevented). The cards come
with their exact Oracle text (the test at the end compares it with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

PHYREXIAN_HYDRA = CardDef(
    name="Phyrexian Hydra", mana_cost="{3}{G}{G}", type_line="Creature — Phyrexian Hydra",
    text="Infect (This creature deals damage to creatures in the form of -1/-1 counters and to "
         "players in the form of poison counters.)\nIf damage would be dealt to this creature, "
         "prevent that damage. Put a -1/-1 counter on this creature for each 1 damage prevented "
         "this way.", power="7", toughness="7")
EXCRUCIATOR = CardDef(
    name="Excruciator", mana_cost="{6}{R}{R}", type_line="Creature — Avatar",
    text="Damage that would be dealt by this creature can't be prevented.", power="7",
    toughness="7")

PRINTED = (PHYREXIAN_HYDRA, EXCRUCIATOR)
POOL = card_pool("hydra-kit", PRINTED)
kit = pytest.mark.plugins("infect", extra={"hydra-kit": POOL})


def _cast_hydra(table: Table) -> None:
    table.mana(0, "GGCCC")
    table.hand(0, "Phyrexian Hydra")
    table.cast("Phyrexian Hydra")
    table.resolve()


def _bobs_turn(table: Table) -> None:
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.next_turn()


@kit
def test_phyrexian_hydra_turns_damage_into_counters(table: Table) -> None:
    """CR 615.1a, 615.5: Bolt's 3 prevented, three -1/-1 counters; the blocked Bears' 2, two
    more: a 2/2 with no damage marked."""
    _cast_hydra(table)
    table.battlefield(1, "Grizzly Bears")
    _bobs_turn(table)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Phyrexian Hydra"])
    table.resolve()
    assert table.counters("Phyrexian Hydra", "-1/-1") == 3
    assert table.find("Phyrexian Hydra").damage == 0
    assert table.toughness("Phyrexian Hydra") == 4
    table.attack("Grizzly Bears")
    table.block({"Phyrexian Hydra": "Grizzly Bears"})
    table.go_to(Step.END_COMBAT)
    assert table.counters("Phyrexian Hydra", "-1/-1") == 5
    assert table.find("Phyrexian Hydra").damage == 0
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD


@kit
def test_damage_that_cant_be_prevented_gives_no_counters(table: Table) -> None:
    """CR 615.12: Excruciator's 7 to the blocking Hydra is dealt (it dies), no counter."""
    _cast_hydra(table)
    table.battlefield(1, "Excruciator")
    _bobs_turn(table)
    table.attack("Excruciator")
    table.block({"Phyrexian Hydra": "Excruciator"})
    table.go_to(Step.COMBAT_DAMAGE)
    table.assert_logged(rule="615.12", contains="prevents none")
    assert table.zone_of("Phyrexian Hydra") is Zone.GRAVEYARD
    table.assert_not_logged(contains="-1/-1 counter(s) put on Phyrexian Hydra")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
