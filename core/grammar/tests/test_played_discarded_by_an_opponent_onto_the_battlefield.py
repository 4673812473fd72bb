"""Printed "If a spell or ability an opponent controls causes you to discard this card, put it
onto the battlefield instead of putting it into your graveyard.", played (CR 614.1a, 701.9a,
113.6, 608.2, 118.3).

Alice's Mind Rot makes Bob discard Loxodon Smiter and a Forest: the Smiter enters the
battlefield under Bob's control, the Forest goes to his graveyard. Bob's own Mind Rot at
himself: the Smiter is put into his graveyard (no opponent's spell caused it). Dodecapod
enters with two +1/+1 counters.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

LOXODON_SMITER = CardDef(
    name="Loxodon Smiter", mana_cost="{1}{G}{W}", type_line="Creature — Elephant Soldier",
    text="This spell can't be countered.\nIf a spell or ability an opponent controls causes "
         "you to discard this card, put it onto the battlefield instead of putting it into "
         "your graveyard.", power="4", toughness="4")
DODECAPOD = CardDef(
    name="Dodecapod", mana_cost="{4}", type_line="Artifact Creature — Golem",
    text="If a spell or ability an opponent controls causes you to discard this card, put it "
         "onto the battlefield with two +1/+1 counters on it instead of putting it into your "
         "graveyard.", power="3", toughness="3")
MIND_ROT = CardDef(name="Mind Rot", mana_cost="{2}{B}", type_line="Sorcery",
                   text="Target player discards two cards.")

CARDS = (LOXODON_SMITER, DODECAPOD, MIND_ROT)
kit = pytest.mark.plugins(extra={"discard-kit": card_pool("discard-kit", CARDS)})


def _mind_rot(table: Table, caster: int, victim: str, *discarded: str) -> None:
    table.lands(caster, "Swamp", 3)
    table.hand(caster, "Mind Rot")
    if caster != 0:
        table.set_turn(active=caster)
    table.cast("Mind Rot", targets=[victim])
    table.answer("discard", *discarded, player=1)
    table.resolve()


@kit
def test_an_opponents_spell_puts_the_smiter_onto_the_battlefield(table: Table) -> None:
    """CR 614.1a, 701.9a: Alice's Mind Rot causes the discard: the Smiter enters."""
    table.hand(1, "Loxodon Smiter", "Forest")
    _mind_rot(table, 0, "Bob", "Loxodon Smiter", "Forest")
    table.assert_zone("Loxodon Smiter", Zone.BATTLEFIELD, 1)
    assert table.find("Loxodon Smiter").controller == 1
    assert table.names(Zone.GRAVEYARD, 1) == ["Forest"]
    assert table.names(Zone.HAND, 1) == []
    table.assert_logged(rule="614.1", contains="causes you to discard")


@kit
def test_its_owners_own_spell_puts_it_into_the_graveyard(table: Table) -> None:
    """CR 701.9a: Bob's own Mind Rot at himself: no opponent's spell: graveyard."""
    table.hand(1, "Loxodon Smiter", "Forest")
    _mind_rot(table, 1, "Bob", "Loxodon Smiter", "Forest")
    assert "Loxodon Smiter" in table.names(Zone.GRAVEYARD, 1)
    assert "Loxodon Smiter" not in table.names(Zone.BATTLEFIELD)


@kit
def test_dodecapod_enters_with_two_counters(table: Table) -> None:
    """CR 614.1c, 122.6: "with two +1/+1 counters on it": a 5/5 Dodecapod for Bob."""
    table.hand(1, "Dodecapod", "Forest")
    _mind_rot(table, 0, "Bob", "Dodecapod", "Forest")
    table.assert_zone("Dodecapod", Zone.BATTLEFIELD, 1)
    table.assert_counters("Dodecapod", "+1/+1", 2)
    assert table.power("Dodecapod") == 5


@kit
def test_the_smiter_cast_resolves_and_a_later_opponents_discard_is_its_owners_card(
        table: Table) -> None:
    """CR 608.3, 701.9a: Alice casts her Smiter (only a discard is replaced): it enters;
    Bob's Mind Rot at Alice then makes her discard a second Smiter, which enters too."""
    table.lands(0, "Forest", 2)
    table.lands(0, "Plains", 1)
    table.hand(0, "Loxodon Smiter")
    table.cast("Loxodon Smiter")
    table.resolve()
    table.assert_zone("Loxodon Smiter", Zone.BATTLEFIELD, 0)
    table.hand(0, "Loxodon Smiter", "Forest")
    table.lands(1, "Swamp", 3)
    table.hand(1, "Mind Rot")
    table.set_turn(active=1)
    table.cast("Mind Rot", targets=["Alice"])
    table.answer("discard", "Loxodon Smiter", "Forest", player=0)
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Loxodon Smiter") == 2
    assert table.names(Zone.GRAVEYARD, 0) == ["Forest"]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
