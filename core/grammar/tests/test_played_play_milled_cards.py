""""Mill a card. You may play that card this turn.", played (CR 701.17a, 601.3, 305.1, 611.2a,
514.2, 400.7).

Ark of Hunger mills a card its controller then plays from her graveyard: a land as the land of
the turn, a spell for its mana cost; either leaving the graveyard triggers the Ark. Tablet of
Discovery's enters trigger mills a Lightning Bolt that its controller casts from her graveyard.
The permission ends with the turn. The printed cards come from the pool below with their exact
Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import PLAY_FROM_EXILE
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

ARK_OF_HUNGER = CardDef(
    name="Ark of Hunger", mana_cost="{2}{R}{W}", type_line="Artifact", keywords=("Mill",),
    text="Whenever one or more cards leave your graveyard, this artifact deals 1 damage to each "
         "opponent and you gain 1 life.\n{T}: Mill a card. You may play that card this turn.")
TABLET = CardDef(
    name="Tablet of Discovery", mana_cost="{2}{R}", type_line="Artifact", keywords=("Mill",),
    text="When this artifact enters, mill a card. You may play that card this turn. (To mill a "
         "card, put the top card of your library into your graveyard.)\n{T}: Add {R}.\n{T}: Add "
         "{R}{R}. Spend this mana only to cast instant and sorcery spells.")

CARDS = (ARK_OF_HUNGER, TABLET)
kit = pytest.mark.plugins(extra={"milled-kit": card_pool("milled-kit", CARDS)})


def _mill_with_the_ark(table: Table, top: str) -> None:
    """Alice's Ark of Hunger mills ``top``, the top card of her library."""
    table.library(0, top, *["Island"] * 6)
    table.library(1, *["Island"] * 6)
    table.battlefield(0, "Ark of Hunger")
    table.activate("Ark of Hunger")
    table.resolve()
    table.assert_zone(top, Zone.GRAVEYARD, 0)


@kit
def test_ark_of_hunger_plays_the_milled_land_from_the_graveyard(table: Table) -> None:
    """CR 305.1, 305.2b: the milled land is the land of the turn (a second is refused, the
    game unchanged); it leaving the graveyard triggers the Ark (603.2)."""
    table.hand(0, "Mountain")
    _mill_with_the_ark(table, "Forest")
    table.play("Forest", zone=Zone.GRAVEYARD)
    table.assert_zone("Forest", Zone.BATTLEFIELD, 0)
    table.resolve()  # the Ark's trigger
    table.assert_life(1, 19)
    table.assert_life(0, 21)
    table.assert_illegal(table.play, "Mountain", rule="305.2b")
    table.assert_zone("Mountain", Zone.HAND, 0)


@kit
def test_ark_of_hunger_casts_the_milled_spell_for_its_mana_cost(table: Table) -> None:
    """CR 601.3, 601.2a: the milled creature card is cast from the graveyard for {1}{G}; the
    opponent may not cast it."""
    _mill_with_the_ark(table, "Grizzly Bears")
    assert table.permitted("Grizzly Bears", permission=PLAY_FROM_EXILE)
    assert not table.permitted("Grizzly Bears", 1, permission=PLAY_FROM_EXILE)
    table.mana(0, "GG")
    table.cast("Grizzly Bears", using=PLAY_FROM_EXILE, zone=Zone.GRAVEYARD)
    table.resolve()  # the Ark's trigger: the card left the graveyard as it was cast
    table.assert_life(1, 19)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


@kit
def test_ark_of_hunger_the_permission_ends_with_the_turn(table: Table) -> None:
    """CR 611.2a, 514.2: "this turn": the next turn the milled card stays in the graveyard,
    its cast refused."""
    _mill_with_the_ark(table, "Grizzly Bears")
    table.next_turn()
    table.next_turn()
    assert not table.permitted("Grizzly Bears", permission=PLAY_FROM_EXILE)
    table.mana(0, "GG")
    table.assert_illegal(table.cast, "Grizzly Bears", using=PLAY_FROM_EXILE,
                         zone=Zone.GRAVEYARD)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)


@kit
def test_tablet_of_discovery_casts_the_milled_instant(table: Table) -> None:
    """CR 603.3, 601.3: cast, the Tablet's enters trigger mills a Lightning Bolt, which Alice
    casts from her graveyard at Bob; a card milled before it isn't playable (400.7)."""
    table.library(0, "Lightning Bolt", *["Island"] * 6)
    table.library(1, *["Island"] * 6)
    table.graveyard(0, "Shock")
    table.hand(0, "Tablet of Discovery")
    table.mana(0, "RRR")
    table.cast("Tablet of Discovery")
    table.resolve()  # the artifact
    table.resolve()  # its enters trigger
    table.assert_zone("Lightning Bolt", Zone.GRAVEYARD, 0)
    assert not table.permitted("Shock", permission=PLAY_FROM_EXILE)
    table.mana(0, "R")
    table.cast("Lightning Bolt", using=PLAY_FROM_EXILE, zone=Zone.GRAVEYARD, targets=["Bob"])
    table.resolve()
    table.assert_life(1, 17)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
