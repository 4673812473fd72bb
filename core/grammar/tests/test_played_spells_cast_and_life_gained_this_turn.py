"""Printed conditions on what "you" did this turn, played (CR 601.2i, 205.2a, 119.3, 119.9).

"As long as you've cast two or more noncreature spells this turn" (Lyse Hext): the spells
cast this turn that weren't creatures as they were cast; "if you've gained 3 or more life
this turn" (Sanguine Indulgence): all the life gained this turn together, as "you gained"
is read. The printed cards come from the pool below with their exact Oracle text; Shock,
Healing Salve, Grizzly Bears and the basic lands from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

LYSE_HEXT = CardDef(
    name="Lyse Hext", mana_cost="{1}{W}{U}", type_line="Legendary Creature — Human Rebel Monk",
    power="2", toughness="2",
    text="Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of "
         "turn.)\nNoncreature spells you cast cost {1} less to cast.\nAs long as you've cast two "
         "or more noncreature spells this turn, Lyse Hext has double strike.")
SANGUINE_INDULGENCE = CardDef(
    name="Sanguine Indulgence", mana_cost="{3}{B}", type_line="Sorcery",
    text="This spell costs {3} less to cast if you've gained 3 or more life this turn.\nReturn up "
         "to two target creature cards from your graveyard to your hand.")

CARDS = (LYSE_HEXT, SANGUINE_INDULGENCE)
kit = pytest.mark.plugins("prowess", extra={"this-turn-kit": card_pool("this-turn-kit", CARDS)})


def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)


@kit
def test_lyse_hext_double_strike_from_the_second_noncreature_spell(table: Table) -> None:
    """CR 601.2i: one Shock cast, no double strike; the second, double strike (and the
    Grizzly Bears cast, a creature spell, counts for nothing)."""
    table.battlefield(0, "Lyse Hext")
    table.hand(0, "Shock", "Shock", "Grizzly Bears")
    table.mana(0, "CG")
    table.cast("Grizzly Bears")
    table.resolve_all()
    table.mana(0, "R")
    table.cast("Shock", targets=["Bob"])
    table.resolve_all()
    assert not table.has_keyword("Lyse Hext", "double strike")
    table.mana(0, "R")
    table.cast("Shock", targets=["Bob"])
    table.resolve_all()
    assert table.has_keyword("Lyse Hext", "double strike")


@kit
def test_sanguine_indulgence_costs_3_less_once_you_gained_3_life(table: Table) -> None:
    """CR 119.9, 601.2f: before Alice gains life, {B} doesn't pay for it (refused, the game
    unchanged); after Healing Salve's 3 life it costs {B} and returns the Bears."""
    table.graveyard(0, "Grizzly Bears")
    table.hand(0, "Sanguine Indulgence", "Healing Salve")
    table.mana(0, "B")
    table.assert_illegal(table.cast, "Sanguine Indulgence", targets=[["Grizzly Bears"]])
    table.mana(0, "W")
    table.cast("Healing Salve", modes=[0], targets=["Alice"])
    table.resolve_all()
    table.cast("Sanguine Indulgence", targets=[["Grizzly Bears"]])
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.HAND, 0)
