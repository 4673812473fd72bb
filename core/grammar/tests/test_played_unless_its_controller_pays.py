"""Printed "[Do something to a target] unless its controller pays [cost]" and "Target player
[does something] unless they pay [cost]", played (CR 118.12, 118.3, 119.4, 608.2h).

Rhystic Deluge ("{U}: Tap target creature unless its controller pays {1}."), Vectis Dominator
("... unless its controller pays 2 life."), Excise ("Exile target attacking creature unless
its controller pays {X}."), Mundungu ("Counter target spell unless its controller pays {1} and
1 life.") and Tyrannize ("Target player discards their hand unless they pay 7 life."): the
player who may pay is the target's controller (or the target player), never the ability's
controller; they may pay only if they can pay all of it; not paid, the action is done.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

RHYSTIC_DELUGE = CardDef(
    name="Rhystic Deluge", mana_cost="{2}{U}", type_line="Enchantment",
    text="{U}: Tap target creature unless its controller pays {1}.")
VECTIS_DOMINATOR = CardDef(
    name="Vectis Dominator", mana_cost="{1}{W}{B}", type_line="Artifact Creature — Human Wizard",
    text="{T}: Tap target creature unless its controller pays 2 life.", power="0",
    toughness="2")
EXCISE = CardDef(
    name="Excise", mana_cost="{X}{W}", type_line="Instant",
    text="Exile target attacking creature unless its controller pays {X}.")
MUNDUNGU = CardDef(
    name="Mundungu", mana_cost="{1}{U}{B}", type_line="Creature — Human Wizard",
    text="{T}: Counter target spell unless its controller pays {1} and 1 life.", power="1",
    toughness="1")
TYRANNIZE = CardDef(
    name="Tyrannize", mana_cost="{3}{B/R}{B/R}", type_line="Sorcery",
    text="Target player discards their hand unless they pay 7 life.")

CARDS = (RHYSTIC_DELUGE, VECTIS_DOMINATOR, EXCISE, MUNDUNGU, TYRANNIZE)
kit = pytest.mark.plugins(extra={"unless-kit": card_pool("unless-kit", CARDS)})


def _deluge_at_bears(table: Table, bobs_lands: int) -> list[object]:
    table.battlefield(0, "Rhystic Deluge")
    table.lands(0, "Island", 1)
    table.battlefield(1, "Grizzly Bears")
    if bobs_lands:
        table.lands(1, "Forest", bobs_lands)
    asked = table.watch_decisions("pay_unless")
    table.activate("Rhystic Deluge", targets=["Grizzly Bears"])
    return asked


@kit
def test_deluge_taps_the_bears_when_bob_declines(table: Table) -> None:
    """CR 118.12: Bob, the Bears' controller, is asked (not Alice) and declines: tapped."""
    asked = _deluge_at_bears(table, 1)
    table.resolve(answers=[Answer("pay_unless", (False,), player=1)])
    assert [d.player for d in asked] == [1]
    table.assert_tapped("Grizzly Bears")
    assert table.tapped_count(1, "Forest") == 0


@kit
def test_deluge_spares_the_bears_when_bob_pays(table: Table) -> None:
    """Bob pays {1} with his Forest: the Bears stay untapped."""
    asked = _deluge_at_bears(table, 1)
    table.resolve(answers=[Answer("pay_unless", (True,), player=1)])
    assert [d.player for d in asked] == [1]
    assert "{1}" in asked[0].prompt
    table.assert_tapped("Grizzly Bears", False)
    assert table.tapped_count(1, "Forest") == 1


@kit
def test_deluge_taps_the_bears_when_bob_cant_pay(table: Table) -> None:
    """CR 118.3: no mana, Bob can't pay, so he isn't asked: tapped."""
    asked = _deluge_at_bears(table, 0)
    table.resolve()
    assert asked == []
    table.assert_tapped("Grizzly Bears")


def _dominator_at_bears(table: Table, bobs_life: int) -> list[object]:
    table.battlefield(0, "Vectis Dominator")
    table.battlefield(1, "Grizzly Bears")
    table.game.update_player(1, life=bobs_life)
    asked = table.watch_decisions("pay_unless")
    table.activate("Vectis Dominator", targets=["Grizzly Bears"])
    return asked


@kit
def test_dominator_bob_pays_two_life(table: Table) -> None:
    """CR 118.12, 119.4: Bob pays 2 life: the Bears stay untapped, Bob is at 18."""
    asked = _dominator_at_bears(table, 20)
    table.resolve(answers=[Answer("pay_unless", (True,), player=1)])
    assert [d.player for d in asked] == [1]
    table.assert_tapped("Grizzly Bears", False)
    assert table.life(1) == 18
    assert table.life(0) == 20


@kit
def test_dominator_bob_declines(table: Table) -> None:
    asked = _dominator_at_bears(table, 20)
    table.resolve(answers=[Answer("pay_unless", (False,), player=1)])
    assert [d.player for d in asked] == [1]
    table.assert_tapped("Grizzly Bears")
    assert table.life(1) == 20


@kit
def test_dominator_bob_with_one_life_cant_pay(table: Table) -> None:
    """CR 119.4: a player can pay life only if their life total is at least that much."""
    asked = _dominator_at_bears(table, 1)
    table.resolve()
    assert asked == []
    table.assert_tapped("Grizzly Bears")
    assert table.life(1) == 1


def _excise_at_attacker(table: Table, bobs_lands: int) -> list[object]:
    table.set_turn(active=1)
    table.battlefield(1, "Grizzly Bears")
    if bobs_lands:
        table.lands(1, "Forest", bobs_lands)
    table.lands(0, "Plains", 3)
    table.hand(0, "Excise")
    table.attack("Grizzly Bears")
    table.pass_priority()
    asked = table.watch_decisions("pay_unless")
    table.cast("Excise", targets=["Grizzly Bears"], x=2)
    return asked


@kit
def test_excise_exiles_when_bob_cant_pay_x(table: Table) -> None:
    """CR 107.3, 118.12: X is 2; Bob has one land, can't pay {2}: the Bears are exiled."""
    asked = _excise_at_attacker(table, 1)
    table.resolve()
    assert asked == []
    assert table.zone_of("Grizzly Bears") is Zone.EXILE


@kit
def test_excise_bob_pays_x(table: Table) -> None:
    asked = _excise_at_attacker(table, 2)
    table.resolve(answers=[Answer("pay_unless", (True,), player=1)])
    assert [d.player for d in asked] == [1]
    assert "{2}" in asked[0].prompt
    assert table.zone_of("Grizzly Bears") is Zone.BATTLEFIELD
    assert table.tapped_count(1, "Forest") == 2


@kit
def test_excise_bob_declines(table: Table) -> None:
    _excise_at_attacker(table, 2)
    table.resolve(answers=[Answer("pay_unless", (False,), player=1)])
    assert table.zone_of("Grizzly Bears") is Zone.EXILE
    assert table.tapped_count(1, "Forest") == 0


def _mundungu_at_shock(table: Table, bobs_lands: int) -> list[object]:
    table.battlefield(0, "Mundungu")
    table.lands(1, "Mountain", 1 + bobs_lands)
    table.hand(1, "Shock")
    table.pass_priority()
    table.cast("Shock", targets=["Alice"])
    table.pass_priority()
    asked = table.watch_decisions("pay_unless")
    table.activate("Mundungu", targets=["Shock"])
    return asked


@kit
def test_mundungu_bob_pays_mana_and_life(table: Table) -> None:
    """CR 118.12: Bob pays {1} and 1 life: Shock stays and deals its damage."""
    asked = _mundungu_at_shock(table, 1)
    table.resolve(answers=[Answer("pay_unless", (True,), player=1)])
    assert [d.player for d in asked] == [1]
    assert table.life(1) == 19
    assert table.names(Zone.STACK) == ["Shock"]
    table.resolve()
    assert table.life(0) == 18


@kit
def test_mundungu_counters_when_bob_cant_pay_the_mana(table: Table) -> None:
    """CR 118.3: all of the cost or none: no mana left, Bob can't pay, Shock is countered and
    he keeps his life."""
    asked = _mundungu_at_shock(table, 0)
    table.resolve()
    assert asked == []
    assert table.zone_of("Shock") is Zone.GRAVEYARD
    assert table.life(1) == 20
    assert table.life(0) == 20


@kit
def test_mundungu_counters_when_bob_declines(table: Table) -> None:
    _mundungu_at_shock(table, 1)
    table.resolve(answers=[Answer("pay_unless", (False,), player=1)])
    assert table.zone_of("Shock") is Zone.GRAVEYARD
    assert table.life(1) == 20


def _tyrannize_bob(table: Table, bobs_life: int) -> list[object]:
    table.lands(0, "Swamp", 5)
    table.hand(0, "Tyrannize")
    table.hand(1, "Grizzly Bears", "Forest")
    table.game.update_player(1, life=bobs_life)
    asked = table.watch_decisions("pay_unless")
    table.cast("Tyrannize", targets=["Bob"])
    return asked


@kit
def test_tyrannize_bob_pays_seven_life(table: Table) -> None:
    """CR 118.12: the target player, Bob, chooses: he pays 7 life and keeps his hand."""
    asked = _tyrannize_bob(table, 20)
    table.resolve(answers=[Answer("pay_unless", (True,), player=1)])
    assert [d.player for d in asked] == [1]
    assert table.life(1) == 13
    assert sorted(table.names(Zone.HAND, 1)) == ["Forest", "Grizzly Bears"]


@kit
def test_tyrannize_bob_declines_and_discards_his_hand(table: Table) -> None:
    _tyrannize_bob(table, 20)
    table.resolve(answers=[Answer("pay_unless", (False,), player=1)])
    assert table.life(1) == 20
    assert table.names(Zone.HAND, 1) == []
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Forest", "Grizzly Bears"]


@kit
def test_tyrannize_bob_at_six_life_cant_pay(table: Table) -> None:
    """CR 119.4: six life can't pay 7: Bob isn't asked and discards his hand."""
    asked = _tyrannize_bob(table, 6)
    table.resolve()
    assert asked == []
    assert table.life(1) == 6
    assert table.names(Zone.HAND, 1) == []


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
