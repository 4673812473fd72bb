"""Beginning-of-step triggers with a condition of the turn, played from printed cards (CR
603.2, 603.4, 503.1, 513.1).

Curious Obsession ("At the beginning of your end step, if you didn't attack with a creature
this turn, sacrifice this Aura."): an intervening "if" (603.4) on whether its controller
declared attackers this turn (508.1a). Altar of Shadows ("At the beginning of your first
main phase, add {B} for each charge counter on this artifact."): a triggered ability adding
mana (605.5a: not a mana ability, it uses the stack), counted as it resolves (608.2h).
Eladamri's Vineyard ("At the beginning of each player's first main phase, that player adds
{G}{G}."): the player whose main phase it is adds the mana (603.7c). The printed cards come
from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.turns import Step

CURIOUS_OBSESSION = CardDef(
    name="Curious Obsession", mana_cost="{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +1/+1 and has \"Whenever this creature "
         "deals combat damage to a player, you may draw a card.\"\nAt the beginning of your "
         "end step, if you didn't attack with a creature this turn, sacrifice this Aura.")

ALTAR_OF_SHADOWS = CardDef(
    name="Altar of Shadows", mana_cost="{7}", type_line="Artifact",
    text="At the beginning of your first main phase, add {B} for each charge counter on this "
         "artifact.\n{7}, {T}: Destroy target creature. Then put a charge counter on this "
         "artifact.")

ELADAMRIS_VINEYARD = CardDef(
    name="Eladamri's Vineyard", mana_cost="{G}", type_line="Enchantment",
    text="At the beginning of each player's first main phase, that player adds {G}{G}.")

PRINTED = (CURIOUS_OBSESSION, ALTAR_OF_SHADOWS, ELADAMRIS_VINEYARD)

kit = pytest.mark.plugins(extra={"step-conditions-kit": card_pool("step-conditions-kit",
                                                                  PRINTED)})


def _obsess(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Island", 1)
    table.hand(0, "Curious Obsession")
    table.cast("Curious Obsession", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 3


@kit
def test_curious_obsession_sacrificed_without_an_attack(table: Table) -> None:
    """CR 603.4, 508.1a: Alice declares no attackers this turn: at her end step the Aura is
    sacrificed (the Bears back to 2/2)."""
    _obsess(table)
    table.go_to(Step.END)
    table.resolve_all()
    assert "Curious Obsession" in table.names("graveyard", 0)
    assert table.power("Grizzly Bears") == 2


@kit
def test_curious_obsession_kept_after_an_attack(table: Table) -> None:
    """CR 603.4: Alice attacked with the Bears this turn (and drew for the combat damage):
    at her end step the ability doesn't trigger and the Aura stays."""
    table.library(0, "Forest", "Forest")
    _obsess(table)
    table.attack("Grizzly Bears")
    table.block({})
    table.resolve_all()
    table.go_to(Step.END)
    table.resolve_all()
    assert "Curious Obsession" in table.names("battlefield", 0)
    assert table.life(1) == 17


@kit
def test_curious_obsession_not_on_the_opponents_end_step(table: Table) -> None:
    """CR 503.1, 603.2: "your end step": at Bob's end step, Alice having attacked in none of
    his turn, nothing triggers."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    _obsess(table)
    table.attack("Grizzly Bears")
    table.block({})
    table.resolve_all()
    table.next_turn()
    table.go_to(Step.END)
    table.resolve_all()
    assert "Curious Obsession" in table.names("battlefield", 0)


def _pool(table: Table, player: int = 0) -> list[str]:
    return sorted(u.color for u in table.game.player(player).mana_pool)


@kit
def test_altar_of_shadows_adds_black_for_its_counter(table: Table) -> None:
    """CR 122.1, 106.4: the Altar destroys Bob's Bears and gets a charge counter; at Alice's
    next precombat main phase its trigger adds {B}, not at Bob's."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(0, "Altar of Shadows")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Swamp", 7)
    table.activate("Altar of Shadows", targets=["Grizzly Bears"])
    table.resolve()
    assert "Grizzly Bears" in table.names("graveyard", 1)
    table.assert_counters("Altar of Shadows", "charge", 1)
    table.next_turn()
    table.resolve_all()
    assert _pool(table) == [] and _pool(table, 1) == []
    table.go_to(Step.MAIN1, turn=3)
    table.resolve_all()
    assert _pool(table) == ["B"]


@kit
def test_altar_of_shadows_counts_every_counter(table: Table) -> None:
    """CR 107.3c: three charge counters add {B}{B}{B}; with none the trigger adds nothing."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(0, "Altar of Shadows", counters={"charge": 3})
    table.battlefield(1, "Altar of Shadows")
    table.next_turn()
    table.resolve_all()
    assert _pool(table, 1) == []
    table.go_to(Step.MAIN1, turn=3)
    table.resolve_all()
    assert _pool(table) == ["B", "B", "B"]


@kit
def test_eladamris_vineyard_gives_each_player_green(table: Table) -> None:
    """CR 603.7c, 106.4: Alice controls the Vineyard; at Bob's precombat main phase Bob adds
    {G}{G}, Alice nothing; at hers, she does. Bob spends it on his Grizzly Bears."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(0, "Eladamri's Vineyard")
    table.next_turn()
    table.resolve_all()
    assert _pool(table, 1) == ["G", "G"] and _pool(table) == []
    table.hand(1, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve()
    assert "Grizzly Bears" in table.names("battlefield", 1) and _pool(table, 1) == []
    table.go_to(Step.MAIN1, turn=3)
    table.resolve_all()
    assert _pool(table) == ["G", "G"] and _pool(table, 1) == []


CORPUS = OracleCorpusSource.default_path()


@pytest.mark.skipif(CORPUS is None or not CORPUS.is_file(), reason="Oracle corpus not installed")
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed card as the Oracle corpus has it."""
    assert_printed(PRINTED)
