"""A player named twice in one instruction (CR 608.2c): "you and that player each draw a card"
when "that player" is you names you twice, and each naming acts, while a plain union ("target
creature and each player") names each player or object once."""

from __future__ import annotations

import pytest

from manastack.api import EACH_PLAYER, YOU, Context, Discard, Draw, Union, Zone
from manastack.driver import Table


@pytest.mark.parametrize(("each", "drawn"), [(True, 2), (False, 1)])
def test_608_2c_a_player_named_twice_acts_twice_only_for_each(
        table: Table, each: bool, drawn: int) -> None:
    table.library(0, "Forest", "Island", "Swamp")
    before = len(table.game.ids_in(Zone.HAND, 0))
    Draw(who=Union((YOU, YOU), each=each)).run(Context(table.game, controller=0, source=None))
    assert len(table.game.ids_in(Zone.HAND, 0)) == before + drawn
    assert len(table.game.ids_in(Zone.HAND, 1)) == 0


def test_701_9_each_player_discarding_counts_every_card(table: Table) -> None:
    """"Each player discards a card": Bob's empty hand discards nothing, and Alice's card is
    still counted for a following "that many" (CR 701.9a, 608.2c)."""
    table.hand(0, "Forest")
    ctx = Context(table.game, controller=0, source=None)
    Discard(who=EACH_PLAYER, count=1).run(ctx)
    assert ctx.values["discarded"] == 1
    assert table.game.ids_in(Zone.HAND, 0) == ()
