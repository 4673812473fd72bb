"""Printed "Whenever you cast a spell during an opponent's turn" and "Whenever you cast your
first spell during each opponent's turn", played (CR 601.2i, 603.2, 102.2).

Brineborn Cutthroat grows for each Lightning Bolt Alice casts in Bob's turn, not in hers.
Arena Trickster grows for the first of two spells Alice casts in Bob's turn only.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

CUTTHROAT = CardDef(
    name="Brineborn Cutthroat", mana_cost="{1}{U}", type_line="Creature — Merfolk Pirate",
    power="2", toughness="1",
    text="Flash (You may cast this spell any time you could cast an instant.)\nWhenever you "
         "cast a spell during an opponent's turn, put a +1/+1 counter on this creature.")
TRICKSTER = CardDef(
    name="Arena Trickster", mana_cost="{3}{R}", type_line="Creature — Human Shaman",
    power="3", toughness="3",
    text="Whenever you cast your first spell during each opponent's turn, put a +1/+1 counter "
         "on this creature.")

PRINTED = (CUTTHROAT, TRICKSTER)
kit = pytest.mark.plugins(extra={"opp-turn-kit": card_pool("opp-turn-kit", PRINTED)})


@kit
def test_cutthroat_grows_for_spells_in_the_opponents_turn(table: Table) -> None:
    """CR 102.2: Alice's Bolt in her own turn: nothing; two in Bob's turn: two counters."""
    table.battlefield(0, "Brineborn Cutthroat")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Lightning Bolt", "Lightning Bolt", "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve_all()
    table.assert_counters("Brineborn Cutthroat", "+1/+1", 0)
    table.set_turn(active=1, turn=2)
    table.pass_priority()  # Bob passes: Alice has priority in his turn
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve_all()
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve_all()
    table.assert_counters("Brineborn Cutthroat", "+1/+1", 2)
    table.assert_life(1, 11)


@kit
def test_trickster_grows_for_the_first_spell_only(table: Table) -> None:
    """CR 601.2i: of Alice's two spells in Bob's turn the first triggers it, not the second."""
    table.battlefield(0, "Arena Trickster")
    table.lands(0, "Mountain", 2)
    table.hand(0, "Lightning Bolt", "Lightning Bolt")
    table.set_turn(active=1, turn=2)
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve_all()
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve_all()
    table.assert_counters("Arena Trickster", "+1/+1", 1)
    table.assert_life(1, 14)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
