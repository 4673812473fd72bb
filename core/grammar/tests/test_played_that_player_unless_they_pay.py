"""Printed "that player [does something] unless they pay [cost]" after a trigger naming the
player, played (CR 603.7c, 118.12, 118.3, 608.2h).

Isolation Cell and Soul Barrier: the opponent who cast the creature spell pays or loses life
/ is dealt damage; Spelltithe Enforcer: unable to pay, the caster sacrifices a permanent of
their choice; Phyrexian Tyranny: the player who drew is asked, not its controller; Death
Charmer: "that creature's controller" is the controller of the creature it dealt combat
damage to, as it last existed once that damage killed it.
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

ISOLATION_CELL = CardDef(
    name="Isolation Cell", mana_cost="{4}", type_line="Artifact",
    text="Whenever an opponent casts a creature spell, that player loses 2 life unless they pay "
         "{2}.")
SPELLTITHE_ENFORCER = CardDef(
    name="Spelltithe Enforcer", mana_cost="{3}{W}{W}", type_line="Creature — Elephant Wizard",
    power="3", toughness="3",
    text="Whenever an opponent casts a spell, that player sacrifices a permanent of their choice "
         "unless they pay {1}.")
DEATH_CHARMER = CardDef(
    name="Death Charmer", mana_cost="{2}{B}", type_line="Creature — Worm Mercenary", power="2",
    toughness="2",
    text="Whenever this creature deals combat damage to a creature, that creature's controller "
         "loses 2 life unless they pay {2}.")
SOUL_BARRIER = CardDef(
    name="Soul Barrier", mana_cost="{2}{U}", type_line="Enchantment",
    text="Whenever an opponent casts a creature spell, this enchantment deals 2 damage to that "
         "player unless they pay {2}.")
PHYREXIAN_TYRANNY = CardDef(
    name="Phyrexian Tyranny", mana_cost="{U}{B}{R}", type_line="Enchantment",
    text="Whenever a player draws a card, that player loses 2 life unless they pay {2}.")

CARDS = (ISOLATION_CELL, SPELLTITHE_ENFORCER, DEATH_CHARMER, SOUL_BARRIER, PHYREXIAN_TYRANNY)
kit = pytest.mark.plugins(extra={"unless-they-pay-kit": card_pool("unless-they-pay-kit", CARDS)})


def _bob_casts_bears(table: Table, lands: int) -> None:
    table.set_turn(active=1)
    table.lands(1, "Forest", lands)
    table.hand(1, "Grizzly Bears")
    table.cast("Grizzly Bears")


@kit
def test_isolation_cell_bob_declines_and_loses_two(table: Table) -> None:
    """CR 118.12: Bob could pay {2} with his two other Forests but declines: he loses 2."""
    table.battlefield(0, "Isolation Cell")
    _bob_casts_bears(table, 4)
    asked = table.watch_decisions("pay_unless")
    table.resolve(answers=[Answer("pay_unless", (False,), player=1)])
    assert [d.player for d in asked] == [1]
    assert table.life(1) == 18
    assert table.life(0) == 20


@kit
def test_isolation_cell_bob_pays_and_keeps_his_life(table: Table) -> None:
    """CR 118.12: Bob pays {2}: no life lost, all four of his Forests tapped."""
    table.battlefield(0, "Isolation Cell")
    _bob_casts_bears(table, 4)
    table.resolve(answers=[Answer("pay_unless", (True,), player=1)])
    assert table.life(1) == 20
    assert table.tapped_count(1, "Forest") == 4


@kit
def test_isolation_cell_bob_unable_to_pay_is_not_asked(table: Table) -> None:
    """CR 118.3: his two Forests paid for the Bears, Bob can't pay {2}: he loses 2 unasked."""
    table.battlefield(0, "Isolation Cell")
    _bob_casts_bears(table, 2)
    asked = table.watch_decisions("pay_unless")
    table.resolve()
    assert asked == []
    assert table.life(1) == 18


@kit
def test_isolation_cell_ignores_its_controllers_spells(table: Table) -> None:
    """CR 603.2: Alice casting a creature spell doesn't trigger it."""
    table.battlefield(0, "Isolation Cell")
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()
    assert table.life(0) == 20


@kit
def test_soul_barrier_deals_two_damage_to_the_caster(table: Table) -> None:
    """CR 120.3: Bob, unable to pay, is dealt 2 damage by the enchantment."""
    table.battlefield(0, "Soul Barrier")
    _bob_casts_bears(table, 2)
    table.resolve()
    assert table.life(1) == 18
    assert table.life(0) == 20


@kit
def test_spelltithe_enforcer_bob_sacrifices_a_permanent(table: Table) -> None:
    """CR 701.21a: Bob can't pay {1}: he sacrifices one of his permanents, Alice none."""
    table.battlefield(0, "Spelltithe Enforcer")
    table.battlefield(1, "Hill Giant")
    _bob_casts_bears(table, 2)
    table.resolve()
    assert len(table.names(Zone.BATTLEFIELD, 1)) == 2
    assert len(table.names(Zone.GRAVEYARD, 1)) == 1
    assert table.names(Zone.BATTLEFIELD, 0) == ["Spelltithe Enforcer"]


@kit
def test_spelltithe_enforcer_bob_pays_one(table: Table) -> None:
    """CR 118.12: Bob pays {1} with his third Forest: he keeps all his permanents."""
    table.battlefield(0, "Spelltithe Enforcer")
    table.battlefield(1, "Hill Giant")
    _bob_casts_bears(table, 3)
    table.resolve(answers=[Answer("pay_unless", (True,), player=1)])
    assert len(table.names(Zone.BATTLEFIELD, 1)) == 4
    assert table.names(Zone.GRAVEYARD, 1) == []


@kit
def test_phyrexian_tyranny_asks_the_player_who_drew(table: Table) -> None:
    """CR 603.7c: Bob draws in his draw step with no land to pay: Bob loses 2, not Alice."""
    table.battlefield(0, "Phyrexian Tyranny")
    table.lands(0, "Island", 2)
    table.library(1, "Forest", "Forest")
    table.next_turn()
    table.go_to(Step.MAIN1)
    table.resolve_all()
    assert table.life(1) == 18
    assert table.life(0) == 20


@kit
def test_death_charmer_kills_the_blocker_and_its_controller_loses_two(table: Table) -> None:
    """CR 608.2h: Death Charmer kills Bob's blocking Savannah Lions; the Lions gone, Bob, who
    controlled them, can't pay {2} and loses 2."""
    table.battlefield(0, "Death Charmer")
    table.battlefield(1, "Savannah Lions")
    table.attack("Death Charmer")
    table.block({"Savannah Lions": "Death Charmer"})
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    table.assert_zone("Savannah Lions", Zone.GRAVEYARD, 1)
    assert table.life(1) == 18
    assert table.life(0) == 20


@kit
def test_death_charmer_unblocked_asks_nobody(table: Table) -> None:
    """CR 510.1: unblocked, it deals damage to Bob, not to a creature: no trigger."""
    table.battlefield(0, "Death Charmer")
    table.attack("Death Charmer")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(1) == 18
    assert table.life(0) == 20


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
