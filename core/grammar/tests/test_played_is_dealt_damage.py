""""Whenever ~ / enchanted creature is dealt damage" played (CR 603.2, 603.2c, 120.4).

Boros Reckoner ("Whenever this creature is dealt damage, it deals that much damage to any
target."): blocked by two creatures, it is dealt their damage in one combat damage event: the
ability triggers once, with all of it (4), and deals it after the Reckoner died (its last
known information, 608.2h); prevented damage is not dealt and does not trigger it (615.1a).
Jackal Pup ("... it deals that much damage to you."): Shock to it costs its controller 2
life. Mortal Wound ("When enchanted creature is dealt damage, destroy it."): the enchanted
creature dealt 1 damage is destroyed; another creature dealt damage is not. The cards come with
their exact Oracle text (the test at the end compares it with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

BOROS_RECKONER = CardDef(
    name="Boros Reckoner", mana_cost="{R/W}{R/W}{R/W}", type_line="Creature — Minotaur Wizard",
    text="Whenever this creature is dealt damage, it deals that much damage to any target.\n"
         "{R/W}: This creature gains first strike until end of turn.", power="3",
    toughness="3")
JACKAL_PUP = CardDef(
    name="Jackal Pup", mana_cost="{R}", type_line="Creature — Jackal",
    text="Whenever this creature is dealt damage, it deals that much damage to you.",
    power="2", toughness="1")
MORTAL_WOUND = CardDef(
    name="Mortal Wound", mana_cost="{G}", type_line="Enchantment — Aura",
    text="Enchant creature\nWhen enchanted creature is dealt damage, destroy it.")
SHIELDED_PASSAGE = CardDef(
    name="Shielded Passage", mana_cost="{W}", type_line="Instant",
    text="Prevent all damage that would be dealt to target creature this turn.")

PRINTED = (BOROS_RECKONER, JACKAL_PUP, MORTAL_WOUND, SHIELDED_PASSAGE)
kit = pytest.mark.plugins(extra={"dealt-damage-kit": card_pool("dealt-damage-kit", PRINTED)})


@kit
def test_boros_reckoner_triggers_once_for_one_damage_event(table: Table) -> None:
    """CR 603.2c, 120.4, 510.2: blocked by Grizzly Bears and Savannah Lions, it is dealt 4
    at once: one trigger, 4 damage to Bob, though the Reckoner died (608.2h)."""
    table.battlefield(0, "Boros Reckoner")
    table.battlefield(1, "Grizzly Bears", "Savannah Lions")
    table.attack("Boros Reckoner")
    table.block({"Grizzly Bears": "Boros Reckoner", "Savannah Lions": "Boros Reckoner"})
    table.answer("targets", "Bob")
    table.go_to(Step.END_COMBAT)
    assert table.zone_of("Boros Reckoner") is Zone.GRAVEYARD
    table.assert_logged(rule="603.2c", contains="was dealt 4 damage in all")
    table.assert_life(1, 16)


@kit
def test_boros_reckoner_deals_that_much_to_a_creature(table: Table) -> None:
    """CR 603.2: Shock to the Reckoner: it deals 2 to Bob's Grizzly Bears (they die)."""
    table.battlefield(0, "Boros Reckoner")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.cast("Shock", targets=["Boros Reckoner"])
    table.answer("targets", "Grizzly Bears")
    table.resolve()
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    assert table.find("Boros Reckoner").damage == 2


@kit
def test_prevented_damage_does_not_trigger_boros_reckoner(table: Table) -> None:
    """CR 615.1a: all of Lightning Bolt's damage prevented: nothing was dealt, no trigger."""
    table.battlefield(0, "Boros Reckoner")
    table.lands(0, "Plains", 1)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shielded Passage", "Lightning Bolt")
    table.cast("Shielded Passage", targets=["Boros Reckoner"])
    table.resolve()
    table.cast("Lightning Bolt", targets=["Boros Reckoner"])
    table.resolve()
    assert table.names(Zone.STACK) == []
    table.assert_life(1, 20)
    table.assert_life(0, 20)


@kit
def test_jackal_pup_deals_that_much_damage_to_you(table: Table) -> None:
    """CR 603.2: Shock to Alice's Jackal Pup: it dies, and its trigger deals Alice 2."""
    table.battlefield(0, "Jackal Pup")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.cast("Shock", targets=["Jackal Pup"])
    table.resolve()
    table.resolve()
    assert table.zone_of("Jackal Pup") is Zone.GRAVEYARD
    table.assert_life(0, 18)


@kit
def test_mortal_wound_destroys_the_enchanted_creature_when_dealt_damage(table: Table) -> None:
    """CR 603.2, 303.4: the enchanted Craw Wurm (6/4) dealt Shock's 2 is destroyed by
    the trigger; Hill Giant, not enchanted, dealt 2 survives."""
    table.battlefield(1, "Craw Wurm", "Hill Giant")
    table.lands(0, "Forest", 1)
    table.hand(0, "Mortal Wound")
    table.cast("Mortal Wound", targets=["Craw Wurm"])
    table.resolve()
    table.lands(0, "Mountain", 2)
    table.hand(0, "Shock", "Shock")
    table.cast("Shock", targets=["Hill Giant"])
    table.resolve()
    assert table.names(Zone.STACK) == []
    assert table.zone_of("Hill Giant") is Zone.BATTLEFIELD
    table.cast("Shock", targets=["Craw Wurm"])
    table.resolve()
    table.resolve()
    assert table.zone_of("Craw Wurm") is Zone.GRAVEYARD


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
