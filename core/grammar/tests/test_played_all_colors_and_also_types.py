"""Static abilities giving all colours or more creature types, played (CR 105.2, 604.3,
613.1d-e, 613.3, 700.8).

Transguild Courier ("~ is all colors."): a characteristic-defining ability, in the hand as
well; Leyline of the Guildpact ("Each nonland permanent you control is all colors."); Burakos,
Party Leader and Stonework Packbeast ("~ is also a Cleric, Rogue, Warrior, and Wizard."):
each fills a slot of the party (700.8).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

TRANSGUILD_COURIER = CardDef(
    name="Transguild Courier", mana_cost="{4}", type_line="Artifact Creature — Golem",
    text="Transguild Courier is all colors.", power="3", toughness="3")
LEYLINE_OF_THE_GUILDPACT = CardDef(
    name="Leyline of the Guildpact", mana_cost="{G/W}{G/U}{B/G}{R/G}", type_line="Enchantment",
    text="If this card is in your opening hand, you may begin the game with it on the "
         "battlefield.\nEach nonland permanent you control is all colors.\nLands you control "
         "are every basic land type in addition to their other types.")
BURAKOS = CardDef(
    name="Burakos, Party Leader", mana_cost="{3}{B}", type_line="Legendary Creature — Orc",
    text="Burakos is also a Cleric, Rogue, Warrior, and Wizard.\nWhenever Burakos attacks, "
         "defending player loses X life and you create X Treasure tokens, where X is the number "
         "of creatures in your party.\nChoose a Background (You can have a Background as a "
         "second commander.)", power="2", toughness="4")
STONEWORK_PACKBEAST = CardDef(
    name="Stonework Packbeast", mana_cost="{2}", type_line="Artifact Creature — Beast",
    text="Stonework Packbeast is also a Cleric, Rogue, Warrior, and Wizard.\n{2}: Add one mana "
         "of any color.", power="2", toughness="1")

PRINTED = (TRANSGUILD_COURIER, LEYLINE_OF_THE_GUILDPACT, BURAKOS, STONEWORK_PACKBEAST)
kit = pytest.mark.plugins(extra={"all-colors-kit": card_pool("all-colors-kit", PRINTED)})
FIVE = frozenset("WUBRG")


def _cast(table: Table, name: str, mana: str) -> None:
    table.mana(0, mana)
    table.hand(0, name)
    table.cast(name)
    table.resolve_all()


@kit
def test_transguild_courier_is_all_colors_in_hand_and_on_the_battlefield(
        table: Table) -> None:
    """CR 604.3, 105.2: a colourless-cost card that is all five colours in every zone."""
    table.hand(0, "Transguild Courier")
    in_hand = table.find("Transguild Courier", zone=Zone.HAND)
    assert table.game.chars(in_hand.id).colors == FIVE
    table.mana(0, "CCCC")
    table.cast("Transguild Courier")
    table.resolve()
    courier = table.find("Transguild Courier", zone=Zone.BATTLEFIELD)
    assert table.game.chars(courier.id).colors == FIVE


@kit
def test_leyline_of_the_guildpact_makes_its_controllers_nonland_permanents_all_colors(
        table: Table) -> None:
    """CR 105.3, 613.1e: its controller's Grizzly Bears and the Leyline itself are all colours;
    the Forest (a land) and the opponent's Bears are not."""
    table.battlefield(0, "Grizzly Bears", "Forest")
    table.battlefield(1, "Grizzly Bears")
    _cast(table, "Leyline of the Guildpact", "GGGG")
    mine = table.find("Grizzly Bears", player=0)
    theirs = table.find("Grizzly Bears", player=1)
    leyline = table.find("Leyline of the Guildpact")
    forest = table.find("Forest")
    assert table.game.chars(mine.id).colors == FIVE
    assert table.game.chars(leyline.id).colors == FIVE
    assert table.game.chars(theirs.id).colors == frozenset({"G"})
    assert table.game.chars(forest.id).colors == frozenset()


@kit
def test_burakos_and_the_packbeast_are_a_party_of_two(table: Table) -> None:
    """CR 700.8, 205.1b: an Orc and a Beast fill two of the party's four slots because each is
    also a Cleric, Rogue, Warrior and Wizard; Burakos attacks: the opponent loses 2 and its
    controller creates two Treasures."""
    _cast(table, "Burakos, Party Leader", "BBBB")
    _cast(table, "Stonework Packbeast", "CC")
    burakos = table.find("Burakos, Party Leader")
    tl = table.game.chars(burakos.id).type_line
    assert tl.has_subtype("Orc") and all(tl.has_subtype(s)
                                         for s in ("Cleric", "Rogue", "Warrior", "Wizard"))
    for player in (0, 1):
        table.library(player, "Island", "Island")
    table.next_turn()
    table.next_turn()
    table.go_to(Step.DECLARE_ATTACKERS)
    table.attack("Burakos, Party Leader")
    table.resolve_all()
    assert table.life(1) == 18
    assert table.names(Zone.BATTLEFIELD, 0).count("Treasure Token") == 2


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
