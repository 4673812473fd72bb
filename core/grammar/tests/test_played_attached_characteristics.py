"""Auras whose enchanted permanent "is a ..." of new types, colours, abilities and base power
and toughness, played (CR 205.1a-b, 303.4, 613.1d-f, 613.4b-c).

Kenrith's Transformation and Ichthyomorphosis ("loses all abilities and is a green Elk
creature with base power and toughness 3/3"): types replaced, colours set, abilities lost, base
P/T in 7b under the +1/+1 counter and the pump of 7c; Awaken the Ancient and Living Terrain
("... It's still a land.", "... that's still a land."): the land keeps its types; Ghoulflesh
and Dub ("gets ... and is a ... in addition to its other (colors and) types").
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

KENRITHS_TRANSFORMATION = CardDef(
    name="Kenrith's Transformation", mana_cost="{1}{G}", type_line="Enchantment — Aura",
    text="Enchant creature\nWhen this Aura enters, draw a card.\nEnchanted creature loses all "
         "abilities and is a green Elk creature with base power and toughness 3/3. (It loses "
         "all other card types and creature types.)")
ICHTHYOMORPHOSIS = CardDef(
    name="Ichthyomorphosis", mana_cost="{2}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature loses all abilities and is a blue Fish with base "
         "power and toughness 0/1.")
AWAKEN_THE_ANCIENT = CardDef(
    name="Awaken the Ancient", mana_cost="{1}{R}{R}{R}", type_line="Enchantment — Aura",
    text="Enchant Mountain\nEnchanted Mountain is a 7/7 red Giant creature with haste. It's "
         "still a land.")
LIVING_TERRAIN = CardDef(
    name="Living Terrain", mana_cost="{2}{G}{G}", type_line="Enchantment — Aura",
    text="Enchant land\nEnchanted land is a 5/6 green Treefolk creature that's still a land.")
GHOULFLESH = CardDef(
    name="Ghoulflesh", mana_cost="{B}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets -1/-1 and is a black Zombie in addition to "
         "its other colors and types.")
WIND_ZENDIKON = CardDef(
    name="Wind Zendikon", mana_cost="{U}", type_line="Enchantment — Aura",
    text="Enchant land\nEnchanted land is a 2/2 blue Elemental creature with flying. It's still a "
         "land.\nWhen enchanted land dies, return that card to its owner's hand.")
DEEP_FREEZE = CardDef(
    name="Deep Freeze", mana_cost="{2}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature has base power and toughness 0/4, has defender, "
         "loses all other abilities, and is a blue Wall in addition to its other colors and "
         "types.")
DUB = CardDef(
    name="Dub", mana_cost="{2}{W}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +2/+2, has first strike, and is a Knight in "
         "addition to its other types. (It deals combat damage before creatures without first "
         "strike.)")

ORNITHOPTER = CardDef(
    name="Ornithopter", mana_cost="{0}", type_line="Artifact Creature — Thopter", power="0",
    toughness="2", keywords=("Flying",), text="Flying")

SHATTER = CardDef(name="Shatter", mana_cost="{1}{R}", type_line="Instant",
                  text="Destroy target artifact.")

PRINTED = (ORNITHOPTER, SHATTER, KENRITHS_TRANSFORMATION, ICHTHYOMORPHOSIS, AWAKEN_THE_ANCIENT,
           LIVING_TERRAIN,
           GHOULFLESH, DUB, WIND_ZENDIKON, DEEP_FREEZE)
kit = pytest.mark.plugins("haste", extra={"attached-kit": card_pool("attached-kit", PRINTED)})


def _enchant(table: Table, aura: str, mana: str, target: str) -> None:
    table.mana(0, mana)
    table.hand(0, aura)
    table.cast(aura, targets=[target])
    table.resolve_all()


@kit
def test_kenriths_transformation_makes_an_elk_under_its_counter_and_pump(table: Table) -> None:
    """CR 205.1a, 613.1d-f, 613.4b-c: the opponent's Serra Angel with a +1/+1 counter becomes a
    green Elk creature, not an Angel, not white, without flying or vigilance; base 3/3 (7b)
    then the counter: 4/4; Giant Growth (7c) still applies: 7/7. The Aura's draw trigger
    resolved too."""
    table.battlefield(1, "Serra Angel", counters={"+1/+1": 1})
    table.library(0, "Island")
    angel = table.find("Serra Angel", player=1)
    _enchant(table, "Kenrith's Transformation", "GG", "Serra Angel")
    ch = table.game.chars(angel.id)
    assert ch.type_line.has_type("Creature") and ch.type_line.has_subtype("Elk")
    assert not ch.type_line.has_subtype("Angel")
    assert ch.colors == frozenset({"G"})
    assert not table.has_keyword("Serra Angel", "flying")
    assert not table.has_keyword("Serra Angel", "vigilance")
    assert (ch.power, ch.toughness) == (4, 4)
    assert table.names(Zone.HAND, 0) == ["Island"]
    table.mana(0, "G")
    table.hand(0, "Giant Growth")
    table.cast("Giant Growth", targets=["Serra Angel"])
    table.resolve()
    assert (table.power("Serra Angel"), table.toughness("Serra Angel")) == (7, 7)


@kit
def test_kenriths_transformation_makes_an_artifact_creature_an_elk_and_no_artifact(
        table: Table) -> None:
    """CR 205.1a: "is a green Elk creature" without "in addition to its other types" replaces
    the card types (the reminder text: "It loses all other card types"), so the opponent's
    Ornithopter is a green 3/3 Elk creature and no artifact: Shatter can't target it (115.1);
    its flying is lost (613.1f)."""
    table.battlefield(1, "Ornithopter")
    table.library(0, "Island")
    thopter = table.find("Ornithopter", player=1)
    _enchant(table, "Kenrith's Transformation", "GG", "Ornithopter")
    ch = table.game.chars(thopter.id)
    assert ch.type_line.card_types == ("Creature",)
    assert ch.type_line.subtypes == ("Elk",)
    assert ch.colors == frozenset({"G"}) and (ch.power, ch.toughness) == (3, 3)
    assert not table.has_keyword("Ornithopter", "flying")
    table.mana(0, "RR")
    table.hand(0, "Shatter")
    with pytest.raises(IllegalActionError):
        table.cast("Shatter", targets=["Ornithopter"])
    assert table.game.find(thopter.id) is not None


@kit
def test_ichthyomorphosis_leaves_an_artifact_creature_an_artifact(table: Table) -> None:
    """CR 205.1a: "is a blue Fish" sets the creature types only; Ornithopter stays an artifact
    creature, a blue 0/1 Fish without flying, that Shatter destroys."""
    table.battlefield(1, "Ornithopter")
    thopter = table.find("Ornithopter", player=1)
    _enchant(table, "Ichthyomorphosis", "UUU", "Ornithopter")
    ch = table.game.chars(thopter.id)
    assert set(ch.type_line.card_types) == {"Artifact", "Creature"}
    assert ch.type_line.subtypes == ("Fish",)
    assert ch.colors == frozenset({"U"}) and (ch.power, ch.toughness) == (0, 1)
    table.mana(0, "RR")
    table.hand(0, "Shatter")
    table.cast("Shatter", targets=["Ornithopter"])
    table.resolve()
    assert table.game.find(thopter.id) is None
    assert "Ornithopter" in table.names(Zone.GRAVEYARD, 1)


@kit
def test_ichthyomorphosis_makes_a_blue_fish_still_a_creature(table: Table) -> None:
    """CR 205.1a: "a blue Fish" replaces the creature types only (it stays a creature), the
    colours and the abilities (613.1e-f), base P/T 0/1 (613.4b)."""
    table.battlefield(1, "Serra Angel")
    angel = table.find("Serra Angel", player=1)
    _enchant(table, "Ichthyomorphosis", "UUU", "Serra Angel")
    tl = table.game.chars(angel.id).type_line
    assert tl.has_type("Creature") and tl.has_subtype("Fish") and not tl.has_subtype("Angel")
    assert table.game.chars(angel.id).colors == frozenset({"U"})
    assert not table.has_keyword("Serra Angel", "flying")
    assert (table.power("Serra Angel"), table.toughness("Serra Angel")) == (0, 1)


@kit
def test_awaken_the_ancient_makes_a_hasty_7_7_giant_that_is_still_a_mountain(
        table: Table) -> None:
    """CR 205.1b ("It's still a land"): the Mountain that came under its controller's control
    this turn is a red 7/7 Giant creature land with haste: it attacks (302.6, 702.10) for 7;
    the other Mountain is no creature."""
    table.battlefield(0, "Mountain", sick=True)
    mountain = table.find("Mountain")
    _enchant(table, "Awaken the Ancient", "RRRR", f"Mountain#{mountain.id}")
    table.battlefield(0, "Mountain")
    ch = table.game.chars(mountain.id)
    tl = ch.type_line
    assert tl.has_type("Land") and tl.has_subtype("Mountain")
    assert tl.has_type("Creature") and tl.has_subtype("Giant")
    assert ch.colors == frozenset({"R"}) and (ch.power, ch.toughness) == (7, 7)
    other = [o for o in table.game.battlefield(0)
             if o.card.name == "Mountain" and o.id != mountain.id]
    assert not table.game.chars(other[0].id).type_line.has_type("Creature")
    table.attack(f"Mountain#{mountain.id}")
    table.block()
    table.go_to(Step.END_COMBAT)
    assert table.life(1) == 13


@kit
def test_living_terrain_makes_a_5_6_treefolk_forest_that_taps_for_green(table: Table) -> None:
    """CR 205.1b ("that's still a land"): a green 5/6 Treefolk creature Forest, which still
    has its mana ability (305.6)."""
    table.battlefield(0, "Forest")
    forest = table.find("Forest")
    _enchant(table, "Living Terrain", "GGGG", f"Forest#{forest.id}")
    ch = table.game.chars(forest.id)
    assert ch.type_line.has_type("Land") and ch.type_line.has_subtype("Forest")
    assert ch.type_line.has_type("Creature") and ch.type_line.has_subtype("Treefolk")
    assert ch.colors == frozenset({"G"}) and (ch.power, ch.toughness) == (5, 6)
    table.tap_for_mana(f"Forest#{forest.id}", "G")
    assert [u.color for u in table.game.player(0).mana_pool] == ["G"]


@kit
def test_wind_zendikon_island_flies_and_returns_to_hand_when_it_dies(table: Table) -> None:
    """CR 205.1b: the Island is a blue 2/2 Elemental creature land with flying; bolted, it
    dies (700.4) and "When enchanted land dies" returns the Island card to its owner's hand
    (603.10a: the Aura looks back to what it enchanted); the Aura goes to the graveyard
    (704.5m)."""
    table.battlefield(0, "Island")
    island = table.find("Island")
    _enchant(table, "Wind Zendikon", "U", "Island")
    ch = table.game.chars(island.id)
    assert ch.type_line.has_type("Land") and ch.type_line.has_subtype("Island")
    assert ch.type_line.has_type("Creature") and ch.type_line.has_subtype("Elemental")
    assert ch.colors == frozenset({"U"}) and (ch.power, ch.toughness) == (2, 2)
    assert table.has_keyword("Island", "flying")
    table.mana(0, "R")
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Island"])
    table.resolve_all()
    table.assert_zone("Island", Zone.HAND, player=0)
    table.assert_zone("Wind Zendikon", Zone.GRAVEYARD, player=0)


@kit
def test_deep_freeze_makes_a_white_and_blue_angel_wall_with_defender_only(table: Table) -> None:
    """CR 613.1f ("has defender, loses all other abilities": lost, then defender gained),
    205.1b, 105.3, 613.4b-c: the opponent's Serra Angel with a +1/+1 counter is a 1/5 white
    and blue Angel Wall with defender, no flying or vigilance."""
    table.battlefield(1, "Serra Angel", counters={"+1/+1": 1})
    angel = table.find("Serra Angel", player=1)
    _enchant(table, "Deep Freeze", "UUU", "Serra Angel")
    ch = table.game.chars(angel.id)
    assert ch.type_line.has_subtype("Angel") and ch.type_line.has_subtype("Wall")
    assert ch.colors == frozenset({"W", "U"})
    assert table.has_keyword("Serra Angel", "defender")
    assert not table.has_keyword("Serra Angel", "flying")
    assert not table.has_keyword("Serra Angel", "vigilance")
    assert (ch.power, ch.toughness) == (1, 5)


@kit
def test_ghoulflesh_adds_black_and_zombie_and_shrinks(table: Table) -> None:
    """CR 205.1b, 105.3 ("in addition to its other colors and types"): Grizzly Bears is a
    green and black Bear Zombie, 1/1 (613.4c)."""
    table.battlefield(1, "Grizzly Bears")
    bears = table.find("Grizzly Bears", player=1)
    _enchant(table, "Ghoulflesh", "B", "Grizzly Bears")
    ch = table.game.chars(bears.id)
    assert ch.type_line.has_subtype("Bear") and ch.type_line.has_subtype("Zombie")
    assert ch.colors == frozenset({"G", "B"})
    assert (ch.power, ch.toughness) == (1, 1)


@kit
def test_dub_makes_a_first_striking_knight_that_keeps_its_types(table: Table) -> None:
    """CR 205.1b: Grizzly Bears is a 4/4 Bear Knight with first strike, still green only."""
    table.battlefield(0, "Grizzly Bears")
    bears = table.find("Grizzly Bears")
    _enchant(table, "Dub", "WWW", "Grizzly Bears")
    ch = table.game.chars(bears.id)
    assert ch.type_line.has_subtype("Bear") and ch.type_line.has_subtype("Knight")
    assert ch.colors == frozenset({"G"})
    assert table.has_keyword("Grizzly Bears", "first strike")
    assert (ch.power, ch.toughness) == (4, 4)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
