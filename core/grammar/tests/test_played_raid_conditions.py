"""Raid's "if you attacked this turn" as an intervening "if" and as an activation condition,
played from printed cards (CR 508.1a, 603.4, 602.5b).

Gorehorn Raider ("When this creature enters, if you attacked this turn, this creature deals
2 damage to any target."): cast after its controller declared an attacker it deals its 2
damage; cast before combat, or in a turn with no attacker declared, the ability doesn't
trigger (603.4). Bloodsoaked Champion's "{1}{B}: Return this card from your graveyard to the
battlefield. Activate only if you attacked this turn." is refused before an attack, game
unchanged (602.5b, 732), and allowed after one.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

GOREHORN_RAIDER = CardDef(
    name="Gorehorn Raider", mana_cost="{4}{R}", type_line="Creature — Minotaur Pirate",
    text="Raid — When this creature enters, if you attacked this turn, this creature deals 2 "
         "damage to any target.", power="4", toughness="4")
BLOODSOAKED_CHAMPION = CardDef(
    name="Bloodsoaked Champion", mana_cost="{B}", type_line="Creature — Human Warrior",
    text="This creature can't block.\nRaid — {1}{B}: Return this card from your graveyard to "
         "the battlefield. Activate only if you attacked this turn.", power="2", toughness="1")

CARDS = (GOREHORN_RAIDER, BLOODSOAKED_CHAMPION)
kit = pytest.mark.plugins(extra={"raid-kit": card_pool("raid-kit", CARDS)})


@kit
def test_gorehorn_raider_after_an_attack_deals_its_damage(table: Table) -> None:
    """CR 508.1a, 603.4: its controller attacked this turn: the trigger deals 2 damage."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Mountain", 5)
    table.hand(0, "Gorehorn Raider")
    table.attack("Grizzly Bears")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 18)
    table.cast("Gorehorn Raider")
    table.answer("targets", "Bob")
    table.resolve_all()
    table.assert_zone("Gorehorn Raider", Zone.BATTLEFIELD, 0)
    table.assert_life(1, 16)


@kit
def test_gorehorn_raider_before_combat_does_not_trigger(table: Table) -> None:
    """CR 603.4: the intervening "if" is false as it enters: no trigger, no damage."""
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 5)
    table.hand(0, "Gorehorn Raider")
    seen = table.watch_decisions("targets")
    table.cast("Gorehorn Raider")
    table.resolve_all()
    assert not seen
    table.assert_life(1, 20)
    assert table.game.obj(table.find("Grizzly Bears").id).damage == 0


@kit
def test_gorehorn_raider_after_declaring_no_attacker_does_not_trigger(table: Table) -> None:
    """CR 508.1a: a declare attackers step with no attacker declared is no attack."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Mountain", 5)
    table.hand(0, "Gorehorn Raider")
    table.attack()
    table.go_to(Step.MAIN2)
    table.cast("Gorehorn Raider")
    table.resolve_all()
    table.assert_life(1, 20)


@kit
def test_bloodsoaked_champion_returns_only_after_an_attack(table: Table) -> None:
    """CR 602.5b: "Activate only if you attacked this turn": refused before an attack (the
    game unchanged, 732), allowed once its controller declared an attacker (508.1a)."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Swamp", 2)
    table.graveyard(0, "Bloodsoaked Champion")
    table.assert_illegal(table.activate, "Bloodsoaked Champion", rule="602.5b")
    table.attack("Grizzly Bears")
    table.go_to(Step.MAIN2)
    table.activate("Bloodsoaked Champion")
    table.resolve()
    table.assert_zone("Bloodsoaked Champion", Zone.BATTLEFIELD, 0)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
