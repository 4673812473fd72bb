"""Beginning-of-step triggers with a condition of the turn, played from printed cards (CR
603.2, 603.4, 503.1, 513.1).

Curious Obsession ("At the beginning of your end step, if you didn't attack with a creature
this turn, sacrifice this Aura."): an intervening "if" (603.4) on whether its controller
declared attackers this turn (508.1a). The printed cards come from the pool below with their
exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.turns import Step

CURIOUS_OBSESSION = CardDef(
    name="Curious Obsession", mana_cost="{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +1/+1 and has \"Whenever this creature "
         "deals combat damage to a player, you may draw a card.\"\nAt the beginning of your "
         "end step, if you didn't attack with a creature this turn, sacrifice this Aura.")

PRINTED = (CURIOUS_OBSESSION,)

kit = pytest.mark.plugins(extra={"step-conditions-kit": card_pool("step-conditions-kit",
                                                                  PRINTED)})


def _obsess(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Island", 1)
    table.hand(0, "Curious Obsession")
    table.cast("Curious Obsession", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 3


@kit
def test_curious_obsession_sacrificed_without_an_attack(table: Table) -> None:
    """CR 603.4, 508.1a: Alice declares no attackers this turn: at her end step the Aura is
    sacrificed (the Bears back to 2/2)."""
    _obsess(table)
    table.go_to(Step.END)
    table.resolve_all()
    assert "Curious Obsession" in table.names("graveyard", 0)
    assert table.power("Grizzly Bears") == 2


@kit
def test_curious_obsession_kept_after_an_attack(table: Table) -> None:
    """CR 603.4: Alice attacked with the Bears this turn (and drew for the combat damage):
    at her end step the ability doesn't trigger and the Aura stays."""
    table.library(0, "Forest", "Forest")
    _obsess(table)
    table.attack("Grizzly Bears")
    table.block({})
    table.resolve_all()
    table.go_to(Step.END)
    table.resolve_all()
    assert "Curious Obsession" in table.names("battlefield", 0)
    assert table.life(1) == 17


@kit
def test_curious_obsession_not_on_the_opponents_end_step(table: Table) -> None:
    """CR 503.1, 603.2: "your end step": at Bob's end step, Alice having attacked in none of
    his turn, nothing triggers."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    _obsess(table)
    table.attack("Grizzly Bears")
    table.block({})
    table.resolve_all()
    table.next_turn()
    table.go_to(Step.END)
    table.resolve_all()
    assert "Curious Obsession" in table.names("battlefield", 0)


CORPUS = OracleCorpusSource.default_path()


@pytest.mark.skipif(CORPUS is None or not CORPUS.is_file(), reason="Oracle corpus not installed")
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed card as the Oracle corpus has it."""
    assert_printed(PRINTED)
