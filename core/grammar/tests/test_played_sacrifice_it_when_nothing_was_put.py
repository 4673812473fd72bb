"""Printed "Sacrifice it at the beginning of the next end step." after an instruction that
may put nothing onto the battlefield (Incandescent Soulstoke's "You may put ...", Impromptu
Raid's "If it isn't a creature card, ... Otherwise, put that card onto the battlefield"),
played (CR 603.7a, 603.7c, 608.2c).

The delayed triggered ability is about the object the effect put onto the battlefield
(603.7c: "it"); when nothing was put, there is no object for it to be about and none is
created: nothing triggers at the end step (docs/decisions.rst). When a creature was put, it
is sacrificed as the end step's trigger resolves.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

INCANDESCENT_SOULSTOKE = CardDef(
    name="Incandescent Soulstoke", mana_cost="{2}{R}", type_line="Creature — Elemental Shaman",
    power="2", toughness="2",
    text="Other Elemental creatures you control get +1/+1.\n{1}{R}, {T}: You may put an "
         "Elemental creature card from your hand onto the battlefield. That creature gains "
         "haste until end of turn. Sacrifice it at the beginning of the next end step.")
IMPROMPTU_RAID = CardDef(
    name="Impromptu Raid", mana_cost="{3}{R/G}", type_line="Enchantment",
    text="{2}{R/G}: Reveal the top card of your library. If it isn't a creature card, put it "
         "into your graveyard. Otherwise, put that card onto the battlefield. That creature "
         "gains haste. Sacrifice it at the beginning of the next end step.")
PLANEBOUND_ACCOMPLICE = CardDef(
    name="Planebound Accomplice", mana_cost="{2}{R}", type_line="Creature — Human Wizard",
    power="1", toughness="3",
    text="{R}: You may put a planeswalker card from your hand onto the battlefield. Sacrifice "
         "it at the beginning of the next end step.")
EXPLOSIVE_GETAWAY = CardDef(
    name="Explosive Getaway", mana_cost="{3}{R}{W}", type_line="Sorcery",
    text="Exile up to one target artifact or creature. Return it to the battlefield under its "
         "owner's control at the beginning of the next end step.\nExplosive Getaway deals 4 "
         "damage to each creature.")
AIR_ELEMENTAL = CardDef(
    name="Air Elemental", mana_cost="{3}{U}{U}", type_line="Creature — Elemental",
    power="4", toughness="4", text="Flying")

CARDS = (INCANDESCENT_SOULSTOKE, IMPROMPTU_RAID, PLANEBOUND_ACCOMPLICE, EXPLOSIVE_GETAWAY,
         AIR_ELEMENTAL)
kit = pytest.mark.plugins("haste", extra={"raid-kit": card_pool("raid-kit", CARDS)})


def activate_soulstoke(table: Table, answer: str, hand: str = "Air Elemental") -> None:
    """Alice activates the Soulstoke with ``hand`` in hand and answers ``answer`` to its
    "you may" (CR 608.2d)."""
    table.battlefield(0, "Incandescent Soulstoke")
    table.lands(0, "Mountain", 2)
    table.hand(0, hand)
    table.activate("Incandescent Soulstoke")
    table.resolve(answers=[Answer("may", (answer,))])


def activate_raid(table: Table, top: str) -> None:
    """Alice activates Impromptu Raid with ``top`` on top of her library (CR 701.20a)."""
    table.battlefield(0, "Impromptu Raid")
    table.lands(0, "Mountain", 3)
    table.library(0, top, "Wastes")
    table.activate("Impromptu Raid")
    table.resolve()


def assert_nothing_triggers_at_the_end_step(table: Table) -> None:
    """CR 603.7a, 603.7c: no delayed triggered ability was created, so none triggers."""
    assert not table.game.state.delayed
    table.assert_not_logged(rule="603.7a")
    table.go_to(Step.END)
    assert not table.game.ids_in(Zone.STACK)
    table.assert_not_logged(contains="delayed trigger: ")  # nothing triggered (603.7b)


@kit
def test_soulstoke_declined_creates_no_delayed_trigger(table: Table) -> None:
    """CR 603.7c: Alice put nothing onto the battlefield: "it" is no object, no delayed
    ability is created; Air Elemental stays in her hand."""
    activate_soulstoke(table, "no")
    table.assert_zone("Air Elemental", Zone.HAND, 0)
    table.assert_logged(rule="603.7c", contains="no delayed triggered ability is created")
    assert_nothing_triggers_at_the_end_step(table)
    table.assert_zone("Air Elemental", Zone.HAND, 0)


@kit
def test_soulstoke_with_no_elemental_in_hand_creates_no_delayed_trigger(table: Table) -> None:
    """CR 608.2d, 603.7c: Alice says yes but holds no Elemental creature card (Grizzly Bears
    isn't one): nothing is put, so nothing is sacrificed later and no trigger is seen."""
    activate_soulstoke(table, "yes", hand="Grizzly Bears")
    table.assert_zone("Grizzly Bears", Zone.HAND, 0)
    assert_nothing_triggers_at_the_end_step(table)


@kit
def test_planebound_accomplice_declined_creates_no_delayed_trigger(table: Table) -> None:
    """CR 603.7c: the same for "You may put a planeswalker card ... Sacrifice it ...": no
    planeswalker put, no delayed ability."""
    table.battlefield(0, "Planebound Accomplice")
    table.lands(0, "Mountain", 1)
    table.activate("Planebound Accomplice")
    table.resolve(answers=[Answer("may", ("no",))])
    assert_nothing_triggers_at_the_end_step(table)


@kit
def test_explosive_getaway_with_no_target_creates_no_delayed_trigger(table: Table) -> None:
    """CR 115.1, 603.7c: "up to one target": with none chosen nothing is exiled, "it" is no
    object, and no delayed ability returns nothing at the end step; the damage is still
    dealt (Grizzly Bears dies, 704.5g)."""
    table.lands(0, "Plains", 4)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Explosive Getaway")
    table.battlefield(1, "Grizzly Bears")
    table.cast("Explosive Getaway", targets=[])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    assert_nothing_triggers_at_the_end_step(table)


@kit
def test_explosive_getaway_returns_the_exiled_creature(table: Table) -> None:
    """CR 603.7a: with a target, the creature is exiled (so escapes the damage) and returns
    at the next end step under its owner's control."""
    table.lands(0, "Plains", 4)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Explosive Getaway")
    table.battlefield(1, "Grizzly Bears")
    table.cast("Explosive Getaway", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE, 1)
    assert len(table.game.state.delayed) == 1
    table.go_to(Step.END)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)


@kit
def test_soulstoke_put_creature_is_sacrificed_at_the_end_step(table: Table) -> None:
    """CR 603.7a, 701.21a: the Elemental put onto the battlefield has haste and is a 5/5
    (the Soulstoke's anthem), then is sacrificed as the end step's trigger resolves."""
    activate_soulstoke(table, "yes")
    table.assert_zone("Air Elemental", Zone.BATTLEFIELD, 0)
    assert table.has_keyword("Air Elemental", "haste")
    assert len(table.game.state.delayed) == 1
    table.go_to(Step.END)
    assert table.game.ids_in(Zone.STACK)  # the delayed trigger (CR 603.7b)
    table.resolve()
    table.assert_zone("Air Elemental", Zone.GRAVEYARD, 0)
    table.assert_zone("Incandescent Soulstoke", Zone.BATTLEFIELD, 0)


@kit
def test_impromptu_raid_land_revealed_creates_no_delayed_trigger(table: Table) -> None:
    """CR 608.2c: a land revealed goes to the graveyard; what follows "Otherwise" is about
    the creature put onto the battlefield, so no delayed ability is created (603.7c)."""
    activate_raid(table, "Mountain")
    table.assert_zone("Mountain", Zone.GRAVEYARD, 0)
    table.assert_not_logged(contains="gains haste to Mountain")  # no creature to gain it
    assert_nothing_triggers_at_the_end_step(table)
    table.assert_zone("Mountain", Zone.GRAVEYARD, 0)


@kit
def test_impromptu_raid_creature_revealed_is_sacrificed_at_the_end_step(table: Table) -> None:
    """CR 608.2c, 603.7a: the creature revealed enters with haste and is sacrificed as the
    end step's delayed trigger resolves."""
    activate_raid(table, "Grizzly Bears")
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    assert table.has_keyword("Grizzly Bears", "haste")
    assert len(table.game.state.delayed) == 1
    table.go_to(Step.END)
    assert table.game.ids_in(Zone.STACK)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)

