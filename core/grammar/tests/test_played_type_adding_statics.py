"""Static abilities adding or removing the card type creature, played (CR 205.1, 613.1d,
613.4b, 700.5).

Heliod, God of the Sun ("As long as your devotion to white is less than five, Heliod isn't a
creature."; devotion, 700.5), Ensoul Artifact ("Enchanted artifact is a creature with base
power and toughness 5/5 in addition to its other types.") and Living Plane ("All lands are
1/1 creatures that are still lands."): the types in layer 4, the base P/T in 7b before the
+1/+1 of Glorious Anthem in 7c.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

HELIOD = CardDef(
    name="Heliod, God of the Sun", mana_cost="{3}{W}",
    type_line="Legendary Enchantment Creature — God",
    text="Indestructible\nAs long as your devotion to white is less than five, Heliod isn't a "
         "creature. (Each {W} in the mana costs of permanents you control counts toward your "
         "devotion to white.)\nOther creatures you control have vigilance.\n{2}{W}{W}: Create a "
         "2/1 white Cleric enchantment creature token.", power="5", toughness="6")
ENSOUL_ARTIFACT = CardDef(
    name="Ensoul Artifact", mana_cost="{1}{U}", type_line="Enchantment — Aura",
    text="Enchant artifact\nEnchanted artifact is a creature with base power and toughness 5/5 "
         "in addition to its other types.")
LIVING_PLANE = CardDef(name="Living Plane", mana_cost="{2}{G}{G}",
                       type_line="World Enchantment",
                       text="All lands are 1/1 creatures that are still lands.")

PRINTED = (HELIOD, ENSOUL_ARTIFACT, LIVING_PLANE)
kit = pytest.mark.plugins(extra={"type-statics-kit": card_pool("type-statics-kit", PRINTED)})


def _is_creature(table: Table, name: str, player: int = 0) -> bool:
    obj = table.find(name, player=player)
    return table.game.chars(obj.id).type_line.has_type("Creature")


@kit
def test_heliod_is_a_creature_at_devotion_five(table: Table) -> None:
    """CR 700.5: Heliod {3}{W}, Serra Angel {3}{W}{W} and Savannah Lions {W} are four: Heliod
    is an enchantment, not a creature (its other abilities work: the Lions have vigilance);
    the opponent's Youthful Knight counts for nothing; the player's own Youthful Knight
    {1}{W} makes five: Heliod is a 5/6 creature God again."""
    table.battlefield(0, "Heliod, God of the Sun", "Serra Angel", "Savannah Lions")
    table.battlefield(1, "Youthful Knight")
    heliod = table.find("Heliod, God of the Sun")
    assert not _is_creature(table, "Heliod, God of the Sun")
    assert table.game.chars(heliod.id).type_line.has_type("Enchantment")
    assert table.has_keyword("Savannah Lions", "vigilance")
    table.battlefield(0, "Youthful Knight")
    assert _is_creature(table, "Heliod, God of the Sun")
    assert (table.power("Heliod, God of the Sun"),
            table.toughness("Heliod, God of the Sun")) == (5, 6)


@kit
def test_heliod_cast_with_too_little_devotion_is_no_creature(table: Table) -> None:
    """CR 700.5, 611.3a: cast onto a battlefield of Savannah Lions alone (devotion 2) it
    enters as a noncreature enchantment; Glorious Anthem {1}{W}{W} makes the devotion 4,
    still less than five."""
    table.battlefield(0, "Savannah Lions")
    table.mana(0, "WWWW")
    table.hand(0, "Heliod, God of the Sun")
    table.cast("Heliod, God of the Sun")
    table.resolve()
    assert not _is_creature(table, "Heliod, God of the Sun")
    table.battlefield(0, "Glorious Anthem")
    assert not _is_creature(table, "Heliod, God of the Sun")
    table.battlefield(0, "Savannah Lions")
    assert _is_creature(table, "Heliod, God of the Sun")
    assert (table.power("Heliod, God of the Sun"),
            table.toughness("Heliod, God of the Sun")) == (6, 7)


@kit
def test_ensoul_artifact_makes_sol_ring_a_5_5_that_still_taps_for_mana(table: Table) -> None:
    """CR 205.1b, 613.4b-c: the enchanted Sol Ring is an artifact creature 5/5, 6/6 with
    Glorious Anthem (7c after 7b); the other Sol Ring is no creature; it still taps for
    {C}{C}."""
    table.battlefield(0, "Sol Ring", "Sol Ring", "Glorious Anthem")
    first = table.find("Sol Ring")
    table.mana(0, "UU")
    table.hand(0, "Ensoul Artifact")
    table.cast("Ensoul Artifact", targets=[f"Sol Ring#{first.id}"])
    table.resolve()
    tl = table.game.chars(first.id).type_line
    assert tl.has_type("Creature") and tl.has_type("Artifact")
    ch = table.game.chars(first.id)
    assert (ch.power, ch.toughness) == (6, 6)
    other = [o for o in table.game.battlefield(0) if o.card.name == "Sol Ring" and o.id != first.id]
    assert not table.game.chars(other[0].id).type_line.has_type("Creature")
    table.tap_for_mana(f"Sol Ring#{first.id}", "C")
    assert [u.color for u in table.game.player(0).mana_pool] == ["C", "C"]


@kit
def test_living_plane_makes_every_land_a_1_1_creature(table: Table) -> None:
    """CR 205.1b: every player's lands are 1/1 creatures and still lands (the Forest taps for
    {G}); Glorious Anthem makes its controller's 2/2 only (613.4c)."""
    table.battlefield(0, "Living Plane", "Forest", "Glorious Anthem")
    table.battlefield(1, "Island")
    forest = table.find("Forest")
    tl = table.game.chars(forest.id).type_line
    assert tl.has_type("Creature") and tl.has_type("Land") and tl.has_subtype("Forest")
    assert (table.power("Forest"), table.toughness("Forest")) == (2, 2)
    assert (table.power("Island"), table.toughness("Island")) == (1, 1)
    assert not _is_creature(table, "Living Plane")
    table.tap_for_mana("Forest", "G")
    assert [u.color for u in table.game.player(0).mana_pool] == ["G"]


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
