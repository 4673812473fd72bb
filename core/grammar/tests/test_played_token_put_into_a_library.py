"""A token put into its owner's library, played (CR 111.7, 401.4, 401.7, 608.2h, 704.5d).

A token that leaves the battlefield ceases to exist, yet it was put into that library: the
move is logged as a token exiled or put into a graveyard is ("... and ceases to exist"), and
"its controller" of the next sentence is still the player who controlled it as it last
existed. Oust on Bob's Soldier token gives Bob 3 life; Oust on Alice's Grizzly Bears that Bob
controls (Control Magic) gives Bob, not Alice, the life; Unexpectedly Absent logs where the
token was put, as it does for a card; Griptide logs the token put into the library.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")


@needs_corpus
@oracle
def test_oust_on_a_token_gives_its_controller_3_life(table: Table,
        soldiers: Callable[..., None]) -> None:
    """CR 111.7, 608.2h: the token put into Bob's library is gone; Bob still gains 3."""
    soldiers(table)
    table.library(1, "Forest")
    table.lands(0, "Plains", 1)
    table.hand(0, "Oust")
    table.cast("Oust", targets=["Soldier Token"])
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 1).count("Soldier Token") == 1
    assert table.names(Zone.LIBRARY, 1) == ["Forest"]
    assert (table.life(0), table.life(1)) == (20, 23)
    table.assert_logged(rule="401.4", contains="ceases to exist")


@needs_corpus
@oracle
def test_oust_on_a_stolen_creature_gives_its_controller_the_life(table: Table) -> None:
    """CR 608.2h, 613.1b: Bob controlled Alice's Bears as they last existed: Bob gains 3; the
    Bears go into Alice's library, second from the top (401.4)."""
    table.battlefield(0, "Grizzly Bears")
    table.library(0, "Forest", "Island")
    table.set_turn(active=1)
    table.lands(1, "Island", 4)
    table.hand(1, "Control Magic")
    table.cast("Control Magic", targets=["Grizzly Bears"])
    table.resolve()
    table.set_turn(active=0)
    table.lands(0, "Plains", 1)
    table.hand(0, "Oust")
    table.cast("Oust", targets=["Grizzly Bears"])
    table.resolve()
    assert table.names(Zone.LIBRARY, 0)[:3] == ["Forest", "Grizzly Bears", "Island"]
    assert (table.life(0), table.life(1)) == (20, 23)


@needs_corpus
@oracle
def test_unexpectedly_absent_logs_the_token_put_beneath(table: Table,
        soldiers: Callable[..., None]) -> None:
    """CR 401.7, 111.7: the token goes beneath the top X cards and ceases to exist; the log
    says so, as it says where a card went."""
    soldiers(table)
    table.lands(0, "Plains", 3)
    table.hand(0, "Unexpectedly Absent")
    table.cast("Unexpectedly Absent", x=1, targets=["Soldier Token"])
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 1).count("Soldier Token") == 1
    table.assert_logged(rule="401.7", contains="beneath the top 1 card(s)")
    table.assert_logged(rule="401.7", contains="ceases to exist")


@needs_corpus
@oracle
def test_griptide_logs_the_token_put_on_top_of_the_library(table: Table,
        soldiers: Callable[..., None]) -> None:
    """CR 401.4, 111.7: the token put on top of Bob's library is logged, then is gone."""
    soldiers(table)
    table.lands(0, "Island", 4)
    table.hand(0, "Griptide")
    table.cast("Griptide", targets=["Soldier Token"])
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 1).count("Soldier Token") == 1
    assert table.names(Zone.LIBRARY, 1) == []
    table.assert_logged(rule="401.4", contains="library, and ceases to exist")
