"""How many times a permanent's controller changed (CR 613.1b): ``Game.control_changes``,
what "if another player gains control of it, it stops being your Ring-bearer" (701.54a)
compares with an earlier count. Each layer pass counts the changes since the last one."""

from __future__ import annotations

import pytest
from pytest_manastack import card_pool

from manastack.api import UNTIL_END_OF_TURN, ContinuousEffect, Game, SetController
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

CONTROL_MAGIC = CardDef(
    name="Control Magic", mana_cost="{2}{U}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nYou control enchanted creature.")
DISENCHANT = CardDef(name="Disenchant", mana_cost="{1}{W}", type_line="Instant",
                     text="Destroy target artifact or enchantment.")
FLING = CardDef(name="Fling", mana_cost="{1}{R}", type_line="Instant",
                text="As an additional cost to cast this spell, sacrifice a creature.\n"
                     "Fling deals damage equal to the sacrificed creature's power to any target.")
kit = pytest.mark.plugins(extra={"control-changes-kit": card_pool(
    "control-changes-kit", (CONTROL_MAGIC, DISENCHANT, FLING))})


def steal(table: Table, name: str) -> int:
    """Alice casts Control Magic on Bob's ``name``; its id."""
    table.lands(0, "Island", 4)
    table.hand(0, "Control Magic")
    table.cast("Control Magic", targets=[name])
    table.resolve()
    return table.find(name, zone=Zone.BATTLEFIELD).id


def test_613_1b_no_control_changing_effect_nothing_counted(table: Table) -> None:
    """A game with no control-changing effect keeps no count at all (nothing to pay for)."""
    table.battlefield(0, "Grizzly Bears")
    table.set_turn(active=0, step=Step.MAIN1)
    table.attack("Grizzly Bears")
    table.go_to(Step.MAIN2)
    assert table.game.control_changes(table.find("Grizzly Bears").id) == 0
    assert table.game.state.control_changes == {}


@kit
def test_613_1b_taken_then_given_back_counts_twice(table: Table) -> None:
    """Control Magic takes Bob's Bears (one change); Disenchant destroys it and the Bears go
    back to Bob (a second change, 611.3a): the count differs from the first one, though the
    controller is Bob again."""
    table.battlefield(1, "Grizzly Bears")
    bears = table.find("Grizzly Bears").id
    assert table.game.control_changes(bears) == 0
    steal(table, "Grizzly Bears")
    assert table.game.controller(bears) == 0
    assert table.game.control_changes(bears) == 1
    table.hand(0, "Disenchant")
    table.mana(0, "W")
    table.mana(0, "W")
    table.cast("Disenchant", targets=["Control Magic"])
    table.resolve()
    assert table.game.controller(bears) == 1
    assert table.game.control_changes(bears) == 2


@kit
def test_613_1b_another_permanent_is_not_counted(table: Table) -> None:
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    steal(table, "Grizzly Bears")
    assert table.game.control_changes(table.find("Hill Giant").id) == 0


def test_613_1b_an_effect_until_end_of_turn_ends_at_cleanup(table: Table) -> None:
    """A "gain control ... until end of turn" effect (514.2): one change as it begins, one
    as it ends."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(1, "Grizzly Bears")
    bears = table.find("Grizzly Bears").id
    table.game.add_effect(ContinuousEffect(parts=(SetController(0),), objects=(bears,),
                                           duration=UNTIL_END_OF_TURN))
    table.refresh()
    assert table.game.controller(bears) == 0 and table.game.control_changes(bears) == 1
    table.next_turn()
    assert table.game.controller(bears) == 1 and table.game.control_changes(bears) == 2


@kit
def test_400_7_a_permanent_that_left_is_forgotten(table: Table) -> None:
    """The stolen Bears die: the count is dropped with the object (a new object, 400.7)."""
    table.battlefield(1, "Grizzly Bears")
    bears = steal(table, "Grizzly Bears")
    table.hand(0, "Lightning Bolt")
    table.mana(0, "R")
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.game.control_changes(table.find("Grizzly Bears").id)
    assert bears not in table.game.state.control_changes


@kit
def test_732_a_saved_position_and_an_undone_action_keep_the_count(table: Table) -> None:
    """The count is part of the position: saved and loaded with it; a refused action leaves
    it as it was."""
    table.battlefield(1, "Grizzly Bears")
    bears = steal(table, "Grizzly Bears")
    loaded = Game.from_json(table.game.rules, table.game.to_json())
    assert loaded.control_changes(bears) == 1
    table.hand(0, "Disenchant")
    table.assert_illegal(table.cast, "Disenchant", targets=["Control Magic"])  # no mana
    assert table.game.control_changes(bears) == 1


def _disenchant_the_aura(table: Table, player: int) -> None:
    table.hand(player, "Disenchant")
    table.mana(player, "W")
    table.mana(player, "W")
    table.cast("Disenchant", targets=["Control Magic"])
    table.resolve()


@kit
def test_302_6_given_back_during_its_owners_turn_it_is_summoning_sick(table: Table) -> None:
    """Alice's Control Magic takes Bob's Prodigal Pyromancer; in his main phase Bob
    Disenchants it: the Pyromancer is his again (611.3a), but he hasn't controlled it
    continuously since his turn began, so it can't use {T} (302.6, 602.5a) nor attack
    (508.1a) this turn; from his next turn it can."""
    table.library(0, *["Island"] * 3)
    table.library(1, *["Island"] * 3)
    table.battlefield(1, "Prodigal Pyromancer", "Grizzly Bears")
    pyromancer = steal(table, "Prodigal Pyromancer")
    table.next_turn()  # Bob's turn: the Pyromancer is still Alice's
    assert table.game.controller(pyromancer) == 0
    _disenchant_the_aura(table, 1)
    assert table.game.controller(pyromancer) == 1
    assert table.game.summoning_sick(pyromancer)
    assert not table.game.summoning_sick(table.find("Grizzly Bears").id)  # never changed
    table.assert_illegal(table.activate, "Prodigal Pyromancer", targets=["opponent"],
                         rule="302.6")
    table.assert_illegal(table.attack, "Prodigal Pyromancer", rule="508.1a")
    assert table.game.controller(pyromancer) == 1 and table.game.control_changes(pyromancer) == 2
    table.next_turn()  # Alice's turn: still not since Bob's most recent turn began
    assert table.game.summoning_sick(pyromancer)
    table.next_turn()  # Bob's next turn
    assert not table.game.summoning_sick(pyromancer)
    assert "activate Prodigal Pyromancer ability 1" in [
        str(a) for a in table.game.legal_actions()]
    table.attack("Prodigal Pyromancer")
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 19)


@kit
def test_302_6_given_back_during_the_thiefs_turn_it_is_ready_on_its_owners(
        table: Table) -> None:
    """Alice steals Bob's Bears and Disenchants her own Control Magic in the same turn:
    the Bears went back to Bob before his turn began, so on his turn they attack."""
    table.library(0, *["Island"] * 2)
    table.library(1, *["Island"] * 2)
    table.battlefield(1, "Grizzly Bears")
    bears = steal(table, "Grizzly Bears")
    _disenchant_the_aura(table, 0)
    assert table.game.controller(bears) == 1
    table.next_turn()
    assert not table.game.summoning_sick(bears)
    table.attack("Grizzly Bears")
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 18)


@kit
def test_302_6_the_thief_waits_for_their_own_next_turn(table: Table) -> None:
    """Stolen Bears are summoning sick for Alice the turn she takes them (302.6), still not
    hers since her most recent turn began during Bob's turn, and attack on her next turn."""
    table.library(0, *["Island"] * 3)
    table.library(1, *["Island"] * 3)
    table.battlefield(1, "Grizzly Bears")
    bears = steal(table, "Grizzly Bears")
    assert table.game.summoning_sick(bears)
    table.assert_illegal(table.attack, "Grizzly Bears", rule="508.1a")
    table.next_turn()
    assert table.game.summoning_sick(bears)
    table.next_turn()
    assert table.game.controller(bears) == 0 and not table.game.summoning_sick(bears)
    table.attack("Grizzly Bears")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


@kit
def test_613_1b_a_stolen_creature_pays_its_new_controllers_sacrifice_cost(table: Table) -> None:
    """Alice's Control Magic takes Bob's Hill Giant: "sacrifice a creature" (Fling's
    additional cost, 601.2h, 701.21a) is paid with a creature she controls now, the stolen
    Giant included; it goes to its owner's graveyard (404.2) and Fling deals its 3."""
    table.battlefield(1, "Hill Giant")
    steal(table, "Hill Giant")
    table.hand(0, "Fling")
    table.lands(0, "Mountain", 2)
    table.cast("Fling", targets=["opponent"], answers=[Answer("sacrifice", ("Hill Giant",))])
    table.resolve()
    table.assert_life(1, 17)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD)
    assert table.game.obj(table.find("Hill Giant").id).owner == 1


@kit
def test_613_1b_the_owner_cant_sacrifice_a_creature_taken_from_him(table: Table) -> None:
    """Bob owns Hill Giant but Alice controls it (Control Magic): Bob, with no other
    creature, can't pay Fling's "sacrifice a creature" with it (601.2h, 701.21a: a permanent
    you control); the cast is refused and the game is as it was (732)."""
    table.library(0, *["Island"] * 2)
    table.library(1, *["Island"] * 2)
    table.battlefield(1, "Hill Giant")
    steal(table, "Hill Giant")
    table.next_turn()
    table.hand(1, "Fling")
    table.lands(1, "Mountain", 2)
    table.assert_illegal(table.cast, "Fling", targets=["opponent"], rule="601.2h")
    assert table.game.controller(table.find("Hill Giant").id) == 0
