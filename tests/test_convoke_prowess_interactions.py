"""Convoke and prowess with the keywords already shipped (CR 702.51, 702.108; 702.34
flashback, 702.138 escape, 702.66 delve).

Run with those plugins enabled; each plugin's own suite runs it alone.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.objects import Zone

pytestmark = pytest.mark.plugins("convoke", "prowess", "flashback", "escape", "delve")


def tapped(table: Table, name: str, player: int = 0) -> int:
    return sum(1 for o in table.game.battlefield(player) if o.card.name == name and o.tapped)


def past_in_flames(table: Table) -> None:
    """Cast Past in Flames: each instant and sorcery card in the graveyard gains flashback
    until end of turn, its flashback cost its mana cost (702.34a)."""
    table.lands(0, "Mountain", 4)
    table.hand(0, "Past in Flames")
    table.cast("Past in Flames")
    table.resolve()


def test_702_51b_convoke_pays_part_of_a_flashback_cost(table: Table) -> None:
    """Stoke the Flames cast by flashback (Past in Flames): its flashback cost {2}{R}{R} is the
    locked total (601.2f); two red creatures pay {R}{R}, a green one {1}, a Mountain the
    other {1} (601.2g-h). Then it is exiled (702.34a)."""
    table.graveyard(0, "Stoke the Flames")
    past_in_flames(table)
    table.battlefield(0, "Boggart Brute", "Boggart Brute", "Grizzly Bears")
    table.lands(0, "Mountain", 1)
    table.cast("Stoke the Flames", using="flashback", zone=Zone.GRAVEYARD, targets=["Bob"],
               pay_with={"convoke": ["Boggart Brute", "Boggart Brute", "Grizzly Bears"]})
    table.assert_logged(rule="601.2h", contains="3 mana paid by convoke")
    assert tapped(table, "Boggart Brute") == 2 and tapped(table, "Grizzly Bears") == 1
    assert all(o.tapped for o in table.game.battlefield(0) if o.card.name == "Mountain")
    table.resolve()
    table.assert_life(1, 16)
    table.assert_zone("Stoke the Flames", Zone.EXILE)


def test_702_51b_convoke_pays_part_of_an_escape_costs_mana(table: Table) -> None:
    """Underworld Breach gives Siege Wurm escape: {5}{G}{G} plus exiling three other cards
    (702.138a). Seven green creatures pay the whole mana part; the three cards are exiled
    as the other part of the cost (601.2h)."""
    table.battlefield(0, "Underworld Breach")
    table.graveyard(0, "Siege Wurm", "Island", "Swamp", "Plains")
    table.battlefield(0, *["Grizzly Bears"] * 7)
    table.cast("Siege Wurm", using="escape", zone=Zone.GRAVEYARD,
               exile=["Island", "Swamp", "Plains"],
               pay_with={"convoke": ["Grizzly Bears"] * 7})
    assert tapped(table, "Grizzly Bears") == 7
    assert sorted(table.names(Zone.EXILE)) == ["Island", "Plains", "Swamp"]
    table.resolve()
    table.assert_zone("Siege Wurm", Zone.BATTLEFIELD)


def test_601_2h_convoke_and_delve_on_one_spell(table: Table) -> None:
    """A spell with both (Hogaak's pair of keywords, on a test card): delve exiles cards for
    generic mana (702.66a), convoke taps creatures for generic or coloured mana (702.51a);
    neither pays what the other paid, and the spell's own card isn't among them."""
    card = table.card("Test Convoked Delver", "Sorcery", "Convoke, delve\nDraw two cards.",
                      "{5}{G}")
    table.hand(0, card)
    table.graveyard(0, "Island", "Swamp", "Plains")
    table.battlefield(0, "Grizzly Bears", "Grizzly Bears", "Memnite")
    table.library(0, "Forest", "Forest")
    table.cast("Test Convoked Delver",
               pay_with={"delve": ["Island", "Swamp", "Plains"],
                         "convoke": ["Grizzly Bears", "Grizzly Bears", "Memnite"]})
    table.assert_logged(rule="601.2h", contains="3 generic mana paid by delve")
    table.assert_logged(rule="601.2h", contains="3 mana paid by convoke")
    assert sorted(table.names(Zone.EXILE)) == ["Island", "Plains", "Swamp"]
    assert all(o.tapped for o in table.game.battlefield(0))
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Forest", "Forest"]


def test_601_2h_convoke_and_delve_cant_pay_more_than_the_cost(table: Table) -> None:
    """Six generic-or-green payers for {5}{G} and one card more: refused, nothing changes."""
    card = table.card("Test Convoked Delver", "Sorcery", "Convoke, delve\nDraw two cards.",
                      "{5}{G}")
    table.hand(0, card)
    table.graveyard(0, "Island", "Swamp", "Plains", "Forest")
    table.battlefield(0, "Grizzly Bears", "Grizzly Bears", "Memnite")
    table.assert_illegal(table.cast, "Test Convoked Delver",
                         pay_with={"delve": ["Island", "Swamp", "Plains", "Forest"],
                                   "convoke": ["Grizzly Bears", "Grizzly Bears", "Memnite"]},
                         rule="601.2h")


def test_702_108a_prowess_triggers_on_a_flashback_cast(table: Table) -> None:
    """A spell cast from the graveyard by flashback is cast (601.2i, 702.34a): prowess
    triggers, for Past in Flames (from the hand) and for Think Twice (by flashback)."""
    table.battlefield(0, "Jeskai Student")
    table.graveyard(0, "Think Twice")
    table.library(0, "Island", "Island")
    table.lands(0, "Island", 3)
    table.cast("Think Twice", using="flashback", zone=Zone.GRAVEYARD)
    table.assert_logged(rule="601.2a", contains="from graveyard (flashback")
    table.resolve()  # the prowess trigger
    assert table.power("Jeskai Student") == 2
    table.resolve()
    table.assert_zone("Think Twice", Zone.EXILE)
    assert table.power("Jeskai Student") == 2


def test_702_108a_a_convoked_spell_still_triggers_prowess(table: Table) -> None:
    """Tapping creatures for convoke doesn't stop them growing: Jeskai Student convokes Stoke
    the Flames (it's white: it pays {1}) and its prowess triggers as the spell is cast."""
    table.battlefield(0, "Jeskai Student", "Boggart Brute", "Boggart Brute")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Stoke the Flames")
    table.cast("Stoke the Flames", targets=["Bob"],
               pay_with={"convoke": ["Jeskai Student", "Boggart Brute", "Boggart Brute"]})
    table.resolve()
    assert table.power("Jeskai Student") == 2
    table.assert_tapped("Jeskai Student")
