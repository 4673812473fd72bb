"""Static permissions to play cards from a graveyard or the top of a library, played (CR 601.3,
116.2a, 305.1-305.2, 401.5): "You may play lands from your graveyard." (Crucible of Worlds),
"You may play lands from the top of your library." (Courser of Kruphix), "You may play lands
and cast spells from the top of your library." (Future Sight), "You may cast creature spells
from the top of your library." (Garruk's Horde), "You may look at the top card of your library
any time, and you may play lands from the top of your library." (Radha, Heart of Keld).

A land played so is the land of the turn (a second is refused, the game unchanged); only the
top card, only its controller's own zone, and only while the permanent is on the battlefield.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import ZONE_PLAY
from manastack.driver import Table
from manastack.model.actions import PlayLand
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

CRUCIBLE = CardDef(
    name="Crucible of Worlds", mana_cost="{3}", type_line="Artifact",
    text="You may play lands from your graveyard.")
COURSER = CardDef(
    name="Courser of Kruphix", mana_cost="{1}{G}{G}", type_line="Enchantment Creature — Centaur",
    power="2", toughness="4",
    text="Play with the top card of your library revealed.\nYou may play lands from the top of "
         "your library.\nLandfall — Whenever a land you control enters, you gain 1 life.")
FUTURE_SIGHT = CardDef(
    name="Future Sight", mana_cost="{2}{U}{U}{U}", type_line="Enchantment",
    text="Play with the top card of your library revealed.\nYou may play lands and cast spells "
         "from the top of your library.")
GARRUKS_HORDE = CardDef(
    name="Garruk's Horde", mana_cost="{5}{G}{G}", type_line="Creature — Beast",
    power="7", toughness="7",
    text="Trample\nPlay with the top card of your library revealed.\nYou may cast creature "
         "spells from the top of your library. (Do this only any time you could cast that "
         "creature spell. You still pay the spell's costs.)")
RADHA = CardDef(
    name="Radha, Heart of Keld", mana_cost="{1}{R}{G}", type_line="Legendary Creature — Elf Warrior",
    power="3", toughness="3",
    text="During your turn, Radha has first strike.\nYou may look at the top card of your "
         "library any time, and you may play lands from the top of your library.\n{4}{R}{G}: "
         "Radha gets +X/+X until end of turn, where X is the number of lands you control.")

ELVEN_CHORUS = CardDef(
    name="Elven Chorus", mana_cost="{3}{G}", type_line="Enchantment",
    text="You may look at the top card of your library any time.\nYou may cast creature spells "
         "from the top of your library.\nCreatures you control have \"{T}: Add one mana of any "
         "color.\"")

RANGER_CLASS = CardDef(
    name="Ranger Class", mana_cost="{1}{G}", type_line="Enchantment — Class",
    text="(Gain the next level as a sorcery to add its ability.)\nWhen this Class enters, create "
         "a 2/2 green Wolf creature token.\n{1}{G}: Level 2\nWhenever you attack, put a +1/+1 "
         "counter on target attacking creature.\n{3}{G}: Level 3\nYou may look at the top "
         "card of your library any time.\nYou may cast creature spells from the top of your "
         "library.", layout="class")

CARDS = (CRUCIBLE, COURSER, FUTURE_SIGHT, GARRUKS_HORDE, RADHA, ELVEN_CHORUS)
kit = pytest.mark.plugins(extra={"zone-play-kit": card_pool("zone-play-kit", CARDS)})
class_kit = pytest.mark.plugins("class_cards", extra={
    "zone-class-kit": card_pool("zone-class-kit", (RANGER_CLASS,))})


@kit
def test_crucible_of_worlds_plays_a_land_from_the_graveyard(table: Table) -> None:
    """CR 116.2a, 305.2b: cast, Crucible lets the Forest be played from the graveyard; it is
    the land of the turn: the Mountain from the hand is then refused, the game unchanged."""
    table.graveyard(0, "Forest")
    table.hand(0, "Crucible of Worlds", "Mountain")
    table.assert_illegal(table.play, "Forest", zone=Zone.GRAVEYARD, rule="305.1")  # not yet
    table.mana(0, "CCC")
    table.cast("Crucible of Worlds")
    table.resolve()
    table.play("Forest", zone=Zone.GRAVEYARD)
    table.assert_zone("Forest", Zone.BATTLEFIELD, 0)
    table.assert_logged(rule="116.2a", contains="Crucible")
    table.assert_illegal(table.play, "Mountain", rule="305.2b")
    table.assert_zone("Mountain", Zone.HAND, 0)


@kit
def test_crucible_of_worlds_not_another_players_graveyard(table: Table) -> None:
    """CR 404.1: "your graveyard": Alice can't play Bob's land; Bob, who doesn't control
    Crucible, can't play his own either (its permission is its controller's)."""
    table.battlefield(0, "Crucible of Worlds")
    bobs = table.graveyard(1, "Forest")[0]
    table.assert_illegal(table.game.act, PlayLand(bobs.id, "Forest"), rule="305.1")
    table.library(0, *["Island"] * 4)
    table.library(1, *["Island"] * 4)
    table.next_turn()
    table.assert_illegal(table.play, "Forest", zone=Zone.GRAVEYARD, rule="305.1")
    table.assert_zone("Forest", Zone.GRAVEYARD, 1)


@kit
def test_courser_of_kruphix_plays_the_top_land_and_gains_life(table: Table) -> None:
    """CR 116.2a, 401.1: the top card only, a land: played, Courser's landfall gains 1 life
    (207.2c); the creature card now on top can't be cast (lands only)."""
    table.library(0, "Forest", "Grizzly Bears", *["Island"] * 4)
    table.hand(0, "Courser of Kruphix")
    table.mana(0, "GGG")
    table.cast("Courser of Kruphix")
    table.resolve()
    table.play("Forest", zone=Zone.LIBRARY)
    table.assert_zone("Forest", Zone.BATTLEFIELD, 0)
    table.resolve()  # landfall
    table.assert_life(0, 21)
    assert not table.permitted("Grizzly Bears", permission=ZONE_PLAY)
    table.mana(0, "GG")
    table.assert_illegal(table.cast, "Grizzly Bears", using=ZONE_PLAY, zone=Zone.LIBRARY)
    table.assert_zone("Grizzly Bears", Zone.LIBRARY, 0)


@kit
def test_courser_of_kruphix_only_the_top_card(table: Table) -> None:
    """CR 401.1: a land second from the top can't be played, the game unchanged."""
    table.battlefield(0, "Courser of Kruphix")
    table.library(0, "Grizzly Bears", "Forest", *["Island"] * 4)
    table.assert_illegal(table.play, "Forest", zone=Zone.LIBRARY, rule="305.1")
    table.assert_zone("Forest", Zone.LIBRARY, 0)


@kit
def test_future_sight_casts_a_spell_then_plays_a_land_from_the_top(table: Table) -> None:
    """CR 601.3, 601.2a: the top Grizzly Bears is cast for its mana cost; the Forest that is
    then on top is played as the land of the turn (116.2a)."""
    table.library(0, "Grizzly Bears", "Forest", *["Island"] * 4)
    table.hand(0, "Future Sight")
    table.mana(0, "UUUUU")
    table.cast("Future Sight")
    table.resolve()
    table.mana(0, "GG")
    table.cast("Grizzly Bears", using=ZONE_PLAY, zone=Zone.LIBRARY)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.play("Forest", zone=Zone.LIBRARY)
    table.assert_zone("Forest", Zone.BATTLEFIELD, 0)


@kit
def test_garruks_horde_casts_creatures_not_instants_from_the_top(table: Table) -> None:
    """CR 601.3: "creature spells": the top Lightning Bolt can't be cast; once it is drawn,
    the Grizzly Bears below can be."""
    table.battlefield(0, "Garruk's Horde")
    table.library(0, "Lightning Bolt", "Grizzly Bears", *["Island"] * 4)
    table.library(1, *["Island"] * 4)
    assert not table.permitted("Lightning Bolt", permission=ZONE_PLAY)
    table.mana(0, "R")
    table.assert_illegal(table.cast, "Lightning Bolt", using=ZONE_PLAY, zone=Zone.LIBRARY,
                         targets=["Bob"])
    table.assert_life(1, 20)
    table.next_turn()
    table.next_turn()  # Alice drew the Lightning Bolt
    assert table.permitted("Grizzly Bears", permission=ZONE_PLAY)
    table.mana(0, "GG")
    table.cast("Grizzly Bears", using=ZONE_PLAY, zone=Zone.LIBRARY)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


@kit
def test_radha_looks_at_the_top_card_and_plays_a_land_from_it(table: Table) -> None:
    """CR 401.5: Alice sees her library's top card, Bob doesn't; the land on top is played
    (116.2a) and the Forest in hand is then refused (305.2b)."""
    table.library(0, "Mountain", *["Island"] * 4)
    table.hand(0, "Radha, Heart of Keld", "Forest")
    assert table.game.view(0)["players"][0]["library_top"] is None
    table.mana(0, "RGG")
    table.cast("Radha, Heart of Keld")
    table.resolve()
    top = table.game.view(0)["players"][0]["library_top"]
    assert top is not None and top["name"] == "Mountain"
    assert table.game.view(1)["players"][0]["library_top"] is None
    table.play("Mountain", zone=Zone.LIBRARY)
    table.assert_zone("Mountain", Zone.BATTLEFIELD, 0)
    table.assert_illegal(table.play, "Forest", rule="305.2b")


@kit
def test_elven_chorus_sees_the_top_card_and_casts_a_creature_from_it(table: Table) -> None:
    """CR 401.5: once Elven Chorus is cast, Alice alone sees her library's top card; the
    Grizzly Bears there is cast (601.3) with mana of the ability it gives a creature (613.1f);
    a land on top can't be played (spells only)."""
    table.library(0, "Grizzly Bears", "Forest", *["Island"] * 4)
    table.battlefield(0, "Llanowar Elves")
    table.hand(0, "Elven Chorus")
    assert table.game.view(0)["players"][0]["library_top"] is None
    table.mana(0, "GGGG")
    table.cast("Elven Chorus")
    table.resolve()
    top = table.game.view(0)["players"][0]["library_top"]
    assert top is not None and top["name"] == "Grizzly Bears"
    assert table.game.view(1)["players"][0]["library_top"] is None
    table.mana(0, "G")
    table.tap_for_mana("Llanowar Elves", "W")  # any color: the granted ability
    table.cast("Grizzly Bears", using=ZONE_PLAY, zone=Zone.LIBRARY)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_illegal(table.play, "Forest", zone=Zone.LIBRARY, rule="305.1")


@kit
def test_no_permission_once_the_permanent_is_gone(table: Table) -> None:
    """CR 604.1: Crucible's permission exists only while it is on the battlefield."""
    table.battlefield(0, "Crucible of Worlds")
    table.graveyard(0, "Forest")
    table.game.move(table.find("Crucible of Worlds").id, Zone.GRAVEYARD, cause="test",
                    rule="701.8a")
    table.assert_illegal(table.play, "Forest", zone=Zone.GRAVEYARD, rule="305.1")


@class_kit
def test_ranger_class_casts_from_the_top_only_at_level_3(table: Table) -> None:
    """CR 716.2a, 613.10: the permission is an ability of level 3 only: at level 1 and 2 the
    top Grizzly Bears can't be cast; at level 3 it is (601.3)."""
    table.battlefield(0, "Ranger Class")
    table.library(0, "Grizzly Bears", *["Island"] * 4)
    assert not table.permitted("Grizzly Bears", permission=ZONE_PLAY)
    table.mana(0, "GG")
    table.activate("Ranger Class", 0)  # {1}{G}: Level 2
    table.resolve()
    assert not table.permitted("Grizzly Bears", permission=ZONE_PLAY)
    table.mana(0, "GGGG")
    table.activate("Ranger Class", 1)  # {3}{G}: Level 3
    table.resolve()
    assert table.permitted("Grizzly Bears", permission=ZONE_PLAY)
    table.mana(0, "GG")
    table.cast("Grizzly Bears", using=ZONE_PLAY, zone=Zone.LIBRARY)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed((*CARDS, RANGER_CLASS))


@kit
def test_the_land_from_the_graveyard_is_a_legal_action(table: Table) -> None:
    """CR 116.2a, 117.1: the listing of legal actions offers the graveyard's land, once."""
    table.battlefield(0, "Crucible of Worlds")
    table.graveyard(0, "Forest", "Forest")
    decision = table.game.pending()
    assert decision is not None
    plays = [o for o in decision.options if isinstance(o, PlayLand)]
    assert [table.game.obj(o.obj).zone for o in plays] == [Zone.GRAVEYARD]
