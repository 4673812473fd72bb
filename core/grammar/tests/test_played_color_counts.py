"""A printed "gets +N/+M for each color among <permanents>" creature, cast and played
(CR 105.1, 105.2, 611.3a, 613.4c).

Earthen Ally ("This creature gets +1/+0 for each color among Allies you control.") comes
from the earthbend plugin's pool (its second ability is earthbend's), whose text is the
Oracle corpus's (checked below); the other Allies come from the test pool below with their
exact Oracle definitions. A static ability (611.3a) applied in layer 7c (613.4c): it counts,
continuously, the distinct colors (105.1) of the Allies its controller controls, itself
included; a colorless Ally (105.2c), an opponent's Ally and a non-Ally add none; a
multicolored Ally adds each of its colors not already counted.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import TomlCardSource
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

EXPEDITION_ENVOY = CardDef(
    name="Expedition Envoy", mana_cost="{W}", type_line="Creature — Human Scout Ally",
    text="", power="2", toughness="1")
STONEWORK_PUMA = CardDef(
    name="Stonework Puma", mana_cost="{3}", type_line="Artifact Creature — Cat Ally",
    text="", power="2", toughness="2")
DRANAS_EMISSARY = CardDef(
    name="Drana's Emissary", mana_cost="{1}{W}{B}", type_line="Creature — Vampire Cleric Ally",
    text="Flying\nAt the beginning of your upkeep, each opponent loses 1 life and you gain 1 "
         "life.", power="2", toughness="2")
SHATTERSKULL_RECRUIT = CardDef(
    name="Shatterskull Recruit", mana_cost="{3}{R}{R}",
    type_line="Creature — Giant Warrior Ally",
    text="Menace (This creature can't be blocked except by two or more creatures.)",
    power="4", toughness="4")

CARDS = (EXPEDITION_ENVOY, STONEWORK_PUMA, DRANAS_EMISSARY, SHATTERSKULL_RECRUIT)

kit = pytest.mark.plugins(
    "earthbend", extra={"proved-colors-kit": card_pool("proved-colors-kit", CARDS)})


@kit
def test_earthen_ally_counts_the_colors_among_your_allies(table: Table) -> None:
    """CR 611.3a, 613.4c, 105.1: cast, Earthen Ally (0/2, green Ally) counts itself: 1/2. The
    white Expedition Envoy, cast, adds white: 2/2. Colorless Stonework Puma (105.2c), the
    opponent's red Shatterskull Recruit and the red non-Ally Gray Ogre add nothing. Drana's
    Emissary (white and black) adds black only: 3/2. The Envoy leaving, white is still
    counted (the Emissary's): 3/2; the Emissary leaving too, green alone: 1/2."""
    table.lands(0, "Forest", 1)
    table.hand(0, "Earthen Ally")
    table.cast("Earthen Ally")
    table.resolve()
    table.assert_zone("Earthen Ally", Zone.BATTLEFIELD, 0)
    assert (table.power("Earthen Ally"), table.toughness("Earthen Ally")) == (1, 2)
    table.lands(0, "Plains", 1)
    table.hand(0, "Expedition Envoy")
    table.cast("Expedition Envoy")
    table.resolve()
    assert (table.power("Earthen Ally"), table.toughness("Earthen Ally")) == (2, 2)
    table.battlefield(0, "Stonework Puma", "Gray Ogre")
    table.battlefield(1, "Shatterskull Recruit")
    assert table.power("Earthen Ally") == 2
    table.battlefield(0, "Drana's Emissary")
    assert (table.power("Earthen Ally"), table.toughness("Earthen Ally")) == (3, 2)
    table.game.move(table.find("Expedition Envoy").id, Zone.GRAVEYARD)
    assert table.power("Earthen Ally") == 3
    table.game.move(table.find("Drana's Emissary").id, Zone.GRAVEYARD)
    assert (table.power("Earthen Ally"), table.toughness("Earthen Ally")) == (1, 2)


@kit
def test_earthen_ally_alone_with_other_creatures_counts_only_itself(table: Table) -> None:
    """CR 611.3a: with no other Ally of its controller's, Earthen Ally counts its own green
    only (1/2), whatever the colors of the non-Ally creatures and the opponent's Allies."""
    table.battlefield(0, "Grizzly Bears", "Gray Ogre", "Savannah Lions")
    table.battlefield(1, "Shatterskull Recruit", "Expedition Envoy")
    table.lands(0, "Forest", 1)
    table.hand(0, "Earthen Ally")
    table.cast("Earthen Ally")
    table.resolve()
    assert (table.power("Earthen Ally"), table.toughness("Earthen Ally")) == (1, 2)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has them."""
    earthbend = TomlCardSource.from_package("earthbend", "manastack_earthbend", "cards.toml")
    assert_printed((*CARDS, earthbend.get("Earthen Ally")))
