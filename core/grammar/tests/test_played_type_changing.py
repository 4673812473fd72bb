"""A printed type-changing static ability, cast and played (CR 205.1b, 613.1d, 613.4b).

Opalescence: "Each other non-Aura enchantment is a creature in addition to its other types
and has base power and base toughness each equal to its mana value." Layer 4 makes the
enchantments creatures (613.1d), layer 7b sets their base P/T (613.4b); effects of 7c still
apply over it (613.4c). Opalescence itself ("other") and Auras are not affected. The card
comes with its exact Oracle definition (the corpus record).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.loading.rules import Rules
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

OPALESCENCE = CardDef(
    name="Opalescence", mana_cost="{2}{W}{W}", type_line="Enchantment",
    text="Each other non-Aura enchantment is a creature in addition to its other types and "
         "has base power and base toughness each equal to its mana value.")
WURMWEAVER_COIL = CardDef(
    name="Wurmweaver Coil", mana_cost="{4}{G}{G}", type_line="Enchantment — Aura",
    text="Enchant green creature\nEnchanted creature gets +6/+6.\n{G}{G}{G}, Sacrifice this "
         "Aura: Create a 6/6 green Wurm creature token.")

CARDS = (OPALESCENCE, WURMWEAVER_COIL)

kit = pytest.mark.plugins(extra={"proveb-types-kit": card_pool("proveb-types-kit", CARDS)})


@kit
def test_opalescence_animates_the_other_non_aura_enchantments(table: Table) -> None:
    """CR 613.1d, 613.4b: cast, Opalescence makes Glorious Anthem (mana value 3) a 3/3
    creature, which its own +1/+1 (613.4c) makes 4/4; Opalescence itself and the Aura
    Wurmweaver Coil stay non-creatures. Murder could not target the Anthem before
    (refused, the game as it was, CR 601.2c, 732); now it destroys it."""
    table.lands(0, "Forest", 6)
    table.battlefield(0, "Glorious Anthem", "Grizzly Bears")
    table.hand(0, "Wurmweaver Coil", "Opalescence", "Murder")
    table.cast("Wurmweaver Coil", targets=["Grizzly Bears"])
    table.resolve()
    table.lands(0, "Plains", 4)
    table.lands(0, "Swamp", 3)
    table.assert_illegal(table.cast, "Murder", targets=["Glorious Anthem"], rule="601.2c")
    table.cast("Opalescence")
    table.resolve()
    game = table.game
    anthem = table.find("Glorious Anthem", zone=Zone.BATTLEFIELD)
    opalescence = table.find("Opalescence", zone=Zone.BATTLEFIELD)
    coil = table.find("Wurmweaver Coil", zone=Zone.BATTLEFIELD)
    assert game.chars(anthem.id).is_creature
    assert game.chars(anthem.id).type_line.card_types == ("Enchantment", "Creature")
    assert (table.power("Glorious Anthem"), table.toughness("Glorious Anthem")) == (4, 4)
    assert not game.chars(opalescence.id).is_creature
    assert not game.chars(coil.id).is_creature
    table.cast("Murder", targets=["Glorious Anthem"])
    table.resolve()
    table.assert_zone("Glorious Anthem", Zone.GRAVEYARD, 0)


@kit
def test_opalescence_is_read(rules: Rules) -> None:
    """The current Oracle wording ("base power and base toughness") and the older one
    ("base power and toughness") both read as the same static ability (CR 613.1d, 613.4b)."""
    card = rules.card("Opalescence")
    assert card.playable and not card.unrecognized
    assert "grammar:opalescence" in card.read_with
    older = rules.compile(CardDef(
        name="Test Older Opalescence", mana_cost="{2}{W}{W}", type_line="Enchantment",
        text="Each other non-Aura enchantment is a creature in addition to its other types "
             "and has base power and toughness each equal to its mana value."))
    assert older.playable and "grammar:opalescence" in older.read_with


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has them."""
    assert_printed(CARDS)
