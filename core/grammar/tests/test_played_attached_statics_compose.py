"""An Aura's or Equipment's static ability read clause by clause (CR 613, 303.4, 301.5):
"Enchanted creature gets +1/+0 and can't be blocked." (Aether Tunnel), "... gets +2/+2 and
can't block." (Maniacal Rage), "... gets -3/-0 and loses all abilities." (Duskmourn's
Domination), "Enchanted creature gets +1/+1 for each other creature you control." (Bravado),
"Equipped creature gets +1/+1 for each artifact you control." (Adaptive Omnitool), "... for
each charge counter on this Equipment." (Banshee's Blade): each clause applies to the
attached creature, and a count is the Aura's or Equipment's own ("you" its controller, "~"
itself: CR 109.5, 611.3a), counted again on every layer pass (613.4c).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.loading.rules import Rules
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

AETHER_TUNNEL = CardDef(
    name="Aether Tunnel", mana_cost="{1}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +1/+0 and can't be blocked.")
MANIACAL_RAGE = CardDef(
    name="Maniacal Rage", mana_cost="{1}{R}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +2/+2 and can't block.")
DUSKMOURNS_DOMINATION = CardDef(
    name="Duskmourn's Domination", mana_cost="{4}{U}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nYou control enchanted creature.\nEnchanted creature gets -3/-0 "
         "and loses all abilities.")
BRAVADO = CardDef(
    name="Bravado", mana_cost="{1}{R}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +1/+1 for each other creature you "
         "control.")
ADAPTIVE_OMNITOOL = CardDef(
    name="Adaptive Omnitool", mana_cost="{2}", type_line="Artifact — Equipment",
    text="Equipped creature gets +1/+1 for each artifact you control.\nWhenever equipped "
         "creature attacks, look at the top six cards of your library. You may reveal an "
         "artifact card from among them and put it into your hand. Put the rest on the bottom "
         "of your library in a random order.\nEquip {3}")
BANSHEES_BLADE = CardDef(
    name="Banshee's Blade", mana_cost="{2}", type_line="Artifact — Equipment",
    text="Equipped creature gets +1/+1 for each charge counter on this Equipment.\nWhenever "
         "equipped creature deals combat damage, put a charge counter on this Equipment.\n"
         "Equip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)")
HEAVY_MATTOCK = CardDef(
    name="Heavy Mattock", mana_cost="{3}", type_line="Artifact — Equipment",
    text="Equipped creature gets +1/+1.\nAs long as equipped creature is a Human, it gets an "
         "additional +1/+1.\nEquip {2} ({2}: Attach to target creature you control. Equip "
         "only as a sorcery.)")
GOLEM_SKIN_GAUNTLETS = CardDef(
    name="Golem-Skin Gauntlets", mana_cost="{1}", type_line="Artifact — Equipment",
    text="Equipped creature gets +1/+0 for each Equipment attached to it.\nEquip {2} ({2}: "
         "Attach to target creature you control. Equip only as a sorcery.)")
TREETOP_BRACERS = CardDef(
    name="Treetop Bracers", mana_cost="{1}{G}", type_line="Enchantment — Aura",
    text="Enchant creature (Target a creature as you cast this. This card enters attached to "
         "that creature.)\nEnchanted creature gets +1/+1 and can't be blocked except by "
         "creatures with flying.")
ORNITHOPTER = CardDef(name="Ornithopter", mana_cost="{0}",
                      type_line="Artifact Creature — Thopter", text="Flying", power="0",
                      toughness="2")
ELITE_VANGUARD = CardDef(name="Elite Vanguard", mana_cost="{W}",
                        type_line="Creature — Human Soldier", text="", power="2",
                        toughness="1")

PRINTED = (ORNITHOPTER, ELITE_VANGUARD, AETHER_TUNNEL, MANIACAL_RAGE, DUSKMOURNS_DOMINATION,
           BRAVADO, ADAPTIVE_OMNITOOL, BANSHEES_BLADE, HEAVY_MATTOCK, GOLEM_SKIN_GAUNTLETS, TREETOP_BRACERS)
kit = pytest.mark.plugins(extra={"attached-statics-kit": card_pool("attached-statics-kit",
                                                                   PRINTED)})


def _enchant(table: Table, aura: str, creature: str, land: str, n: int) -> None:
    table.lands(0, land, n)
    table.hand(0, aura)
    table.cast(aura, targets=[creature])
    table.resolve()
    assert table.find(aura).attached_to == table.find(creature).id


def _equip(table: Table, equipment: str, creature: str, cost: int) -> None:
    table.battlefield(0, equipment)
    table.lands(0, "Plains", cost)
    table.activate(equipment, targets=[creature])
    table.resolve()
    assert table.find(equipment).attached_to == table.find(creature).id


@kit
def test_aether_tunnel_pumps_and_makes_it_unblockable(table: Table) -> None:
    """Both clauses: +1/+0 (613.4c) and "can't be blocked" (509.1b) on the enchanted Bears;
    the Ogre beside them can still be blocked."""
    table.battlefield(0, "Grizzly Bears", "Gray Ogre")
    table.battlefield(1, "Hill Giant")
    _enchant(table, "Aether Tunnel", "Grizzly Bears", "Island", 2)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 2)
    table.attack("Grizzly Bears", "Gray Ogre")
    assert table.blocks_offered() == {("Hill Giant", "Gray Ogre")}


@kit
def test_maniacal_rage_pumps_and_stops_blocking(table: Table) -> None:
    """+2/+2 and "can't block" (509.1b) on the enchanted Bears; unenchanted, they block."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Gray Ogre")
    _enchant(table, "Maniacal Rage", "Grizzly Bears", "Mountain", 2)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (4, 4)
    assert "cant_block" in table.restrictions("Grizzly Bears")
    assert "cant_block" not in table.restrictions("Gray Ogre")
    table.game.move(table.find("Maniacal Rage").id, Zone.GRAVEYARD, rule="701.8a")
    table.refresh()
    assert "cant_block" not in table.restrictions("Grizzly Bears")
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)


@kit
def test_duskmourns_domination_steals_shrinks_and_strips(table: Table) -> None:
    """Serra Angel taken (layer 2), -3/-0 (7c) and no flying nor vigilance (layer 6)."""
    table.battlefield(1, "Serra Angel")
    _enchant(table, "Duskmourn's Domination", "Serra Angel", "Island", 6)
    angel = table.find("Serra Angel")
    assert table.game.controller(angel.id) == 0
    assert (table.power("Serra Angel"), table.toughness("Serra Angel")) == (1, 4)
    assert not table.has_keyword("Serra Angel", "flying")
    assert not table.has_keyword("Serra Angel", "vigilance")


@kit
def test_bravado_counts_the_other_creatures_of_its_controller(table: Table) -> None:
    """"Other": the enchanted Bears don't count; the opponent's Ogre doesn't; a creature
    arriving later does (611.3a)."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.battlefield(1, "Gray Ogre")
    _enchant(table, "Bravado", "Grizzly Bears", "Mountain", 2)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)
    table.battlefield(0, "Serra Angel")
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (4, 4)
    assert table.power("Hill Giant") == 3  # only the enchanted creature gets it


@kit
def test_bravado_on_an_opponents_creature_counts_its_controllers(table: Table) -> None:
    """"You" is Bravado's controller (109.5): on the opponent's Ogre it counts Alice's two
    creatures, not the Ogre's other companions."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.battlefield(1, "Gray Ogre", "Serra Angel", "Serra Angel", "Serra Angel")
    _enchant(table, "Bravado", "Gray Ogre", "Mountain", 2)
    assert (table.power("Gray Ogre"), table.toughness("Gray Ogre")) == (4, 4)


@kit
def test_adaptive_omnitool_counts_its_controllers_artifacts(table: Table) -> None:
    """The Omnitool is an artifact (it counts itself), the opponent's artifact doesn't count."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Ornithopter")
    _equip(table, "Adaptive Omnitool", "Grizzly Bears", 3)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)
    table.battlefield(0, "Ornithopter")
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (4, 4)


@kit
def test_banshees_blade_counts_its_own_charge_counters(table: Table) -> None:
    """"Each charge counter on this Equipment" (122.1): the Blade's, not the creature's; its
    trigger adds one after combat damage and the bonus grows with it."""
    table.battlefield(0, "Grizzly Bears")
    _equip(table, "Banshee's Blade", "Grizzly Bears", 2)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)
    table.attack("Grizzly Bears")
    table.resolve_all()
    table.go_to(Step.MAIN2)
    table.assert_counters("Banshee's Blade", "charge", 1)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)
    table.assert_life(1, 18)


@kit
def test_banshees_blade_with_counters_and_a_second_blade(table: Table) -> None:
    """Two Blades on the Bears, each counted for itself: 2 and 1 charge counters, +3/+3."""
    bears = table.battlefield(0, "Grizzly Bears")[0]
    for n in (2, 1):
        blade = table.battlefield(0, "Banshee's Blade")[0]
        table.game.update(blade.id, attached_to=bears.id)
        table.game.add_counters(blade.id, "charge", n)
    table.refresh()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (5, 5)


@kit
def test_golem_skin_gauntlets_count_the_equipment_attached_to_the_creature(table: Table) -> None:
    """"Attached to it": to the equipped creature (the Gauntlets and the Blade: +2/+0), not
    to the Gauntlets (CR 301.5)."""
    table.battlefield(0, "Grizzly Bears")
    _equip(table, "Golem-Skin Gauntlets", "Grizzly Bears", 2)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 2)
    _equip(table, "Banshee's Blade", "Grizzly Bears", 2)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (4, 2)


@kit
def test_heavy_mattock_gives_a_human_the_additional_bonus(table: Table) -> None:
    """On Elite Vanguard (a Human Soldier) both abilities apply: +2/+2; moved to the Bears
    (no Human) only the first: +1/+1 (CR 611.3a, 205.3m); the Vanguard is back to 2/1."""
    table.battlefield(0, "Elite Vanguard", "Grizzly Bears")
    _equip(table, "Heavy Mattock", "Elite Vanguard", 4)
    assert (table.power("Elite Vanguard"), table.toughness("Elite Vanguard")) == (4, 3)
    table.activate("Heavy Mattock", targets=["Grizzly Bears"])
    table.resolve()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)
    assert (table.power("Elite Vanguard"), table.toughness("Elite Vanguard")) == (2, 1)


@kit
def test_a_restriction_with_an_exception_stays_unread(rules: Rules) -> None:
    """"can't be blocked except by creatures with flying" is not "can't be blocked": the
    card is refused, not read as the bare restriction."""
    assert rules.card("Treetop Bracers").unrecognized


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
