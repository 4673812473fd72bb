"""The devour keyword's replacement on entering (CR 702.82a)."""

from __future__ import annotations

import re
from collections.abc import Callable

from attrs import field, frozen

from manastack.api import (
    FACE_DOWN,
    Game,
    KeywordAbility,
    Replacement,
    Zone,
    ZoneMove,
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
    obj = move.obj
    if obj.zone is Zone.STACK and obj.tags.get(FACE_DOWN):
        return []  # CR 708.4, 708.2a: a face-down spell enters face down, with no text
    if not any(isinstance(a, DevourAbility) for a in obj.card.abilities):
        return []  # cheap first: no devour printed (a granted devour is not read)
    out: list[Replacement] = []
    for i, ability in enumerate(game.entering_chars(move).abilities):
        if isinstance(ability, DevourAbility):
            out.append(Replacement(key=f"devour:{obj.id}:{i}",
                                   text=f"{ability.text}: sacrifice creatures as it enters",
                                   apply=_devour(game, ability.n), rule="702.82a"))
    return out


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
