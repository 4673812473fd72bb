"""Printed "Whenever a creature blocks, ~ deals 1 damage to that creature's controller." and
"Whenever a creature attacks you or a planeswalker you control, that creature's controller
loses 1 life.", played (CR 509.1i, 509.3a, 508.1m, 506.2, 603.7c).

Battle Strain (Alice's) deals 1 damage to Bob for each of his two blockers, whoever
controls the enchantment. Blood Reckoning (Bob's) makes Alice lose 1 life for each creature
attacking Bob or his planeswalker, none for Bob's own attack on Alice.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Card
from manastack.model.typeline import TypeLine

BATTLE_STRAIN = CardDef(
    name="Battle Strain", mana_cost="{1}{R}", type_line="Enchantment",
    text="Whenever a creature blocks, this enchantment deals 1 damage to that creature's "
         "controller.")
BLOOD_RECKONING = CardDef(
    name="Blood Reckoning", mana_cost="{3}{B}", type_line="Enchantment",
    text="Whenever a creature attacks you or a planeswalker you control, that creature's "
         "controller loses 1 life.")

CARDS = (BATTLE_STRAIN, BLOOD_RECKONING)
kit = pytest.mark.plugins(extra={"blocks-attacks-kit": card_pool("blocks-attacks-kit", CARDS)})


@kit
def test_battle_strain_hits_the_controller_of_each_blocker(table: Table) -> None:
    """CR 509.3a: two blockers, two triggers: Bob takes 2."""
    table.battlefield(0, "Battle Strain", "Grizzly Bears", "Hill Giant")
    table.battlefield(1, "Gray Ogre", "Memnite")
    table.attack("Grizzly Bears", "Hill Giant")
    table.block({"Gray Ogre": "Grizzly Bears", "Memnite": "Hill Giant"})
    table.resolve_all()
    assert table.life(1) == 18
    assert table.life(0) == 20


@kit
def test_blood_reckoning_drains_each_attacker_of_you_or_your_planeswalker(table: Table) -> None:
    """CR 508.1m, 506.2: one attacker at Bob, one at his planeswalker: Alice loses 2."""
    for player in (0, 1):
        table.library(player, "Forest", "Forest")
    table.battlefield(1, "Blood Reckoning")
    walker = Card(name="Test Walker", type_line=TypeLine.parse("Legendary Planeswalker — Jace"),
                  loyalty="5")
    table.battlefield(1, walker, counters={"loyalty": 5})
    table.battlefield(0, "Grizzly Bears", "Memnite")
    table.attack("Grizzly Bears")
    table.resolve_all()
    assert table.life(0) == 19
    table.next_turn()
    table.next_turn()
    table.attack("Memnite", defender="Test Walker")
    table.resolve_all()
    assert table.life(0) == 18


@kit
def test_blood_reckoning_ignores_its_controllers_own_attack(table: Table) -> None:
    """CR 506.2: Bob attacking Alice is no creature attacking Bob."""
    table.battlefield(0, "Blood Reckoning")
    table.battlefield(0, "Grizzly Bears")
    table.attack("Grizzly Bears")
    table.resolve_all()
    assert table.life(0) == 20
    assert table.life(1) == 20


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
