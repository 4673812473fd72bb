"""The unleash keyword's replacement and its restriction on blocking (CR 702.98)."""

from __future__ import annotations

from collections.abc import Callable

from manastack.api import Game, GameObject, Replacement, Zone, ZoneMove, may_enter_with_counter
from manastack_unleash import UNLEASH

#: The kind of counter unleash puts and looks for (702.98a).
COUNTER = "+1/+1"


def replacements(game: Game, move: ZoneMove) -> list[Replacement]:
    """CR 702.98a, 614.12: one replacement per unleash printed on the entering card (the
    kernel's "may enter with an additional +1/+1 counter")."""
    if move.to_zone is not Zone.BATTLEFIELD or move.obj.zone is Zone.BATTLEFIELD:
        return []  # cheap check first: only entering the battlefield
    return may_enter_with_counter(game, move, UNLEASH,
                                  text="unleash: an additional +1/+1 counter",
                                  prompt_note="it can't block while it has one",
                                  rule="702.98a", declined=_declined(game))


def _declined(game: Game) -> Callable[[ZoneMove], ZoneMove]:
    def declined(m: ZoneMove) -> ZoneMove:
        # CR 702.98a: no counter; nothing else happens
        game.log_event("effect", f"unleash: {m.obj} enters without the additional +1/+1 "
                       "counter", rule="702.98a", source=m.obj.id)
        return m

    return declined


def block_restrictions(game: Game, blocker: GameObject) -> list[str]:
    """CR 702.98a: "This permanent can't block as long as it has a +1/+1 counter on it"."""
    if not game.has_keyword(blocker.id, UNLEASH):
        return []  # the hook checks its own keyword: the scope is only a speed-up
    obj = game.obj(blocker.id)
    if obj.counters.get(COUNTER, 0) <= 0:
        return []
    return ["it has unleash and a +1/+1 counter on it (702.98a)"]
