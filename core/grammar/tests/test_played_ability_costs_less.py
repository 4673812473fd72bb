""""This ability costs {1} less to activate for each legendary creature you control.",
played from a printed card (CR 602.2b, 601.2f, 118.7a).

Mirror of Galadriel's {5} is {4} while its controller controls Isamaru (a legendary
creature); an opponent's legendary creature doesn't count, and then four lands can't pay
the ability: the activation is illegal and leaves the game as it was (732). The printed
cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

MIRROR = CardDef(
    name="Mirror of Galadriel", mana_cost="{2}", type_line="Legendary Artifact",
    text="{5}, {T}: Scry 1, then draw a card. This ability costs {1} less to activate for "
         "each legendary creature you control.")
ISAMARU = CardDef(
    name="Isamaru, Hound of Konda", mana_cost="{W}", type_line="Legendary Creature — Dog",
    power="2", toughness="2", text="")

PRINTED = (MIRROR, ISAMARU)

#: The explain log's line of the reduction (CR 602.2b).
REDUCED = "{5}, {T} - {1} (This ability costs {1} less to activate for each legendary creature"

kit = pytest.mark.plugins(extra={"mirror-kit": card_pool("mirror-kit", PRINTED)})


@kit
def test_a_legendary_creature_you_control_makes_it_cost_one_less(table: Table) -> None:
    table.lands(0, "Plains", 4)
    table.battlefield(0, "Mirror of Galadriel", "Isamaru, Hound of Konda")
    table.library(0, "Island", "Forest")
    table.activate("Mirror of Galadriel")
    table.assert_logged(rule="602.2b", contains=REDUCED)
    assert table.tapped_count(0) == 5  # four lands and the Mirror
    table.resolve_all()
    assert len(table.names(Zone.HAND, 0)) == 1


@kit
def test_an_opponents_legendary_creature_does_not_count(table: Table) -> None:
    table.lands(0, "Plains", 4)
    table.battlefield(0, "Mirror of Galadriel")
    table.battlefield(1, "Isamaru, Hound of Konda")
    table.library(0, "Island", "Forest")
    table.assert_illegal(table.activate, "Mirror of Galadriel")
    assert table.tapped_count(0) == 0
    assert table.names(Zone.HAND, 0) == []
    table.lands(0, "Plains", 1)
    table.activate("Mirror of Galadriel")
    table.assert_not_logged(contains=REDUCED)
    assert table.tapped_count(0) == 6


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
