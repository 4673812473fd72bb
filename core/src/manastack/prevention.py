"""Prevention effects (CR 615): damage that "would be dealt" is not dealt.

A prevention effect here is a value kept in ``state.notes["prevention"]``
(so it is part of the game state: cloned, rolled back, digested). The damage
primitive (:func:`manastack.combat.deal_damage`) asks :func:`prevents` before
dealing damage. Only the "prevent all [combat] damage that would be dealt
this turn" family exists so far (Moment's Peace, Fog, CR 615.1a); shields that
prevent the next N damage to one recipient are not modelled yet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from attrs import frozen

if TYPE_CHECKING:
    from manastack.game import Game

NOTE = "prevention"


@frozen
class PreventAll:
    """"Prevent all [combat] damage that would be dealt this turn" (CR 615.1a).

    ``turn`` is the number of the turn it lasts for; ``combat_only`` limits it
    to combat damage (510.2).
    """

    turn: int
    combat_only: bool = True
    text: str = ""


def active(game: Game) -> tuple[PreventAll, ...]:
    """The prevention effects that apply in the current turn."""
    found = game.state.notes.get(NOTE, ())
    number = game.state.turn.number
    return tuple(p for p in found if p.turn == number)


def add(game: Game, effect: PreventAll) -> None:
    """Start a prevention effect (expired ones are dropped as it is added)."""
    game.state.notes[NOTE] = (*active(game), effect)
    game._touch()
    game.log_event("prevention", f"prevention effect: {effect.text}", rule="615.1a")


def prevents(game: Game, *, combat: bool) -> PreventAll | None:
    """The effect that prevents damage dealt now (``combat``: is it combat damage?), if any."""
    for effect in active(game):
        if combat or not effect.combat_only:
            return effect
    return None
