"""Printed "You control enchanted creature.", "This creature can't attack unless defending
player controls an Island." and "Whenever you gain life, put a +1/+1 counter on this
creature.", played (CR 613.1b, 303.4, 508.1c, 119.9).

Control Magic's controller controls the creature it enchants (a layer-2 effect of the Aura,
613.1b) for as long as it is attached; that creature came under its new controller's
control this turn and can't attack (302.6). Sea Monster attacks only a player who controls
an Island (508.1c): declaring it against another is refused with the game as it was (CR
732). Ajani's Pridemate gets a counter for each life gain event (119.9): lifelink damage a
creature deals to two blockers at once is one event, so one counter. The cards come with
their exact Oracle definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.engine.combat import cant_attack_defender
from manastack.model.cards import CardDef
from manastack.model.objects import PlayerRef, Zone
from manastack.model.turns import Step

CONTROL_MAGIC = CardDef(
    name="Control Magic", mana_cost="{2}{U}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nYou control enchanted creature.")
SEA_MONSTER = CardDef(
    name="Sea Monster", mana_cost="{4}{U}{U}", type_line="Creature — Serpent",
    text="This creature can't attack unless defending player controls an Island.",
    power="6", toughness="6")
AJANIS_PRIDEMATE = CardDef(
    name="Ajani's Pridemate", mana_cost="{1}{W}", type_line="Creature — Cat Soldier",
    text="Whenever you gain life, put a +1/+1 counter on this creature.",
    power="2", toughness="2")
VAMPIRE_NIGHTHAWK = CardDef(
    name="Vampire Nighthawk", mana_cost="{1}{B}{B}", type_line="Creature — Vampire Shaman",
    text="Flying\nDeathtouch (Any amount of damage this deals to a creature is enough to "
         "destroy it.)\nLifelink (Damage dealt by this creature also causes you to gain that "
         "much life.)", power="2", toughness="3")

CARDS = (CONTROL_MAGIC, SEA_MONSTER, AJANIS_PRIDEMATE, VAMPIRE_NIGHTHAWK)
kit = pytest.mark.plugins(extra={"control-attack-life-kit": card_pool("control-attack-life-kit",
                                                                       CARDS)})


@kit
def test_control_magic_takes_the_enchanted_creature(table: Table) -> None:
    """CR 613.1b, 303.4: the Aura's controller controls the creature; it came under their
    control this turn, so it can't attack (302.6)."""
    table.lands(0, "Island", 4)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Control Magic")
    table.cast("Control Magic", targets=["Grizzly Bears"])
    table.resolve()
    bears = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD)
    assert table.game.controller(bears.id) == 0
    assert bears.owner == 1
    table.assert_illegal(table.attack, "Grizzly Bears", rule="508.1a")


@kit
def test_the_creature_returns_to_its_owner_when_the_aura_leaves(table: Table) -> None:
    """CR 611.3a, 303.4: the static ability's effect ends with the Aura on the battlefield."""
    table.lands(0, "Island", 4)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Control Magic")
    table.cast("Control Magic", targets=["Grizzly Bears"])
    table.resolve()
    magic = table.find("Control Magic", zone=Zone.BATTLEFIELD)
    table.game.move(magic.id, Zone.GRAVEYARD, cause="effect", rule="701.8a")
    table.refresh()
    assert table.game.controller(table.find("Grizzly Bears").id) == 1


@kit
def test_sea_monster_attacks_only_a_player_with_an_island(table: Table) -> None:
    """CR 508.1c: the defending player controls no Island: not offered as an attack, and
    declaring it is refused, nothing tapped (CR 732)."""
    monster = table.battlefield(0, "Sea Monster")[0]
    table.battlefield(1, "Forest")
    reason = cant_attack_defender(table.game, monster.id, PlayerRef(1))
    assert reason is not None and "508.1c" in reason
    table.assert_illegal(table.attack, "Sea Monster", rule="508.1c")
    assert not table.find("Sea Monster").tapped


@kit
def test_sea_monster_attacks_a_player_with_an_island(table: Table) -> None:
    """CR 508.1c: with an Island the defending player controls, it attacks."""
    table.battlefield(0, "Sea Monster")
    table.battlefield(1, "Island")
    table.attack("Sea Monster")
    table.block({})
    table.go_to(Step.MAIN2)
    table.assert_life(1, 14)


@kit
def test_ajanis_pridemate_grows_when_its_controller_gains_life(table: Table) -> None:
    """CR 119.9, 702.15b: the Nighthawk's lifelink damage to the player is a life gain event:
    one counter."""
    table.battlefield(0, "Ajani's Pridemate", "Vampire Nighthawk")
    table.attack("Vampire Nighthawk")
    table.block({})
    table.go_to(Step.MAIN2)
    table.resolve_all()
    table.assert_life(0, 22)
    table.assert_counters("Ajani's Pridemate", "+1/+1", 1)


@kit
def test_lifelink_damage_to_two_blockers_is_one_life_gain_event(table: Table) -> None:
    """CR 119.9, 510.2: the Nighthawk's damage to two blockers is dealt at once: 2 life
    gained in one event, one counter."""
    table.battlefield(0, "Ajani's Pridemate", "Vampire Nighthawk")
    table.battlefield(1, "Air Elemental", "Serra Angel")
    table.attack("Vampire Nighthawk")
    table.block({"Air Elemental": "Vampire Nighthawk", "Serra Angel": "Vampire Nighthawk"})
    table.go_to(Step.MAIN2)
    table.resolve_all()
    table.assert_life(0, 22)
    table.assert_counters("Ajani's Pridemate", "+1/+1", 1)


@kit
def test_no_life_gained_no_counter(table: Table) -> None:
    """CR 119.9: nothing gained (the Nighthawk doesn't attack), nothing triggers."""
    table.battlefield(0, "Ajani's Pridemate", "Vampire Nighthawk")
    table.go_to(Step.MAIN2)
    table.assert_counters("Ajani's Pridemate", "+1/+1", 0)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
