"""Printed "If [condition], ~ deals N damage [to it] instead" played (CR 608.2c).

Electrostatic Bolt: "Electrostatic Bolt deals 2 damage to target creature. If it's an
artifact creature, Electrostatic Bolt deals 4 damage to it instead." Galvanize: "Galvanize
deals 3 damage to target creature. If you've drawn two or more cards this turn, Galvanize
deals 5 damage to that creature instead." The damage of the first sentence is dealt in the
new amount, to the same target, when the condition holds; otherwise as first written.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

ELECTROSTATIC_BOLT = CardDef(
    name="Electrostatic Bolt", mana_cost="{R}", type_line="Instant",
    text="Electrostatic Bolt deals 2 damage to target creature. If it's an artifact creature, "
         "Electrostatic Bolt deals 4 damage to it instead.")
GALVANIZE = CardDef(
    name="Galvanize", mana_cost="{1}{R}", type_line="Instant",
    text="Galvanize deals 3 damage to target creature. If you've drawn two or more cards this "
         "turn, Galvanize deals 5 damage to that creature instead.")
WALKER = CardDef(
    name="Phyrexian Walker", mana_cost="{0}",
    type_line="Artifact Creature — Phyrexian Construct", power="0", toughness="3", text="")

PRINTED = (ELECTROSTATIC_BOLT, GALVANIZE)
kit = pytest.mark.plugins(extra={"instead-kit": card_pool("instead-kit", (*PRINTED, WALKER))})
CORPUS = OracleCorpusSource.default_path()


def cast(table: Table, spell: str, target: str, mountains: int) -> None:
    table.lands(0, "Mountain", mountains)
    table.hand(0, spell)
    table.cast(spell, targets=[target])
    table.resolve()


@kit
def test_electrostatic_bolt_deals_four_to_an_artifact_creature(table: Table) -> None:
    """Phyrexian Walker (0/3) is dealt 4 and dies (2 would not kill it)."""
    table.battlefield(1, "Phyrexian Walker")
    cast(table, "Electrostatic Bolt", "Phyrexian Walker", 1)
    table.assert_zone("Phyrexian Walker", Zone.GRAVEYARD, 1)


@kit
def test_electrostatic_bolt_deals_two_to_another_creature(table: Table) -> None:
    """Craw Wurm (6/4), no artifact: 2 damage, not 4."""
    table.battlefield(1, "Craw Wurm")
    cast(table, "Electrostatic Bolt", "Craw Wurm", 1)
    assert table.find("Craw Wurm").damage == 2


@kit
def test_galvanize_after_two_draws_deals_five(table: Table) -> None:
    """Alice drew two cards this turn: Galvanize deals 5 to Craw Wurm (6/4), killing it."""
    table.battlefield(1, "Craw Wurm")
    table.library(0, "Island", "Island")
    table.game.draw(0, 2)
    cast(table, "Galvanize", "Craw Wurm", 2)
    table.assert_zone("Craw Wurm", Zone.GRAVEYARD, 1)


@kit
def test_galvanize_after_one_draw_deals_three(table: Table) -> None:
    """One card drawn: 3 damage, the Wurm lives."""
    table.battlefield(1, "Craw Wurm")
    table.library(0, "Island", "Island")
    table.game.draw(0, 1)
    cast(table, "Galvanize", "Craw Wurm", 2)
    assert table.find("Craw Wurm").damage == 3


@pytest.mark.skipif(CORPUS is None or not CORPUS.is_file(), reason="Oracle corpus not installed")
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed((*PRINTED, WALKER))
