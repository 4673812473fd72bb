"""Printed "create a token that's a copy of it / that creature" in a trigger resolving after
the object it told of left the battlefield: the token copies it as it last existed there
(CR 608.2h; 111.12 makes no token only when last known information isn't used).

Ondu Spiritdancer's trigger for a Glorious Anthem destroyed in response still makes an
Anthem token; Necroduality's for a Gravecrawler bolted in response still makes a Zombie token.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

ONDU_SPIRITDANCER = CardDef(
    name="Ondu Spiritdancer", mana_cost="{4}{W}", type_line="Creature — Kor Cleric", power="3",
    toughness="3",
    text="Whenever an enchantment you control enters, you may create a token that's a copy "
         "of it. Do this only once each turn.")
NECRODUALITY = CardDef(
    name="Necroduality", mana_cost="{3}{U}", type_line="Enchantment",
    text="Whenever a nontoken Zombie you control enters, create a token that's a copy of "
         "that creature.")

GRAVECRAWLER = CardDef(
    name="Gravecrawler", mana_cost="{B}", type_line="Creature — Zombie", power="2",
    toughness="1",
    text="This creature can't block.\nYou may cast this card from your graveyard as long as "
         "you control a Zombie.")

STUNT_DOUBLE = CardDef(
    name="Stunt Double", mana_cost="{3}{U}", type_line="Creature — Shapeshifter", power="0",
    toughness="0",
    text="Flash\nYou may have this creature enter as a copy of any creature on the "
         "battlefield.")

CARDS = (ONDU_SPIRITDANCER, NECRODUALITY, GRAVECRAWLER, STUNT_DOUBLE)
kit = pytest.mark.plugins(extra={"copy-gone-kit": card_pool("copy-gone-kit", CARDS)})


def _tokens(table: Table) -> list[tuple[str, int | None, int | None]]:
    return [(ch.name, ch.power, ch.toughness)
            for o in table.game.battlefield(0) if o.is_token
            for ch in (table.game.chars(o.id),)]


@kit
def test_ondu_spiritdancer_copies_an_enchantment_destroyed_in_response(table: Table) -> None:
    """CR 608.2h: Glorious Anthem is destroyed with the trigger on the stack; the token is
    still a Glorious Anthem (Ondu Spiritdancer is a 4/4 with it)."""
    table.battlefield(0, "Ondu Spiritdancer")
    table.mana(0, "WWWGG")
    table.hand(0, "Glorious Anthem", "Naturalize")
    table.cast("Glorious Anthem")
    table.resolve()
    assert len(table.game.ids_in(Zone.STACK)) == 1
    table.cast("Naturalize", targets=["Glorious Anthem"])
    table.resolve()
    assert "Glorious Anthem" in table.names(Zone.GRAVEYARD, 0)
    table.resolve_all()
    assert [name for name, _, _ in _tokens(table)] == ["Glorious Anthem"]
    ondu = next(o for o in table.game.battlefield(0) if o.card.name == "Ondu Spiritdancer")
    assert table.game.chars(ondu.id).power == 4


@kit
def test_necroduality_copies_a_zombie_bolted_in_response(table: Table) -> None:
    """CR 608.2h: Gravecrawler dies with Necroduality's trigger on the stack; the trigger
    still makes a 2/1 Gravecrawler token."""
    table.battlefield(0, "Necroduality")
    table.mana(0, "BR")
    table.hand(0, "Gravecrawler", "Lightning Bolt")
    table.cast("Gravecrawler")
    table.resolve()
    assert len(table.game.ids_in(Zone.STACK)) == 1
    table.cast("Lightning Bolt", targets=["Gravecrawler"])
    table.resolve()
    assert "Gravecrawler" in table.names(Zone.GRAVEYARD, 0)
    table.resolve_all()
    assert _tokens(table) == [("Gravecrawler", 2, 1)]


@kit
def test_necroduality_copies_a_stunt_double_bolted_in_response_as_what_it_copied(
        table: Table) -> None:
    """CR 608.2h, 707.2: Stunt Double entered as a copy of Gravecrawler (a nontoken Zombie)
    and dies with the trigger on the stack; its last copiable values were Gravecrawler's, so
    the token is a 2/1 Gravecrawler, not a 0/0 Stunt Double."""
    table.battlefield(0, "Necroduality")
    table.battlefield(1, "Gravecrawler")
    table.mana(0, "UUUUR")
    table.hand(0, "Stunt Double", "Lightning Bolt")
    table.answer("choose", "Gravecrawler")
    table.cast("Stunt Double")
    table.resolve()
    assert len(table.game.ids_in(Zone.STACK)) == 1
    table.cast("Lightning Bolt", targets=["Gravecrawler#" + str(next(
        o.id for o in table.game.battlefield(0) if o.card.name == "Stunt Double"))])
    table.resolve()
    assert "Stunt Double" in table.names(Zone.GRAVEYARD, 0)
    table.resolve_all()
    assert _tokens(table) == [("Gravecrawler", 2, 1)]


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
