"""Equipment making the equipped creature every creature type, played (CR 205.3m, 613.1d,
301.5).

Amorphous Axe: "Equipped creature gets +3/+0 and is every creature type." The equipped
Grizzly Bears keeps being a Bear and is also a Goblin, a Zombie...; Heavy Mattock's "As long as
equipped creature is a Human, it gets an additional +1/+1" then sees a Human (layer 4 before
7c); unequipped, a Bear only.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

AMORPHOUS_AXE = CardDef(
    name="Amorphous Axe", mana_cost="{2}", type_line="Artifact — Equipment",
    text="Equipped creature gets +3/+0 and is every creature type.\nEquip {3} ({3}: Attach to "
         "target creature you control. Equip only as a sorcery.)")
HEAVY_MATTOCK = CardDef(
    name="Heavy Mattock", mana_cost="{3}", type_line="Artifact — Equipment",
    text="Equipped creature gets +1/+1.\nAs long as equipped creature is a Human, it gets an "
         "additional +1/+1.\nEquip {2} ({2}: Attach to target creature you control. Equip only "
         "as a sorcery.)")

PRINTED = (AMORPHOUS_AXE, HEAVY_MATTOCK)
kit = pytest.mark.plugins(extra={"every-type-kit": card_pool("every-type-kit", PRINTED)})


@kit
def test_amorphous_axe_makes_the_bears_every_creature_type(table: Table) -> None:
    """CR 205.3m: equipped, the Bears are 5/2 and every creature type (Bear still); Heavy
    Mattock then adds +2/+2 (a Human, 613.1d before 613.4c): 7/4. The Axe gone: a Bear only,
    3/3."""
    table.battlefield(0, "Grizzly Bears", "Amorphous Axe", "Heavy Mattock")
    table.lands(0, "Plains", 5)
    table.activate("Amorphous Axe", targets=["Grizzly Bears"])
    table.resolve()
    bears = table.find("Grizzly Bears")
    subtypes = set(table.game.chars(bears.id).type_line.subtypes)
    assert {"Bear", "Goblin", "Zombie", "Human", "Shapeshifter"} <= subtypes
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (5, 2)
    table.activate("Heavy Mattock", targets=["Grizzly Bears"])
    table.resolve()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (7, 4)
    table.game.move(table.find("Amorphous Axe").id, Zone.GRAVEYARD)
    table.refresh()
    assert set(table.game.chars(bears.id).type_line.subtypes) == {"Bear"}
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
