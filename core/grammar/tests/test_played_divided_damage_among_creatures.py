"""Printed "~ deals N damage divided as you choose among [how many] target [creatures]" played
(CR 601.2d, 115.1, 608.2b).

Pyrokinesis ("... among any number of target creatures"), Flameshot ("... one, two, or three
target creatures"), Deft Dismissal ("... one, two, or three target attacking or blocking
creatures") and Fire Covenant ("... X damage ...", X the life paid) are cast: the division is
announced with the spell (decision ``divide``, logged with 601.2d), each target gets at least
1, only creatures of the kind written can be chosen, and a target that is no longer legal
gets nothing (608.2b). Rule "grammar:divided damage".
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Answer, Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

PYROKINESIS = CardDef(
    name="Pyrokinesis", mana_cost="{4}{R}{R}", type_line="Instant",
    text="You may exile a red card from your hand rather than pay this spell's mana cost.\n"
         "Pyrokinesis deals 4 damage divided as you choose among any number of target "
         "creatures.")
FLAMESHOT = CardDef(
    name="Flameshot", mana_cost="{3}{R}", type_line="Sorcery",
    text="You may discard a Mountain card rather than pay this spell's mana cost.\n"
         "Flameshot deals 3 damage divided as you choose among one, two, or three target "
         "creatures.")
DEFT_DISMISSAL = CardDef(
    name="Deft Dismissal", mana_cost="{3}{W}", type_line="Instant",
    text="Deft Dismissal deals 3 damage divided as you choose among one, two, or three "
         "target attacking or blocking creatures.")
FIRE_COVENANT = CardDef(
    name="Fire Covenant", mana_cost="{1}{B}{R}", type_line="Instant",
    text="As an additional cost to cast this spell, pay X life.\n"
         "Fire Covenant deals X damage divided as you choose among any number of target "
         "creatures.")

CARDS = (PYROKINESIS, FLAMESHOT, DEFT_DISMISSAL, FIRE_COVENANT)
kit = pytest.mark.plugins(extra={"divided-creatures-kit": card_pool("divided-creatures-kit",
                                                                    CARDS)})


@kit
def test_pyrokinesis_divides_among_creatures_as_announced(table: Table) -> None:
    """CR 601.2d: 3 to Hill Giant, 1 to Grizzly Bears announced while casting and logged;
    the Giant dies (704.5g), the Bears have 1 damage marked."""
    table.lands(0, "Mountain", 6)
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.hand(0, "Pyrokinesis")
    table.cast("Pyrokinesis", targets=[["Hill Giant", "Grizzly Bears"]],
               answers=[Answer("divide", ((3, 1),))])
    table.assert_logged(rule="601.2d", contains="3 to Hill Giant")
    table.resolve()
    assert table.zone_of("Hill Giant") is Zone.GRAVEYARD
    assert table.find("Grizzly Bears").damage == 1


@kit
def test_pyrokinesis_targets_only_creatures(table: Table) -> None:
    """CR 115.1: "target creatures": a player is no legal target; the game is unchanged (732)."""
    table.lands(0, "Mountain", 6)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Pyrokinesis")
    table.assert_illegal(table.cast, "Pyrokinesis", targets=[["Grizzly Bears", "opponent"]])


@kit
def test_flameshot_takes_at_most_three_targets(table: Table) -> None:
    """"one, two, or three target creatures": four are refused (CR 601.2c); three get 1
    each (601.2d: the only division)."""
    table.lands(0, "Mountain", 4)
    table.battlefield(1, "Llanowar Elves", "Savannah Lions", "Grizzly Bears", "Hill Giant")
    table.hand(0, "Flameshot")
    table.assert_illegal(table.cast, "Flameshot",
                         targets=[["Llanowar Elves", "Savannah Lions", "Grizzly Bears",
                                   "Hill Giant"]])
    table.cast("Flameshot", targets=[["Llanowar Elves", "Savannah Lions", "Hill Giant"]])
    table.resolve()
    assert table.zone_of("Llanowar Elves") is Zone.GRAVEYARD
    assert table.zone_of("Savannah Lions") is Zone.GRAVEYARD
    assert table.find("Hill Giant").damage == 1
    assert table.zone_of("Grizzly Bears") is Zone.BATTLEFIELD


@kit
def test_deft_dismissal_only_attacking_or_blocking_creatures(table: Table) -> None:
    """CR 115.1: a creature not in combat is no legal target; two attackers share 3."""
    table.set_turn(active=1)
    table.battlefield(1, "Hill Giant", "Grizzly Bears", "Savannah Lions")
    table.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    table.hand(0, "Deft Dismissal")
    table.attack("Hill Giant", "Grizzly Bears")
    table.pass_priority()  # the attacking player passes; the defender may act
    table.assert_illegal(table.cast, "Deft Dismissal",
                         targets=[["Hill Giant", "Savannah Lions"]])
    table.cast("Deft Dismissal", targets=[["Hill Giant", "Grizzly Bears"]],
               answers=[Answer("divide", ((1, 2),))])
    table.resolve()
    assert table.find("Hill Giant").damage == 1
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD


@kit
def test_fire_covenant_divides_the_life_paid(table: Table) -> None:
    """X is the life paid (CR 107.3, 601.2b): 4 life for 4 damage, 2 and 2."""
    table.battlefield(0, "Swamp", "Mountain", "Mountain")
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.hand(0, "Fire Covenant")
    table.cast("Fire Covenant", x=4, targets=[["Grizzly Bears", "Hill Giant"]],
               answers=[Answer("divide", ((2, 2),))])
    table.assert_life(0, 16)
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    assert table.find("Hill Giant").damage == 2


@kit
def test_fire_covenant_x_below_the_targets_is_refused(table: Table) -> None:
    """CR 601.2d: each target must get at least 1: X = 1 among two is illegal, unchanged."""
    table.battlefield(0, "Swamp", "Mountain", "Mountain")
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.hand(0, "Fire Covenant")
    exc = table.assert_illegal(table.cast, "Fire Covenant", x=1,
                               targets=[["Grizzly Bears", "Hill Giant"]], rule="601.2d")
    assert isinstance(exc, IllegalActionError)
    table.assert_life(0, 20)


@kit
def test_a_target_gone_gets_nothing(table: Table) -> None:
    """CR 608.2b: a creature that left the battlefield before resolution gets no share; the
    others still get theirs."""
    table.lands(0, "Mountain", 4)
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.hand(0, "Flameshot")
    table.cast("Flameshot", targets=[["Grizzly Bears", "Hill Giant"]],
               answers=[Answer("divide", ((1, 2),))])
    table.game.move(table.find("Grizzly Bears").id, Zone.HAND)
    table.resolve()
    assert table.find("Hill Giant").damage == 2


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
