"""Printed "Choose a color. Add an amount of mana of that color equal to your devotion to that
color." played (CR 605.1a, 105.4, 106.4, 700.5, 106.7): Nykthos, Shrine to Nyx and Nyx Lotus.

A mana ability (no target, it adds mana): it resolves at once (605.3a), the color chosen as it
resolves, the mana counted then from the mana symbols of that color among the mana costs of
the permanents its controller controls. A color counted above zero is one the land could
produce (106.7).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

NYKTHOS = CardDef(
    name="Nykthos, Shrine to Nyx", mana_cost=None, type_line="Legendary Land",
    text="{T}: Add {C}.\n{2}, {T}: Choose a color. Add an amount of mana of that color equal "
         "to your devotion to that color. (Your devotion to a color is the number of mana "
         "symbols of that color in the mana costs of permanents you control.)")
NYX_LOTUS = CardDef(
    name="Nyx Lotus", mana_cost="{4}", type_line="Legendary Artifact",
    text="Nyx Lotus enters tapped.\n{T}: Choose a color. Add an amount of mana of that "
         "color equal to your devotion to that color. (Your devotion to a color is the number "
         "of mana symbols of that color in the mana costs of permanents you control.)")
EXOTIC_ORCHARD = CardDef(
    name="Exotic Orchard", mana_cost=None, type_line="Land",
    text="{T}: Add one mana of any color that a land an opponent controls could produce.")

CARDS = (NYKTHOS, NYX_LOTUS, EXOTIC_ORCHARD)
kit = pytest.mark.plugins(extra={"choose-a-color-kit": card_pool("choose-a-color-kit", CARDS)})


@kit
def test_nykthos_adds_the_devotion_to_the_chosen_color(table: Table) -> None:
    """CR 700.5, 106.4, 605.3a: Llanowar Elves {G} and Grizzly Bears {1}{G}: devotion to
    green 2; {2} paid with two Wastes, green chosen, {G}{G} added, nothing on the stack."""
    table.battlefield(0, "Nykthos, Shrine to Nyx", "Llanowar Elves", "Grizzly Bears")
    table.lands(0, "Wastes", 2)
    table.answer("choose_color", "green")
    table.tap_for_mana("Nykthos, Shrine to Nyx", index=1)
    assert table.pool(0) == ["G", "G"]
    assert not table.game.ids_in(Zone.STACK)
    assert table.find("Nykthos, Shrine to Nyx").tapped
    assert any(e.rule == "105.4" and "green" in e.text for e in table.game.log)


@kit
def test_nykthos_adds_nothing_for_a_color_of_no_devotion(table: Table) -> None:
    """CR 106.4, 700.5: blue chosen with only green permanents: devotion 0, no mana; the cost
    is paid all the same (Nykthos tapped, the Wastes too)."""
    table.battlefield(0, "Nykthos, Shrine to Nyx", "Grizzly Bears")
    table.lands(0, "Wastes", 2)
    table.answer("choose_color", "blue")
    table.tap_for_mana("Nykthos, Shrine to Nyx", index=1)
    assert table.pool(0) == []
    assert table.find("Nykthos, Shrine to Nyx").tapped
    assert all(o.tapped for o in table.game.battlefield(0) if o.name == "Wastes")


@kit
def test_nyx_lotus_counts_only_its_controllers_permanents(table: Table) -> None:
    """CR 700.5: Alice's Llanowar Elves count, Bob's Grizzly Bears don't: green chosen, Nyx
    Lotus adds {G}."""
    table.battlefield(0, "Nyx Lotus", "Llanowar Elves")
    table.battlefield(1, "Grizzly Bears")
    table.answer("choose_color", "green")
    table.tap_for_mana("Nyx Lotus", index=0)
    assert table.pool(0) == ["G"]


@kit
def test_exotic_orchard_could_produce_what_nykthos_counts(table: Table) -> None:
    """CR 106.7: Bob's Nykthos with Llanowar Elves could produce {G} (besides {C}, no
    color): green is the one color Alice's Exotic Orchard offers, and it adds {G}."""
    table.battlefield(1, "Nykthos, Shrine to Nyx", "Llanowar Elves")
    table.battlefield(0, "Exotic Orchard")
    table.tap_for_mana("Exotic Orchard", index=0)
    assert table.pool(0) == ["G"]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
