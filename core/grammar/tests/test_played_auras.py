"""A printed Aura, cast and played (CR 303.4, 702.5).

"Enchant green creature" (CR 702.5a) is what an Aura spell targets (303.4a) and what it can
be attached to (303.4d); "Enchanted creature gets +6/+6" modifies the object it is attached
to (613.4c). Wurmweaver Coil comes with its exact Oracle definition (the corpus record).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

WURMWEAVER_COIL = CardDef(
    name="Wurmweaver Coil", mana_cost="{4}{G}{G}", type_line="Enchantment — Aura",
    text="Enchant green creature\nEnchanted creature gets +6/+6.\n{G}{G}{G}, Sacrifice this "
         "Aura: Create a 6/6 green Wurm creature token.")

CARDS = (WURMWEAVER_COIL,)

kit = pytest.mark.plugins(extra={"proveb-aura-kit": card_pool("proveb-aura-kit", CARDS)})


@kit
def test_wurmweaver_coil_enchants_a_green_creature_only(table: Table) -> None:
    """CR 303.4a, 702.5a: the Aura spell targets what its enchant ability allows: a white
    Savannah Lions is refused (601.2c, the game as it was, CR 732); on the green Grizzly
    Bears it resolves attached to them (303.4f), which get +6/+6 (613.4c)."""
    table.lands(0, "Forest", 6)
    table.battlefield(0, "Savannah Lions", "Grizzly Bears")
    table.hand(0, "Wurmweaver Coil")
    table.assert_illegal(table.cast, "Wurmweaver Coil", targets=["Savannah Lions"],
                         rule="601.2c")
    table.cast("Wurmweaver Coil", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Wurmweaver Coil", Zone.BATTLEFIELD, 0)
    coil = table.find("Wurmweaver Coil", zone=Zone.BATTLEFIELD)
    assert coil.attached_to == table.find("Grizzly Bears").id
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (8, 8)
    assert (table.power("Savannah Lions"), table.toughness("Savannah Lions")) == (2, 1)


@kit
def test_sacrificing_wurmweaver_coil_makes_a_wurm(table: Table) -> None:
    """CR 602.2, 111.4: "{G}{G}{G}, Sacrifice this Aura: Create a 6/6 green Wurm creature
    token": the Aura goes to the graveyard as a cost, the Bears lose the bonus, a 6/6 Wurm
    token enters."""
    table.lands(0, "Forest", 9)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Wurmweaver Coil")
    table.cast("Wurmweaver Coil", targets=["Grizzly Bears"])
    table.resolve()
    table.activate("Wurmweaver Coil")
    table.assert_zone("Wurmweaver Coil", Zone.GRAVEYARD, 0)
    table.resolve()
    assert table.power("Grizzly Bears") == 2
    assert (table.power("Wurm Token"), table.toughness("Wurm Token")) == (6, 6)
    wurm = table.game.chars(table.find("Wurm Token").id)
    assert wurm.colors == frozenset({"G"})
    assert wurm.type_line.card_types == ("Creature",)
    assert wurm.type_line.subtypes == ("Wurm",)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has them."""
    assert_printed(CARDS)
