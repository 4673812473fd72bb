"""X defined by an earlier sentence of the same ability (CR 107.3c, 107.3i): "Create an X/X
... token, where X is half your life total, rounded up. It deals X damage to you." — the later
sentence's X is the X the first one defined, not an announced X (there is none: 107.3a), so
it isn't 0. Played with the printed cards (the ``oracle`` plugin's corpus)."""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step
from manastack_grammar.api import recognition

oracle = pytest.mark.plugins("oracle")


def _chapter_three(table: Table, life: int) -> None:
    """Chainer's Torment with two lore counters; Alice at ``life``; her next precombat main
    phase: the lore counter added after her draw step triggers chapter III (CR 714.3b)."""
    table.battlefield(0, "Chainer's Torment", counters={"lore": 2})
    table.library(0, "Swamp", "Swamp")
    table.library(1, "Swamp", "Swamp")
    table.game.update_player(0, life=life)
    table.refresh()
    table.set_turn(active=0, step=Step.UPKEEP, turn=3)
    table.go_to(Step.MAIN1, turn=3)
    table.resolve_all()


@oracle
def test_chainers_torment_the_token_deals_x_damage_to_you(table: Table) -> None:
    """CR 107.3i: at 20 life X is 10: a 10/10 Nightmare Horror, which deals 10 damage to
    Alice (120.3a); the Saga is then sacrificed (714.4)."""
    _chapter_three(table, 20)
    assert (table.power("Nightmare Horror Token"),
            table.toughness("Nightmare Horror Token")) == (10, 10)
    table.assert_life(0, 10)
    table.assert_life(1, 20)
    table.assert_logged(rule="120.3", contains="10 damage")
    table.assert_zone("Chainer's Torment", Zone.GRAVEYARD, 0)


@oracle
def test_chainers_torment_x_rounded_up_is_the_same_in_both_sentences(table: Table) -> None:
    """CR 107.3i: at 15 life X is 8 (half, rounded up) for the token and for the damage."""
    _chapter_three(table, 15)
    assert table.power("Nightmare Horror Token") == 8
    table.assert_life(0, 7)


@oracle
def test_the_ice_dancer_deals_x_damage_to_each_opponent(table: Table) -> None:
    """The Ice Dancer deals combat damage: a Gold token, then Alice draws X and gains X, where
    X is the number of artifact tokens she controls (1), and "deals X damage to each
    opponent": the same X (CR 107.3i), 1 more damage to Bob."""
    table.battlefield(0, "The Ice Dancer")
    table.library(0, "Island", "Island", "Island")
    table.library(1, "Island", "Island", "Island")
    table.attack("The Ice Dancer")
    table.go_to(Step.END)
    table.assert_life(1, 20 - 2 - 1)
    table.assert_life(0, 21)
    assert len(table.names(Zone.HAND, 0)) == 1


@oracle
def test_an_x_naming_things_of_its_own_sentence_is_not_carried(table: Table) -> None:
    """CR 107.3i: "where X is its power" names an object of its own sentence; a later
    sentence's X is refused, naming that sentence, rather than read with a guess."""
    card = CardDef(name="Test X Carrier", mana_cost="{2}", type_line="Creature — Test",
                   power="2", toughness="2",
                   text="When this creature enters, put X +1/+1 counters on target creature, "
                        "where X is its power. You gain X life.")
    found = recognition(table.game.rules, card)
    assert not found.complete
    assert any("You gain X life" in u for u in found.unrecognized)
