"""CR 616.1: the order in which several replacement effects apply to one event.

Each call answers "which applies first?" among those still left; the caller applies it, drops
it (614.5: each applies once) and asks again with what is left, since applying one can change
which others still apply (616.1f).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, TypeVar

from manastack.model.decisions import Decision

if TYPE_CHECKING:
    from manastack.engine.game import Game

K = TypeVar("K")
V = TypeVar("V")


def next_replacement(game: Game, player: int, left: Mapping[K, V], *, prompt: str,
                     label: Callable[[V], str], ask: bool = True,
                     sources: Mapping[K, int | None] | None = None) -> K:
    """The key in ``left`` of the replacement that applies next: the only one, the first when
    ``ask`` is false (the order can't change the result), else the one ``player`` (the
    affected player or the affected object's controller, 616.1) chooses as an explicit
    decision; ``sources`` gives each effect's source object, which an answer may name."""
    keys = tuple(left)
    if len(keys) == 1 or not ask:
        return keys[0]
    chosen: K = game.ask(Decision(
        kind="replacement_order", player=player, prompt=prompt, options=keys,
        labels=tuple(label(v) for v in left.values()), rule="616.1",
        sources=tuple(sources.get(k) for k in keys) if sources is not None else ()))[0]
    return chosen
