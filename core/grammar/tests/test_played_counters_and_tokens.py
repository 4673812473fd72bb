"""Printed cards that put counters or create tokens, cast and played (CR 122.6, 701.16).

"This creature enters with N counters on it" is a replacement effect (CR 614.1c): the
permanent enters with them, its P/T counts them (613.4c). "Investigate" creates a Clue token
(CR 701.16a, 111.10f) whose ability draws a card. The cards come with their exact Oracle
definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

FAITHFUL_WATCHDOG = CardDef(
    name="Faithful Watchdog", mana_cost="{G}{W}", type_line="Creature — Dog",
    text="Vigilance\nThis creature enters with three +1/+1 counters on it.",
    power="0", toughness="0")
THRABEN_INSPECTOR = CardDef(
    name="Thraben Inspector", mana_cost="{W}", type_line="Creature — Human Soldier",
    text='When this creature enters, investigate. (Create a Clue token. It\'s an artifact '
         'with "{2}, Sacrifice this token: Draw a card.")', power="1", toughness="2")

CARDS = (FAITHFUL_WATCHDOG, THRABEN_INSPECTOR)

kit = pytest.mark.plugins(extra={"proveb-counters-kit": card_pool("proveb-counters-kit", CARDS)})


@kit
def test_faithful_watchdog_enters_with_three_counters(table: Table) -> None:
    """CR 614.1c, 122.6: cast from hand, Faithful Watchdog (0/0) enters with three +1/+1
    counters: a 3/3 (613.4c) that the state-based actions leave alone (704.5f)."""
    table.lands(0, "Forest", 1)
    table.lands(0, "Plains", 1)
    table.hand(0, "Faithful Watchdog")
    table.cast("Faithful Watchdog")
    table.resolve()
    table.assert_zone("Faithful Watchdog", Zone.BATTLEFIELD, 0)
    table.assert_counters("Faithful Watchdog", "+1/+1", 3)
    assert (table.power("Faithful Watchdog"), table.toughness("Faithful Watchdog")) == (3, 3)
    assert table.has_keyword("Faithful Watchdog", "vigilance")


@kit
def test_thraben_inspector_investigates_and_the_clue_draws(table: Table) -> None:
    """CR 603.2, 701.16a: when Thraben Inspector enters, its controller creates a Clue token,
    an artifact with "{2}, Sacrifice this token: Draw a card." (111.10f); activating it
    sacrifices it (the token ceases to exist, 111.7) and draws a card. Without {2} the
    activation is refused, the game as it was (CR 602.2b, 732)."""
    table.lands(0, "Plains", 1)
    table.library(0, "Island")
    table.hand(0, "Thraben Inspector")
    table.cast("Thraben Inspector")
    table.resolve()  # the creature spell
    table.assert_zone("Thraben Inspector", Zone.BATTLEFIELD, 0)
    assert "Clue Token" not in table.names(Zone.BATTLEFIELD, 0)
    table.resolve()  # its enters trigger
    # CR 111.4: a token named by no effect is named after its subtype plus "Token"
    assert table.names(Zone.BATTLEFIELD, 0).count("Clue Token") == 1
    clue = table.find("Clue Token", zone=Zone.BATTLEFIELD)
    chars = table.game.chars(clue.id)
    assert chars.type_line.card_types == ("Artifact",)
    assert chars.type_line.subtypes == ("Clue",)
    table.assert_illegal(table.activate, "Clue Token")  # no mana for {2}
    table.lands(0, "Plains", 2)
    table.activate("Clue Token")
    # sacrificed as a cost (CR 602.2b, 701.21a)
    assert "Clue Token" not in table.names(Zone.BATTLEFIELD, 0)
    table.resolve()
    assert "Island" in table.names(Zone.HAND, 0)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has them."""
    assert_printed(CARDS)
