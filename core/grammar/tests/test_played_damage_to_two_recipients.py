"""One source dealing two amounts of damage to two recipients, played from printed cards
(CR 120.3, 120.4, 115.1).

Fireslinger: "{T}: This creature deals 1 damage to any target and 1 damage to you."
Cunning Strike: "Cunning Strike deals 2 damage to target creature and 2 damage to target
player or planeswalker. Draw a card." Char-Dog: "When this creature enters, it deals 4 damage
to any target and 2 damage to you." Each amount goes to its own recipient, all dealt at
once (CR 120.4). The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import PlayerRef, Zone

FIRESLINGER = CardDef(
    name="Fireslinger", mana_cost="{1}{R}", type_line="Creature — Human Wizard",
    power="1", toughness="1",
    text="{T}: This creature deals 1 damage to any target and 1 damage to you.")
CUNNING_STRIKE = CardDef(
    name="Cunning Strike", mana_cost="{3}{U}{R}", type_line="Instant",
    text="Cunning Strike deals 2 damage to target creature and 2 damage to target player or "
         "planeswalker.\nDraw a card.")

CHAR_DOG = CardDef(
    name="Char-Dog", mana_cost="{2}{R}", type_line="Artifact Creature — Dog Food",
    power="1", toughness="1",
    text="Protection from red\nWhen this creature enters, it deals 4 damage to any target and 2 "
         "damage to you.\n{G}, {T}, Sacrifice this creature: You gain 3 life.")

PRINTED = (FIRESLINGER, CUNNING_STRIKE, CHAR_DOG)

kit = pytest.mark.plugins(extra={"provea-kit": card_pool("provea-kit", PRINTED)})


@kit
def test_fireslinger_deals_one_to_the_target_and_one_to_you(table: Table) -> None:
    """CR 120.3: 1 damage to Bob and 1 to Alice, the ability's controller."""
    table.battlefield(0, "Fireslinger")
    table.activate("Fireslinger", targets=["Bob"])
    table.resolve()
    assert table.life(1) == 19
    assert table.life(0) == 19
    table.assert_tapped("Fireslinger")


@kit
def test_fireslinger_kills_a_one_toughness_creature(table: Table) -> None:
    """Any target includes a creature: 1 damage destroys a 1/1 (CR 704.5g); Alice takes 1."""
    table.battlefield(0, "Fireslinger")
    table.battlefield(1, "Llanowar Elves")
    table.activate("Fireslinger", targets=["Llanowar Elves"])
    table.resolve()
    table.assert_zone("Llanowar Elves", Zone.GRAVEYARD, 1)
    assert table.life(0) == 19
    assert table.life(1) == 20


@kit
def test_cunning_strike_damages_each_target_and_draws(table: Table) -> None:
    """2 damage to the creature, 2 to the player, then a card drawn (CR 120.3, 121.1)."""
    table.battlefield(1, "Giant Spider")
    table.library(0, "Island")
    table.lands(0, "Island", 1)
    table.lands(0, "Mountain", 4)
    table.hand(0, "Cunning Strike")
    table.cast("Cunning Strike", targets=["Giant Spider", "Bob"])
    table.resolve()
    assert table.find("Giant Spider").damage == 2
    assert table.life(1) == 18
    assert table.life(0) == 20
    assert "Island" in table.names(Zone.HAND, 0)


@kit
def test_char_dog_enters_and_deals_four_to_the_target_and_two_to_you(table: Table) -> None:
    """CR 603.2, 120.3: the enters trigger's "it" is Char-Dog itself: 4 damage to Bob's
    Hill Giant (destroyed, 704.5g) and 2 to Alice, its controller."""
    table.lands(0, "Mountain", 3)
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Char-Dog")
    table.cast("Char-Dog")
    # the trigger's target is chosen as it is put on the stack (CR 603.3d)
    table.resolve(answers=[Answer("targets", (table.find("Hill Giant").id,))])
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    assert table.life(0) == 18
    assert table.life(1) == 20
    table.assert_zone("Char-Dog", Zone.BATTLEFIELD, 0)


@kit
def test_char_dog_can_target_a_player(table: Table) -> None:
    """Any target includes a player (CR 115.4): Bob takes 4, Alice 2."""
    table.lands(0, "Mountain", 3)
    table.hand(0, "Char-Dog")
    table.cast("Char-Dog")
    table.resolve(answers=[Answer("targets", (PlayerRef(1),))])
    table.resolve()
    assert table.life(1) == 16
    assert table.life(0) == 18


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
