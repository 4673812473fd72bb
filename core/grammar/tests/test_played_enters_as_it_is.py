"""What a spell or ability puts onto the battlefield "is", played (CR 611.2e, 205.1a-b, 105.3).

Rise from the Grave and Ever After ("That creature is a black Zombie in addition to its other
colors and types.") and Enduring Courage ("return it to the battlefield under its owner's
control. It's an enchantment."): the effect applies simultaneously with the permanent entering
(611.2e), so Soul Warden's "Whenever another creature enters" sees the returned Enduring
Courage as the enchantment it is, and the reanimated creature as the Zombie it is.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

RISE_FROM_THE_GRAVE = CardDef(
    name="Rise from the Grave", mana_cost="{4}{B}", type_line="Sorcery",
    text="Put target creature card from a graveyard onto the battlefield under your control. "
         "That creature is a black Zombie in addition to its other colors and types.")
EVER_AFTER = CardDef(
    name="Ever After", mana_cost="{4}{B}{B}", type_line="Sorcery",
    text="Return up to two target creature cards from your graveyard to the battlefield. Each "
         "of those creatures is a black Zombie in addition to its other colors and types. Put "
         "Ever After on the bottom of its owner's library.")
ENDURING_COURAGE = CardDef(
    name="Enduring Courage", mana_cost="{2}{R}{R}",
    type_line="Enchantment Creature — Dog Glimmer",
    text="Whenever another creature you control enters, it gets +2/+0 and gains haste until end "
         "of turn.\nWhen Enduring Courage dies, if it was a creature, return it to the "
         "battlefield under its owner's control. It's an enchantment. (It's not a creature.)",
    power="3", toughness="3")
SOUL_WARDEN = CardDef(
    name="Soul Warden", mana_cost="{W}", type_line="Creature — Human Cleric",
    text="Whenever another creature enters, you gain 1 life.", power="1", toughness="1")

PRINTED = (RISE_FROM_THE_GRAVE, EVER_AFTER, ENDURING_COURAGE, SOUL_WARDEN)
kit = pytest.mark.plugins("haste", extra={"enters-as-kit": card_pool("enters-as-kit", PRINTED)})


@kit
def test_rise_from_the_grave_returns_the_opponents_angel_as_a_black_zombie(
        table: Table) -> None:
    """CR 611.2e, 205.1b, 105.3: the opponent's Serra Angel comes under its caster's control a
    white and black Angel Zombie with flying; Soul Warden sees a creature enter (1 life)."""
    table.battlefield(0, "Soul Warden")
    table.graveyard(1, "Serra Angel")
    table.mana(0, "BBBBB")
    table.hand(0, "Rise from the Grave")
    table.cast("Rise from the Grave", targets=["Serra Angel"])
    table.resolve_all()
    angel = table.find("Serra Angel", zone=Zone.BATTLEFIELD)
    assert angel.controller == 0
    ch = table.game.chars(angel.id)
    assert ch.type_line.has_subtype("Angel") and ch.type_line.has_subtype("Zombie")
    assert ch.colors == frozenset({"W", "B"})
    assert table.has_keyword("Serra Angel", "flying")
    assert table.life(0) == 21


@kit
def test_ever_after_returns_each_of_two_creatures_as_a_zombie(table: Table) -> None:
    """CR 611.2e: both returned creatures are black Zombies too; the third card stays."""
    table.graveyard(0, "Grizzly Bears", "Savannah Lions", "Hill Giant")
    table.mana(0, "BBBBBB")
    table.hand(0, "Ever After")
    table.cast("Ever After", targets=[["Grizzly Bears", "Savannah Lions"]])
    table.resolve_all()
    for name, color in (("Grizzly Bears", "G"), ("Savannah Lions", "W")):
        obj = table.find(name, zone=Zone.BATTLEFIELD)
        ch = table.game.chars(obj.id)
        assert ch.type_line.has_subtype("Zombie") and ch.colors == frozenset({color, "B"})
    table.assert_zone("Hill Giant", Zone.GRAVEYARD)
    table.assert_zone("Ever After", Zone.LIBRARY)


@kit
def test_enduring_courage_returns_as_an_enchantment_not_a_creature(table: Table) -> None:
    """CR 611.2e, 205.1a: bolted, it returns an enchantment only (no creature types, no P/T
    that matters); Soul Warden sees no creature enter (no life); its first ability still
    gives the next creature +2/+0 and haste."""
    table.battlefield(0, "Enduring Courage", "Soul Warden")
    table.mana(0, "R")
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Enduring Courage"])
    table.resolve_all()
    courage = table.find("Enduring Courage", zone=Zone.BATTLEFIELD)
    tl = table.game.chars(courage.id).type_line
    assert tl.has_type("Enchantment") and not tl.has_type("Creature")
    assert not tl.has_subtype("Dog") and not tl.has_subtype("Glimmer")
    assert table.life(0) == 20
    table.mana(0, "GG")
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve_all()
    assert table.life(0) == 21
    assert table.power("Grizzly Bears") == 4
    assert table.has_keyword("Grizzly Bears", "haste")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
