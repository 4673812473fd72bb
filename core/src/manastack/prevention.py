"""Damage prevention shields (CR 615).

"Prevent the next 3 damage that would be dealt to any target this turn" makes
a *shield* around the chosen permanent or player (CR 615.7): each 1 damage
that would be dealt to it is prevented and reduces the shield by 1, until the
shield is used up or the turn ends. Shields live in the game state
(``state.notes["prevention"]``, immutable values) so that cloning, rollback
(CR 732) and the state digest see them; :func:`prevent` is asked by the
damage primitive before any damage is dealt (CR 615.1: prevention applies as
the damage event would happen).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack._attrs import frozen
from manastack.objects import PlayerRef

if TYPE_CHECKING:
    from manastack.game import Game

NOTES_KEY = "prevention"


@frozen
class Shield:
    """A prevention shield of ``remaining`` damage on ``recipient`` for turn ``turn``.

    ``recipient`` None: every permanent and player ("Prevent all combat damage that
    would be dealt this turn", CR 615.1); ``remaining`` None: all damage, never used
    up; ``combat_only``: only combat damage (CR 510.2).
    """

    recipient: int | PlayerRef | None
    remaining: int | None
    turn: int
    source: int | None = None
    text: str = ""
    combat_only: bool = False

    def covers(self, recipient: Any, combat: bool) -> bool:
        if self.combat_only and not combat:
            return False
        return self.recipient is None or self.recipient == recipient


def shields(game: Game) -> tuple[Shield, ...]:
    """The shields still active this turn (those of earlier turns have ended, CR 514.2)."""
    found: tuple[Shield, ...] = game.state.notes.get(NOTES_KEY, ())
    turn = game.state.turn.number
    return tuple(s for s in found
                 if s.turn == turn and (s.remaining is None or s.remaining > 0))


def add_shield(game: Game, recipient: Any, amount: int | None, *, source: int | None = None,
               text: str = "", combat_only: bool = False) -> Shield | None:
    """Shield ``recipient`` (an object id, a player, or None for all) from the next
    ``amount`` damage this turn (None: all damage this turn)."""
    if amount is not None and amount <= 0:
        return None
    if isinstance(recipient, int) and game.find(recipient) is None:
        return None
    shield = Shield(recipient=recipient, remaining=amount, turn=game.state.turn.number,
                    source=source, text=text, combat_only=combat_only)
    game.state.notes[NOTES_KEY] = (*shields(game), shield)
    game._touch()
    if recipient is None:
        who = "any permanent or player"
    else:
        who = str(game.player(recipient.index)) if isinstance(recipient, PlayerRef) else \
            str(game.obj(recipient))
    what = "all" if amount is None else f"the next {amount}"
    kind = " combat" if combat_only else ""
    game.log_event("prevention", f"{what}{kind} damage that would be dealt to {who} this "
                   "turn will be prevented", rule="615.7" if amount is not None else "615.1")
    return shield


def prevent(game: Game, source: int | None, recipient: Any, amount: int, *,
            combat: bool = False) -> int:
    """How much of ``amount`` damage to ``recipient`` is still dealt after the shields (CR 615).

    Shields are used in the order they were created; each prevented point
    reduces a counted shield by 1 (CR 615.7); the event is logged once.
    """
    active = shields(game)
    if amount <= 0 or not active:
        return amount
    remaining = amount
    changed: list[Shield] = []
    prevented = 0
    rule = "615.7"
    for shield in active:
        if remaining > 0 and shield.covers(recipient, combat):
            if shield.remaining is None:
                rule = "615.1a"  # "prevent all ... damage": not a counted shield
            used = remaining if shield.remaining is None else min(shield.remaining, remaining)
            remaining -= used
            prevented += used
            if shield.remaining is not None:
                shield = Shield(shield.recipient, shield.remaining - used, shield.turn,
                                shield.source, shield.text, shield.combat_only)
        changed.append(shield)
    if prevented:
        game.state.notes[NOTES_KEY] = tuple(
            s for s in changed if s.remaining is None or s.remaining > 0)
        game._touch()
        who = str(game.player(recipient.index)) if isinstance(recipient, PlayerRef) else \
            str(game.obj(recipient))
        src = str(game.obj(source)) if source is not None and game.find(source) else "a source"
        game.log_event("prevention", f"{prevented} damage {src} would deal to {who} is "
                       "prevented", rule=rule)
    return remaining


# --------------------------------------------------------------------------
# "Prevent all [combat] damage that would be dealt this turn" as a value (CR 615.1a)
# --------------------------------------------------------------------------


@frozen
class PreventAll:
    """"Prevent all [combat] damage that would be dealt this turn" (CR 615.1a), as kept by
    callers that start it directly: a shield on every recipient, never used up."""

    turn: int
    combat_only: bool = True
    text: str = ""


def add(game: Game, effect: PreventAll) -> None:
    """Start a "prevent all" effect (one of the shields above)."""
    shield = Shield(recipient=None, remaining=None, turn=effect.turn, text=effect.text,
                    combat_only=effect.combat_only)
    game.state.notes[NOTES_KEY] = (*shields(game), shield)
    game._touch()
    game.log_event("prevention", f"prevention effect: {effect.text}", rule="615.1a")


def active(game: Game) -> tuple[PreventAll, ...]:
    """The "prevent all" effects that apply in the current turn."""
    return tuple(PreventAll(s.turn, s.combat_only, s.text) for s in shields(game)
                 if s.recipient is None and s.remaining is None)


def prevents(game: Game, *, combat: bool) -> PreventAll | None:
    """The "prevent all" effect that prevents damage dealt now, if any (CR 615.1a)."""
    for effect in active(game):
        if combat or not effect.combat_only:
            return effect
    return None
