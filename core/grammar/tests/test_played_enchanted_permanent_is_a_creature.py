"""Printed "As long as enchanted permanent is a creature, it gets +2/+1.", played (CR 611.3a,
613.4c, 303.4).

Akki War Paint (Enchant artifact or creature): on Grizzly Bears the Bears are 4/3; on a
noncreature artifact (Bonesplitter) it gives nothing and the artifact has no power.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

AKKI_WAR_PAINT = CardDef(
    name="Akki War Paint", mana_cost="{R}", type_line="Enchantment — Aura",
    text="Enchant artifact or creature\nAs long as enchanted permanent is a creature, it gets "
         "+2/+1.")
BONESPLITTER = CardDef(name="Bonesplitter", mana_cost="{1}",
                       type_line="Artifact — Equipment",
                       text="Equipped creature gets +2/+0.\nEquip {1}")

CARDS = (AKKI_WAR_PAINT, BONESPLITTER)
kit = pytest.mark.plugins(extra={"war-paint-kit": card_pool("war-paint-kit", CARDS)})


@kit
def test_akki_war_paint_on_a_creature(table: Table) -> None:
    """CR 611.3a, 613.4c: the enchanted Grizzly Bears are a creature: 2/2 + 2/1 = 4/3; the
    other Bears are unchanged."""
    assert table.game.rules.card("Akki War Paint").playable
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    bears = table.game.battlefield(0)[0]
    table.lands(0, "Mountain", 1)
    table.hand(0, "Akki War Paint")
    table.cast("Akki War Paint", targets=[bears.id])
    table.resolve()
    assert table.find("Akki War Paint").attached_to == bears.id
    assert (table.game.chars(bears.id).power, table.game.chars(bears.id).toughness) == (4, 3)
    other = table.game.battlefield(1)[0]
    assert (table.game.chars(other.id).power, table.game.chars(other.id).toughness) == (2, 2)


@kit
def test_akki_war_paint_on_a_noncreature_artifact(table: Table) -> None:
    """CR 611.3a, 208.3: Bonesplitter is not a creature: no power or toughness is given."""
    table.battlefield(0, "Bonesplitter")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Akki War Paint")
    table.cast("Akki War Paint", targets=["Bonesplitter"])
    table.resolve()
    splitter = table.find("Bonesplitter")
    assert table.find("Akki War Paint").attached_to == splitter.id
    assert table.game.chars(splitter.id).power is None


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
