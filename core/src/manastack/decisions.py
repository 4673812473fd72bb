"""Decisions: every choice a player makes, and the agents that answer them.

A :class:`Decision` names the player who must answer, a finite tuple of legal
options and how many of them to pick. One mechanism serves every driver:
scripted answers in tests and scenarios, a seeded random agent, a first-legal
agent, the command line, and search (clone the game, try each option). The
opponent answers the opponent's choices (SEED-16: the targeted opponent picks
which attacking creature to sacrifice).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from attrs import field, frozen

from manastack.errors import IllegalActionError, ManastackError

if TYPE_CHECKING:
    from manastack.game import Game


@frozen
class Decision:
    """A choice ``player`` must make: pick between ``min`` and ``max`` of ``options``.

    ``kind`` says what is chosen (``"priority"``, ``"casting_permission"``,
    ``"modes"``, ``"x"``, ``"targets"``, ``"attackers"``, ``"blockers"``,
    ``"sacrifice"``, ``"discard"``, ``"exile_from_graveyard"``, ``"order"``, ...).
    ``rule`` cites the CR rule that asks for the choice.
    """

    kind: str
    player: int
    prompt: str
    options: tuple[Any, ...]
    min: int = 1
    max: int = 1
    rule: str = ""
    labels: tuple[str, ...] = field(default=(), eq=False)
    ordered: bool = False

    def label(self, index: int) -> str:
        if self.labels:
            return self.labels[index]
        return str(self.options[index])

    def validate(self, answer: Sequence[Any]) -> tuple[Any, ...]:
        """Check an answer (a sequence of chosen options); raise IllegalActionError if it does not fit."""
        chosen = tuple(answer)
        if not self.min <= len(chosen) <= self.max:
            want = str(self.min) if self.min == self.max else f"{self.min} to {self.max}"
            raise IllegalActionError(
                f"{self.prompt}: {want} expected, got {len(chosen)}", rule=self.rule, step=self.kind
            )
        seen: list[Any] = []
        for item in chosen:
            if item not in self.options:
                raise IllegalActionError(
                    f"{self.prompt}: {item} is not one of the legal options", rule=self.rule,
                    step=self.kind,
                )
            if item in seen:
                raise IllegalActionError(
                    f"{self.prompt}: {item} chosen twice", rule=self.rule, step=self.kind
                )
            seen.append(item)
        return chosen


class Agent(Protocol):
    """Something that answers decisions for one player."""

    def choose(self, game: Game, decision: Decision) -> Sequence[Any]: ...


class FirstLegalAgent:
    """Picks the first ``min`` options (or passes): deterministic and fast."""

    def choose(self, game: Game, decision: Decision) -> Sequence[Any]:
        if decision.kind == "priority":
            return decision.options[:1]
        return decision.options[: decision.min]


class PassingAgent:
    """Passes priority whenever it can; otherwise answers like FirstLegalAgent."""

    def choose(self, game: Game, decision: Decision) -> Sequence[Any]:
        return decision.options[: decision.min]


class RandomAgent:
    """Picks uniformly among legal answers using the game's own generator.

    Using the game's generator keeps a game fully determined by its seed: a
    clone replays identically.
    """

    def __init__(self, pass_weight: int = 1) -> None:
        self.pass_weight = pass_weight

    def choose(self, game: Game, decision: Decision) -> Sequence[Any]:
        rng = game.rng
        options = decision.options
        if not options:
            return ()
        if decision.min == decision.max == 1:
            return (options[rng.below(len(options))],)
        low, high = decision.min, min(decision.max, len(options))
        count = low + rng.below(high - low + 1)
        return tuple(rng.sample(options, count))


class CallbackAgent:
    """Wraps a plain function ``(game, decision) -> answer``."""

    def __init__(self, function: Callable[[Game, Decision], Sequence[Any]]) -> None:
        self.function = function

    def choose(self, game: Game, decision: Decision) -> Sequence[Any]:
        return self.function(game, decision)


class ScriptError(ManastackError):
    """A scripted answer that does not match the decision the game asks."""


@frozen
class Answer:
    """A scripted answer: ``kind`` (or ``"*"``) and the chosen options."""

    kind: str
    choice: tuple[Any, ...]


class Script:
    """A queue of scripted answers; each decision takes the first answer of its kind.

    Decisions of other kinds fall through to the player's agent, so a test
    scripts only what it cares about.
    """

    def __init__(self, answers: Iterable[Answer] = ()) -> None:
        self.queue: deque[Answer] = deque(answers)

    def take(self, decision: Decision) -> tuple[Any, ...] | None:
        """The first queued answer of the decision's kind (or ``"*"``), removed from the queue."""
        for i, answer in enumerate(self.queue):
            if answer.kind in (decision.kind, "*"):
                del self.queue[i]
                return answer.choice
        return None

    def __len__(self) -> int:
        return len(self.queue)
