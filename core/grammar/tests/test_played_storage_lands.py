"""Storage lands, played (CR 502.3, 603.4, 122.1).

- "You may choose not to untap this land during your untap step." (Bottomless Vault, rule
  "grammar:may choose not to untap"): in its controller's untap step the active player
  determines which permanents untap (502.3): a tapped storage land stays tapped if they
  choose so; else it untaps as usual.
- "At the beginning of your upkeep, if this land is tapped, put a storage counter on it."
  (an intervening "if", 603.4: checked as the upkeep begins and again on resolution; "~ is
  tapped" is the land's status, 110.5).
- Its mana line ("{T}, Remove any number of storage counters from this land: Add {B} for
  each storage counter removed this way.") releases what was stored.
- "{1}, Remove X storage counters from this land: Add X mana in any combination of {W}
  and/or {U}." (Calciform Pools, rule "grammar:add x mana in any combination"): X announced
  as it is activated (601.2b, 107.3), paid by removing X counters (122.8); X mana, each of
  either type as its controller chooses (106.4).

Kyren Toy ("Remove X charge counters": Add an amount of {C} equal to X plus one) is read
by the same cost.

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.abilities import ActivatedAbility
from manastack.model.actions import ActivateAbility
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def _two_turns(table: Table) -> None:
    """From player 0's main phase to their next one (the opponent's turn between)."""
    table.next_turn()
    table.next_turn()


def _setup(table: Table) -> None:
    table.library(0, *["Wastes"] * 4)
    table.library(1, *["Wastes"] * 4)


@oracle
def test_502_3_kept_tapped_it_gets_a_storage_counter(table: Table) -> None:
    """CR 502.3, 603.4: Bottomless Vault tapped, its controller chooses not to untap it: it
    stays tapped and its upkeep trigger puts a storage counter on it."""
    _setup(table)
    table.battlefield(0, "Bottomless Vault", tapped=True)
    seen = table.watch_decisions("keep_tapped")
    table.answer("keep_tapped", "Bottomless Vault")
    _two_turns(table)
    assert len(seen) == 1 and seen[0].player == 0 and seen[0].min == 0
    table.assert_tapped("Bottomless Vault")
    table.assert_counters("Bottomless Vault", "storage", 1)
    table.assert_logged(rule="502.3", contains="chooses not to untap")


@oracle
def test_502_3_untapped_by_choice_no_counter(table: Table) -> None:
    """CR 502.3, 603.4: choosing nothing, the Vault untaps; untapped as the upkeep begins,
    its trigger doesn't trigger: no counter."""
    _setup(table)
    table.battlefield(0, "Bottomless Vault", tapped=True)
    table.answer("keep_tapped")
    _two_turns(table)
    table.assert_tapped("Bottomless Vault", False)
    table.assert_counters("Bottomless Vault", "storage", 0)


@oracle
def test_502_3_an_untapped_vault_is_not_asked_about(table: Table) -> None:
    """CR 502.3: only a tapped permanent can be kept from untapping: no decision, no
    counter (603.4)."""
    _setup(table)
    table.battlefield(0, "Bottomless Vault")
    seen = table.watch_decisions("keep_tapped")
    _two_turns(table)
    assert seen == []
    table.assert_counters("Bottomless Vault", "storage", 0)


@oracle
def test_502_3_stored_counters_are_released_as_black_mana(table: Table) -> None:
    """CR 502.3, 603.4, 605.3a: kept tapped two turns: two counters; then untapped and
    tapped removing both: {B}{B}."""
    _setup(table)
    table.battlefield(0, "Bottomless Vault", tapped=True)
    table.answer("keep_tapped", "Bottomless Vault")
    _two_turns(table)
    table.answer("keep_tapped", "Bottomless Vault")
    _two_turns(table)
    table.assert_counters("Bottomless Vault", "storage", 2)
    table.answer("keep_tapped")
    _two_turns(table)
    table.assert_counters("Bottomless Vault", "storage", 2)
    obj = table.find("Bottomless Vault", zone=Zone.BATTLEFIELD)
    [index] = [i for i, a in enumerate(table.game.chars(obj.id).abilities)
               if isinstance(a, ActivatedAbility) and a.is_mana_ability and a.mana_effect]
    table.game.act(ActivateAbility(obj.id, index, "Bottomless Vault"), Answer("x", (2,)))
    assert sorted(u.color for u in table.game.player(0).mana_pool) == ["B", "B"]
    table.assert_counters("Bottomless Vault", "storage", 0)


@oracle
def test_603_4_untapped_before_resolution_no_counter(table: Table) -> None:
    """CR 603.4: the trigger checks "if ~ is tapped" again as it resolves: the Vault
    untapped while the trigger waits on the stack gets nothing."""
    _setup(table)
    table.battlefield(0, "Bottomless Vault", tapped=True)
    table.answer("keep_tapped", "Bottomless Vault")
    table.go_to(Step.UPKEEP, turn=3)
    assert table.game.stack(), "the trigger is on the stack"
    obj = table.find("Bottomless Vault", zone=Zone.BATTLEFIELD)
    table.game.untap(obj.id, rule="502.3")
    table.refresh()
    table.resolve()
    table.assert_counters("Bottomless Vault", "storage", 0)


def _release(table: Table, name: str, x: int, *answers: Answer) -> None:
    """Activate the land's "Remove X storage counters" mana ability announcing ``x``."""
    obj = table.find(name, zone=Zone.BATTLEFIELD)
    [index] = [i for i, a in enumerate(table.game.chars(obj.id).abilities)
               if isinstance(a, ActivatedAbility) and a.mana_effect]
    table.game.act(ActivateAbility(obj.id, index, name), Answer("x", (x,)), *answers)


def _pool(table: Table) -> list[str]:
    return sorted(u.color for u in table.game.player(0).mana_pool)


@oracle
def test_106_4_calciform_pools_adds_x_mana_in_a_chosen_combination(table: Table) -> None:
    """CR 601.2b, 107.3, 106.4: {1} paid, three storage counters removed (X = 3): three mana,
    two {W} and one {U} as its controller chooses; the land stays untapped (no {T})."""
    table.battlefield(0, "Calciform Pools", counters={"storage": 3})
    table.mana(0, "C")
    _release(table, "Calciform Pools", 3, Answer("mana_combination", (2,)))
    assert _pool(table) == ["U", "W", "W"]
    table.assert_counters("Calciform Pools", "storage", 0)
    table.assert_tapped("Calciform Pools", False)
    assert not table.game.stack()


@oracle
def test_106_4_dreadship_reef_all_of_one_type(table: Table) -> None:
    """CR 106.4: "and/or": all the mana may be of one type (no {U}: {B}{B})."""
    table.battlefield(0, "Dreadship Reef", counters={"storage": 2})
    table.mana(0, "C")
    _release(table, "Dreadship Reef", 2, Answer("mana_combination", (0,)))
    assert _pool(table) == ["B", "B"]
    table.assert_counters("Dreadship Reef", "storage", 0)


@oracle
def test_732_calciform_pools_x_above_its_counters_is_refused(table: Table) -> None:
    """CR 601.2b, 122.8, 732: X = 2 with one storage counter can't be paid: refused, the
    game unchanged (the {C} still in the pool, the counter still there)."""
    table.battlefield(0, "Calciform Pools", counters={"storage": 1})
    table.mana(0, "C")
    table.assert_illegal(_release, table, "Calciform Pools", 2,
                         Answer("mana_combination", (1,)))
    assert _pool(table) == ["C"]
    table.assert_counters("Calciform Pools", "storage", 1)


@oracle
def test_107_3_kyren_toy_adds_x_plus_one_colourless(table: Table) -> None:
    """CR 601.2b, 107.3: Kyren Toy's "{T}, Remove X charge counters from this artifact: Add an
    amount of {C} equal to X plus one." with two of three counters removed: {C}{C}{C}, one
    counter left, the Toy tapped."""
    table.battlefield(0, "Kyren Toy", counters={"charge": 3})
    _release(table, "Kyren Toy", 2)
    assert _pool(table) == ["C", "C", "C"]
    table.assert_counters("Kyren Toy", "charge", 1)
    table.assert_tapped("Kyren Toy")
