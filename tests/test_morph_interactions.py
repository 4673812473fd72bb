"""Morph (CR 702.37, 708) with the keywords already shipped, each interaction citing the
rule it turns on. No printed card has morph and escape: that test compiles a test card from
the two printed texts (``Table.card``), named as such.

Run with those plugins enabled; the morph package's own suite runs it alone.
"""

from __future__ import annotations

import pytest

from manastack.api import FACE_DOWN, IllegalActionError, Step, Zone
from manastack.driver import Table

#: Krosan Colossus's morph line with Ox of Agonas's escape line.
MORPH_ESCAPE = ("Morph {6}{G}{G} (You may cast this card face down as a 2/2 creature for "
                "{3}. Turn it face up any time for its morph cost.)\nEscape—{G}{G}, Exile two "
                "other cards from your graveyard. (You may cast this card from your graveyard "
                "for its escape cost.)")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def bolt_it(table: Table, name: str) -> None:
    """Bob's Lightning Bolt at ``name`` (3 damage, 120.3)."""
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.pass_priority()
    table.cast("Lightning Bolt", targets=[name])
    resolve_stack(table)


@pytest.mark.plugins("morph", "haste")
def test_702_10b_a_face_down_creature_given_haste_attacks_at_once(table: Table) -> None:
    """Fervor gives Alice's creatures haste (613.1f, layer 6): the face-down 2/2, which has
    no abilities of its own (708.2a, layer 1), has haste on top of them and attacks the
    turn it came under her control (702.10b, 302.6)."""
    table.battlefield(0, "Fervor")
    table.lands(0, "Forest", 3)
    table.hand(0, "Krosan Colossus")
    table.cast("Krosan Colossus", using="morph")
    resolve_stack(table)
    oid = table.find("Krosan Colossus").id
    assert "haste" in table.game.chars(oid).keywords
    table.go_to(Step.DECLARE_ATTACKERS)
    table.attack("Krosan Colossus")
    table.go_to(Step.END)
    table.assert_life(1, 18)


@pytest.mark.plugins("morph", "haste")
def test_302_6_without_haste_the_face_down_creature_cant_attack(table: Table) -> None:
    table.lands(0, "Forest", 3)
    table.hand(0, "Krosan Colossus")
    table.cast("Krosan Colossus", using="morph")
    resolve_stack(table)
    table.go_to(Step.DECLARE_ATTACKERS)
    with pytest.raises(IllegalActionError):
        table.attack("Krosan Colossus")


@pytest.mark.plugins("morph", "escape")
def test_708_9_702_138a_dead_face_down_it_is_face_up_and_escapes(table: Table) -> None:
    """A test card: Krosan Colossus's morph with Ox of Agonas's escape. Face down it has no
    escape (708.2a); killed, it goes to the graveyard face up (708.9), where its escape
    works (702.138a): cast for {G}{G} and two other cards exiled, face up, a 9/9."""
    card = table.card("Escaping Colossus", "Creature — Beast", MORPH_ESCAPE, "{6}{G}{G}{G}",
                      "9", "9")
    table.battlefield(0, "Forest", "Forest", "Forest")
    table.hand(0, card)
    table.cast("Escaping Colossus", using="morph")
    resolve_stack(table)
    bolt_it(table, "Escaping Colossus")
    dead = table.find("Escaping Colossus", zone=Zone.GRAVEYARD)
    assert not dead.tags.get(FACE_DOWN)
    table.assert_logged(rule="708.9")
    table.graveyard(0, "Island", "Island")
    table.library(0, *["Island"] * 4)
    table.library(1, *["Island"] * 4)
    table.next_turn()
    table.next_turn()
    table.lands(0, "Forest", 2)
    table.cast("Escaping Colossus", using="escape", zone=Zone.GRAVEYARD)
    resolve_stack(table)
    oid = table.find("Escaping Colossus", zone=Zone.BATTLEFIELD).id
    assert (table.game.power(oid), table.game.toughness(oid)) == (9, 9)
    assert not table.game.obj(oid).tags.get(FACE_DOWN)


@pytest.mark.plugins("morph", "delve")
def test_702_66a_a_dead_face_down_creature_is_exiled_to_pay_for_delve(table: Table) -> None:
    """Killed face down, Krosan Colossus is a card in Alice's graveyard (708.9): Treasure
    Cruise's delve exiles it with six others to pay for {7} (702.66a)."""
    table.lands(0, "Island", 3)
    table.hand(0, "Krosan Colossus")
    table.cast("Krosan Colossus", using="morph")
    resolve_stack(table)
    bolt_it(table, "Krosan Colossus")
    table.graveyard(0, *["Island"] * 6)
    table.library(0, *["Island"] * 8)
    table.library(1, *["Island"] * 8)
    table.next_turn()
    table.next_turn()
    table.hand(0, "Treasure Cruise")
    table.cast("Treasure Cruise")
    resolve_stack(table)
    table.assert_zone("Krosan Colossus", Zone.EXILE, 0)
    table.assert_zone("Treasure Cruise", Zone.GRAVEYARD, 0)
