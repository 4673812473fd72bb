"""Printed "Equip [quality] [cost]" (CR 702.6c), played: Steelclaw Lance ("Equip Knight {1}"),
Blackblade Reforged ("Equip legendary creature {3}"), Team Pennant ("Equip creature token
{1}"), each beside its plain "Equip [cost]" (702.6d: either may be activated).

Such an ability may target only a creature its activator controls that has the quality; the
quality doesn't restrict what the Equipment may be attached to otherwise (702.6c).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

LANCE = CardDef(name="Steelclaw Lance", mana_cost="{B}{R}", type_line="Artifact — Equipment",
                keywords=("Equip",),
                text="Equipped creature gets +2/+2.\nEquip Knight {1}\nEquip {3}")
BLACKBLADE = CardDef(
    name="Blackblade Reforged", mana_cost="{2}", type_line="Legendary Artifact — Equipment",
    keywords=("Equip",),
    text="Equipped creature gets +1/+1 for each land you control.\nEquip legendary creature "
         "{3}\nEquip {7}")
PENNANT = CardDef(
    name="Team Pennant", mana_cost="{1}", type_line="Artifact — Equipment", keywords=("Equip",),
    text="Equipped creature gets +1/+1 and has vigilance and trample.\nEquip creature token "
         "{1}\nEquip {3}")

CARDS = (LANCE, BLACKBLADE, PENNANT)
kit = pytest.mark.plugins(extra={"equip-quality-kit": card_pool("equip-quality-kit", CARDS)})


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)


def cast(table: Table, name: str, mana: str) -> None:
    table.hand(0, name)
    table.mana(0, mana)
    table.cast(name)
    table.resolve()
    table.assert_zone(name, Zone.BATTLEFIELD, 0)


def attached_to(table: Table, equipment: str) -> int | None:
    return table.game.obj(table.find(equipment).id).attached_to


@kit
def test_702_6c_equip_knight_attaches_to_a_knight_for_its_cost(table: Table) -> None:
    """Steelclaw Lance's "Equip Knight {1}" on Youthful Knight (a Human Knight, 2/1): one mana
    spent, the Knight is 4/3."""
    table.battlefield(0, "Youthful Knight")
    cast(table, "Steelclaw Lance", "BR")
    table.mana(0, "C")
    table.activate("Steelclaw Lance", 0, targets=["Youthful Knight"])
    assert not table.game.player(0).mana_pool  # {1} paid
    table.resolve()
    assert attached_to(table, "Steelclaw Lance") == table.find("Youthful Knight").id
    assert (table.power("Youthful Knight"), table.toughness("Youthful Knight")) == (4, 3)


@kit
def test_702_6c_equip_knight_cant_target_another_creature(table: Table) -> None:
    """"Equip Knight {1}" can't target Grizzly Bears (refused, CR 732), nor Bob's Knight (a
    creature you control); the plain "Equip {3}" attaches to the Bears."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Youthful Knight")
    cast(table, "Steelclaw Lance", "BR")
    table.mana(0, "CCC")
    table.assert_illegal(table.activate, "Steelclaw Lance", 0, targets=["Grizzly Bears"])
    table.assert_illegal(table.activate, "Steelclaw Lance", 0, targets=["Youthful Knight"])
    table.activate("Steelclaw Lance", 1, targets=["Grizzly Bears"])
    assert not table.game.player(0).mana_pool  # {3} paid
    table.resolve()
    assert attached_to(table, "Steelclaw Lance") == table.find("Grizzly Bears").id
    assert table.power("Grizzly Bears") == 4


@kit
def test_702_6c_equip_legendary_creature(table: Table) -> None:
    """Blackblade Reforged's "Equip legendary creature {3}" on Isamaru, Hound of Konda (a
    legendary 2/2) with two Forests: +2/+2; Grizzly Bears, not legendary, is refused."""
    table.battlefield(0, "Isamaru, Hound of Konda")
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Forest", 2)
    cast(table, "Blackblade Reforged", "CC")
    table.mana(0, "CCC")
    table.assert_illegal(table.activate, "Blackblade Reforged", 0, targets=["Grizzly Bears"])
    table.activate("Blackblade Reforged", 0, targets=["Isamaru, Hound of Konda"])
    assert not table.game.player(0).mana_pool
    table.resolve()
    assert table.power("Isamaru, Hound of Konda") == 4
    assert table.power("Grizzly Bears") == 2


@kit
def test_702_6c_equip_creature_token(table: Table) -> None:
    """Team Pennant's "Equip creature token {1}" on a Spirit token from Spectral Procession;
    Grizzly Bears, a card, is refused."""
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Spectral Procession")
    table.mana(0, "WWW")
    table.cast("Spectral Procession")
    table.resolve()
    table.hand(0, "Team Pennant")
    table.mana(0, "C")
    table.cast("Team Pennant")
    table.resolve()
    token = next(o for o in table.game.objects_in(Zone.BATTLEFIELD, 0) if o.is_token)
    table.mana(0, "C")
    table.assert_illegal(table.activate, "Team Pennant", 0, targets=["Grizzly Bears"])
    table.activate("Team Pennant", 0, targets=[token.id])
    table.resolve()
    assert attached_to(table, "Team Pennant") == token.id
    assert table.game.chars(token.id).power == 2
    assert "trample" in table.game.chars(token.id).keywords


@kit
def test_702_6c_a_word_before_the_cost_is_a_quality_only_when_the_rules_test_it(
        table: Table) -> None:
    """"Equip—Pay {E}{E}" (Inventor's Axe) is still a cost, not a quality "pay"; "Equip
    commander {3}" (no commander in these games) and "Equip Shaman, Warlock, or Wizard {1}"
    are not read, never a looser target."""
    compile_ = table.game.rules.compile
    axe = compile_(CardDef(name="Inventor's Axe", mana_cost="{R}",
                           type_line="Artifact — Equipment",
                           text="Equipped creature gets +2/+0.\nEquip—Pay {E}{E}."))
    assert axe.playable, axe.unrecognized
    plate = compile_(CardDef(name="Plate", mana_cost="{3}", type_line="Artifact — Equipment",
                             text="Equip commander {3}\nEquip {5}"))
    assert "Equip commander {3}" in plate.unrecognized
    robe = compile_(CardDef(name="Robe", mana_cost="{2}{U}", type_line="Artifact — Equipment",
                            text="Equip {4}\nEquip Shaman, Warlock, or Wizard {1}"))
    assert "Equip Shaman, Warlock, or Wizard {1}" in robe.unrecognized
