"""Printed "You may cast this card from your graveyard [as long as ...]" and "... from your
graveyard or from exile", played (CR 601.3, 113.6f, 611.3a).

Gravecrawler: cast, Bolted into Alice's graveyard, it can't be cast from there while she
controls no other Zombie (refused, the game unchanged, CR 732), Grizzly Bears in her graveyard
never; once she controls Walking Dead, she casts it from her graveyard for {B} and it
resolves onto the battlefield. Squee, the Immortal: exiled, then Bolted into the graveyard,
Alice casts it from exile and from her graveyard; Bob may not cast Alice's Squee.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import ZONE_PLAY
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

GRAVECRAWLER = CardDef(
    name="Gravecrawler", mana_cost="{B}", type_line="Creature — Zombie",
    text="This creature can't block.\nYou may cast this card from your graveyard as long as "
         "you control a Zombie.", power="2", toughness="1")
SQUEE = CardDef(
    name="Squee, the Immortal", mana_cost="{1}{R}{R}",
    type_line="Legendary Creature — Goblin",
    text="You may cast this card from your graveyard or from exile.", power="2",
    toughness="1")
WALKING_DEAD = CardDef(name="Walking Dead", mana_cost="{1}{B}", type_line="Creature — Zombie",
                       text="{B}: Regenerate this creature.", power="1", toughness="1")

CARDS = (GRAVECRAWLER, SQUEE)
kit = pytest.mark.plugins(extra={"cast-itself-kit": card_pool(
    "cast-itself-kit", (*CARDS, WALKING_DEAD))})


def _cast(table: Table, name: str, mana: str, targets: list[str] | None = None) -> None:
    table.mana(0, mana)
    table.hand(0, name)
    table.cast(name, targets=targets or [])
    table.resolve()
    table.resolve_all()


@kit
def test_gravecrawler_is_cast_from_the_graveyard_while_you_control_a_zombie(
        table: Table) -> None:
    """CR 601.3, 611.3a: no other Zombie: Gravecrawler can't be cast from the graveyard
    (Grizzly Bears there has no such permission); with Walking Dead it can, for its mana
    cost (601.2f), and it resolves onto the battlefield (608.3)."""
    _cast(table, "Gravecrawler", "B")
    _cast(table, "Lightning Bolt", "R", targets=["Gravecrawler"])
    table.assert_zone("Gravecrawler", Zone.GRAVEYARD, 0)
    table.graveyard(0, "Grizzly Bears")
    table.mana(0, "BGG")
    assert not table.permitted("Gravecrawler", permission=ZONE_PLAY)
    table.assert_illegal(table.cast, "Gravecrawler", using=ZONE_PLAY, zone=Zone.GRAVEYARD)
    table.battlefield(0, "Walking Dead")
    table.refresh()
    assert table.permitted("Gravecrawler", permission=ZONE_PLAY)
    assert not table.permitted("Grizzly Bears", permission=ZONE_PLAY)
    table.cast("Gravecrawler", using=ZONE_PLAY, zone=Zone.GRAVEYARD)
    table.resolve()
    table.assert_zone("Gravecrawler", Zone.BATTLEFIELD, 0)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)


@kit
def test_squee_is_cast_from_exile_and_from_the_graveyard(table: Table) -> None:
    """CR 601.3, 113.6f: Squee in exile is cast from there; Bolted, it is cast again from
    the graveyard; Bob has no permission to cast Alice's Squee (the card's owner's)."""
    table.exile(0, "Squee, the Immortal")
    table.mana(0, "RRR")
    table.cast("Squee, the Immortal", using=ZONE_PLAY, zone=Zone.EXILE)
    table.resolve()
    table.assert_zone("Squee, the Immortal", Zone.BATTLEFIELD, 0)
    _cast(table, "Lightning Bolt", "R", targets=["Squee, the Immortal"])
    table.assert_zone("Squee, the Immortal", Zone.GRAVEYARD, 0)
    assert not table.permitted("Squee, the Immortal", player=1, permission=ZONE_PLAY)
    table.mana(0, "RRR")
    table.cast("Squee, the Immortal", using=ZONE_PLAY, zone=Zone.GRAVEYARD)
    table.resolve()
    table.assert_zone("Squee, the Immortal", Zone.BATTLEFIELD, 0)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed((*CARDS, WALKING_DEAD))
