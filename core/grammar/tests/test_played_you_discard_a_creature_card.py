""""Whenever you discard a creature / land / noncreature, nonland card, ..." played (CR
701.9a, 205.2a, 603.2, 605.1b).

Bob's Mind Rot makes Alice discard Grizzly Bears and Lightning Bolt: Bone Miser makes her a
2/2 Zombie (creature card) and draws her a card (noncreature, nonland card). Discarding a
Forest adds {B}{B} to her pool (not a mana ability: it uses the stack). Bob discarding
his own creature card to Alice's Mind Rot makes nothing.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

BONE_MISER = CardDef(
    name="Bone Miser", mana_cost="{4}{B}", type_line="Creature — Zombie Wizard", power="4",
    toughness="4",
    text="Whenever you discard a creature card, create a 2/2 black Zombie creature token.\n"
         "Whenever you discard a land card, add {B}{B}.\nWhenever you discard a noncreature, "
         "nonland card, draw a card.")
MIND_ROT = CardDef(
    name="Mind Rot", mana_cost="{2}{B}", type_line="Sorcery",
    text="Target player discards two cards.")

CARDS = (BONE_MISER, MIND_ROT)
kit = pytest.mark.plugins(extra={"miser-kit": card_pool("miser-kit", CARDS)})


def _zombies(table: Table, player: int) -> list[str]:
    return [n for n in table.names(Zone.BATTLEFIELD, player) if "Zombie Token" in n]


def _bob_mind_rots_alice(table: Table) -> None:
    table.set_turn(active=1, turn=2)
    table.mana(1, "BBB")
    table.hand(1, "Mind Rot")
    table.cast("Mind Rot", targets=["Alice"])
    table.resolve()


@kit
def test_discarding_a_creature_and_an_instant(table: Table) -> None:
    """CR 701.9a: Bears (creature card): a 2/2 Zombie; Bolt (noncreature, nonland): a draw."""
    table.battlefield(0, "Bone Miser")
    table.library(0, "Island")
    table.hand(0, "Grizzly Bears", "Lightning Bolt")
    _bob_mind_rots_alice(table)
    table.resolve_all()
    assert len(_zombies(table, 0)) == 1
    assert table.names(Zone.HAND, 0) == ["Island"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Grizzly Bears", "Lightning Bolt"]


@kit
def test_discarding_a_land_adds_two_black(table: Table) -> None:
    """CR 605.1b: Forest discarded: {B}{B} as the trigger resolves (it uses the stack: it
    doesn't trigger from a mana ability); Bears: one Zombie; nothing drawn."""
    table.battlefield(0, "Bone Miser")
    table.library(0, "Island")
    table.hand(0, "Forest", "Grizzly Bears")
    _bob_mind_rots_alice(table)
    assert len(table.names(Zone.STACK)) == 2
    table.resolve_all()
    assert sorted(u.color for u in table.game.player(0).mana_pool) == ["B", "B"]
    assert len(_zombies(table, 0)) == 1
    assert table.names(Zone.HAND, 0) == []


@kit
def test_an_opponent_discarding_triggers_nothing(table: Table) -> None:
    """The near miss: Alice's Mind Rot on Bob: his Bears and Bolt discarded: nothing."""
    table.battlefield(0, "Bone Miser")
    table.library(0, "Island")
    table.hand(1, "Grizzly Bears", "Lightning Bolt")
    table.mana(0, "BBB")
    table.hand(0, "Mind Rot")
    table.cast("Mind Rot", targets=["Bob"])
    table.resolve()
    assert table.names(Zone.STACK) == []
    assert _zombies(table, 0) == [] and _zombies(table, 1) == []
    assert table.names(Zone.HAND, 0) == []


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
