"""An Aura setting the enchanted land's subtype (CR 305.7, layer 4): "Enchanted land is a
Swamp." (Contaminated Ground), "Enchanted land is an Island." (Spreading Seas). The land loses
its old land types and the abilities of its rules text and has the new type's mana ability
(305.6); it keeps its card types and supertypes; other lands are untouched.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

CONTAMINATED_GROUND = CardDef(
    name="Contaminated Ground", mana_cost="{1}{B}", type_line="Enchantment — Aura",
    text="Enchant land\nEnchanted land is a Swamp.\nWhenever enchanted land becomes tapped, "
         "its controller loses 2 life.")
SPREADING_SEAS = CardDef(
    name="Spreading Seas", mana_cost="{1}{U}", type_line="Enchantment — Aura",
    text="Enchant land\nWhen this Aura enters, draw a card.\nEnchanted land is an Island.")

PRINTED = (CONTAMINATED_GROUND, SPREADING_SEAS)
kit = pytest.mark.plugins(extra={"land-type-kit": card_pool("land-type-kit", PRINTED)})


@kit
def test_contaminated_ground_makes_a_forest_a_swamp(table: Table) -> None:
    """The Forest is a Swamp only (305.7): it taps for {B}, not {G} (refused, the game
    unchanged); tapped, its controller loses 2 life (the Aura's trigger); the opponent's
    Forest still is a Forest."""
    table.battlefield(1, "Forest")
    table.battlefield(0, "Forest")
    table.mana(0, "BB")  # the Aura's cost paid from the pool: the Forest stays untapped
    table.hand(0, "Contaminated Ground")
    forest = table.find("Forest", player=0)
    table.cast("Contaminated Ground", targets=[f"Forest#{forest.id}"])
    table.resolve()
    tl = table.game.chars(forest.id).type_line
    assert tl.has_subtype("Swamp") and not tl.has_subtype("Forest")
    assert tl.has_type("Land") and "Basic" in tl.supertypes  # CR 305.7: supertypes stay
    theirs = table.find("Forest", player=1)
    assert table.game.chars(theirs.id).type_line.has_subtype("Forest")
    table.assert_illegal(table.tap_for_mana, f"Forest#{forest.id}", "G")
    table.tap_for_mana(f"Forest#{forest.id}", "B")
    assert table.pool(0) == ["B"]
    table.resolve_all()
    table.assert_life(0, 18)


@kit
def test_spreading_seas_and_its_land_back_when_it_leaves(table: Table) -> None:
    """Spreading Seas draws a card and makes the Mountain an Island; the Aura gone, the
    Mountain is a Mountain again (611.3a)."""
    table.battlefield(1, "Mountain")
    table.library(0, "Island")
    table.lands(0, "Island", 2)
    table.hand(0, "Spreading Seas")
    table.cast("Spreading Seas", targets=["Mountain"])
    table.resolve_all()
    mountain = table.find("Mountain", player=1)
    tl = table.game.chars(mountain.id).type_line
    assert tl.has_subtype("Island") and not tl.has_subtype("Mountain")
    table.assert_zone("Island", Zone.HAND, player=0)
    table.game.move(table.find("Spreading Seas").id, Zone.GRAVEYARD, rule="701.8a")
    table.refresh()
    assert table.game.chars(mountain.id).type_line.has_subtype("Mountain")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
