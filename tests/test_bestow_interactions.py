"""Bestow (CR 702.103) with the other keywords: one alternative cost only (118.9a), so a
card with bestow and escape cast from the graveyard is never bestowed; flash lets a card be
cast bestowed at instant speed (702.8a); an Aura bestowed on a land creature made by
earthbend (701.66a) becomes a creature again when that land leaves (702.103f), and the
land comes back a new object (400.7) the Aura doesn't enchant."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import CastSpell, Step, Zone


def offered(table: Table, permission: str, player: int = 0) -> list[str]:
    decision = table.game.pending()
    assert decision is not None and decision.player == player
    return [a.name for a in decision.options
            if isinstance(a, CastSpell) and a.permission == permission]


def bestow_and_escape(table: Table) -> Any:
    """A test card (not printed) with both alternative costs."""
    return table.card("Test Nyx Phoenix", "Enchantment Creature — Phoenix",
                      "Bestow {1}{R}\nEscape—{R}, Exile two other cards from your "
                      "graveyard.\nEnchanted creature gets +1/+1.", "{R}", "1", "1")


@pytest.mark.plugins("bestow", "escape")
def test_118_9a_from_the_graveyard_escape_only_never_bestowed(table: Table) -> None:
    """In the graveyard the card can be cast with escape (702.138a), not bestowed: bestow's
    permission is its owner's hand's, and escape's cost is the one alternative cost
    (118.9a). Escaped, it is a creature spell and a creature (not an Aura, 702.103b)."""
    phoenix = bestow_and_escape(table)
    table.battlefield(0, "Grizzly Bears")
    table.graveyard(0, phoenix, "Forest", "Island")
    table.mana(0, "CRR")
    assert offered(table, "escape") == ["Test Nyx Phoenix"]
    assert offered(table, "bestow") == []
    table.assert_illegal(table.cast, "Test Nyx Phoenix", using="bestow",
                         zone=Zone.GRAVEYARD, targets=["Grizzly Bears"])
    table.cast("Test Nyx Phoenix", using="escape", exile=["Forest", "Island"])
    table.resolve()
    escaped = table.find("Test Nyx Phoenix")
    assert table.game.chars(escaped.id).is_creature and escaped.attached_to is None
    assert table.power("Grizzly Bears") == 2


@pytest.mark.plugins("bestow", "escape")
def test_118_9a_from_the_hand_bestowed_or_for_its_mana_cost(table: Table) -> None:
    """In the hand: bestowed (its bestow cost) or its mana cost; escape is not offered
    there (702.138a)."""
    phoenix = bestow_and_escape(table)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, phoenix)
    table.mana(0, "CR")
    assert offered(table, "bestow") == ["Test Nyx Phoenix"]
    assert offered(table, "escape") == []
    table.cast("Test Nyx Phoenix", using="bestow", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 3


@pytest.mark.plugins("bestow", "flashback")
def test_118_9a_flashback_doesnt_make_a_bestow_card_castable_from_the_graveyard(
        table: Table) -> None:
    """Flashback gives its permission to instants and sorceries with flashback (702.34a);
    a bestow card in the graveyard has neither permission."""
    table.battlefield(0, "Grizzly Bears")
    table.graveyard(0, "Nyxborn Rollicker")
    table.mana(0, "CRR")
    assert offered(table, "bestow") == [] and offered(table, "flashback") == []


@pytest.mark.plugins("bestow")
def test_702_8a_boon_satyr_bestowed_in_the_opponents_end_step(table: Table) -> None:
    """Flash: Boon Satyr cast bestowed during Bob's end step on Alice's Grizzly Bears."""
    table.battlefield(0, "Grizzly Bears")
    table.set_turn(active=1, step=Step.END)
    table.pass_priority()  # Bob passes: Alice has priority
    table.mana(0, "CCCGG")
    table.hand(0, "Boon Satyr")
    table.cast("Boon Satyr", using="bestow", targets=["Grizzly Bears"])
    table.resolve()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (6, 4)
    satyr = table.find("Boon Satyr")
    assert not table.game.chars(satyr.id).is_creature


@pytest.mark.plugins("bestow", "earthbend")
def test_702_103f_bestowed_on_an_earthbent_land_that_dies(table: Table) -> None:
    """Earthbending Lesson makes Alice's Forest a 4/4 land creature (701.66a); Nyxborn
    Rollicker bestowed on it (a creature: enchant creature allows it, 303.4a) makes it 5/5.
    Murder destroys it: the Forest returns tapped (603.7), a new object (400.7); the
    Rollicker, attached to nothing, becomes unattached and ceases to be bestowed: a 1/1
    creature, not in the graveyard (702.103f), not attached to the new Forest."""
    table.mana(0, "GGGG")
    table.hand(0, "Earthbending Lesson")
    table.battlefield(0, "Forest")
    table.cast("Earthbending Lesson", targets=["Forest"])
    table.resolve()
    table.mana(0, "CR")
    table.hand(0, "Nyxborn Rollicker")
    table.cast("Nyxborn Rollicker", using="bestow", targets=["Forest"])
    table.resolve()
    assert (table.power("Forest"), table.toughness("Forest")) == (5, 5)
    table.mana(0, "CBB")
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Forest"])
    while table.game.ids_in(Zone.STACK):
        table.resolve()
    table.assert_logged(rule="702.103f")
    rollicker = table.find("Nyxborn Rollicker")
    assert rollicker.zone is Zone.BATTLEFIELD and rollicker.attached_to is None
    assert table.game.chars(rollicker.id).is_creature
    forest = table.find("Forest", zone=Zone.BATTLEFIELD)
    assert forest.tapped and not table.game.chars(forest.id).is_creature
