"""Printed "If [condition], you may cast this spell as though it had flash.", played (CR
601.3d, 702.8a, 609.4).

Swift Reckoning: with one instant card in Alice's graveyard it can't be cast while her
Lightning Bolt is on the stack (refused, the game unchanged, CR 732); with an instant and a
sorcery card there it can, and it destroys Bob's tapped Grizzly Bears before the Bolt
resolves. Serpent of the Pass: two Lesson cards: not at instant speed; three: cast in
response to the Bolt, it resolves first (405.5) onto the battlefield.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

SWIFT_RECKONING = CardDef(
    name="Swift Reckoning", mana_cost="{1}{W}", type_line="Sorcery",
    text="Spell mastery — If there are two or more instant and/or sorcery cards in your "
         "graveyard, you may cast this spell as though it had flash. (You may cast it any time "
         "you could cast an instant.)\nDestroy target tapped creature.")
SERPENT_OF_THE_PASS = CardDef(
    name="Serpent of the Pass", mana_cost="{5}{U}{U}", type_line="Creature — Serpent",
    text="If there are three or more Lesson cards in your graveyard, you may cast this spell "
         "as though it had flash.\nThis spell costs {1} less to cast for each noncreature, "
         "nonland card in your graveyard.", power="6", toughness="5")
ENVIRONMENTAL_SCIENCES = CardDef(
    name="Environmental Sciences", mana_cost="{2}", type_line="Sorcery — Lesson",
    text="Search your library for a basic land card, reveal it, put it into your hand, then "
         "shuffle. You gain 2 life.")

CARDS = (SWIFT_RECKONING, SERPENT_OF_THE_PASS, ENVIRONMENTAL_SCIENCES)
kit = pytest.mark.plugins(extra={"if-flash-kit": card_pool("if-flash-kit", CARDS)})


def _bolt_on_the_stack(table: Table) -> None:
    table.mana(0, "R")
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Bob"])


@kit
def test_swift_reckoning_has_flash_with_spell_mastery(table: Table) -> None:
    """CR 601.3d: one instant card in the graveyard (and a creature card): no flash; an
    instant and a sorcery card: cast over the Bolt, it destroys the tapped Bears (701.8)."""
    table.battlefield(1, "Grizzly Bears", tapped=True)
    table.graveyard(0, "Shock", "Hill Giant")
    table.hand(0, "Swift Reckoning")
    table.mana(0, "WW")
    _bolt_on_the_stack(table)
    table.assert_illegal(table.cast, "Swift Reckoning", targets=["Grizzly Bears"])
    table.graveyard(0, "Divination")
    table.cast("Swift Reckoning", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_zone("Lightning Bolt", Zone.STACK)
    table.resolve()
    table.assert_life(1, 17)


@kit
def test_serpent_of_the_pass_has_flash_with_three_lessons(table: Table) -> None:
    """CR 601.3d, 205.3k: two Lesson cards: no flash; three: cast in response, it resolves
    onto the battlefield while the Bolt waits."""
    table.graveyard(0, "Environmental Sciences", "Environmental Sciences")
    table.hand(0, "Serpent of the Pass")
    table.mana(0, "UUUUUUU")
    _bolt_on_the_stack(table)
    table.assert_illegal(table.cast, "Serpent of the Pass")
    table.graveyard(0, "Environmental Sciences")
    table.cast("Serpent of the Pass")
    table.resolve()
    table.assert_zone("Serpent of the Pass", Zone.BATTLEFIELD, 0)
    table.assert_zone("Lightning Bolt", Zone.STACK)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
