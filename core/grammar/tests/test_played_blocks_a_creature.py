"""Printed "Whenever ~ blocks a creature ...", "Whenever ~ becomes blocked by a creature ..."
and "... blocks or becomes blocked by a creature ..." played (CR 509.3b, 509.3d, 509.3f).

Ezuri's Archers gets +3/+0 for each creature with flying it blocks, not for one without
(509.3f: the attacker has flying as blockers are declared). Cave Tiger gets +1/+1 once for
each creature blocking it (509.3d), so +2/+2 blocked by two. Ashmouth Hound deals 1 damage
to "that creature": the one it blocks, or the one blocking it (603.7c). Foriysian Brigade's
"can block an additional creature" makes one blocker block two attackers (509.1a): Ezuri's
Archers then triggers for each (509.3b).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

EZURIS_ARCHERS = CardDef(
    name="Ezuri's Archers", mana_cost="{G}", type_line="Creature — Elf Archer",
    text="Reach (This creature can block creatures with flying.)\nWhenever this creature "
         "blocks a creature with flying, this creature gets +3/+0 until end of turn.",
    power="1", toughness="2")
CAVE_TIGER = CardDef(
    name="Cave Tiger", mana_cost="{2}{G}", type_line="Creature — Cat",
    text="Whenever this creature becomes blocked by a creature, this creature gets +1/+1 "
         "until end of turn.", power="2", toughness="2")
ASHMOUTH_HOUND = CardDef(
    name="Ashmouth Hound", mana_cost="{1}{R}", type_line="Creature — Elemental Dog",
    text="Whenever this creature blocks or becomes blocked by a creature, this creature "
         "deals 1 damage to that creature.", power="2", toughness="1")
THICKET_BASILISK = CardDef(
    name="Thicket Basilisk", mana_cost="{3}{G}{G}", type_line="Creature — Basilisk",
    text="Whenever this creature blocks or becomes blocked by a non-Wall creature, destroy "
         "that creature at end of combat.", power="2", toughness="4")
WALL_OF_STONE = CardDef(
    name="Wall of Stone", mana_cost="{1}{R}{R}", type_line="Creature — Wall",
    text="Defender (This creature can't attack.)", power="0", toughness="8")
WIND_DRAKE = CardDef(
    name="Wind Drake", mana_cost="{2}{U}", type_line="Creature — Drake",
    text="Flying", power="2", toughness="2")

CARDS = (EZURIS_ARCHERS, CAVE_TIGER, ASHMOUTH_HOUND, THICKET_BASILISK, WALL_OF_STONE,
         WIND_DRAKE)
kit = pytest.mark.plugins(extra={"blocks-a-creature-kit": card_pool("blocks-a-creature-kit",
                                                                    CARDS)})


def _attack_with(table: Table, *names: str) -> list[str]:
    """Player 1 attacks with ``names``; their "Name#id" labels."""
    found = table.battlefield(1, *names)
    table.library(0, "Island")
    table.library(1, "Island")
    table.next_turn()
    labels = [f"{o.card.name}#{o.id}" for o in found]
    table.attack(*labels)
    return labels


@kit
def test_ezuris_archers_blocking_a_flyer_gets_plus_three(table: Table) -> None:
    """CR 509.3b, 509.3f: the Archers block Wind Drake (flying): 4/2, the Drake dies."""
    table.battlefield(0, "Ezuri's Archers")
    _attack_with(table, "Wind Drake")
    table.block({"Ezuri's Archers": "Wind Drake"})
    table.resolve_all()
    assert table.power("Ezuri's Archers") == 4
    assert table.toughness("Ezuri's Archers") == 2
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Wind Drake", "graveyard")


@kit
def test_ezuris_archers_blocking_a_creature_without_flying_dont_trigger(table: Table) -> None:
    """CR 509.3f: Grizzly Bears has no flying: no trigger, the Archers stay 1/2."""
    table.battlefield(0, "Ezuri's Archers")
    _attack_with(table, "Grizzly Bears")
    table.block({"Ezuri's Archers": "Grizzly Bears"})
    table.resolve_all()
    assert table.power("Ezuri's Archers") == 1
    table.assert_not_logged(contains="blocks a creature with flying")


@kit
def test_cave_tiger_gets_plus_one_for_each_blocker(table: Table) -> None:
    """CR 509.3d: blocked by two creatures, Cave Tiger triggers twice: 4/4."""
    table.battlefield(0, "Cave Tiger")
    table.battlefield(1, "Grizzly Bears", "Gray Ogre")
    table.attack("Cave Tiger")
    table.block({"Grizzly Bears": "Cave Tiger", "Gray Ogre": "Cave Tiger"})
    table.resolve_all()
    assert table.power("Cave Tiger") == 4
    assert table.toughness("Cave Tiger") == 4


@kit
def test_cave_tiger_unblocked_doesnt_trigger(table: Table) -> None:
    """CR 509.3d: no creature blocks it: 2/2, it deals 2 to the player."""
    table.battlefield(0, "Cave Tiger")
    table.attack("Cave Tiger")
    table.block()
    table.go_to(Step.END_COMBAT)
    assert table.power("Cave Tiger") == 2
    assert table.life(1) == 18


@kit
def test_ashmouth_hound_blocked_deals_one_damage_to_the_blocker(table: Table) -> None:
    """CR 509.3d, 603.7c: blocked by Grizzly Bears and Wind Drake, the Hound deals 1 to each
    of them (two triggers), before combat damage."""
    table.battlefield(0, "Ashmouth Hound")
    table.battlefield(1, "Grizzly Bears", "Wind Drake")
    table.attack("Ashmouth Hound")
    table.block({"Grizzly Bears": "Ashmouth Hound", "Wind Drake": "Ashmouth Hound"})
    table.resolve_all()
    assert table.find("Grizzly Bears").damage == 1
    assert table.find("Wind Drake").damage == 1


@kit
def test_ashmouth_hound_blocking_deals_one_damage_to_the_attacker(table: Table) -> None:
    """CR 509.3b, 603.7c: blocking Grizzly Bears, the Hound deals 1 damage to them."""
    table.battlefield(0, "Ashmouth Hound")
    _attack_with(table, "Grizzly Bears")
    table.block({"Ashmouth Hound": "Grizzly Bears"})
    table.resolve_all()
    assert table.find("Grizzly Bears").damage == 1


@kit
def test_thicket_basilisk_destroys_a_non_wall_blocker_at_end_of_combat(table: Table) -> None:
    """CR 509.3d, 603.7: Hill Giant (3/3) survives the Basilisk's 2 damage and is destroyed
    at end of combat."""
    table.battlefield(0, "Thicket Basilisk")
    table.battlefield(1, "Hill Giant")
    table.attack("Thicket Basilisk")
    table.block({"Hill Giant": "Thicket Basilisk"})
    table.resolve_all()
    table.go_to(Step.COMBAT_DAMAGE)
    table.assert_zone("Hill Giant", "battlefield")
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    table.assert_zone("Hill Giant", "graveyard")


@kit
def test_thicket_basilisk_blocked_by_a_wall_doesnt_trigger(table: Table) -> None:
    """CR 509.3f: Wall of Stone is a Wall: no trigger, it survives."""
    table.battlefield(0, "Thicket Basilisk")
    table.battlefield(1, "Wall of Stone")
    table.attack("Thicket Basilisk")
    table.block({"Wall of Stone": "Thicket Basilisk"})
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    table.go_to(Step.END)
    table.assert_zone("Wall of Stone", "battlefield")


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
