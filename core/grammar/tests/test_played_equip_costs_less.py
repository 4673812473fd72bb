""""Equip abilities you activate [that target ~] cost {N} less to activate.", played from printed
cards (CR 702.6a, 602.2b, 601.2c, 601.2f, 118.7a).

Helitrooper and Fervent Champion: an equip ability aimed at them costs that much generic mana
less (never below nothing); aimed at another creature, it costs its full amount. Bureau
Headmaster: every equip ability its controller activates costs {1} less; the opponent's
Headmaster lowers nothing of yours. An activation that can't be paid is refused and leaves the
game as it was (CR 732).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

HELITROOPER = CardDef(
    name="Helitrooper", mana_cost="{1}{W}", type_line="Creature — Human Soldier", power="1",
    toughness="2",
    text="Flying\nWhenever this creature attacks, another target attacking creature gains "
         "flying until end of turn.\nEquip abilities you activate that target this creature "
         "cost {2} less to activate.")
FERVENT_CHAMPION = CardDef(
    name="Fervent Champion", mana_cost="{R}", type_line="Creature — Human Knight", power="1",
    toughness="1",
    text="First strike, haste\nWhenever this creature attacks, another target attacking Knight "
         "you control gets +1/+0 until end of turn.\nEquip abilities you activate that target "
         "this creature cost {3} less to activate.")
BUREAU_HEADMASTER = CardDef(
    name="Bureau Headmaster", mana_cost="{R}{W}", type_line="Creature — Human Assassin",
    power="2", toughness="2",
    text="Equipment spells you cast cost {1} less to cast.\nEquip abilities you activate cost "
         "{1} less to activate.")
LOXODON_WARHAMMER = CardDef(
    name="Loxodon Warhammer", mana_cost="{3}", type_line="Artifact — Equipment",
    text="Equipped creature gets +3/+0 and has trample and lifelink.\nEquip {3}")
BONESPLITTER = CardDef(
    name="Bonesplitter", mana_cost="{1}", type_line="Artifact — Equipment",
    text="Equipped creature gets +2/+0.\nEquip {1}")

PRINTED = (HELITROOPER, FERVENT_CHAMPION, BUREAU_HEADMASTER, LOXODON_WARHAMMER, BONESPLITTER)
kit = pytest.mark.plugins("haste",
                          extra={"equip-cost-kit": card_pool("equip-cost-kit", PRINTED)})


def _untapped_lands(table: Table) -> int:
    return sum(1 for o in table.game.battlefield(0)
               if table.game.chars(o.id).type_line.has_type("Land") and not o.tapped)


@kit
def test_helitrooper_makes_an_equip_aimed_at_it_cost_two_less(table: Table) -> None:
    """CR 602.2b, 601.2f: Loxodon Warhammer's equip {3} aimed at Helitrooper costs {1}; aimed
    at Grizzly Bears it costs {3}: with two lands it can't be paid and is refused, the hammer
    still on Helitrooper (732); with three it moves."""
    table.battlefield(0, "Helitrooper", "Grizzly Bears", "Loxodon Warhammer")
    table.lands(0, "Plains", 3)
    table.activate("Loxodon Warhammer", 0, targets=["Helitrooper"])
    table.resolve()
    assert table.find("Loxodon Warhammer").attached_to == table.find("Helitrooper").id
    assert _untapped_lands(table) == 2
    assert table.power("Helitrooper") == 4
    table.assert_logged(rule="602.2b", contains="{3} - {2} (Helitrooper")
    with pytest.raises(IllegalActionError):
        table.activate("Loxodon Warhammer", 0, targets=["Grizzly Bears"])
    assert table.find("Loxodon Warhammer").attached_to == table.find("Helitrooper").id
    assert _untapped_lands(table) == 2
    table.lands(0, "Plains", 1)
    table.activate("Loxodon Warhammer", 0, targets=["Grizzly Bears"])
    table.resolve()
    assert table.find("Loxodon Warhammer").attached_to == table.find("Grizzly Bears").id
    assert _untapped_lands(table) == 0


@kit
def test_fervent_champion_is_equipped_for_nothing_and_swings_with_lifelink(
        table: Table) -> None:
    """CR 601.2f, 118.7a: {3} less than {3} is nothing: with no land, Loxodon Warhammer goes on
    the hasty Fervent Champion, which attacks for 4 with lifelink (702.15b)."""
    table.battlefield(0, "Fervent Champion", "Loxodon Warhammer", sick=True)
    table.activate("Loxodon Warhammer", 0, targets=["Fervent Champion"])
    table.resolve()
    assert table.find("Loxodon Warhammer").attached_to == table.find("Fervent Champion").id
    table.go_to(Step.BEGIN_COMBAT)
    table.attack("Fervent Champion")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 16)
    table.assert_life(0, 24)


@kit
def test_bureau_headmaster_lowers_its_controllers_equip_costs_only(table: Table) -> None:
    """CR 602.2b: "Equip abilities you activate": with its controller's Bureau Headmaster,
    Bonesplitter's equip {1} costs nothing; with only the opponent's, it costs {1} and with
    no land it is refused."""
    table.battlefield(1, "Bureau Headmaster")
    table.battlefield(0, "Grizzly Bears", "Bonesplitter")
    with pytest.raises(IllegalActionError):
        table.activate("Bonesplitter", 0, targets=["Grizzly Bears"])
    assert table.find("Bonesplitter").attached_to is None
    table.battlefield(0, "Bureau Headmaster")
    table.activate("Bonesplitter", 0, targets=["Grizzly Bears"])
    table.resolve()
    assert table.find("Bonesplitter").attached_to == table.find("Grizzly Bears").id
    assert table.power("Grizzly Bears") == 4
    assert table.zone_of("Bonesplitter") is Zone.BATTLEFIELD


def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
