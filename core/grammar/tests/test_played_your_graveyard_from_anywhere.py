""""If a card would be put into your graveyard from anywhere, exile it instead." played (CR
614.1a, 400.3).

Yawgmoth's Agenda, cast by Alice: Bob's Shock at her Grizzly Bears exiles them instead of
putting them into her graveyard, while the Shock goes to Bob's graveyard; the turn after,
Alice's own Lightning Bolt is exiled as it resolves. The card comes with its exact Oracle
text (the test at the end compares it with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

YAWGMOTHS_AGENDA = CardDef(
    name="Yawgmoth's Agenda", mana_cost="{3}{B}{B}", type_line="Enchantment",
    text="You can't cast more than one spell each turn.\nYou may play lands and cast spells "
         "from your graveyard.\nIf a card would be put into your graveyard from anywhere, exile "
         "it instead.")

PRINTED = (YAWGMOTHS_AGENDA,)
kit = pytest.mark.plugins(extra={"agenda-kit": card_pool("agenda-kit", PRINTED)})


def _agenda(table: Table) -> None:
    table.mana(0, "BBCCC")
    table.hand(0, "Yawgmoth's Agenda")
    table.cast("Yawgmoth's Agenda")
    table.resolve()


@kit
def test_agenda_exiles_your_cards_not_an_opponents(table: Table) -> None:
    """CR 614.1a: Alice's dying Bears are exiled; Bob's Shock goes to his graveyard."""
    _agenda(table)
    table.battlefield(0, "Grizzly Bears")
    table.lands(1, "Mountain", 1)
    table.hand(1, "Shock")
    table.pass_priority()  # Alice passes: Bob casts his instant on her turn
    table.cast("Shock", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE, 0)
    table.assert_zone("Shock", Zone.GRAVEYARD, 1)
    assert table.names(Zone.GRAVEYARD, 0) == []


@kit
def test_agenda_exiles_your_resolved_spell(table: Table) -> None:
    """CR 614.1a, 608.2n: Alice's Lightning Bolt, resolved, is exiled instead."""
    _agenda(table)
    table.library(0, "Island", "Island", "Island")
    table.library(1, "Island", "Island", "Island")
    table.next_turn()
    table.next_turn()
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 17)
    table.assert_zone("Lightning Bolt", Zone.EXILE, 0)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
