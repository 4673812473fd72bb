"""Printed Pithing Needle and Phyrexian Revoker, played: "As this artifact enters, choose a
card name." / "As this creature enters, choose a nonland card name." and "Activated abilities
of sources with the chosen name can't be activated [unless they're mana abilities]." (CR
614.12, 201.4, 602.5, 605.1a, 613.11).

The name is chosen as the permanent enters; no activated ability of an object with that
name can be activated, whoever controls it and in whatever zone it is (cycling from a hand);
Pithing Needle excepts mana abilities, Phyrexian Revoker doesn't (a mana ability is an
activated ability, 605.1a), so the payment can't use it either. A refused activation leaves
the game as it was (CR 732); other objects' abilities are activated as usual.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

PITHING_NEEDLE = CardDef(
    name="Pithing Needle", mana_cost="{1}", type_line="Artifact",
    text="As this artifact enters, choose a card name.\nActivated abilities of sources with "
         "the chosen name can't be activated unless they're mana abilities.")
PHYREXIAN_REVOKER = CardDef(
    name="Phyrexian Revoker", mana_cost="{2}", type_line="Artifact Creature — Phyrexian Horror",
    power="2", toughness="1",
    text="As this creature enters, choose a nonland card name.\nActivated abilities of "
         "sources with the chosen name can't be activated.")

CARDS = (PITHING_NEEDLE, PHYREXIAN_REVOKER)
kit = pytest.mark.plugins("cycling",
                          extra={"chosen-name-activation-kit":
                                 card_pool("chosen-name-activation-kit", CARDS)})


def _enters_naming(table: Table, card: str, name: str) -> None:
    """Alice casts ``card`` and names ``name`` as it enters."""
    table.hand(0, card)
    table.lands(0, "Wastes", 2)
    table.cast(card)
    table.answer("name", name)
    table.resolve()
    table.assert_zone(card, Zone.BATTLEFIELD, 0)


@kit
def test_the_needle_stops_the_named_permanents_ability(table: Table) -> None:
    """CR 602.5: Prodigal Pyromancer named: Bob can't activate his Pyromancer's ability;
    nothing happened (CR 732); Alice's Prodigal Pyromancer is stopped too."""
    _enters_naming(table, "Pithing Needle", "Prodigal Pyromancer")
    table.battlefield(0, "Prodigal Pyromancer")
    table.assert_illegal(table.activate, "Prodigal Pyromancer", targets=["Bob"])
    table.set_turn(active=1, turn=2)
    table.battlefield(1, "Prodigal Pyromancer")
    table.assert_illegal(table.activate, "Prodigal Pyromancer", targets=["Alice"])
    assert table.life(0) == 20
    assert not table.find("Prodigal Pyromancer", player=1).tapped


@kit
def test_the_needle_stops_cycling_from_a_hand_but_not_mana_abilities(table: Table) -> None:
    """CR 602.5: Barren Moor named: it can't be cycled from Alice's hand (its cycling is an
    activated ability of a source with that name, in any zone); CR 605.1a: a Barren Moor on
    the battlefield still taps for {B} ("unless they're mana abilities"), which pays for
    Typhoid Rats, Alice's only black source."""
    _enters_naming(table, "Pithing Needle", "Barren Moor")
    table.hand(0, "Barren Moor", "Typhoid Rats")
    table.lands(0, "Swamp", 1)  # would pay for the cycling {B}
    table.assert_illegal(table.activate, "Barren Moor")
    table.assert_zone("Barren Moor", Zone.HAND, 0)
    table.game.take_out(table.find("Swamp").id)
    table.battlefield(0, "Barren Moor")
    table.cast("Typhoid Rats")
    assert table.find("Barren Moor", zone=Zone.BATTLEFIELD).tapped
    table.resolve()
    table.assert_zone("Typhoid Rats", Zone.BATTLEFIELD, 0)


@kit
def test_the_revoker_stops_mana_abilities_too(table: Table) -> None:
    """CR 605.1a: Llanowar Elves named by Phyrexian Revoker: the Elves' mana ability can't be
    activated, so Alice, with no other green source, can't cast Giant Growth."""
    _enters_naming(table, "Phyrexian Revoker", "Llanowar Elves")
    table.battlefield(0, "Llanowar Elves")
    table.hand(0, "Giant Growth")
    table.assert_illegal(table.cast, "Giant Growth", targets=["Llanowar Elves"])
    assert not table.find("Llanowar Elves").tapped
    table.assert_zone("Giant Growth", Zone.HAND, 0)


@kit
def test_a_needle_naming_something_else_stops_nothing_here(table: Table) -> None:
    """The near miss: Lightning Bolt named: the Pyromancer's ability is activated as usual."""
    _enters_naming(table, "Pithing Needle", "Lightning Bolt")
    table.battlefield(0, "Prodigal Pyromancer")
    table.activate("Prodigal Pyromancer", targets=["Bob"])
    table.resolve()
    assert table.life(1) == 19


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
