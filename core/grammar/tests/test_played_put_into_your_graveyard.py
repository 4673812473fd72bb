"""Printed "When ~ / Whenever a [filter] is put into your graveyard from the battlefield, ..."
played (CR 700.4, 404.1, 603.10a).

Field of Souls, Zodiac Dragon and Nether Traitor are put into play with their exact Oracle
definitions (the corpus records, checked below): a permanent put into a graveyard from the
battlefield goes to its owner's graveyard (404.1), so "your graveyard" sees only the cards
the ability's controller owns: a creature of the opponent's, or one you control but the
opponent owns, goes to the opponent's graveyard and triggers nothing.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

FIELD_OF_SOULS = CardDef(
    name="Field of Souls", mana_cost="{2}{W}{W}", type_line="Enchantment",
    text="Whenever a nontoken creature is put into your graveyard from the battlefield, "
         "create a 1/1 white Spirit creature token with flying.")
ZODIAC_DRAGON = CardDef(
    name="Zodiac Dragon", mana_cost="{7}{R}{R}", type_line="Creature — Dragon",
    text="When this creature is put into your graveyard from the battlefield, you may return "
         "it to your hand.", power="8", toughness="8")
NETHER_TRAITOR = CardDef(
    name="Nether Traitor", mana_cost="{B}{B}", type_line="Creature — Spirit",
    text="Haste\nShadow (This creature can block or be blocked by only creatures with "
         "shadow.)\nWhenever another creature is put into your graveyard from the battlefield, "
         "you may pay {B}. If you do, return this card from your graveyard to the battlefield.",
    power="1", toughness="1")

CARDS = (FIELD_OF_SOULS, ZODIAC_DRAGON, NETHER_TRAITOR)

kit = pytest.mark.plugins("haste", "shadow", extra={
    "proved-put-into-your-graveyard-kit": card_pool("proved-put-into-your-graveyard-kit",
                                                    CARDS)})


def spirits(table: Table) -> int:
    return sum(1 for o in table.game.objects_in(Zone.BATTLEFIELD, 0)
               if o.is_token and o.card.name == "Spirit Token")


def dies(table: Table, name: str, player: int) -> None:
    """Put ``name`` of ``player`` into its owner's graveyard from the battlefield (CR 700.4)."""
    obj = table.find(name, zone=Zone.BATTLEFIELD, player=player)
    table.game.move(obj.id, Zone.GRAVEYARD, cause="destroy", rule="701.8")
    table.refresh()
    table.game.pending()  # CR 117.5: triggered abilities go on the stack before priority
    table.resolve_all()


@kit
def test_field_of_souls_your_nontoken_creature_makes_a_spirit(table: Table) -> None:
    """CR 700.4, 404.1: your Grizzly Bears die into your graveyard: a Spirit."""
    table.battlefield(0, "Field of Souls", "Grizzly Bears")
    dies(table, "Grizzly Bears", 0)
    assert spirits(table) == 1


@kit
def test_field_of_souls_an_opponents_creature_or_a_token_makes_nothing(table: Table) -> None:
    """CR 404.1, 111.7: the opponent's Grizzly Bears go to their graveyard, and a token is
    filtered out by "nontoken": no Spirit."""
    table.battlefield(0, "Field of Souls", "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    dies(table, "Grizzly Bears", 1)
    assert spirits(table) == 0
    dies(table, "Grizzly Bears", 0)
    assert spirits(table) == 1
    dies(table, "Spirit Token", 0)
    assert spirits(table) == 0


@kit
def test_zodiac_dragon_returns_to_its_owners_hand(table: Table) -> None:
    """CR 603.10a: it looks back: put into your graveyard, you may return it: in your hand."""
    table.battlefield(0, "Zodiac Dragon")
    table.answer("may", "yes", player=0)
    dies(table, "Zodiac Dragon", 0)
    table.assert_zone("Zodiac Dragon", Zone.HAND, 0)


@kit
def test_zodiac_dragon_you_control_but_dont_own_does_not_trigger(table: Table) -> None:
    """CR 404.1: a Zodiac Dragon the opponent owns but you control goes to the opponent's
    graveyard, not yours: no trigger, it stays there."""
    (dragon,) = table.battlefield(1, "Zodiac Dragon")
    table.game.update(dragon.id, controller=0)
    assert table.game.controller(dragon.id) == 0
    dies(table, "Zodiac Dragon", 0)
    assert table.names(Zone.STACK) == []
    table.assert_zone("Zodiac Dragon", Zone.GRAVEYARD, 1)


@kit
def test_nether_traitor_returns_from_your_graveyard(table: Table) -> None:
    """CR 113.6m: its ability functions in your graveyard: Grizzly Bears die, you pay {B}, the
    Traitor comes back to the battlefield."""
    table.graveyard(0, "Nether Traitor")
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Swamp", 1)
    table.answer("may", "yes", player=0)
    dies(table, "Grizzly Bears", 0)
    table.assert_zone("Nether Traitor", Zone.BATTLEFIELD, 0)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed card as the Oracle corpus has it."""
    assert_printed(CARDS)
