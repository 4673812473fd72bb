"""The unleash keyword's replacement and its restriction on blocking (CR 702.98)."""

from __future__ import annotations

from collections.abc import Callable

from manastack.api import (
    FACE_DOWN,
    Game,
    GameObject,
    KeywordAbility,
    Replacement,
    Zone,
    ZoneMove,
)
from manastack_unleash import UNLEASH

#: The kind of counter unleash puts and looks for (702.98a).
COUNTER = "+1/+1"

Apply = Callable[[ZoneMove], ZoneMove]


def replacements(game: Game, move: ZoneMove) -> list[Replacement]:
    """CR 702.98a, 614.12: one replacement per unleash printed on the entering card."""
    obj = move.obj
    if obj.zone is Zone.STACK and obj.tags.get(FACE_DOWN):
        return []  # CR 708.4, 708.2a: a face-down spell enters face down, with no text
    out: list[Replacement] = []
    for i, ability in enumerate(obj.card.abilities):
        if isinstance(ability, KeywordAbility) and ability.keyword == UNLEASH:
            out.append(Replacement(key=f"unleash:{obj.id}:{i}",
                                   text="unleash: an additional +1/+1 counter",
                                   apply=_chooser(game), rule="702.98a"))
    return out


def _chooser(game: Game) -> Apply:
    def apply(m: ZoneMove) -> ZoneMove:
        # CR 702.98a: "you" is the player it would enter under the control of (614.12)
        player = m.controller if m.controller is not None else m.obj.owner
        (answer,) = game.decide(kind="may", player=player,
                                prompt=f"Unleash: have {m.obj} enter with an additional "
                                       "+1/+1 counter on it (it can't block while it has "
                                       "one)?",
                                options=("yes", "no"), rule="702.98a")
        if answer != "yes":
            game.log_event("effect", f"unleash: {m.obj} enters without the additional +1/+1 "
                           "counter", rule="702.98a", source=m.obj.id)
            return m
        game.log_event("effect", f"unleash: {m.obj} enters with an additional +1/+1 counter",
                       rule="702.98a", source=m.obj.id)
        return m.replace(counters=(*m.counters, (COUNTER, 1)))

    return apply


def block_restrictions(game: Game, blocker: GameObject) -> list[str]:
    """CR 702.98a: "This permanent can't block as long as it has a +1/+1 counter on it"."""
    if not game.has_keyword(blocker.id, UNLEASH):
        return []  # the hook checks its own keyword: the scope is only a speed-up
    obj = game.obj(blocker.id)
    if obj.counters.get(COUNTER, 0) <= 0:
        return []
    return ["it has unleash and a +1/+1 counter on it (702.98a)"]
