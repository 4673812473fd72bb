"""Flashback granted to graveyard cards, played from a printed card (CR 702.34a, 604.1).

"Each instant and sorcery card in your graveyard has flashback. The flashback cost is equal
to that card's mana cost." (Lier, Disciple of the Drowned): while Lier is on the
battlefield, its controller may cast an instant or sorcery card from their graveyard by
paying its mana cost; the card is exiled as it leaves the stack (CR 702.34a). Other cards,
and the cards in an opponent's graveyard, have no flashback: their cast is refused.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.actions import CastSpell
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

LIER = CardDef(
    name="Lier, Disciple of the Drowned", mana_cost="{3}{U}{U}",
    type_line="Legendary Creature — Human Wizard", power="3", toughness="4",
    text="Spells can't be countered.\nEach instant and sorcery card in your graveyard has "
         "flashback. The flashback cost is equal to that card's mana cost.")

PRINTED = (LIER,)

kit = pytest.mark.plugins("flashback", extra={"provea-kit": card_pool("provea-kit", PRINTED)})


def _cast_lier(table: Table) -> None:
    table.lands(0, "Island", 5)
    table.hand(0, "Lier, Disciple of the Drowned")
    table.cast("Lier, Disciple of the Drowned")
    table.resolve()
    assert table.zone_of("Lier, Disciple of the Drowned") is Zone.BATTLEFIELD


@kit
def test_a_sorcery_in_your_graveyard_is_cast_by_flashback_and_exiled(table: Table) -> None:
    """CR 702.34a: Divination cast from the graveyard for {2}{U}; it draws two cards and is
    exiled instead of going to the graveyard."""
    _cast_lier(table)
    table.graveyard(0, "Divination")
    table.library(0, "Forest", "Forest")
    table.lands(0, "Island", 3)
    table.cast("Divination", using="flashback")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Forest", "Forest"]
    assert table.zone_of("Divination") is Zone.EXILE


@kit
def test_a_creature_card_or_an_opponents_card_has_no_flashback(table: Table) -> None:
    """"Instant and sorcery card in your graveyard" (CR 702.34a, 601.3): Grizzly Bears in my
    graveyard can't be cast from there (refused, the game unchanged), and neither it nor
    the Shock in the opponent's graveyard is offered."""
    _cast_lier(table)
    table.graveyard(0, "Grizzly Bears")
    table.graveyard(1, "Shock")
    table.lands(0, "Forest", 2)
    table.lands(0, "Mountain", 1)
    assert not table.has_keyword("Grizzly Bears", "flashback", zone=Zone.GRAVEYARD)
    assert not table.has_keyword("Shock", "flashback", zone=Zone.GRAVEYARD)
    table.assert_illegal(table.cast, "Grizzly Bears", using="flashback", zone=Zone.GRAVEYARD,
                         rule="601")
    offered = {a.name for a in table.game.legal_actions() if isinstance(a, CastSpell)}
    assert "Shock" not in offered and "Grizzly Bears" not in offered


@kit
def test_without_lier_the_graveyard_card_cant_be_cast(table: Table) -> None:
    """CR 601.3: no permission to cast Divination from the graveyard: refused."""
    table.graveyard(0, "Divination")
    table.lands(0, "Island", 3)
    table.assert_illegal(table.cast, "Divination", using="flashback", zone=Zone.GRAVEYARD,
                         rule="601")
    assert table.zone_of("Divination") is Zone.GRAVEYARD


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
