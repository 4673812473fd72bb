"""Trigger conditions on what an Aura or Equipment is attached to, played from printed cards
(CR 603.2, 303.4, 301.5).

"Whenever enchanted creature becomes tapped" (Betrayal), "... attacks or blocks" (Contaminated
Bond), "... deals damage to an opponent" (Curiosity: an opponent of the Aura's controller),
"Whenever equipped creature attacks" (Armory of Iroas: "it" is the creature), "... deals
combat damage to a player" (Rogue's Gloves): each triggers on the event of the permanent the
source is attached to, and not on the same event of another permanent. "Whenever a creature
you control deals combat damage to a player" (Ohran Frostfang): once for each such creature,
not for an opponent's creature nor for noncombat damage. The printed cards come
from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

BETRAYAL = CardDef(
    name="Betrayal", mana_cost="{U}", type_line="Enchantment — Aura",
    text="Enchant creature an opponent controls\nWhenever enchanted creature becomes tapped, "
         "you draw a card.")
CONTAMINATED_BOND = CardDef(
    name="Contaminated Bond", mana_cost="{1}{B}", type_line="Enchantment — Aura",
    text="Enchant creature (Target a creature as you cast this. This card enters attached to "
         "that creature.)\nWhenever enchanted creature attacks or blocks, its controller loses "
         "3 life.")
CURIOSITY = CardDef(
    name="Curiosity", mana_cost="{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nWhenever enchanted creature deals damage to an opponent, you may "
         "draw a card.")
ARMORY_OF_IROAS = CardDef(
    name="Armory of Iroas", mana_cost="{2}", type_line="Artifact — Equipment",
    text="Whenever equipped creature attacks, put a +1/+1 counter on it.\nEquip {2} ({2}: "
         "Attach to target creature you control. Equip only as a sorcery.)")
ROGUES_GLOVES = CardDef(
    name="Rogue's Gloves", mana_cost="{2}", type_line="Artifact — Equipment",
    text="Whenever equipped creature deals combat damage to a player, you may draw a card.\n"
         "Equip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)")

OHRAN_FROSTFANG = CardDef(
    name="Ohran Frostfang", mana_cost="{3}{G}{G}", type_line="Snow Creature — Snake",
    text="Attacking creatures you control have deathtouch.\nWhenever a creature you control "
         "deals combat damage to a player, draw a card.", power="2", toughness="6")

PRINTED = (BETRAYAL, CONTAMINATED_BOND, CURIOSITY, ARMORY_OF_IROAS, ROGUES_GLOVES,
           OHRAN_FROSTFANG)

kit = pytest.mark.plugins(extra={"provea-kit": card_pool("provea-kit", PRINTED)})


def _enchant(table: Table, aura: str, creature: str, land: str, count: int) -> None:
    table.lands(0, land, count)
    table.hand(0, aura)
    table.cast(aura, targets=[creature])
    table.resolve()
    assert table.find(aura).attached_to == table.find(creature).id


def _equip(table: Table, equipment: str, creature: str) -> None:
    table.battlefield(0, equipment)
    table.lands(0, "Plains", 2)
    table.activate(equipment, targets=[creature])
    table.resolve()
    assert table.find(equipment).attached_to == table.find(creature).id


@kit
def test_enchanted_creature_becomes_tapped(table: Table) -> None:
    """Betrayal on Bob's Bears: Bob attacks with them (tapped, 508.1f): Alice draws; Bob's
    Gray Ogre attacking beside them draws nothing more."""
    table.library(0, "Forest", "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(1, "Grizzly Bears", "Gray Ogre")
    _enchant(table, "Betrayal", "Grizzly Bears", "Island", 1)
    table.next_turn()
    table.attack("Grizzly Bears", "Gray Ogre")
    table.resolve_all()
    assert len(table.names("hand", 0)) == 1


@kit
def test_enchanted_creature_attacks_or_blocks(table: Table) -> None:
    """Contaminated Bond on Bob's Bears: blocking, Bob loses 3; Alice's Gray Ogre, not
    enchanted, attacking costs her nothing."""
    table.battlefield(0, "Gray Ogre")
    table.battlefield(1, "Grizzly Bears")
    _enchant(table, "Contaminated Bond", "Grizzly Bears", "Swamp", 2)
    table.attack("Gray Ogre")
    table.block({"Grizzly Bears": "Gray Ogre"})
    table.resolve_all()
    assert table.life(1) == 17
    assert table.life(0) == 20


@kit
def test_enchanted_creature_attacks_its_controller_loses_life(table: Table) -> None:
    """Contaminated Bond on Alice's own Bears: attacking, Alice (their controller) loses 3."""
    table.battlefield(0, "Grizzly Bears")
    _enchant(table, "Contaminated Bond", "Grizzly Bears", "Swamp", 2)
    table.attack("Grizzly Bears")
    table.resolve_all()
    assert table.life(0) == 17
    assert table.life(1) == 20


@kit
def test_enchanted_creature_deals_damage_to_an_opponent(table: Table) -> None:
    """Curiosity on Alice's Bears: their 2 damage to Bob draws a card, her unenchanted Hill
    Giant's none; Curiosity on Bob's Ogre dealing damage to Alice, not an opponent of the
    Aura's controller, draws none."""
    table.library(0, "Forest", "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.battlefield(1, "Gray Ogre")
    table.lands(0, "Island", 1)
    table.hand(0, "Curiosity", "Curiosity")
    table.cast("Curiosity", targets=["Grizzly Bears"])
    table.resolve()
    table.answer("may", "yes", player=0)
    table.attack("Grizzly Bears", "Hill Giant")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(1) == 15
    assert table.names("hand", 0) == ["Curiosity", "Forest"]
    table.lands(0, "Island", 1)
    table.go_to(Step.MAIN2)
    table.cast("Curiosity", targets=["Gray Ogre"])
    table.resolve()
    table.next_turn()
    table.attack("Gray Ogre")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(0) == 18
    assert table.names("hand", 0) == ["Forest"]


@kit
def test_equipped_creature_attacks_it_gets_the_counter(table: Table) -> None:
    """Armory of Iroas on the Bears: attacking, "it" (the Bears) gets a +1/+1 counter; the
    unequipped Ogre attacking beside them gets none."""
    table.battlefield(0, "Grizzly Bears", "Gray Ogre")
    _equip(table, "Armory of Iroas", "Grizzly Bears")
    table.attack("Grizzly Bears", "Gray Ogre")
    table.resolve_all()
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    table.assert_counters("Gray Ogre", "+1/+1", 0)
    table.assert_counters("Armory of Iroas", "+1/+1", 0)


@kit
def test_equipped_creature_deals_combat_damage_to_a_player(table: Table) -> None:
    """Rogue's Gloves: unblocked, the equipped Bears draw a card (the unequipped Ogre beside
    them none); the next turn, blocked, their combat damage goes to a creature and draws
    none."""
    table.library(0, "Forest", "Forest", "Forest", "Forest")
    table.library(1, "Forest", "Forest", "Forest")
    table.battlefield(0, "Grizzly Bears", "Gray Ogre")
    table.battlefield(1, "Hill Giant")
    _equip(table, "Rogue's Gloves", "Grizzly Bears")
    table.on_decision("may", lambda game, decision: ("yes",))
    table.attack("Grizzly Bears", "Gray Ogre")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(1) == 16
    assert table.names("hand", 0) == ["Forest"]
    table.next_turn()
    table.next_turn()
    hand = len(table.names("hand", 0))
    table.attack("Grizzly Bears")
    table.block({"Hill Giant": "Grizzly Bears"})
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert len(table.names("hand", 0)) == hand
    assert table.life(1) == 16


@kit
def test_a_creature_you_control_deals_combat_damage_to_a_player(table: Table) -> None:
    """Ohran Frostfang: the Bears and the Ogre unblocked draw two cards; Alice's Prodigal
    Sorcerer pinging Bob (not combat damage) draws none; Bob's Hill Giant hitting Alice
    draws none."""
    table.library(0, "Forest", "Forest", "Forest", "Forest")
    table.library(1, "Forest", "Forest", "Forest")
    table.battlefield(0, "Ohran Frostfang", "Grizzly Bears", "Gray Ogre", "Prodigal Pyromancer")
    table.battlefield(1, "Hill Giant")
    table.attack("Grizzly Bears", "Gray Ogre")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(1) == 16
    assert table.names("hand", 0) == ["Forest", "Forest"]
    table.activate("Prodigal Pyromancer", targets=["Bob"])
    table.resolve_all()
    assert table.life(1) == 15
    assert table.names("hand", 0) == ["Forest", "Forest"]
    table.next_turn()
    table.attack("Hill Giant")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(0) == 17
    assert table.names("hand", 0) == ["Forest", "Forest"]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
