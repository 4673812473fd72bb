"""A card whose text is not all read never enters a game silently doing less than its text
says: putting it anywhere (a test's or scenario's position, a deck) is refused naming the
sentences not read, unless it is asked for as an inert placeholder, which has no ability,
can't be cast and is named as such in the log."""

from __future__ import annotations

import pytest
from pytest_manastack import card_pool

from manastack.driver import Table
from manastack.engine.game import Game
from manastack.errors import IllegalActionError, UnsupportedCardError
from manastack.model.cards import CardDef
from manastack.model.objects import Card, Zone

HALF_READ = CardDef(
    name="Test Half Read", mana_cost="{1}", type_line="Creature — Ogre", power="2",
    toughness="2",
    text="Flying\nWhenever this creature attacks, flip a coin from a height of one foot.")


def half_read(table: Table) -> Card:
    card = table.game.rules.compile(HALF_READ)
    assert card.unrecognized == (
        "Whenever this creature attacks, flip a coin from a height of one foot.",)
    return card


@pytest.mark.parametrize("zone", [Zone.BATTLEFIELD, Zone.HAND, Zone.GRAVEYARD, Zone.LIBRARY,
                                  Zone.EXILE])
def test_putting_a_card_not_all_read_is_refused_naming_the_sentence(table: Table,
                                                                    zone: Zone) -> None:
    card = half_read(table)
    before = table.game.state_digest()
    with pytest.raises(UnsupportedCardError, match="flip a coin from a height"):
        table.game.put(card, zone, 0)
    assert table.game.state_digest() == before


def test_an_inert_placeholder_has_no_ability_and_can_not_be_cast(table: Table) -> None:
    """Asked for with ``inert``: the read flying is dropped too (a half-read card must not act
    on half its text), the log names it a placeholder, and casting it is still refused."""
    card = half_read(table)
    ogre = table.game.put(card, Zone.BATTLEFIELD, 0, inert=True)
    assert ogre.card.abilities == ()
    assert not table.game.chars(ogre.id).has_keyword("flying")
    assert table.power("Test Half Read") == 2
    (event,) = [e for e in table.game.log if "placeholder" in e.text]
    assert "Test Half Read is an inert placeholder" in event.text
    assert "flip a coin" in event.text
    table.lands(0, "Mountain", 1)
    table.game.put(card, Zone.HAND, 0, inert=True)
    with pytest.raises((UnsupportedCardError, IllegalActionError), match="not understood"):
        table.cast("Test Half Read")


@pytest.mark.plugins(extra={"halfread": card_pool("half-read-testkit", [HALF_READ])})
def test_a_deck_with_a_card_not_all_read_is_refused(table: Table) -> None:
    with pytest.raises(UnsupportedCardError, match="flip a coin"):
        Game.from_decks(table.game.rules, [["Mountain", HALF_READ.name], ["Mountain"]])


def test_a_playable_card_enters_with_its_abilities(table: Table) -> None:
    (angel,) = table.battlefield(0, "Serra Angel")
    assert table.game.chars(angel.id).has_keyword("flying")
    assert not [e for e in table.game.log if "placeholder" in e.text]
