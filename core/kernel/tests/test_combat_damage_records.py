"""The turn's record of combat damage dealt to players (CR 510.2), each with its source as it
was at the time it dealt that damage (603.10, 608.2h): what "if a player was dealt combat
damage this turn by a creature that, at the time it dealt that damage, was ..." reads."""

from __future__ import annotations

import pytest
from pytest_manastack import card_pool

from manastack.api import CombatDamageToPlayer
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

CONTROL_MAGIC = CardDef(
    name="Control Magic", mana_cost="{2}{U}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nYou control enchanted creature.")
kit = pytest.mark.plugins(extra={"combat-records-kit": card_pool("combat-records-kit",
                                                                 (CONTROL_MAGIC,))})


def test_510_2_combat_damage_to_a_player_is_recorded_with_its_source(table: Table) -> None:
    """Grizzly Bears deals 2 combat damage to Bob: the record names Bob, the Bears, a Bear
    creature controlled by Alice, 2 damage."""
    table.battlefield(0, "Grizzly Bears")
    bears = table.find("Grizzly Bears")
    table.set_turn(active=0, step=Step.MAIN1)
    assert table.game.combat_damage_to_players_this_turn() == ()
    table.attack("Grizzly Bears")
    table.go_to(Step.MAIN2)
    (dealt,) = table.game.combat_damage_to_players_this_turn()
    assert isinstance(dealt, CombatDamageToPlayer)
    assert (dealt.player, dealt.source, dealt.controller, dealt.amount) == (1, bears.id, 0, 2)
    assert dealt.chars.is_creature and dealt.chars.type_line.has_subtype("Bear")


def test_603_10_the_source_as_it_was_after_it_died(table: Table) -> None:
    """The Bears die after their combat damage (400.7): the record still holds them as they
    were when they dealt it; noncombat damage to a player is no such record."""
    table.battlefield(0, "Grizzly Bears")
    table.set_turn(active=0, step=Step.MAIN1)
    table.attack("Grizzly Bears")
    table.go_to(Step.MAIN2)
    table.hand(0, "Lightning Bolt", "Shock")
    table.mana(0, "RR")
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    table.cast("Shock", targets=["Bob"])
    table.resolve()
    assert table.game.damage_dealt_this_turn(1) == 4
    (dealt,) = table.game.combat_damage_to_players_this_turn()
    assert dealt.chars.name == "Grizzly Bears" and dealt.controller == 0


def test_510_1c_damage_to_a_blocker_is_not_to_a_player(table: Table) -> None:
    """Bob blocks with Llanowar Elves: the Bears' combat damage goes to a creature."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Llanowar Elves")
    table.set_turn(active=0, step=Step.MAIN1)
    table.attack("Grizzly Bears")
    table.block({"Llanowar Elves": "Grizzly Bears"})
    table.go_to(Step.MAIN2)
    assert table.game.combat_damage_to_players_this_turn() == ()


def test_510_2_a_new_turn_starts_again_from_none(table: Table) -> None:
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(0, "Grizzly Bears")
    table.set_turn(active=0, step=Step.MAIN1)
    table.attack("Grizzly Bears")
    table.go_to(Step.MAIN2)
    assert len(table.game.combat_damage_to_players_this_turn()) == 1
    table.next_turn()
    assert table.game.combat_damage_to_players_this_turn() == ()


@kit
def test_613_1b_the_controller_then_control_changing_effects_included(table: Table) -> None:
    """Alice controls Bob's Grizzly Bears through Control Magic (layer 2) as they hit Bob:
    the record says Alice controlled them, though the object's own controller is Bob."""
    table.lands(0, "Island", 4)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Control Magic")
    table.cast("Control Magic", targets=["Grizzly Bears"])
    table.resolve()
    table.set_turn(active=0, step=Step.MAIN1, turn=3)  # a later turn of Alice's
    table.attack("Grizzly Bears")
    table.go_to(Step.MAIN2)
    (dealt,) = table.game.combat_damage_to_players_this_turn()
    assert (dealt.player, dealt.controller) == (1, 0)
    assert table.game.obj(dealt.source).controller == 1  # the object's own field


def test_the_record_is_saved_and_loaded_with_the_position(table: Table) -> None:
    """A saved game keeps the turn's record, the source's characteristics included."""
    from manastack.api import Game

    table.battlefield(0, "Grizzly Bears")
    table.set_turn(active=0, step=Step.MAIN1)
    table.attack("Grizzly Bears")
    table.go_to(Step.MAIN2)
    loaded = Game.from_json(table.game.rules, table.game.to_json())
    assert loaded.combat_damage_to_players_this_turn() == \
        table.game.combat_damage_to_players_this_turn()
