"""Aerial Modification played on a Vehicle (CR 205.1b, 301.7, 613.1d, 611.3a).

"As long as enchanted permanent is a Vehicle, it's a creature in addition to its other types."
and "Enchanted creature gets +2/+2 and has flying.": the enchanted Smuggler's Copter is an
artifact creature without being crewed, 5/5 with flying (the +2/+2 applies as it is now a
creature); an enchanted non-Vehicle creature is not made anything more.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

AERIAL_MODIFICATION = CardDef(
    name="Aerial Modification", mana_cost="{4}{W}", type_line="Enchantment — Aura",
    text="Enchant creature or Vehicle\nAs long as enchanted permanent is a Vehicle, it's a "
         "creature in addition to its other types.\nEnchanted creature gets +2/+2 and has "
         "flying.")

PRINTED = (AERIAL_MODIFICATION,)
kit = pytest.mark.plugins("crew", extra={"vehicle-aura-kit": card_pool("vehicle-aura-kit",
                                                                       PRINTED)})


def _cast_on(table: Table, target: str) -> None:
    table.mana(0, "WWWWW")
    table.hand(0, "Aerial Modification")
    table.cast("Aerial Modification", targets=[target])
    table.resolve()


@kit
def test_aerial_modification_makes_a_vehicle_a_creature(table: Table) -> None:
    """CR 205.1b: Smuggler's Copter (3/3 Vehicle) enchanted is an artifact creature Vehicle
    5/5 with flying, uncrewed; the other Copter stays a noncreature artifact."""
    table.battlefield(0, "Smuggler's Copter", "Smuggler's Copter")
    first, second = [o for o in table.game.battlefield(0) if o.card.name == "Smuggler's Copter"]
    _cast_on(table, f"Smuggler's Copter#{first.id}")
    ch = table.game.chars(first.id)
    assert ch.type_line.has_type("Creature") and ch.type_line.has_type("Artifact")
    assert ch.type_line.has_subtype("Vehicle")
    assert (ch.power, ch.toughness) == (5, 5)
    assert "flying" in ch.keywords
    assert not table.game.chars(second.id).type_line.has_type("Creature")


@kit
def test_aerial_modification_on_a_creature_gives_only_the_bonus(table: Table) -> None:
    """CR 611.3a: on Grizzly Bears (no Vehicle) only the second ability applies: 4/4 with
    flying, no new type."""
    table.battlefield(0, "Grizzly Bears")
    _cast_on(table, "Grizzly Bears")
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (4, 4)
    assert table.has_keyword("Grizzly Bears", "flying")
    bears = table.find("Grizzly Bears")
    assert table.game.chars(bears.id).type_line.card_types == ("Creature",)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
