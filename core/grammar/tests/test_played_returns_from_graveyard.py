"""A printed card returning a creature from the graveyard, activated and played (CR 602, 400.7).

Apprentice Necromancer: "{B}, {T}, Sacrifice this creature: Return target creature card from
your graveyard to the battlefield. That creature gains haste. At the beginning of the next
end step, sacrifice it." The returned creature is a new object (400.7) that gains haste with
no stated duration (611.2a: it lasts as long as the object does), so it may attack at once
(302.6, 702.10); the delayed trigger (603.7) sacrifices it at the next end step. The card
comes with its exact Oracle definition (the corpus record).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

APPRENTICE_NECROMANCER = CardDef(
    name="Apprentice Necromancer", mana_cost="{1}{B}", type_line="Creature — Zombie Wizard",
    text="{B}, {T}, Sacrifice this creature: Return target creature card from your graveyard "
         "to the battlefield. That creature gains haste. At the beginning of the next end "
         "step, sacrifice it.", power="1", toughness="1")

CARDS = (APPRENTICE_NECROMANCER,)

kit = pytest.mark.plugins(
    "haste", extra={"proveb-return-kit": card_pool("proveb-return-kit", CARDS)})


@kit
def test_apprentice_necromancer_returns_a_hasty_creature_until_the_end_step(
        table: Table) -> None:
    """CR 602.2, 611.2a, 702.10, 603.7: the Necromancer is sacrificed as a cost; Air
    Elemental returns from its owner's graveyard with haste, attacks the turn it returned
    (302.6), and is sacrificed at the beginning of the end step. A noncreature card is not
    a legal target: refused, the game as it was (601.2c, CR 732)."""
    table.lands(0, "Swamp", 1)
    table.library(0, "Swamp")
    table.library(1, "Swamp")
    table.battlefield(0, "Apprentice Necromancer")
    table.graveyard(0, "Air Elemental", "Lightning Bolt")
    table.assert_illegal(table.activate, "Apprentice Necromancer",
                         targets=["Lightning Bolt"])
    table.activate("Apprentice Necromancer", targets=["Air Elemental"])
    table.assert_zone("Apprentice Necromancer", Zone.GRAVEYARD, 0)
    table.resolve()
    table.assert_zone("Air Elemental", Zone.BATTLEFIELD, 0)
    assert table.has_keyword("Air Elemental", "haste")
    table.attack("Air Elemental")
    table.block({})
    table.go_to(Step.MAIN2)
    table.assert_life(1, 16)
    assert table.has_keyword("Air Elemental", "haste")  # no duration: it still has haste
    table.go_to(Step.END)
    table.resolve()  # the delayed trigger (603.7)
    table.assert_zone("Air Elemental", Zone.GRAVEYARD, 0)


@kit
def test_without_the_necromancer_the_returned_creature_would_be_summoning_sick(
        table: Table) -> None:
    """CR 302.6: the other branch: a creature that came under its controller's control this
    turn without haste can't attack (the Necromancer's haste is what lets it)."""
    table.battlefield(0, "Air Elemental", sick=True)
    table.assert_illegal(table.attack, "Air Elemental", rule="508.1a")


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has them."""
    assert_printed(CARDS)
