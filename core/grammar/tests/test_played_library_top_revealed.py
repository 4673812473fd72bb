"""Printed "Players play with the top card of their libraries revealed." and "Target player
shuffles.", played (CR 401.5, 701.18c, 701.24a, 602.2).

Lantern of Insight, cast by Alice: while it is on the battlefield, what each player may know
of the game (``Game.view``) includes the top card of every library, the opponent's and
their own; before it, only the sizes. Its ability ({T}, sacrifice it) shuffles the target
player's library, Bob's, not Alice's; gone with the Lantern, the top cards are hidden again.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.engine.game import Game
from manastack.model.cards import CardDef
from manastack.model.decisions import Decision
from manastack.model.objects import Zone

LANTERN = CardDef(
    name="Lantern of Insight", mana_cost="{1}", type_line="Artifact",
    text="Players play with the top card of their libraries revealed.\n{T}, Sacrifice this "
         "artifact: Target player shuffles.")

CARDS = (LANTERN,)
kit = pytest.mark.plugins(extra={"lantern-kit": card_pool("lantern-kit", CARDS)})

BOBS = ("Shock", "Murder", "Divination", "Counterspell", "Negate", "Unsummon", "Naturalize",
        "Giant Growth", "Lightning Bolt", "Blaze")
ALICES = ("Grizzly Bears", "Hill Giant", "Gray Ogre", "Savannah Lions")


def _top_seen(table: Table, viewer: int, owner: int) -> str | None:
    top = table.game.view(viewer)["players"][owner]["library_top"]
    return None if top is None else str(top["name"])


def _library(table: Table, player: int) -> list[str]:
    return [o.card.name for o in table.game.library(player)]


def _cast_lantern(table: Table) -> None:
    table.lands(0, "Plains", 1)
    table.hand(0, "Lantern of Insight")
    table.cast("Lantern of Insight")
    table.resolve()
    table.assert_zone("Lantern of Insight", Zone.BATTLEFIELD, 0)


@kit
def test_every_player_sees_the_top_card_of_every_library(table: Table) -> None:
    """CR 401.5: with the Lantern, Alice sees Bob's top card and her own; Bob sees both."""
    table.library(0, *ALICES)
    table.library(1, *BOBS)
    assert _top_seen(table, 0, 1) is None
    assert _top_seen(table, 0, 0) is None
    _cast_lantern(table)
    assert _top_seen(table, 0, 1) == "Shock"
    assert _top_seen(table, 0, 0) == "Grizzly Bears"
    assert _top_seen(table, 1, 0) == "Grizzly Bears"
    assert _top_seen(table, 1, 1) == "Shock"
    # the rest of a library stays hidden: its size only
    assert table.game.view(0)["players"][1]["library_size"] == len(BOBS)


@kit
def test_the_lantern_shuffles_the_target_players_library_only(table: Table) -> None:
    """CR 701.24a, 602.2: {T}, sacrifice the Lantern: Bob's library is shuffled (the same
    cards, another order), Alice's is not; the top cards are hidden again (401.5: no Lantern,
    no effect)."""
    table.library(0, *ALICES)
    table.library(1, *BOBS)
    _cast_lantern(table)
    table.activate("Lantern of Insight", targets=["Bob"])
    table.resolve()
    table.assert_zone("Lantern of Insight", Zone.GRAVEYARD, 0)
    assert sorted(_library(table, 1)) == sorted(BOBS)
    assert _library(table, 1) != list(BOBS)
    assert _library(table, 0) == list(ALICES)
    assert _top_seen(table, 0, 1) is None


@kit
def test_in_the_middle_of_casting_no_top_card_is_shown(table: Table) -> None:
    """CR 401.5: while Alice casts Shock (choosing its target), the view shows no top card:
    a new one would be revealed only once the spell is cast; afterwards it is shown again."""
    table.library(0, *ALICES)
    table.library(1, *BOBS)
    _cast_lantern(table)
    seen: list[object] = []

    def pick(game: Game, decision: Decision) -> Sequence[Any]:
        seen.append(game.view(0)["players"][1]["library_top"])
        return (decision.options[0],)

    table.on_decision("targets", pick)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.cast("Shock")
    assert seen == [None]
    assert _top_seen(table, 0, 1) == "Shock"


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
