"""Printed "Whenever you cast a spell with {X} in its mana cost, ...", played (CR 107.3,
601.2b, 601.2i, 603.2, 603.7c).

The symbol printed in the spell's mana cost decides, and "X" in the effect is the X
announced for that spell: Blaze for X=3 makes Zaxara's Hydra token a 3/3 (three +1/+1
counters) and Geometer's Arthropod look at the top three cards; Shock (no {X}) triggers
neither. Matterbending Mage can't be blocked after Blaze, but can be after Shock.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

ZAXARA = CardDef(
    name="Zaxara, the Exemplary", mana_cost="{1}{B}{G}{U}",
    type_line="Legendary Creature — Nightmare Hydra", power="2", toughness="3",
    keywords=("Deathtouch",),
    text="Deathtouch\n{T}: Add two mana of any one color.\nWhenever you cast a spell with {X} in "
         "its mana cost, create a 0/0 green Hydra creature token, then put X +1/+1 counters on "
         "it.")
MATTERBENDING_MAGE = CardDef(
    name="Matterbending Mage", mana_cost="{2}{U}", type_line="Creature — Human Wizard",
    power="2", toughness="2",
    text="When this creature enters, return up to one other target creature to its owner's "
         "hand.\nWhenever you cast a spell with {X} in its mana cost, this creature can't be "
         "blocked this turn.")
GEOMETERS_ARTHROPOD = CardDef(
    name="Geometer's Arthropod", mana_cost="{G}{U}", type_line="Creature — Fractal Crab",
    power="1", toughness="4",
    text="Whenever you cast a spell with {X} in its mana cost, look at the top X cards of your "
         "library. Put one of them into your hand and the rest on the bottom of your library in "
         "a random order.")
BLAZE = CardDef(name="Blaze", mana_cost="{X}{R}", type_line="Sorcery",
                text="Blaze deals X damage to any target.")

CARDS = (ZAXARA, MATTERBENDING_MAGE, GEOMETERS_ARTHROPOD, BLAZE)
kit = pytest.mark.plugins(extra={"x-spell-kit": card_pool("x-spell-kit", CARDS)})


def _blaze_bob(table: Table, x: int = 3) -> None:
    table.lands(0, "Mountain", x + 1)
    table.hand(0, "Blaze")
    table.cast("Blaze", x=x, targets=["Bob"])
    table.resolve_all()


def _shock_bob(table: Table) -> None:
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.cast("Shock", targets=["Bob"])
    table.resolve_all()


@kit
def test_zaxaras_hydra_gets_the_spells_x_counters(table: Table) -> None:
    """CR 107.3, 603.7c: Blaze for X=3: a Hydra token with three +1/+1 counters, 3/3."""
    table.battlefield(0, "Zaxara, the Exemplary")
    _blaze_bob(table)
    assert table.life(1) == 17
    table.assert_counters("Hydra Token", "+1/+1", 3)
    assert table.power("Hydra Token") == 3


@kit
def test_a_spell_without_x_makes_no_hydra(table: Table) -> None:
    """CR 107.3: Shock has no {X} in its mana cost: no token."""
    table.battlefield(0, "Zaxara, the Exemplary")
    _shock_bob(table)
    assert "Hydra Token" not in table.names(Zone.BATTLEFIELD)


@kit
def test_arthropod_looks_at_the_top_x_cards(table: Table) -> None:
    """CR 603.7c: X=2: one of the top two cards to the hand, the other to the bottom, the
    third card untouched on top."""
    table.battlefield(0, "Geometer's Arthropod")
    table.library(0, "Forest", "Island", "Swamp", "Plains")
    _blaze_bob(table, 2)
    assert len(table.names(Zone.HAND, 0)) == 1
    assert table.names(Zone.HAND, 0)[0] in ("Forest", "Island")
    assert table.names(Zone.LIBRARY, 0)[0] == "Swamp"
    assert len(table.names(Zone.LIBRARY, 0)) == 3


@kit
def test_matterbending_mage_cant_be_blocked_after_an_x_spell(table: Table) -> None:
    """CR 509.1b: after Blaze the Mage can't be blocked this turn; after Shock it can."""
    table.battlefield(0, "Matterbending Mage")
    _shock_bob(table)
    assert "cant_be_blocked" not in table.restrictions("Matterbending Mage")
    _blaze_bob(table, 1)
    assert "cant_be_blocked" in table.restrictions("Matterbending Mage")


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
