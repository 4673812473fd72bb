"""Printed "that player" naming the owner of a card moved out of play, played (CR 108.4a,
603.7c, 608.2c).

Recoil: "Return target permanent to its owner's hand. Then that player discards a card."
"That player" is the owner, into whose hand the permanent went, not the player who
controlled it: Alice's Grizzly Bears under Bob's control go back to Alice's hand and Alice
discards. Carrion Locust: "exile target card from an opponent's graveyard. If it was a
creature card, that player loses 1 life": the opponent whose graveyard held the card. A
card in a zone other than the battlefield or the stack has no controller; asked for one,
the rules use its owner (CR 108.4a), which is who the words name.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

RECOIL = CardDef(
    name="Recoil", mana_cost="{1}{U}{B}", type_line="Instant",
    text="Return target permanent to its owner's hand. Then that player discards a card.")
CARRION_LOCUST = CardDef(
    name="Carrion Locust", mana_cost="{2}{B}", type_line="Creature — Insect Horror",
    power="2", toughness="1", keywords=("Flying",),
    text="Flying\nWhen this creature enters, exile target card from an opponent's graveyard. "
         "If it was a creature card, that player loses 1 life.")

CARDS = (RECOIL, CARRION_LOCUST)
kit = pytest.mark.plugins(extra={"owner-player-kit": card_pool("owner-player-kit", CARDS)})


@kit
def test_recoil_makes_the_owner_discard_not_the_controller(table: Table) -> None:
    """CR 108.4a: Alice's Bears, controlled by Bob, return to Alice's hand: Alice discards
    (her only card, the Bears); Bob keeps his Forest."""
    bears = table.put("Grizzly Bears", Zone.BATTLEFIELD, 0, controller=1)
    table.hand(1, "Forest")
    table.lands(0, "Island", 1)
    table.lands(0, "Swamp", 2)
    table.hand(0, "Recoil")
    table.cast("Recoil", targets=[bears.id])
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    assert table.names(Zone.HAND, 0) == []
    assert table.names(Zone.HAND, 1) == ["Forest"]


@kit
def test_carrion_locust_drains_the_graveyards_owner(table: Table) -> None:
    """CR 603.7c: a creature card exiled from Bob's graveyard: Bob loses 1, Alice nothing."""
    table.graveyard(1, "Grizzly Bears")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Carrion Locust")
    table.cast("Carrion Locust")
    table.resolve()
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.EXILE, 1)
    assert table.life(1) == 19
    assert table.life(0) == 20


@kit
def test_carrion_locust_spares_a_noncreature_card(table: Table) -> None:
    """CR 608.2c: a land card exiled: nobody loses life."""
    table.graveyard(1, "Forest")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Carrion Locust")
    table.cast("Carrion Locust")
    table.resolve_all()
    table.assert_zone("Forest", Zone.EXILE, 1)
    assert table.life(1) == 20
    assert table.life(0) == 20


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
