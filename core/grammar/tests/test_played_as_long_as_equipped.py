"""Printed "As long as this creature is equipped, it gets +0/+2." and "... it gets +1/+1 and
has flying.", played (CR 611.3a, 301.5a, 613.4c, 613.1f).

Dwarfhold Champion and Kitesail Apprentice: the condition said first names the creature
itself ("it" is the creature), true while an Equipment is attached to it; the bonus starts
when Bonesplitter is equipped to it and ends when the Equipment leaves.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

DWARFHOLD_CHAMPION = CardDef(
    name="Dwarfhold Champion", mana_cost="{1}{W}", type_line="Creature — Dwarf Warrior",
    text="As long as this creature is equipped, it gets +0/+2.", power="3", toughness="1")
KITESAIL_APPRENTICE = CardDef(
    name="Kitesail Apprentice", mana_cost="{W}", type_line="Creature — Kor Soldier",
    text="As long as this creature is equipped, it gets +1/+1 and has flying.", power="1",
    toughness="1")
BONESPLITTER = CardDef(name="Bonesplitter", mana_cost="{1}",
                       type_line="Artifact — Equipment",
                       text="Equipped creature gets +2/+0.\nEquip {1}")

CARDS = (DWARFHOLD_CHAMPION, KITESAIL_APPRENTICE, BONESPLITTER)
kit = pytest.mark.plugins(extra={"equipped-kit": card_pool("equipped-kit", CARDS)})


def _equip(table: Table, creature: str) -> None:
    table.lands(0, "Plains", 1)
    table.activate("Bonesplitter", targets=[creature])
    table.resolve()


@kit
def test_dwarfhold_champion_gets_toughness_while_equipped(table: Table) -> None:
    """CR 611.3a, 301.5a: 3/1 unequipped; equipped with Bonesplitter (+2/+0) 5/3; back to
    3/1 once the Equipment has left the battlefield."""
    assert table.game.rules.card("Dwarfhold Champion").playable
    table.battlefield(0, "Dwarfhold Champion", "Bonesplitter")
    assert (table.power("Dwarfhold Champion"), table.toughness("Dwarfhold Champion")) == (3, 1)
    _equip(table, "Dwarfhold Champion")
    assert (table.power("Dwarfhold Champion"), table.toughness("Dwarfhold Champion")) == (5, 3)
    table.game.move(table.find("Bonesplitter").id, Zone.GRAVEYARD)
    assert (table.power("Dwarfhold Champion"), table.toughness("Dwarfhold Champion")) == (3, 1)


@kit
def test_kitesail_apprentice_gets_bonus_and_flying_while_equipped(table: Table) -> None:
    """CR 611.3a, 613.1f: no flying unequipped; equipped 4/2 with flying. Another creature
    equipped does not make it "equipped"."""
    assert table.game.rules.card("Kitesail Apprentice").playable
    table.battlefield(0, "Kitesail Apprentice", "Grizzly Bears", "Bonesplitter")
    _equip(table, "Grizzly Bears")
    assert (table.power("Kitesail Apprentice"), table.toughness("Kitesail Apprentice")) == (1, 1)
    assert not table.has_keyword("Kitesail Apprentice", "flying")
    _equip(table, "Kitesail Apprentice")
    assert (table.power("Kitesail Apprentice"), table.toughness("Kitesail Apprentice")) == (4, 2)
    assert table.has_keyword("Kitesail Apprentice", "flying")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
