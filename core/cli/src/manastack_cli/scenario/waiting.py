"""What is waiting to apply: the ``waiting`` expectation of a scenario file.

Some effects are created now and do their work later: a regeneration shield on a permanent
(CR 701.19a, 614.8: "the next time it would be destroyed this turn"), a prevention shield
(615.7: "prevent the next 3 damage"; 615.8: "the next time ... would deal damage"), a
delayed triggered ability (603.7: "at the beginning of the next end step"). A rules test
needs to say what is left of them: the shield used up by the first Lightning Bolt, the
shield of 3 reduced to 1, the delayed ability still to trigger.

``waiting`` is a table keyed by a card name (``"Name#12"`` for one object) or a player:

* ``regeneration``: how many regeneration shields are on the permanents called so;
* ``prevention``: the prevention shields on them (or on the player), each as the damage it
  still prevents, or ``"all"`` for one without an amount (all the damage it applies to,
  until it ends or, for "the next time", once used, 615.8); any order;
* ``delayed``: how many delayed triggered abilities, created and not yet triggered, the
  player controls, or that refer to an object called so (the objects they act on, 603.7c)
  or were created by one (their source, as it last existed).

Only effects created by a resolving spell or ability are shields (CR 615.7); a static
ability's prevention effect is never used up (615.10) and is no shield. A shield counts for
a recipient when it prevents damage dealt to it: one that prevents the damage a creature
deals ("dealt by that creature") is about that source, not a recipient, and is not counted.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from manastack import ManastackError, Zone
from manastack.api import (
    PlayerRef,
    PreventDamage,
    PreventDamageToYou,
    PreventFromChosenSource,
    RegenerationShield,
)
from manastack_cli.scenario.filters import PlayerIndex, named_now

if TYPE_CHECKING:
    from manastack import Game
    from manastack.api import ContinuousEffect, DelayedTrigger, GameObject

__all__ = ["WAITING_KEYS", "waiting_differences"]

#: The keys of one ``waiting`` entry.
WAITING_KEYS = ("regeneration", "prevention", "delayed")


def waiting_differences(game: Game, name: str, wanted: Mapping[str, Any],
                        player: PlayerIndex, is_player: bool) -> list[str]:
    """What does not hold of the ``waiting`` entry for ``name`` (a player when
    ``is_player``, else the objects called so, summed)."""
    out: list[str] = []
    if is_player:
        index = player(name)
        shields = [_left(p) for e, p in _prevention(game) if _protects_player(e, p, index)]
        delayed = [d for d in game.state.delayed if d.controller == index]
        shown = game.player(index).name
    else:
        objects = [o for z in _ZONES for o in game.objects_in(z) if named_now(game, o, name)]
        ids = {o.id for o in objects}
        shields = [_left(p) for e, p in _prevention(game)
                   if any(_protects_object(game, e, p, o) for o in objects)]
        delayed = [d for d in game.state.delayed if _concerns(game, d, name)]
        shown = name
        if "regeneration" in wanted:
            count = sum(1 for e in game.state.effects for p in e.parts
                        if isinstance(p, RegenerationShield) and e.objects is not None
                        and ids & set(e.objects))
            if count != wanted["regeneration"]:
                out.append(f"{shown} has {count} regeneration shield(s) (CR 701.19a), expected "
                           f"{wanted['regeneration']}")
    if "prevention" in wanted:
        actual = sorted(shields, key=_order)
        expected = sorted(wanted["prevention"], key=_order)
        if actual != expected:
            has = f"has the prevention shield(s) {_show(actual)}" if actual else \
                "has no prevention shield"
            out.append(f"{shown} {has} (CR 615.7), expected {_show(expected)}")
    if "delayed" in wanted and len(delayed) != wanted["delayed"]:
        listed = "; ".join(repr(d.text or d.event) for d in delayed)
        out.append(f"{len(delayed)} delayed triggered abilit{'y' if len(delayed) == 1 else 'ies'}"
                   f" waiting for {shown} (CR 603.7){': ' + listed if listed else ''}, expected "
                   f"{wanted['delayed']}")
    return out


#: The zones an object named by ``waiting`` is looked for in (any zone: a delayed ability
#: acts on an exiled card, CR 603.7c).
_ZONES = tuple(Zone)


def _prevention(game: Game) -> list[tuple[ContinuousEffect, PreventDamage]]:
    """The prevention effects of resolved spells and abilities (CR 615.7): a static
    ability's is never used up and is no shield (615.10)."""
    return [(e, p) for e in game.state.effects if not e.from_static and e.id != 0
            for p in e.parts if isinstance(p, PreventDamage) and not p.dealt_by]


def _protects_player(effect: ContinuousEffect, part: PreventDamage, index: int) -> bool:
    """Does the shield prevent damage dealt to the player ``index``?"""
    if isinstance(part, PreventFromChosenSource):  # CR 615.9: "to you", or to its recipient
        return (part.to_you and effect.controller == index) or part.recipient == PlayerRef(index)
    if isinstance(part, PreventDamageToYou):
        return effect.controller == index
    if index in effect.players:
        return True
    # "prevent all combat damage that would be dealt this turn": every recipient (Fog)
    return effect.objects is None and not effect.players and effect.filter is None


def _protects_object(game: Game, effect: ContinuousEffect, part: PreventDamage,
                     obj: GameObject) -> bool:
    """Does the shield prevent damage dealt to the permanent ``obj``?"""
    if obj.zone is not Zone.BATTLEFIELD:
        return False  # CR 120.1: only permanents (and players) are dealt damage
    if isinstance(part, PreventFromChosenSource):
        return bool(part.recipient == obj.id)
    if isinstance(part, PreventDamageToYou):
        return False
    if effect.objects is not None:
        return obj.id in effect.objects
    if effect.filter is None:
        return not effect.players
    return bool(effect.filter.matches(game, obj, player=effect.controller, source=effect.source))


def _concerns(game: Game, delayed: DelayedTrigger, name: str) -> bool:
    """Does the delayed triggered ability act on an object called ``name``, or was it
    created by one (its source, as it last existed: CR 603.7c)?"""
    ids = [*delayed.objects, *(() if delayed.source is None else (delayed.source,))]
    for obj_id in ids:
        try:
            obj = game.last_known(obj_id)
        except ManastackError:  # an id the game no longer knows
            continue
        if named_now(game, obj, name):
            return True
    return False


def _left(part: PreventDamage) -> int | str:
    """The damage a shield still prevents (CR 615.7), ``"all"`` for one without an amount."""
    return "all" if part.amount is None else part.amount


def _order(value: int | str) -> tuple[int, int]:
    return (1, 0) if isinstance(value, str) else (0, value)


def _show(values: Sequence[int | str]) -> str:
    return "[" + ", ".join(str(v) for v in values) + "]"
