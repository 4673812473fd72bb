""""Its controller" and "its owner" of a token the spell's first instruction moved, played (CR
111.7, 608.2h).

A token that leaves the battlefield ceases to exist, so "it" after "Exile target creature" or
"Destroy target permanent" names no object; the player the next sentence names is still the one
who controlled (or owned) the token as it last existed. Swords to Plowshares on Bob's Soldier
token gives Bob 1 life; Path to Exile lets Bob fetch a basic land; Beast Within gives Bob a 3/3
Beast; Path of Peace gives the token's owner 4 life; Generous Gift on Alice's own token gives
Alice the Elephant, not Bob.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")


@needs_corpus
@oracle
def test_swords_to_plowshares_on_a_token_gives_its_controller_its_power(table: Table,
        soldiers: Callable[..., None]) -> None:
    """CR 608.2h, 111.7: the Soldier token is gone, Bob still gains 1 (its power)."""
    soldiers(table, 1)
    table.lands(0, "Plains", 1)
    table.hand(0, "Swords to Plowshares")
    table.cast("Swords to Plowshares", targets=["Soldier Token"])
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 1).count("Soldier Token") == 1
    assert (table.life(0), table.life(1)) == (20, 21)


@needs_corpus
@oracle
def test_path_to_exile_on_a_token_lets_its_controller_search(table: Table,
        soldiers: Callable[..., None]) -> None:
    """CR 608.2h, 701.23a: Bob, who controlled the exiled token, is asked and fetches a
    Forest, tapped."""
    soldiers(table, 1)
    table.lands(0, "Plains", 1)
    table.hand(0, "Path to Exile")
    table.library(1, "Forest", "Hill Giant")
    mays = table.watch_decisions("may")
    table.cast("Path to Exile", targets=["Soldier Token"])
    forest = table.find("Forest", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("may", ("yes",)), Answer("search", (forest,))])
    assert [d.player for d in mays] == [1]
    table.assert_zone("Forest", Zone.BATTLEFIELD, 1)
    assert table.find("Forest", zone=Zone.BATTLEFIELD).tapped


@needs_corpus
@oracle
def test_beast_within_on_a_token_gives_its_controller_a_beast(table: Table,
        soldiers: Callable[..., None]) -> None:
    """CR 608.2h: Bob's destroyed Soldier token is replaced by Bob's 3/3 Beast."""
    soldiers(table, 1)
    table.lands(0, "Forest", 3)
    table.hand(0, "Beast Within")
    table.cast("Beast Within", targets=["Soldier Token"])
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 1).count("Beast Token") == 1
    assert "Beast Token" not in table.names(Zone.BATTLEFIELD, 0)


@needs_corpus
@oracle
def test_generous_gift_on_your_own_token_gives_you_the_elephant(table: Table,
        soldiers: Callable[..., None]) -> None:
    """CR 608.2h: Alice destroys her own Soldier token: the Elephant is hers, not Bob's."""
    soldiers(table, 0)
    table.lands(0, "Plains", 3)
    table.hand(0, "Generous Gift")
    table.cast("Generous Gift", targets=["Soldier Token"])
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Elephant Token") == 1
    assert "Elephant Token" not in table.names(Zone.BATTLEFIELD, 1)


@needs_corpus
@oracle
def test_path_of_peace_on_a_token_gives_its_owner_four_life(table: Table,
        soldiers: Callable[..., None]) -> None:
    """CR 108.3, 608.2h: the destroyed token's owner, Bob, gains 4."""
    soldiers(table, 1)
    table.lands(0, "Plains", 4)
    table.hand(0, "Path of Peace")
    table.cast("Path of Peace", targets=["Soldier Token"])
    table.resolve()
    assert (table.life(0), table.life(1)) == (20, 24)


@needs_corpus
@pytest.mark.plugins("oracle", "suspend")
def test_suspended_sentence_on_a_token_makes_that_player_lose_3(table: Table,
        soldiers: Callable[..., None]) -> None:
    """CR 608.2h, 111.7: "That player loses 3 life": Bob, whose token was destroyed."""
    soldiers(table, 1)
    table.lands(0, "Swamp", 4)
    table.hand(0, "Suspended Sentence")
    table.cast("Suspended Sentence", targets=["Soldier Token"])
    table.resolve()
    assert (table.life(0), table.life(1)) == (20, 17)


@needs_corpus
@oracle
def test_recoil_on_a_token_makes_that_player_discard(table: Table,
        soldiers: Callable[..., None]) -> None:
    """CR 111.7, 701.9a: the bounced token is gone; Bob, its owner, still discards a card."""
    soldiers(table, 1)
    table.lands(0, "Island", 1)
    table.lands(0, "Swamp", 2)
    table.hand(0, "Recoil")
    table.hand(1, "Hill Giant")
    table.cast("Recoil", targets=["Soldier Token"])
    table.resolve()
    assert table.names(Zone.HAND, 1) == []
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)


@needs_corpus
@oracle
def test_virulent_wound_on_a_token_gives_its_controller_poison(table: Table,
        soldiers: Callable[..., None]) -> None:
    """CR 603.7c, 608.2h: the token dies of the -1/-1 counter and ceases to exist; the delayed
    trigger still gives its controller, Bob, a poison counter."""
    soldiers(table, 1)
    table.lands(0, "Swamp", 1)
    table.hand(0, "Virulent Wound")
    table.cast("Virulent Wound", targets=["Soldier Token"])
    table.resolve()
    table.resolve_all()
    assert table.game.player(1).poison == 1
    assert table.game.player(0).poison == 0


@needs_corpus
@oracle
def test_massacre_wurm_a_token_of_an_opponent_dies_that_player_loses_2(table: Table,
        soldiers: Callable[..., None]) -> None:
    """CR 603.10a, 608.2h: Bob's Soldier token dies and ceases to exist; "that player", who
    controlled it as it last existed, still loses 2."""
    soldiers(table, 1)
    table.battlefield(0, "Massacre Wurm")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.cast("Shock", targets=["Soldier Token"])
    table.resolve()
    table.resolve_all()
    assert table.names(Zone.BATTLEFIELD, 1).count("Soldier Token") == 1
    assert (table.life(0), table.life(1)) == (20, 18)
