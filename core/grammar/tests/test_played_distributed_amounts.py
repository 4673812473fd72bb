"""Printed "Distribute N [kind] counters among ... target creatures" played, and an amount
divided among an ability's targets (CR 601.2d, 602.2b, 603.3d, 122.1; rule "grammar:distribute
counters").

Defend the Celestus ("Distribute three +1/+1 counters among one, two, or three target creatures
you control."): the division announced as it is cast (decision ``divide``), each target at
least one counter; a target gone gets nothing (608.2b). Contagion ("Distribute two -2/-1
counters ..."): counters of any +X/+Y kind (122.1a). Storm the Seedcore ("... among up to four
target creatures you control."): one target gets all four. Armament Corps ("When this creature
enters, distribute two +1/+1 counters among one or two target creatures you control."): a
triggered ability announces its division as it is put on the stack (603.3d). Arc Mage ("{2}{R},
{T}, Discard a card: This creature deals 2 damage divided as you choose among one or two
targets."): an activated ability announces it as it is activated (602.2b); before, its damage
was never dealt. Gang of Devils ("When this creature dies, it deals 3 damage divided ...") and
Mogg Mob ("Sacrifice this creature: It deals 3 damage divided ..."): "it" is the permanent.
Serra's Hymn (an X defined by ", where X is ...") stays unread.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import PlayerRef
from manastack.driver import Answer, Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

CELESTUS = CardDef(name="Defend the Celestus", mana_cost="{2}{G}{G}", type_line="Instant",
                   text="Distribute three +1/+1 counters among one, two, or three target "
                        "creatures you control.")
CONTAGION = CardDef(name="Contagion", mana_cost="{3}{B}{B}", type_line="Instant",
                    text="You may pay 1 life and exile a black card from your hand rather than "
                         "pay this spell's mana cost.\nDistribute two -2/-1 counters among one "
                         "or two target creatures.")
SEEDCORE = CardDef(name="Storm the Seedcore", mana_cost="{2}{G}{G}", type_line="Sorcery",
                   text="Distribute four +1/+1 counters among up to four target creatures you "
                        "control. Creatures you control gain vigilance and trample until end of "
                        "turn.")
CORPS = CardDef(name="Armament Corps", mana_cost="{2}{W}{B}{G}",
                type_line="Creature — Human Soldier",
                text="When this creature enters, distribute two +1/+1 counters among one or two "
                     "target creatures you control.", power="4", toughness="4")
ARC_MAGE = CardDef(name="Arc Mage", mana_cost="{2}{R}", type_line="Creature — Human Spellshaper",
                   text="{2}{R}, {T}, Discard a card: This creature deals 2 damage divided as "
                        "you choose among one or two targets.", power="2", toughness="2")
GANG = CardDef(name="Gang of Devils", mana_cost="{5}{R}", type_line="Creature — Devil",
               text="When this creature dies, it deals 3 damage divided as you choose among "
                    "one, two, or three targets.", power="3", toughness="3")
MOGG_MOB = CardDef(name="Mogg Mob", mana_cost="{R}{R}{R}", type_line="Creature — Goblin",
                   text="Sacrifice this creature: It deals 3 damage divided as you choose among "
                        "one, two, or three targets.", power="3", toughness="3")
HYMN = CardDef(name="Serra's Hymn", mana_cost="{W}", type_line="Enchantment",
               text="At the beginning of your upkeep, you may put a verse counter on this "
                    "enchantment.\nSacrifice this enchantment: Prevent the next X damage that "
                    "would be dealt this turn to any number of targets, divided as you choose, "
                    "where X is the number of verse counters on this enchantment.")
CARDS = (CELESTUS, CONTAGION, SEEDCORE, CORPS, ARC_MAGE, GANG, MOGG_MOB, HYMN)
kit = pytest.mark.plugins(extra={"divide-kit": card_pool("divide-kit", CARDS)})


@kit
def test_defend_the_celestus_divides_three_counters(table: Table) -> None:
    """CR 601.2d, 122.1: two targets, two counters and one, as announced and logged."""
    table.battlefield(0, "Grizzly Bears", "Llanowar Elves")
    table.lands(0, "Forest", 4)
    table.hand(0, "Defend the Celestus")
    table.cast("Defend the Celestus", targets=[["Grizzly Bears", "Llanowar Elves"]],
               answers=[Answer("divide", ((2, 1),))])
    table.resolve()
    assert table.counters("Grizzly Bears", "+1/+1") == 2
    assert table.counters("Llanowar Elves", "+1/+1") == 1
    table.assert_logged(rule="601.2d", contains="divides 3")


@kit
def test_defend_the_celestus_only_creatures_you_control(table: Table) -> None:
    """CR 115.1, 601.2c: Bob's creature is no legal target: refused, the game unchanged."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Forest", 4)
    table.hand(0, "Defend the Celestus")
    table.assert_illegal(table.cast, "Defend the Celestus",
                         targets=[["Grizzly Bears", "Hill Giant"]],
                         answers=[Answer("divide", ((2, 1),))])


@kit
def test_a_target_gone_gets_nothing(table: Table) -> None:
    """CR 608.2b: the Elves leave before it resolves: the Bears get their two, no more."""
    table.battlefield(0, "Grizzly Bears", "Llanowar Elves")
    table.lands(0, "Forest", 4)
    table.hand(0, "Defend the Celestus")
    table.cast("Defend the Celestus", targets=[["Grizzly Bears", "Llanowar Elves"]],
               answers=[Answer("divide", ((2, 1),))])
    elves = table.find("Llanowar Elves").id
    table.game.move(elves, Zone.HAND, rule="400.7")
    table.resolve()
    assert table.counters("Grizzly Bears", "+1/+1") == 2


@kit
def test_contagion_divides_minus_two_minus_one_counters(table: Table) -> None:
    """CR 122.1a, 601.2d: one target, both -2/-1 counters on Bob's Hill Giant (3/3): a -1/1."""
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.lands(0, "Swamp", 5)
    table.hand(0, "Contagion")
    table.cast("Contagion", targets=[["Hill Giant"]], answers=[Answer("divide", ((2,),))])
    table.resolve()
    assert table.counters("Hill Giant", "-2/-1") == 2
    assert table.power("Hill Giant") == -1 and table.toughness("Hill Giant") == 1


@kit
def test_storm_the_seedcore_up_to_four_one_target_gets_all(table: Table) -> None:
    """"up to four": one target chosen gets all four counters (601.2d)."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Forest", 4)
    table.hand(0, "Storm the Seedcore")
    table.cast("Storm the Seedcore", targets=[["Grizzly Bears"]])
    table.resolve()
    assert table.counters("Grizzly Bears", "+1/+1") == 4
    assert table.has_keyword("Grizzly Bears", "trample")


@kit
def test_armament_corps_trigger_divides_as_it_is_put_on_the_stack(table: Table) -> None:
    """CR 603.3d: targets and division chosen as the trigger goes on the stack: one and one."""
    table.battlefield(0, "Grizzly Bears", "Llanowar Elves")
    table.lands(0, "Forest", 3)
    table.lands(0, "Plains", 1)
    table.lands(0, "Swamp", 1)
    table.hand(0, "Armament Corps")
    table.cast("Armament Corps")
    table.resolve(answers=[Answer("targets", (table.find("Grizzly Bears").id,
                                              table.find("Llanowar Elves").id)),
                           Answer("divide", ((1, 1),))])
    table.resolve()
    assert table.counters("Grizzly Bears", "+1/+1") == 1
    assert table.counters("Llanowar Elves", "+1/+1") == 1
    table.assert_logged(rule="601.2d", contains="Armament Corps divides 2")


def _arc_mage(table: Table) -> None:
    """Alice's Arc Mage, three Mountains and a Forest to discard; Bob's Grizzly Bears."""
    table.battlefield(0, "Arc Mage")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Forest")


@kit
def test_arc_mage_activated_divides_its_damage(table: Table) -> None:
    """CR 602.2b, 601.2d: 1 damage to Bob's Bears and 1 to Bob; before, none was dealt."""
    _arc_mage(table)
    table.activate("Arc Mage", targets=[["Grizzly Bears", PlayerRef(1)]],
                   answers=[Answer("discard", (table.find("Forest").id,)),
                            Answer("divide", ((1, 1),))])
    table.resolve()
    assert table.life(1) == 19
    assert table.game.obj(table.find("Grizzly Bears").id).damage == 1
    table.assert_logged(rule="601.2d", contains="Arc Mage divides 2")


@kit
def test_arc_mage_both_to_one_target(table: Table) -> None:
    """One target: it takes both (601.2d)."""
    _arc_mage(table)
    table.activate("Arc Mage", targets=[["Grizzly Bears"]])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)


@kit
def test_gang_of_devils_dies_and_it_divides_three_damage(table: Table) -> None:
    """"When this creature dies, it deals 3 damage divided ..." (603.3d, 603.10a): the dead
    Devil is the source; two to Bob's Bears, one to Bob."""
    table.battlefield(0, "Gang of Devils")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Gang of Devils"])
    table.resolve(answers=[Answer("targets", (table.find("Grizzly Bears").id, PlayerRef(1))),
                           Answer("divide", ((2, 1),))])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    assert table.life(1) == 19


@kit
def test_mogg_mob_sacrificed_divides_three_damage(table: Table) -> None:
    """"Sacrifice this creature: It deals 3 damage divided ...": "It" is the Mob (602.2b):
    one to each of Bob's two Bears, one to Bob."""
    table.battlefield(0, "Mogg Mob")
    table.battlefield(1, "Grizzly Bears", "Llanowar Elves")
    table.activate("Mogg Mob", targets=[["Grizzly Bears", "Llanowar Elves", PlayerRef(1)]],
                   answers=[Answer("divide", ((1, 1, 1),))])
    table.resolve()
    table.assert_zone("Llanowar Elves", Zone.GRAVEYARD, 1)
    assert table.game.obj(table.find("Grizzly Bears").id).damage == 1
    assert table.life(1) == 19


def test_an_x_defined_by_where_x_is_is_not_divided(rules: Any) -> None:
    """Serra's Hymn's X is its verse counters as the ability is activated: not read (its
    division would be of an X the kernel doesn't count then)."""
    from manastack.api import Rules

    card = Rules.load(env={}, enable=[]).compile(HYMN)
    assert not card.playable
    assert any("where X is" in u for u in card.unrecognized)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
