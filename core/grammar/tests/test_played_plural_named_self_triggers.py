""""When ~ enter", "Whenever ~ enter or attack": a card naming two characters, the verb
agreeing with it, played (CR 201.5, 603.2, 603.6a, 508.1m).

The Immortal Weapons cast: as they enter, Lightning Bolt returns from Alice's graveyard to her
hand; Grizzly Bears entering triggers nothing. Aang and Katara attack: they are tapped, so one
1/1 Ally token; Grizzly Bears attacking alone makes none.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

IMMORTAL_WEAPONS = CardDef(
    name="The Immortal Weapons", mana_cost="{4}{R}",
    type_line="Legendary Creature — Human Warrior Hero", power="4", toughness="4",
    text="When The Immortal Weapons enter, return target instant or sorcery card from your "
         "graveyard to your hand.\nWhenever you cast a noncreature spell, target creature gets "
         "+2/+0 and gains menace until end of turn. (It can't be blocked except by two or more "
         "creatures.)")
AANG_AND_KATARA = CardDef(
    name="Aang and Katara", mana_cost="{3}{G}{W}{U}",
    type_line="Legendary Creature — Human Avatar Ally", power="5", toughness="5",
    text="Whenever Aang and Katara enter or attack, create X 1/1 white Ally creature tokens, "
         "where X is the number of tapped artifacts and/or creatures you control.")

CARDS = (IMMORTAL_WEAPONS, AANG_AND_KATARA)
kit = pytest.mark.plugins(extra={"plural-kit": card_pool("plural-kit", CARDS)})


def _allies(table: Table) -> list[str]:
    return [n for n in table.names(Zone.BATTLEFIELD, 0) if "Ally" in n]


@kit
def test_the_immortal_weapons_enter_and_return_an_instant(table: Table) -> None:
    """CR 603.6a, 201.5: "~ enter" is their entering: Lightning Bolt back to Alice's hand."""
    table.graveyard(0, "Lightning Bolt")
    table.lands(0, "Mountain", 5)
    table.hand(0, "The Immortal Weapons")
    table.cast("The Immortal Weapons")
    table.answer("targets", "Lightning Bolt")
    table.resolve()  # the creature spell
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()  # its trigger
    table.assert_zone("Lightning Bolt", Zone.HAND, 0)


@kit
def test_another_creature_entering_triggers_nothing(table: Table) -> None:
    """The near miss: The Immortal Weapons on the battlefield, Grizzly Bears cast: no trigger."""
    table.battlefield(0, "The Immortal Weapons")
    table.graveyard(0, "Lightning Bolt")
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve()
    assert table.names(Zone.STACK) == []
    table.assert_zone("Lightning Bolt", Zone.GRAVEYARD, 0)


@kit
def test_aang_and_katara_attack_and_create_allies(table: Table) -> None:
    """CR 508.1m, 201.5: "~ attack": declared attacking, tapped: X = 1, one 1/1 Ally."""
    table.battlefield(0, "Aang and Katara")
    table.attack("Aang and Katara")
    table.resolve_all()
    allies = _allies(table)
    assert len(allies) == 1
    assert (table.power(allies[0]), table.toughness(allies[0])) == (1, 1)


@kit
def test_another_creature_attacking_alone_makes_no_ally(table: Table) -> None:
    """The near miss: only Grizzly Bears attack: nothing triggers."""
    table.battlefield(0, "Aang and Katara", "Grizzly Bears")
    table.attack("Grizzly Bears")
    assert table.names(Zone.STACK) == []
    table.resolve_all()
    assert _allies(table) == []


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
