""""That player" / "its controller" of a creature one player owns and another controls, played
(CR 608.2h, 608.2c, 108.4a, 613.1b).

"Destroy target creature an opponent controls. That player loses 3 life." (Suspended Sentence):
"that player" is the opponent who controlled the creature, as it last existed on the battlefield,
not the creature's owner, into whose graveyard it goes. Bob steals Alice's Grizzly Bears with
Control Magic; Alice's Suspended Sentence on them makes Bob lose 3, not Alice. With three
players, Carol's stolen Bears make Bob, who controlled them, lose 3, not Carol. Dalek Drone's
enters trigger reads the same. Assassin's Trophy on the stolen Bears lets Bob, "its
controller", search his library.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

THREE = ("Alice", "Bob", "Carol")
plugins = pytest.mark.plugins("oracle", "suspend")


def _bob_steals_bears(table: Table, owner: int) -> None:
    """``owner`` has Grizzly Bears; Bob casts Control Magic on them in his main phase; then
    Alice has priority in her own main phase."""
    table.battlefield(owner, "Grizzly Bears")
    table.set_turn(active=1)
    table.lands(1, "Island", 4)
    table.hand(1, "Control Magic")
    table.cast("Control Magic", targets=["Grizzly Bears"])
    table.resolve()
    table.set_turn(active=0)
    bears = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD)
    assert (bears.owner, table.game.controller(bears.id)) == (owner, 1)


@needs_corpus
@plugins
def test_suspended_sentence_on_a_stolen_creature_makes_its_controller_lose_3(
        table: Table) -> None:
    """CR 608.2h, 608.2c: Bob controlled Alice's Bears as they last existed: Bob loses 3."""
    _bob_steals_bears(table, 0)
    table.lands(0, "Swamp", 4)
    table.hand(0, "Suspended Sentence")
    table.cast("Suspended Sentence", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    assert (table.life(0), table.life(1)) == (20, 17)


@needs_corpus
@plugins
def test_suspended_sentence_with_three_players_hits_the_controller_not_the_owner(
        table_factory: Callable[..., Table]) -> None:
    """CR 608.2h, 608.2c: Carol's Bears, controlled by Bob: Bob loses 3, Carol nothing."""
    table = table_factory(players=THREE)
    _bob_steals_bears(table, 2)
    table.lands(0, "Swamp", 4)
    table.hand(0, "Suspended Sentence")
    table.cast("Suspended Sentence", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 2)
    assert (table.life(0), table.life(1), table.life(2)) == (20, 17, 20)


@needs_corpus
@plugins
def test_assassins_trophy_on_a_stolen_creature_lets_its_controller_search(
        table: Table) -> None:
    """CR 608.2h: "Its controller may search": Bob, who controlled Alice's Bears, is asked."""
    _bob_steals_bears(table, 0)
    table.lands(0, "Swamp", 1)
    table.lands(0, "Forest", 1)
    table.hand(0, "Assassin's Trophy")
    table.library(1, "Forest", "Hill Giant")
    mays = table.watch_decisions("may")
    table.cast("Assassin's Trophy", targets=["Grizzly Bears"])
    forest = table.find("Forest", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("may", ("yes",)), Answer("search", (forest,))])
    assert [d.player for d in mays] == [1]
    table.assert_zone("Forest", Zone.BATTLEFIELD, 1)


@needs_corpus
@plugins
def test_dalek_drone_on_a_stolen_creature_makes_its_controller_lose_3(table: Table) -> None:
    """CR 603.3d, 608.2h: the enters trigger destroys Alice's Bears Bob controlled: Bob
    loses 3, not Alice."""
    _bob_steals_bears(table, 0)
    table.lands(0, "Swamp", 5)
    table.hand(0, "Dalek Drone")
    table.cast("Dalek Drone")
    table.answer("targets", "Grizzly Bears")
    table.resolve()  # the Drone; its enters trigger is put on the stack (603.3d)
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    assert (table.life(0), table.life(1)) == (20, 17)
