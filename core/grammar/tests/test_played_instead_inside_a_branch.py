"""Printed "[A]. If [condition], [B] instead" where A is a branch, played (CR 608.2c).

"If you do, put a +1/+1 counter on it. If it's a Unicorn, put two +1/+1 counters on it
instead" (Emiel the Blessed): the two counters replace the one, which is put only if the
{G/W} was paid: a Unicorn entering unpaid gets nothing. The printed cards come from the pool
below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer

EMIEL_THE_BLESSED = CardDef(
    name="Emiel the Blessed", mana_cost="{2}{W}{W}", type_line="Legendary Creature — Unicorn",
    text="{3}: Exile another target creature you control, then return it to the battlefield "
         "under its owner's control.\nWhenever another creature you control enters, you may "
         "pay {G/W}. If you do, put a +1/+1 counter on it. If it's a Unicorn, put two +1/+1 "
         "counters on it instead. ({G/W} can be paid with either {G} or {W}.)",
    power="4", toughness="4")
PEARLED_UNICORN = CardDef(
    name="Pearled Unicorn", mana_cost="{2}{W}", type_line="Creature — Unicorn",
    power="2", toughness="2")
CARDS = (EMIEL_THE_BLESSED, PEARLED_UNICORN)
kit = pytest.mark.plugins(extra={"instead-kit": card_pool("instead-kit", CARDS)})
CORPUS = OracleCorpusSource.default_path()


def _enters_under_emiel(table: Table, name: str, pay: bool) -> None:
    table.battlefield(0, "Emiel the Blessed")
    table.lands(0, "Plains", 3)
    table.lands(0, "Forest", 1)
    table.hand(0, name)
    table.cast(name)
    table.resolve()
    table.resolve(answers=[Answer("may", ("yes" if pay else "no",))])


@kit
def test_emiel_a_unicorn_paid_for_gets_two_counters(table: Table) -> None:
    """CR 608.2c: {G/W} paid, the entering creature is a Unicorn: two counters, not three."""
    _enters_under_emiel(table, "Pearled Unicorn", pay=True)
    assert table.counters("Pearled Unicorn", "+1/+1") == 2


@kit
def test_emiel_a_unicorn_not_paid_for_gets_nothing(table: Table) -> None:
    """CR 608.2c: the two counters replace the one put "if you do": unpaid, none."""
    _enters_under_emiel(table, "Pearled Unicorn", pay=False)
    assert table.counters("Pearled Unicorn", "+1/+1") == 0


@kit
def test_emiel_another_creature_paid_for_gets_one_counter(table: Table) -> None:
    """CR 608.2c: Grizzly Bears is no Unicorn: the one counter."""
    _enters_under_emiel(table, "Grizzly Bears", pay=True)
    assert table.counters("Grizzly Bears", "+1/+1") == 1


@pytest.mark.skipif(CORPUS is None or not CORPUS.is_file(), reason="Oracle corpus not installed")
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
