"""Printed "[A]. If [condition], [B] instead" where A is a branch or a search, played (CR
608.2c, 701.23a).

"If you do, put a +1/+1 counter on it. If it's a Unicorn, put two +1/+1 counters on it
instead" (Emiel the Blessed): the two counters replace the one, which is put only if the
{G/W} was paid: a Unicorn entering unpaid gets nothing. "search your library for a basic land
card, reveal it, then shuffle and put that card on top. If you control a Dragon, put that
card onto the battlefield tapped instead" (Embermouth Sentinel): the search still happens,
only where the card found goes is replaced. The printed cards come from the pool below with
their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

EMIEL_THE_BLESSED = CardDef(
    name="Emiel the Blessed", mana_cost="{2}{W}{W}", type_line="Legendary Creature — Unicorn",
    text="{3}: Exile another target creature you control, then return it to the battlefield "
         "under its owner's control.\nWhenever another creature you control enters, you may "
         "pay {G/W}. If you do, put a +1/+1 counter on it. If it's a Unicorn, put two +1/+1 "
         "counters on it instead. ({G/W} can be paid with either {G} or {W}.)",
    power="4", toughness="4")
EMBERMOUTH_SENTINEL = CardDef(
    name="Embermouth Sentinel", mana_cost="{2}", type_line="Artifact Creature — Chimera",
    text="When this creature enters, you may search your library for a basic land card, "
         "reveal it, then shuffle and put that card on top. If you control a Dragon, put that "
         "card onto the battlefield tapped instead.",
    power="2", toughness="1")
PEARLED_UNICORN = CardDef(
    name="Pearled Unicorn", mana_cost="{2}{W}", type_line="Creature — Unicorn",
    power="2", toughness="2")
SHIVAN_DRAGON = CardDef(
    name="Shivan Dragon", mana_cost="{4}{R}{R}", type_line="Creature — Dragon",
    text="Flying\n{R}: This creature gets +1/+0 until end of turn.", power="5", toughness="5")

CARDS = (EMIEL_THE_BLESSED, EMBERMOUTH_SENTINEL, PEARLED_UNICORN, SHIVAN_DRAGON)
kit = pytest.mark.plugins(extra={"instead-kit": card_pool("instead-kit", CARDS)})


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


def _sentinel(table: Table, *, dragon: bool) -> None:
    if dragon:
        table.battlefield(0, "Shivan Dragon")
    table.library(0, "Island", "Forest", "Island")
    table.lands(0, "Wastes", 2)
    table.hand(0, "Embermouth Sentinel")
    table.answer("may", "yes")
    table.answer("search", "Forest")
    table.cast("Embermouth Sentinel")
    table.resolve_all()


@kit
def test_embermouth_with_a_dragon_puts_the_land_found_onto_the_battlefield(
        table: Table) -> None:
    """CR 701.23a, 608.2c: Alice controls Shivan Dragon: she searches, and the Forest found
    enters tapped instead of going on top of her library."""
    _sentinel(table, dragon=True)
    forest = table.find("Forest", zone=Zone.BATTLEFIELD)
    assert forest.tapped
    assert table.names(Zone.LIBRARY, 0).count("Forest") == 0


@kit
def test_embermouth_without_a_dragon_puts_the_land_on_top(table: Table) -> None:
    """CR 701.23a: no Dragon: the Forest found is put on top of her shuffled library."""
    _sentinel(table, dragon=False)
    assert "Forest" not in table.names(Zone.BATTLEFIELD, 0)
    assert table.game.objects_in(Zone.LIBRARY, 0)[0].card.name == "Forest"


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
