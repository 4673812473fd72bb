"""The devour keyword's replacement on entering (CR 702.82a)."""

from __future__ import annotations

import re
from collections.abc import Callable

from attrs import field, frozen

from manastack.api import (
    Game,
    KeywordAbility,
    Replacement,
    Zone,
    ZoneMove,
    each_instance_as_it_enters,
)
from manastack_devour import DEVOUR, PLUGIN

#: The kind of counter devour puts (702.82a).
COUNTER = "+1/+1"

Apply = Callable[[ZoneMove], ZoneMove]


@frozen
class DevourAbility(KeywordAbility):
    """"Devour N" (702.82a): a static ability, a replacement as the permanent enters."""

    n: int = field(default=1, kw_only=True)
    keyword: str = field(default=DEVOUR, kw_only=True)
    plugin: str = field(default=PLUGIN, kw_only=True, eq=False)


def build(match: re.Match[str]) -> DevourAbility:
    """CR 702.82a: the keyword with its N."""
    return DevourAbility(n=int(match["n"]), text=match.group(0))


def replacements(game: Game, move: ZoneMove) -> list[Replacement]:
    """CR 702.82a, 614.12: one replacement per devour of the entering permanent as it would
    exist on the battlefield."""
    if move.to_zone is not Zone.BATTLEFIELD or move.obj.zone is Zone.BATTLEFIELD:
        return []  # cheap check first: only entering the battlefield
    return each_instance_as_it_enters(
        game, move, DevourAbility, rule="702.82a",
        text=lambda a: f"{a.text}: sacrifice creatures as it enters",
        apply=lambda a, _entering: _devour(game, a.n))


def _devour(game: Game, n: int) -> Apply:
    def apply(m: ZoneMove) -> ZoneMove:
        # CR 702.82a: "you" is the player it would enter under the control of (614.12)
        player = m.controller if m.controller is not None else m.obj.owner
        creatures = tuple(o.id for o in game.battlefield(player)
                          if game.chars(o.id).is_creature)
        chosen: tuple[int, ...] = ()
        if creatures:
            chosen = tuple(game.decide(
                kind="sacrifice", player=player,
                prompt=f"Devour {n}: sacrifice any number of creatures as {m.obj} enters",
                options=creatures, min=0, max=len(creatures), rule="702.82a"))
        sacrificed = 0
        for oid in chosen:
            game.sacrifice(oid, rule="702.82a")
            left = game.find(oid)
            if left is None or left.zone is not Zone.BATTLEFIELD:
                sacrificed += 1  # CR 701.21a: it left the battlefield (a token ceases to exist)
        game.log_event("effect", f"devour {n}: {sacrificed} creature(s) sacrificed, {m.obj} "
                       f"enters with {n * sacrificed} +1/+1 counter(s)", rule="702.82a",
                       source=m.obj.id)
        if not sacrificed:
            return m
        return m.replace(counters=(*m.counters, (COUNTER, n * sacrificed)))

    return apply
