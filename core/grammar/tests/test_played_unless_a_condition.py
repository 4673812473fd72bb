"""Printed "[Action] unless [condition]" and "[action] if you don't control [a kind]", played
(CR 608.2c): the action is done only if the condition is false (is true) as the effect
resolves; "unless" followed by something a player does is a payment (CR 118.12), not read here.

Chart a Course ("Draw two cards. Then discard a card unless you attacked this turn.") and
Tragedy Feaster ("Infusion — At the beginning of your end step, sacrifice a permanent unless
you gained life this turn."), Raving Oni-Slave ("When this creature enters or leaves the
battlefield, you lose 3 life if you don't control a Demon.").
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

CHART_A_COURSE = CardDef(
    name="Chart a Course", mana_cost="{1}{U}", type_line="Sorcery",
    text="Draw two cards. Then discard a card unless you attacked this turn.")
TRAGEDY_FEASTER = CardDef(
    name="Tragedy Feaster", mana_cost="{2}{B}{B}", type_line="Creature — Demon",
    text="Trample\nWard—Discard a card.\nInfusion — At the beginning of your end step, "
         "sacrifice a permanent unless you gained life this turn.", power="7", toughness="6")

RAVING_ONI_SLAVE = CardDef(
    name="Raving Oni-Slave", mana_cost="{1}{B}", type_line="Creature — Ogre Warrior",
    text="When this creature enters or leaves the battlefield, you lose 3 life if you don't "
         "control a Demon.", power="3", toughness="3")

CARDS = (CHART_A_COURSE, TRAGEDY_FEASTER, RAVING_ONI_SLAVE)
kit = pytest.mark.plugins(extra={"unless-cond-kit": card_pool("unless-cond-kit", CARDS)})
#: the Feaster's ward is a plugin's keyword
kit_ward = pytest.mark.plugins("ward", extra={"unless-cond-kit": card_pool("unless-cond-kit",
                                                                           CARDS)})


def _chart(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.hand(0, "Chart a Course")
    table.library(0, "Forest", "Mountain", "Swamp")
    table.cast("Chart a Course")
    table.resolve()


@kit
def test_chart_a_course_without_an_attack_discards(table: Table) -> None:
    """CR 608.2c: nobody attacked this turn: two cards drawn, then one discarded."""
    _chart(table)
    assert len(table.names(Zone.HAND, 0)) == 1
    assert sorted(table.names(Zone.GRAVEYARD, 0)) != ["Chart a Course"]
    assert len(table.names(Zone.GRAVEYARD, 0)) == 2


@kit
def test_chart_a_course_after_an_attack_keeps_both_cards(table: Table) -> None:
    """CR 508.1a: Alice attacked this turn: the discard isn't done, she keeps both cards."""
    table.battlefield(0, "Grizzly Bears")
    table.library(1, "Wastes", "Wastes")
    table.attack("Grizzly Bears")
    table.go_to(Step.MAIN2)
    _chart(table)
    assert len(table.names(Zone.HAND, 0)) == 2
    assert table.names(Zone.GRAVEYARD, 0) == ["Chart a Course"]


def _feaster(table: Table) -> None:
    table.lands(0, "Swamp", 4)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Tragedy Feaster")
    table.cast("Tragedy Feaster")
    table.resolve()
    table.assert_zone("Tragedy Feaster", Zone.BATTLEFIELD, 0)


@kit_ward
def test_tragedy_feaster_without_life_gained_sacrifices_a_permanent(table: Table) -> None:
    """CR 608.2c, 701.21a: no life gained this turn: at the end step Alice sacrifices one
    permanent of her choice."""
    _feaster(table)
    table.go_to(Step.END)
    table.resolve()
    assert len(table.game.battlefield(0)) == 5  # six permanents, one sacrificed
    assert table.logged(rule="701.21", contains="sacrifice")


@kit_ward
def test_tragedy_feaster_after_life_gained_sacrifices_nothing(table: Table) -> None:
    """CR 119.3: Alice gained life this turn: nothing is sacrificed."""
    _feaster(table)
    table.game.gain_life(0, 2)
    table.go_to(Step.END)
    table.resolve()
    assert len(table.game.battlefield(0)) == 6
    table.assert_life(0, 22)


def _oni_slave(table: Table) -> None:
    table.lands(0, "Swamp", 2)
    table.hand(0, "Raving Oni-Slave")
    table.cast("Raving Oni-Slave")
    table.resolve()  # the creature spell
    table.resolve()  # its enters trigger (CR 603.3)


@kit
def test_oni_slave_without_a_demon_loses_three_life_entering_and_leaving(table: Table) -> None:
    """CR 608.2c: no Demon as each trigger resolves: 3 life as it enters, 3 as it dies."""
    _oni_slave(table)
    table.assert_life(0, 17)
    table.lands(0, "Swamp", 2)
    table.hand(0, "Murder")
    table.lands(0, "Swamp", 1)
    table.cast("Murder", targets=["Raving Oni-Slave"])
    table.resolve()
    table.resolve()  # the leaves trigger
    table.assert_life(0, 14)


@kit_ward
def test_oni_slave_with_a_demon_loses_nothing(table: Table) -> None:
    """Alice controls a Demon (Tragedy Feaster): the condition is false, no life is lost."""
    table.battlefield(0, "Tragedy Feaster")
    _oni_slave(table)
    table.assert_life(0, 20)
    assert table.names(Zone.STACK) == []


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
