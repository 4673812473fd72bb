"""Static prevention effects played (CR 615.1a, 604.1, 611.3a).

"Prevent all combat damage that would be dealt to this creature" (Everdawn Champion): combat
damage to it is prevented, a spell's damage is not. "Prevent all damage that would be dealt by
enchanted creature" (Defang): the creature the Aura is attached to deals no damage, another
creature does. "Prevent all combat damage that would be dealt to and dealt by enchanted
creature" (Gaseous Form): the enchanted creature deals and is dealt no combat damage. Each
card comes with its exact Oracle text (the test at the end compares it with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

EVERDAWN_CHAMPION = CardDef(
    name="Everdawn Champion", mana_cost="{1}{W}{W}", type_line="Creature — Human Soldier",
    text="Prevent all combat damage that would be dealt to this creature.", power="2",
    toughness="2")
DEFANG = CardDef(
    name="Defang", mana_cost="{1}{W}", type_line="Enchantment — Aura",
    text="Enchant creature\nPrevent all damage that would be dealt by enchanted creature.")
GASEOUS_FORM = CardDef(
    name="Gaseous Form", mana_cost="{2}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nPrevent all combat damage that would be dealt to and dealt by "
         "enchanted creature.")

PRINTED = (EVERDAWN_CHAMPION, DEFANG, GASEOUS_FORM)
kit = pytest.mark.plugins(extra={"static-prevent-kit": card_pool("static-prevent-kit", PRINTED)})


def _enchant(table: Table, aura: str, creature: str, land: str, count: int) -> None:
    table.lands(0, land, count)
    table.hand(0, aura)
    table.cast(aura, targets=[creature])
    table.resolve()
    assert table.find(aura).attached_to == table.find(creature).id


@kit
def test_everdawn_champion_is_dealt_no_combat_damage(table: Table) -> None:
    """CR 615.1a: blocked by Hill Giant (3 power), the 2/2 is dealt nothing and survives;
    the Giant is dealt its 2."""
    table.battlefield(0, "Everdawn Champion")
    table.battlefield(1, "Hill Giant")
    table.attack("Everdawn Champion")
    table.block({"Hill Giant": "Everdawn Champion"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Everdawn Champion", Zone.BATTLEFIELD, 0)
    assert table.find("Everdawn Champion").damage == 0
    assert table.find("Hill Giant").damage == 2
    table.assert_logged(rule="615.1a", contains="to Everdawn Champion")


@kit
def test_everdawn_champion_is_dealt_noncombat_damage(table: Table) -> None:
    """CR 615.1a: only combat damage is prevented: Lightning Bolt kills it (704.5g)."""
    table.battlefield(0, "Everdawn Champion")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Everdawn Champion"])
    table.resolve()
    assert table.zone_of("Everdawn Champion") is Zone.GRAVEYARD


@kit
def test_defang_prevents_all_damage_dealt_by_the_enchanted_creature(table: Table) -> None:
    """CR 615.1a, 303.4: Defang on Bob's Hill Giant: attacking, it deals Alice nothing; his
    unenchanted Grizzly Bears deal their 2; damage dealt to the Giant is not prevented."""
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    _enchant(table, "Defang", "Hill Giant", "Plains", 2)
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.next_turn()
    table.attack("Hill Giant", "Grizzly Bears")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 18)
    table.assert_logged(rule="615.1a", contains="damage from Hill Giant")
    table.lands(1, "Mountain", 1)
    table.hand(1, "Shock")
    table.go_to(Step.MAIN2)
    table.cast("Shock", targets=["Hill Giant"])
    table.resolve()
    assert table.find("Hill Giant").damage == 2


@kit
def test_defang_ends_when_the_aura_leaves(table: Table) -> None:
    """CR 611.3a: the effect applies only while the Aura is attached: destroyed, the Giant's
    damage is dealt again."""
    table.battlefield(0, "Hill Giant")
    _enchant(table, "Defang", "Hill Giant", "Plains", 2)
    table.lands(0, "Forest", 2)
    table.hand(0, "Naturalize")
    table.cast("Naturalize", targets=["Defang"])
    table.resolve()
    table.attack("Hill Giant")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 17)


@kit
def test_gaseous_form_neither_deals_nor_is_dealt_combat_damage(table: Table) -> None:
    """CR 615.1a: the enchanted Grizzly Bears blocked by Hill Giant: neither is dealt damage;
    the Bears still die to Shock (noncombat damage is not prevented)."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    _enchant(table, "Gaseous Form", "Grizzly Bears", "Island", 3)
    table.attack("Grizzly Bears")
    table.block({"Hill Giant": "Grizzly Bears"})
    table.go_to(Step.END_COMBAT)
    assert table.find("Grizzly Bears").damage == 0
    assert table.find("Hill Giant").damage == 0
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.go_to(Step.MAIN2)
    table.cast("Shock", targets=["Grizzly Bears"])
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
