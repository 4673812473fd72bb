"""An Aura's attack permission and untap ability, played from a printed card (CR 302.6,
702.10b, 602.5b, 303.4).

Instill Energy: "Enchanted creature can attack as though it had haste." lets the creature
it enchants attack the turn it came under its controller's control (CR 302.6, 702.10b);
"{0}: Untap enchanted creature. Activate only during your turn and only once each turn."
untaps that creature, at most once each turn and only during its controller's turn
(CR 602.5b: a second activation, or one in another player's turn, is refused).
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

INSTILL_ENERGY = CardDef(
    name="Instill Energy", mana_cost="{G}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature can attack as though it had haste.\n"
         "{0}: Untap enchanted creature. Activate only during your turn and only once each "
         "turn.")

PRINTED = (INSTILL_ENERGY,)

kit = pytest.mark.plugins(extra={"provea-kit": card_pool("provea-kit", PRINTED)})


def _bears_then_energy(table: Table) -> None:
    table.lands(0, "Forest", 3)
    table.hand(0, "Grizzly Bears", "Instill Energy")
    table.cast("Grizzly Bears")
    table.resolve()
    table.cast("Instill Energy", targets=["Grizzly Bears"])
    table.resolve()
    assert table.find("Instill Energy").attached_to == table.find("Grizzly Bears").id


@kit
def test_a_creature_that_just_entered_cant_attack_without_the_aura(table: Table) -> None:
    """CR 302.6: summoning sick, refused, the game unchanged."""
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve()
    table.assert_illegal(table.attack, "Grizzly Bears", rule="508.1a")


@kit
def test_the_enchanted_creature_attacks_the_turn_it_entered(table: Table) -> None:
    """CR 702.10b (as though it had haste): the Bears attack at once and deal 2 damage."""
    _bears_then_energy(table)
    table.attack("Grizzly Bears")
    table.block()
    table.go_to(Step.END_COMBAT)
    assert table.life(1) == 18
    assert not table.has_keyword("Grizzly Bears", "haste")  # as though: it doesn't gain it


@kit
def test_an_unenchanted_creature_that_just_entered_still_cant_attack(table: Table) -> None:
    """The permission is the enchanted creature's only (CR 302.6)."""
    table.battlefield(0, "Gray Ogre", sick=True)
    _bears_then_energy(table)
    table.assert_illegal(table.attack, "Gray Ogre", rule="508.1a")


@kit
def test_untap_the_enchanted_creature_once_each_turn(table: Table) -> None:
    """CR 602.5b: after attacking, {0} untaps the Bears; a second activation this turn is
    refused, the game unchanged."""
    _bears_then_energy(table)
    table.attack("Grizzly Bears")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.assert_tapped("Grizzly Bears")
    table.activate("Instill Energy")
    table.resolve()
    table.assert_tapped("Grizzly Bears", False)
    table.assert_illegal(table.activate, "Instill Energy", rule="602.5b")


@kit
def test_the_untap_ability_cant_be_activated_in_another_players_turn(table: Table) -> None:
    """CR 602.5b: "Activate only during your turn": refused in the opponent's turn."""
    _bears_then_energy(table)
    table.library(0, "Forest")
    table.library(1, "Forest")
    table.next_turn()  # the opponent's turn
    table.pass_priority()  # the opponent passes: Alice has priority (117.3d)
    assert table.game.pending().player == 0
    table.assert_illegal(table.activate, "Instill Energy", rule="602.5b")


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
