"""A mode whose targets can't be chosen can't be chosen (CR 700.2a), played with printed cards.

Barbed Lightning ("Choose one — • Barbed Lightning deals 3 damage to target creature. •
Barbed Lightning deals 3 damage to target player or planeswalker. / Entwine {2}") cast with
no creature on the battlefield offers the player mode alone, and entwine (choosing both,
702.42a) is not offered; Winterflame ("Choose one or both — • Tap target creature. •
Winterflame deals 2 damage to target tapped creature.") with no creature can't be cast at
all: refused before anything is paid, the game as it was (CR 732). The cards are the Oracle
corpus's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from manastack.driver import Table
from manastack.engine.game import Game
from manastack.errors import IllegalActionError
from manastack.model.decisions import CallbackAgent, Decision
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle", "entwine")


def _recording(seen: list[Decision]) -> CallbackAgent:
    def choose(game: Game, decision: Decision) -> Sequence[Any]:
        seen.append(decision)
        if decision.kind == "all_modes":
            return (False,)
        return decision.options[: max(1, decision.min)]

    return CallbackAgent(choose)


@oracle
def test_barbed_lightning_without_creatures_offers_the_player_mode_alone(table: Table) -> None:
    """CR 700.2a: the creature mode can't be chosen; the player mode is the one offered, and
    entwine is not asked (both modes can't be chosen)."""
    asked: list[Decision] = []
    table.game.agents[0] = _recording(asked)
    table.lands(0, "Mountain", 5)
    table.hand(0, "Barbed Lightning")
    table.cast("Barbed Lightning", targets=["player 2"])
    # one mode can be chosen: it is, without a question; entwine isn't asked
    assert not [d for d in asked if d.kind in ("modes", "all_modes")]
    table.assert_logged(rule="601.2b", contains="modes chosen: ~ deals 3 damage to target player")
    table.resolve()
    assert table.game.player(1).life == 17


@oracle
def test_barbed_lightning_with_a_creature_offers_both_modes(table: Table) -> None:
    """With a creature to target, both modes (and entwine) can be chosen."""
    asked: list[Decision] = []
    table.game.agents[0] = _recording(asked)
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 5)
    table.hand(0, "Barbed Lightning")
    table.cast("Barbed Lightning", targets=["Grizzly Bears"])
    (modes,) = [d for d in asked if d.kind == "modes"]
    assert modes.options == (0, 1)
    assert [d for d in asked if d.kind == "all_modes"]
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Grizzly Bears"]


@oracle
def test_winterflame_without_creatures_cant_be_cast(table: Table) -> None:
    """CR 700.2a, 601.2b: neither mode can be chosen: the cast is refused, citing 700.2a,
    and the game is exactly as it was (732)."""
    table.lands(0, "Island", 1)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Winterflame")
    table.game.pending()  # the main phase has begun
    before = table.game.state_digest()
    with pytest.raises(IllegalActionError) as info:
        table.cast("Winterflame", targets=[])
    assert info.value.rule == "700.2a"
    assert table.game.state_digest() == before
    assert table.names(Zone.HAND, 0) == ["Winterflame"]
