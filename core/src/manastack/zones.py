"""Zone changes and the replacement effects that modify them (CR 400.7, 614, 616).

Every object that changes zones goes through :func:`move`: it asks every
applicable replacement effect first (card abilities, effects in the game and
the ``manastack_replace_zone_change`` hook), lets the affected object's
controller order them when several apply (616.1), then makes the new object
(400.7) and records the event that triggers see, with the old object as last
known information.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs
from attrs import field, frozen

from manastack.objects import GameObject, Zone

if TYPE_CHECKING:
    from manastack.game import Game


@frozen
class ZoneMove:
    """A zone change about to happen; replacement effects return a changed copy.

    ``cause`` says why: ``"resolve"``, ``"counter"``, ``"fizzle"``, ``"destroy"``,
    ``"sacrifice"``, ``"discard"``, ``"draw"``, ``"cast"``, ``"cost"``, ``"sba"``,
    ``"effect"``, ``"mill"``, ``"play"``, ``"return"``...
    """

    obj: GameObject
    to_zone: Zone
    cause: str = "effect"
    controller: int | None = None  # on the battlefield: under whose control (default owner)
    tapped: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    position: str = "top"  # in a library: "top", "bottom", "random"
    applied: frozenset[str] = frozenset()  # CR 614.5: each replacement once per event
    note: str = ""

    @property
    def from_zone(self) -> Zone:
        return self.obj.zone

    def replace(self, **changes: Any) -> ZoneMove:
        return attrs.evolve(self, **changes)


@frozen
class Replacement:
    """A replacement effect applicable to one zone move (CR 614.1).

    ``key`` identifies it (each applies at most once to an event, 614.5);
    ``apply`` returns the modified move. ``rule`` is cited in the log.
    """

    key: str
    text: str
    apply: Callable[[ZoneMove], ZoneMove] = field(eq=False)
    rule: str = "614.1"
    controller: int | None = None


def exile_instead(key: str, text: str, rule: str = "614.1a") -> Replacement:
    """"Exile it instead of putting it anywhere else" (flashback, 702.34a)."""
    return Replacement(
        key=key, text=text, rule=rule, apply=lambda m: m.replace(to_zone=Zone.EXILE)
    )


def collect_replacements(game: Game, move: ZoneMove) -> list[Replacement]:
    """Every replacement effect that applies to ``move`` and has not applied yet."""
    found: list[Replacement] = []
    for source in game.replacement_sources:
        found.extend(source(game, move))
    if game.rules.ruleset.has_impls("manastack_replace_zone_change"):
        for result in game.rules.ruleset.call("manastack_replace_zone_change", game=game, move=move):
            found.extend(result)
    return [r for r in found if r.key not in move.applied]


def apply_replacements(game: Game, move: ZoneMove) -> ZoneMove:
    """CR 616.1: while any replacement applies, the affected player picks one and applies it."""
    while True:
        options = collect_replacements(game, move)
        if not options:
            return move
        if len(options) == 1:
            chosen = options[0]
        else:
            chooser = move.obj.controller if move.obj.zone.shared else move.obj.owner
            keys = tuple(r.key for r in options)
            answer = game.decide(
                kind="replacement_order",
                player=chooser,
                prompt=f"Which replacement applies first to {move.obj}?",
                options=keys,
                labels=tuple(r.text for r in options),
                rule="616.1",
            )
            chosen = next(r for r in options if r.key == answer[0])
        before = move.to_zone
        move = chosen.apply(move).replace(applied=move.applied | {chosen.key})
        game.log_event(
            "replacement",
            f"{chosen.text}: {move.obj} goes to {move.to_zone} instead of {before}"
            if move.to_zone != before
            else chosen.text,
            rule=chosen.rule,
        )
