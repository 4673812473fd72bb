""""Look at the top card of your library. If it's a land card, you may put it onto the
battlefield tapped." played (CR 401.3, 608.2c, 110.5b).

Explorer's Scope, cast and equipped: when the equipped creature attacks, its controller looks
at the top card of their library; "it" is that card. A land card on top may be put onto the
battlefield tapped (or left there, declined); a nonland card stays on top. The printed card
is read from the Oracle corpus.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.errors import UnsupportedCardError
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle", "haste")


def _equip_and_attack(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears")
    table.mana(0, "C")
    table.hand(0, "Explorer's Scope")
    table.cast("Explorer's Scope")
    table.resolve()
    table.mana(0, "C")
    table.activate("Explorer's Scope", targets=["Grizzly Bears"])
    table.resolve()
    table.attack("Grizzly Bears")


@oracle
def test_scope_puts_the_land_looked_at_onto_the_battlefield_tapped(table: Table) -> None:
    """CR 401.3, 608.2c: the top card is a Forest: put onto the battlefield tapped (110.5b);
    the card under it is not touched."""
    table.library(0, "Forest", "Island")
    _equip_and_attack(table)
    table.answer("may", "yes")
    table.resolve_all()
    table.assert_zone("Forest", Zone.BATTLEFIELD, 0)
    table.assert_tapped("Forest")
    assert table.names(Zone.LIBRARY, 0) == ["Island"]
    table.assert_logged(rule="401.3")


@oracle
def test_scope_declined_leaves_the_land_on_top(table: Table) -> None:
    """CR 608.2d: "you may": declined, the Forest stays on top of the library."""
    table.library(0, "Forest", "Island")
    _equip_and_attack(table)
    table.answer("may", "no")
    table.resolve_all()
    assert table.names(Zone.LIBRARY, 0) == ["Forest", "Island"]


@oracle
def test_scope_leaves_a_nonland_card_on_top(table: Table) -> None:
    """CR 608.2c: the top card is a creature card: not a land card, nothing is put onto the
    battlefield, even with a land just under it."""
    table.library(0, "Savannah Lions", "Forest")
    _equip_and_attack(table)
    table.resolve_all()
    assert table.names(Zone.LIBRARY, 0) == ["Savannah Lions", "Forest"]
    table.assert_not_zone("Forest", Zone.BATTLEFIELD)


@oracle
def test_killer_instinct_stays_refused(table: Table) -> None:
    """CR 400.7: once the revealed card is put onto the battlefield it is a new object, which
    "That creature" and "Sacrifice it" would have to follow; not modelled: refused, naming
    the sentences."""
    with pytest.raises(UnsupportedCardError, match="That creature gains haste"):
        table.hand(0, "Killer Instinct")


@oracle
def test_nissas_revelation_stays_refused(table: Table) -> None:
    """CR 121.1, 400.7: the draw may take the revealed card; "its toughness" after it would
    need the card as it last existed: not modelled, refused naming the sentence."""
    with pytest.raises(UnsupportedCardError, match="gain life equal to its toughness"):
        table.hand(0, "Nissa's Revelation")
