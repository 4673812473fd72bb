""""During your turn, equipped creature gets +1/+1 and has first strike", played from a
printed card (CR 611.3a, 102.1, 613.4c, 613.1f, 301.5).

Hook Swords enters, creates a 1/1 white Ally token and attaches itself to it: during its
controller's turn the token is a 2/2 with first strike; during the opponent's turn a 1/1
without it. The bonus follows the Equipment to another creature.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

HOOK_SWORDS = CardDef(
    name="Hook Swords", mana_cost="{2}{R/W}", type_line="Artifact — Equipment",
    text="When this Equipment enters, create a 1/1 white Ally creature token, then attach this "
         "Equipment to it.\nDuring your turn, equipped creature gets +1/+1 and has first "
         "strike.\nEquip {3}")

CARDS = (HOOK_SWORDS,)
kit = pytest.mark.plugins(extra={"hook-swords-kit": card_pool("hook-swords-kit", CARDS)})


@kit
def test_hook_swords_bonus_only_during_its_controllers_turn(table: Table) -> None:
    """CR 611.3a, 102.1: +1/+1 and first strike while its controller is the active player;
    on the opponent's turn the token is a plain 1/1."""
    table.lands(0, "Mountain", 3)
    table.hand(0, "Hook Swords")
    table.library(0, "Wastes", "Wastes")
    table.library(1, "Wastes", "Wastes")
    table.cast("Hook Swords")
    table.resolve_all()
    token = table.find("Ally Token")
    assert table.find("Hook Swords").attached_to == token.id
    assert (table.power("Ally Token"), table.toughness("Ally Token")) == (2, 2)
    assert table.has_keyword("Ally Token", "first strike")
    table.go_to(Step.MAIN1, turn=table.game.state.turn.number + 1)
    assert table.game.active_player == 1
    assert (table.power("Ally Token"), table.toughness("Ally Token")) == (1, 1)
    assert not table.has_keyword("Ally Token", "first strike")


@kit
def test_hook_swords_bonus_moves_with_the_equipment(table: Table) -> None:
    """CR 301.5: "equipped creature" is the one it is attached to now: re-equipped to
    Grizzly Bears, the Bears get the bonus and the token loses it."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Mountain", 6)
    table.hand(0, "Hook Swords")
    table.cast("Hook Swords")
    table.resolve_all()
    table.activate("Hook Swords", targets=["Grizzly Bears"])
    table.resolve()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)
    assert table.has_keyword("Grizzly Bears", "first strike")
    assert table.power("Ally Token") == 1
    assert not table.has_keyword("Ally Token", "first strike")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
