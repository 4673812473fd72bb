"""Printed "Whenever you cast a spell from your graveyard" / "Whenever a player casts a spell
from a graveyard", played (CR 601.2a, 601.2i, 603.2, 603.7c, 702.34a).

The trigger looks at the zone the spell was cast from: Think Twice cast by flashback from the
graveyard triggers Secrets of the Dead (one more card) and Thalia's Geistcaller (a Spirit);
cast from the hand it triggers neither. Ash Zealot deals 3 damage to the player who cast the
spell from a graveyard (Bob), not to its controller.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

SECRETS_OF_THE_DEAD = CardDef(
    name="Secrets of the Dead", mana_cost="{2}{U}", type_line="Enchantment",
    text="Whenever you cast a spell from your graveyard, draw a card.")
THALIAS_GEISTCALLER = CardDef(
    name="Thalia's Geistcaller", mana_cost="{2}{W}", type_line="Creature — Human Cleric",
    power="3", toughness="1", keywords=("Lifelink",),
    text="Lifelink\nWhenever you cast a spell from your graveyard, create a 1/1 white Spirit "
         "creature token with flying.\nSacrifice a Spirit: This creature gains indestructible "
         "until end of turn.")
ASH_ZEALOT = CardDef(
    name="Ash Zealot", mana_cost="{R}{R}", type_line="Creature — Human Warrior", power="2",
    toughness="2", keywords=("First strike", "Haste"),
    text="First strike, haste\nWhenever a player casts a spell from a graveyard, this creature "
         "deals 3 damage to that player.")

CARDS = (SECRETS_OF_THE_DEAD, THALIAS_GEISTCALLER, ASH_ZEALOT)
kit = pytest.mark.plugins("flashback", "haste",
                          extra={"from-graveyard-kit": card_pool("from-graveyard-kit", CARDS)})


@kit
def test_a_flashback_spell_triggers_secrets_and_geistcaller(table: Table) -> None:
    """CR 601.2a, 603.2: Think Twice cast from Alice's graveyard: Think Twice draws one,
    Secrets of the Dead one more, Thalia's Geistcaller makes a Spirit."""
    table.battlefield(0, "Secrets of the Dead", "Thalia's Geistcaller")
    table.lands(0, "Island", 3)
    table.graveyard(0, "Think Twice")
    table.library(0, "Island", "Island", "Island")
    table.cast("Think Twice", using="flashback")
    table.resolve_all()
    assert len(table.names(Zone.HAND, 0)) == 2
    assert table.names(Zone.BATTLEFIELD).count("Spirit Token") == 1


@kit
def test_a_spell_cast_from_the_hand_triggers_neither(table: Table) -> None:
    """CR 601.2a: the same spell cast from the hand: only its own draw, no Spirit."""
    table.battlefield(0, "Secrets of the Dead", "Thalia's Geistcaller")
    table.lands(0, "Island", 2)
    table.hand(0, "Think Twice")
    table.library(0, "Island", "Island", "Island")
    table.cast("Think Twice")
    table.resolve_all()
    assert len(table.names(Zone.HAND, 0)) == 1
    assert "Spirit Token" not in table.names(Zone.BATTLEFIELD)


@kit
def test_ash_zealot_damages_the_player_who_cast_from_a_graveyard(table: Table) -> None:
    """CR 603.7c: Bob casts Think Twice from his graveyard: Bob is dealt 3, Alice nothing;
    Bob's cast from his hand would not count."""
    table.battlefield(0, "Ash Zealot")
    table.set_turn(active=1)
    table.lands(1, "Island", 5)
    table.hand(1, "Think Twice")
    table.library(1, "Island", "Island", "Island")
    table.cast("Think Twice")
    table.resolve_all()
    assert table.life(1) == 20
    table.cast("Think Twice", using="flashback")
    table.resolve_all()
    assert table.life(1) == 17
    assert table.life(0) == 20


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
