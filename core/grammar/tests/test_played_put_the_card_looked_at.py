""""Reveal the top card of your library. If it's a [kind] card, put it onto the battlefield.
Otherwise, put it into your hand / graveyard." played (Coiling Oracle, Call of the Wild,
Fecund Greenshell; CR 401.3, 608.2c).

The card revealed either matches and goes onto the battlefield, or goes to the hand (a move,
not a draw: CR 121.1) or the graveyard (not a mill: 701.17a). "If it's a land card, you may
put it onto the battlefield tapped. Otherwise, ..." (Fecund Greenshell): a land card the
player keeps out stays on top; only a card that isn't a land goes to the hand. The printed
cards are read from the Oracle corpus. "You may reveal that card and put it into your hand. If
you do, you lose life equal to its mana value" (Sorin the Mirthless): "its" is the card in
the hand (400.7, 608.2c).
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")


def _coiling_oracle(table: Table, top: str) -> None:
    """Alice casts Coiling Oracle with ``top`` on top of her library; it enters and its
    trigger resolves (CR 603.3)."""
    table.library(0, top, "Plains")
    table.mana(0, "GU")
    table.hand(0, "Coiling Oracle")
    table.cast("Coiling Oracle")
    table.resolve_all()


@oracle
def test_coiling_oracle_puts_a_land_onto_the_battlefield(table: Table) -> None:
    """CR 608.2c: a Forest revealed is a land card: onto the battlefield, not into the hand."""
    _coiling_oracle(table, "Forest")
    table.assert_zone("Forest", Zone.BATTLEFIELD, 0)
    assert table.names(Zone.HAND, 0) == []


@oracle
def test_coiling_oracle_puts_another_card_into_the_hand(table: Table) -> None:
    """CR 608.2c, 121.1: Grizzly Bears isn't a land card: into Alice's hand, a move and not a
    draw; the Plains under it stays in the library."""
    _coiling_oracle(table, "Grizzly Bears")
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]
    assert table.names(Zone.LIBRARY, 0) == ["Plains"]
    assert 0 not in table.game.state.turn.cards_drawn


def _call_of_the_wild(table: Table, top: str) -> None:
    """Alice activates Call of the Wild ({2}{G}{G}) with ``top`` on top of her library; the
    ability resolves."""
    table.battlefield(0, "Call of the Wild")
    table.library(0, top, "Plains")
    table.lands(0, "Forest", 4)
    table.activate("Call of the Wild")
    table.resolve_all()


@oracle
def test_call_of_the_wild_puts_a_noncreature_card_into_the_graveyard(table: Table) -> None:
    """CR 400.3, 701.17a: Shock revealed isn't a creature card: into Alice's graveyard, not
    milled."""
    _call_of_the_wild(table, "Shock")
    assert table.names(Zone.GRAVEYARD, 0) == ["Shock"]
    table.assert_not_logged(rule="701.17a")


@oracle
def test_call_of_the_wild_puts_a_creature_card_onto_the_battlefield(table: Table) -> None:
    """CR 608.2c: Grizzly Bears is a creature card: onto the battlefield under Alice's
    control."""
    _call_of_the_wild(table, "Grizzly Bears")
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    assert table.names(Zone.GRAVEYARD, 0) == []


def _fecund_greenshell(table: Table, top: str) -> None:
    """Alice casts Fecund Greenshell ({3}{G}{G}, a 4/6: its toughness is greater than its
    power) with ``top`` on top of her library; it enters and its trigger resolves."""
    table.library(0, top, "Plains")
    table.mana(0, "GGCCC")
    table.hand(0, "Fecund Greenshell")
    table.cast("Fecund Greenshell")
    table.resolve_all()
    table.assert_zone("Fecund Greenshell", Zone.BATTLEFIELD, 0)


@oracle
def test_fecund_greenshell_a_land_kept_out_stays_on_top(table: Table) -> None:
    """CR 608.2c: "Otherwise" is the case of a card that isn't a land card; a Forest Alice
    chooses not to put onto the battlefield stays on top of her library, not in her hand."""
    table.answer("may", "no")
    _fecund_greenshell(table, "Forest")
    assert table.names(Zone.LIBRARY, 0) == ["Forest", "Plains"]
    assert table.names(Zone.HAND, 0) == []
    table.assert_logged(rule="401.3")


@oracle
def test_fecund_greenshell_puts_a_land_onto_the_battlefield_tapped(table: Table) -> None:
    """CR 110.5b: a Forest Alice puts onto the battlefield enters tapped."""
    table.answer("may", "yes")
    _fecund_greenshell(table, "Forest")
    table.assert_zone("Forest", Zone.BATTLEFIELD, 0)
    table.assert_tapped("Forest", True)


@oracle
def test_fecund_greenshell_puts_a_nonland_card_into_the_hand(table: Table) -> None:
    """CR 608.2c: Grizzly Bears on top isn't a land card: into Alice's hand."""
    _fecund_greenshell(table, "Grizzly Bears")
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]


@oracle
def test_sorin_puts_the_card_into_the_hand_and_alice_loses_its_mana_value(table: Table) -> None:
    """CR 701.20a, 400.7: Hill Giant (mana value 4) revealed and put into Alice's hand: she
    loses 4 life; the Plains under it stays in her library."""
    table.battlefield(0, "Sorin the Mirthless", counters={"loyalty": 4})
    table.library(0, "Hill Giant", "Plains")
    table.answer("may", "yes")
    table.activate("Sorin the Mirthless")
    table.resolve_all()
    assert table.names(Zone.HAND, 0) == ["Hill Giant"]
    assert table.names(Zone.LIBRARY, 0) == ["Plains"]
    table.assert_life(0, 16)


@oracle
def test_sorin_declined_keeps_the_card_on_top(table: Table) -> None:
    """CR 608.2c: declined, nothing is revealed or moved and no life is lost."""
    table.battlefield(0, "Sorin the Mirthless", counters={"loyalty": 4})
    table.library(0, "Hill Giant", "Plains")
    table.answer("may", "no")
    table.activate("Sorin the Mirthless")
    table.resolve_all()
    assert table.names(Zone.LIBRARY, 0) == ["Hill Giant", "Plains"]
    table.assert_life(0, 20)


def _risen_reef(table: Table, top: str) -> None:
    """Alice casts Risen Reef (an Elemental, {1}{G}{U}) with ``top`` on top of her library; it
    enters and its trigger resolves."""
    table.library(0, top, "Plains")
    table.mana(0, "GUC")
    table.hand(0, "Risen Reef")
    table.cast("Risen Reef")
    table.resolve_all()


@oracle
def test_risen_reef_a_land_put_onto_the_battlefield_isnt_put_into_the_hand(table: Table
                                                                            ) -> None:
    """CR 608.2c: the Forest went onto the battlefield (tapped, 110.5b): nothing for the hand."""
    table.answer("may", "yes")
    _risen_reef(table, "Forest")
    table.assert_zone("Forest", Zone.BATTLEFIELD, 0)
    table.assert_tapped("Forest", True)
    assert table.names(Zone.HAND, 0) == []


@oracle
def test_risen_reef_a_land_kept_out_goes_to_the_hand(table: Table) -> None:
    """CR 608.2d: Alice declines to put the Forest onto the battlefield: "If you don't put the
    card onto the battlefield, put it into your hand"."""
    table.answer("may", "no")
    _risen_reef(table, "Forest")
    assert table.names(Zone.HAND, 0) == ["Forest"]


@oracle
def test_risen_reef_a_nonland_card_goes_to_the_hand(table: Table) -> None:
    """CR 608.2c: Grizzly Bears isn't a land card, so it isn't put onto the battlefield: into
    Alice's hand, though she answered no "may"."""
    _risen_reef(table, "Grizzly Bears")
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]
