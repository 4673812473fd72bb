"""Printed "Whenever an opponent casts a spell, you may draw a card unless that player pays
[cost]." (Rhystic Study, Mystic Remora), played (CR 603.7c, 118.12, 118.3, 603.5).

"That player" is the opponent who cast the spell: asked first, they may pay; only if they
don't is the enchantment's controller asked whether to draw. Unable to pay, they are not
asked. The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

RHYSTIC_STUDY = CardDef(
    name="Rhystic Study", mana_cost="{2}{U}", type_line="Enchantment",
    text="Whenever an opponent casts a spell, you may draw a card unless that player pays {1}.")
MYSTIC_REMORA = CardDef(
    name="Mystic Remora", mana_cost="{U}", type_line="Enchantment",
    keywords=("Cumulative upkeep",),
    text="Cumulative upkeep {1} (At the beginning of your upkeep, put an age counter on this "
         "permanent, then sacrifice it unless you pay its upkeep cost for each age counter on "
         "it.)\nWhenever an opponent casts a noncreature spell, you may draw a card unless that "
         "player pays {4}.")

CARDS = (RHYSTIC_STUDY, MYSTIC_REMORA)
kit = pytest.mark.plugins("cumulative_upkeep", extra={
    "unless-that-player-kit": card_pool("unless-that-player-kit", CARDS)})


def _bob_casts_bears(table: Table, forests: int) -> None:
    table.library(0, "Island", "Island")
    table.set_turn(active=1)
    table.lands(1, "Forest", forests)
    table.hand(1, "Grizzly Bears")
    table.cast("Grizzly Bears")


@kit
def test_rhystic_study_bob_declines_alice_draws(table: Table) -> None:
    """CR 118.12, 603.5: Bob could pay {1} but declines; then Alice chooses to draw."""
    table.battlefield(0, "Rhystic Study")
    _bob_casts_bears(table, 3)
    pays = table.watch_decisions("pay_unless")
    mays = table.watch_decisions("may")
    table.resolve(answers=[Answer("pay_unless", (False,), player=1),
                           Answer("may", ("yes",), player=0)])
    assert [d.player for d in pays] == [1]
    assert [d.player for d in mays] == [0]
    assert len(table.names(Zone.HAND, 0)) == 1
    assert table.tapped_count(1, "Forest") == 2


@kit
def test_rhystic_study_bob_pays_and_alice_is_not_asked(table: Table) -> None:
    """CR 118.12: Bob pays {1}: Alice draws nothing and isn't asked whether to."""
    table.battlefield(0, "Rhystic Study")
    _bob_casts_bears(table, 3)
    mays = table.watch_decisions("may")
    table.resolve(answers=[Answer("pay_unless", (True,), player=1)])
    assert mays == []
    assert table.names(Zone.HAND, 0) == []
    assert table.tapped_count(1, "Forest") == 3


@kit
def test_rhystic_study_unpaid_alice_may_decline(table: Table) -> None:
    """CR 603.5: Bob can't pay (his Forests paid for the Bears); Alice declines to draw."""
    table.battlefield(0, "Rhystic Study")
    _bob_casts_bears(table, 2)
    pays = table.watch_decisions("pay_unless")
    table.resolve(answers=[Answer("may", ("no",), player=0)])
    assert pays == []
    assert table.names(Zone.HAND, 0) == []
    assert len(table.names(Zone.LIBRARY, 0)) == 2


@kit
def test_rhystic_study_ignores_its_controllers_spells(table: Table) -> None:
    """CR 603.2: Alice casting a spell is no opponent casting one: no trigger."""
    table.battlefield(0, "Rhystic Study")
    table.library(0, "Island")
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()
    assert table.names(Zone.HAND, 0) == []


@kit
def test_mystic_remora_noncreature_spell_unpaid_draws(table: Table) -> None:
    """CR 118.3: Bob can't pay {4} after Giant Growth: Alice draws a card."""
    table.battlefield(0, "Mystic Remora")
    table.battlefield(1, "Grizzly Bears")
    table.library(0, "Island")
    table.set_turn(active=1)
    table.lands(1, "Forest", 2)
    table.hand(1, "Giant Growth")
    table.cast("Giant Growth", targets=["Grizzly Bears"])
    table.resolve(answers=[Answer("may", ("yes",), player=0)])
    assert table.names(Zone.HAND, 0) == ["Island"]


@kit
def test_mystic_remora_ignores_creature_spells(table: Table) -> None:
    """CR 603.2: a creature spell doesn't trigger it."""
    table.battlefield(0, "Mystic Remora")
    _bob_casts_bears(table, 2)
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()
    assert table.names(Zone.HAND, 0) == []


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
