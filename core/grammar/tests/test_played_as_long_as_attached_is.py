"""Printed "As long as equipped/enchanted creature is legendary / a [type] (or a [type]), it
has / gets ...", played (CR 611.3a, 303.4, 301.5, 205.4, 205.3m, 613.1f, 613.4c).

Gimli's Axe ("... is legendary, it has menace"), Bladed Bracers ("... is a Human or an Angel,
it has vigilance") and Hope Against Hope ("... is a Human, it has first strike"): the
attached creature has it only while it is of that kind; another creature of that kind
doesn't.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

GIMLIS_AXE = CardDef(
    name="Gimli's Axe", mana_cost="{2}{R}", type_line="Artifact — Equipment",
    text="Equipped creature gets +3/+0.\nAs long as equipped creature is legendary, it has "
         "menace. (It can't be blocked except by two or more creatures.)\nEquip {2} ({2}: "
         "Attach to target creature you control. Equip only as a sorcery.)")
BLADED_BRACERS = CardDef(
    name="Bladed Bracers", mana_cost="{1}", type_line="Artifact — Equipment",
    text="Equipped creature gets +1/+1.\nAs long as equipped creature is a Human or an Angel, "
         "it has vigilance.\nEquip {2} ({2}: Attach to target creature you control. Equip "
         "only as a sorcery.)")
HOPE_AGAINST_HOPE = CardDef(
    name="Hope Against Hope", mana_cost="{2}{W}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +1/+1 for each creature you control.\nAs "
         "long as enchanted creature is a Human, it has first strike.")
ISAMARU = CardDef(name="Isamaru, Hound of Konda", mana_cost="{W}",
                  type_line="Legendary Creature — Dog", text="", power="2", toughness="2")
ELITE_VANGUARD = CardDef(name="Elite Vanguard", mana_cost="{W}",
                         type_line="Creature — Human Soldier", text="", power="2", toughness="1")
SERRA_ANGEL = CardDef(name="Serra Angel", mana_cost="{3}{W}{W}", type_line="Creature — Angel",
                      text="Flying\nVigilance (Attacking doesn't cause this creature to tap.)",
                      power="4", toughness="4")

PRINTED = (GIMLIS_AXE, BLADED_BRACERS, HOPE_AGAINST_HOPE, ISAMARU, ELITE_VANGUARD, SERRA_ANGEL)
kit = pytest.mark.plugins(extra={"attached-is-kit": card_pool("attached-is-kit", PRINTED)})


def _cast(table: Table, name: str, mana: str, targets: list[str] | None = None) -> None:
    table.mana(0, mana)
    table.hand(0, name)
    table.cast(name, targets=targets or [])
    table.resolve()


def _equip(table: Table, equipment: str, creature: str) -> None:
    table.mana(0, "CC")
    table.activate(equipment, targets=[creature])
    table.resolve()


def _has(table: Table, name: str, keyword: str) -> bool:
    return table.has_keyword(name, keyword, zone=Zone.BATTLEFIELD)


@kit
def test_gimlis_axe_gives_menace_to_a_legendary_creature_only(table: Table) -> None:
    """CR 205.4, 613.1f: on Grizzly Bears (not legendary) +3/+0 but no menace; moved to
    Isamaru (legendary) it has menace, the Bears no more."""
    table.battlefield(0, "Grizzly Bears", "Isamaru, Hound of Konda")
    _cast(table, "Gimli's Axe", "RRR")
    _equip(table, "Gimli's Axe", "Grizzly Bears")
    assert table.power("Grizzly Bears") == 5
    assert not _has(table, "Grizzly Bears", "menace")
    assert not _has(table, "Isamaru, Hound of Konda", "menace")
    _equip(table, "Gimli's Axe", "Isamaru, Hound of Konda")
    assert _has(table, "Isamaru, Hound of Konda", "menace")
    assert table.power("Isamaru, Hound of Konda") == 5
    assert not _has(table, "Grizzly Bears", "menace")


@kit
def test_bladed_bracers_gives_vigilance_to_a_human_or_an_angel(table: Table) -> None:
    """CR 205.3m: either creature type is enough: Elite Vanguard (Human) has vigilance when
    equipped; Grizzly Bears (a Bear) equipped doesn't."""
    table.battlefield(0, "Grizzly Bears", "Elite Vanguard")
    _cast(table, "Bladed Bracers", "C")
    _equip(table, "Bladed Bracers", "Grizzly Bears")
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)
    assert not _has(table, "Grizzly Bears", "vigilance")
    _equip(table, "Bladed Bracers", "Elite Vanguard")
    assert _has(table, "Elite Vanguard", "vigilance")
    assert not _has(table, "Grizzly Bears", "vigilance")


@kit
def test_hope_against_hope_gives_first_strike_to_a_human(table: Table) -> None:
    """CR 303.4, 613.1f: cast on Elite Vanguard (a Human) it has first strike; the other
    Human in play, not enchanted, doesn't; on Grizzly Bears no first strike."""
    table.battlefield(0, "Elite Vanguard", "Grizzly Bears")
    _cast(table, "Hope Against Hope", "WWW", targets=["Grizzly Bears"])
    assert not _has(table, "Grizzly Bears", "first strike")
    _cast(table, "Hope Against Hope", "WWW", targets=["Elite Vanguard"])
    assert _has(table, "Elite Vanguard", "first strike")
    assert not _has(table, "Grizzly Bears", "first strike")


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
