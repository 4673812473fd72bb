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

from manastack.errors import IllegalActionError, IllegalAnswerError, ManastackError, rules_named
from manastack.model.actions import PassPriority
from manastack.model.inputs import answer_items

if TYPE_CHECKING:
    from manastack.engine.game import Game

#: A whole-answer check: ``(game, chosen options) -> reason it is illegal, or None``.
Check = Callable[["Game", tuple[Any, ...]], "str | None"]
#: Why one item that is not among the options can't be chosen: ``(game, item) -> reason``.
WhyNot = Callable[["Game", Any], "str | None"]


@frozen
class Decision:
    """A choice ``player`` must make: pick between ``min`` and ``max`` of ``options``.

    ``kind`` says what is chosen (``"priority"``, ``"casting_permission"``,
    ``"modes"``, ``"x"``, ``"targets"``, ``"attackers"``, ``"blockers"``,
    ``"sacrifice"``, ``"discard"``, ``"exile_from_graveyard"``, ``"order"``, ...).
    ``rule`` cites the CR rule that asks for the choice.

    Options and the count bounds describe most choices completely. A few
    choices have rules about the combination (CR 509.1: a creature blocks one
    attacker; 702.110b: menace needs two blockers): for those ``check`` judges
    a whole answer, so :meth:`problem` tells exactly whether an answer is
    legal without trying it on the game. ``check`` takes the game as an
    argument (never captures one), so a decision stays valid in a clone.
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
    check: Check | None = field(default=None, eq=False, repr=False)
    #: An option may be chosen more than once (CR 700.2d: "You may choose the same mode
    #: more than once").
    repeats: bool = False
    #: The options are numbers (a value for X, how many times to pay a cost), never object
    #: ids: shown and matched as numbers.
    numbers: bool = False
    #: The rules' reason an item outside ``options`` is refused (a block forbidden by
    #: flying or shadow, CR 509.1b), added to the error; takes the game, as ``check`` does.
    why_not: WhyNot | None = field(default=None, eq=False, repr=False)
    #: A division's recipients (CR 601.2d, 510.1c-d), as the labels name them, in the order
    #: of each option's amounts: what a division that isn't offered is read with.
    recipients: tuple[str, ...] = field(default=(), eq=False)
    #: ``options`` are only the first of the legal items (a division of much damage among
    #: many creatures, CR 510.1c-d, has too many to list): an item outside them is legal
    #: when ``why_not`` finds nothing against it, so no legal answer is out of reach.
    partial: bool = False
    #: The object each option's effect comes from (None: none, or several), in the order of
    #: ``options``: a replacement effect's source (CR 616.1), so an answer may name its card.
    sources: tuple[int | None, ...] = field(default=(), eq=False)

    def fewest(self) -> tuple[Any, ...]:
        """The fewest options allowed, the first ones; when an option may be chosen more than
        once and fewer are offered than must be chosen (CR 700.2d: Fiery Confluence with no
        artifact to target still chooses three modes), the first one again."""
        first = self.options[: self.min]
        if self.repeats and self.options and len(first) < self.min:
            first += (self.options[0],) * (self.min - len(first))
        return first

    def label(self, index: int) -> str:
        """How option ``index`` is shown: its label, else the option itself."""
        if self.labels:
            return self.labels[index]
        return str(self.options[index])

    def validate(self, answer: Sequence[Any], game: Game | None = None) -> tuple[Any, ...]:
        """Check an answer (a sequence of chosen options); raise IllegalActionError if it does
        not fit (with ``game``, an item outside the options is refused with its reason)."""
        chosen = answer_items(answer, self.prompt, rule=self.rule, step=self.kind)
        if not self.min <= len(chosen) <= self.max:
            want = str(self.min) if self.min == self.max else f"{self.min} to {self.max}"
            raise IllegalActionError(
                f"{self.prompt}: {want} expected, got {len(chosen)}", rule=self.rule, step=self.kind
            )
        seen: list[Any] = []
        for item in chosen:
            if item not in self.options:
                typed = any(type(o) is type(item) for o in self.options)
                # why_not reads the item as an option would be read: only one of their type
                reason = self.why_not(game, item) if self.why_not and game is not None \
                    and typed else None
                unlisted = self.partial and typed and reason is None and \
                    self.why_not is not None and game is not None
                if not unlisted:  # else legal though not listed (the options are the first)
                    raise IllegalActionError(
                        f"{self.prompt}: {item} is not one of the legal options"
                        + (f": {reason}" if reason else ""), rule=self.rule, step=self.kind,
                        cites=rules_named(reason or self._why_not_object(game, item)),
                    )
            elif type(item) is not type(self.options[self.options.index(item)]):
                # equal but not the same: 12.0 or True for the object 12 or 1 (see inputs)
                raise IllegalAnswerError(
                    f"{self.prompt}: {item!r} is not one of the legal options: "
                    f"{type(item).__name__} given where the option is "
                    f"{type(self.options[self.options.index(item)]).__name__}",
                    rule=self.rule, step=self.kind)
            if item in seen and not self.repeats:
                raise IllegalActionError(
                    f"{self.prompt}: {item} chosen twice", rule=self.rule, step=self.kind
                )
            seen.append(item)
        return chosen

    def _why_not_object(self, game: Game | None, item: Any) -> str | None:
        """The reason an object id outside the options is refused, when no option is an
        object (a sole creature with protection, the others players: CR 702.16b): for the
        rules the refusal rests on (its message stays as it was)."""
        if self.why_not is None or game is None or self.numbers or type(item) is not int:
            return None
        return self.why_not(game, item)

    def problem(self, game: Game, answer: Sequence[Any]) -> str | None:
        """Why ``answer`` is not a legal answer (in ``game``), or ``None`` if it is."""
        try:
            chosen = self.validate(answer, game)
        except IllegalActionError as exc:
            return exc.reason
        return self.check(game, chosen) if self.check is not None else None

    def accepts(self, game: Game, answer: Sequence[Any]) -> bool:
        """Is ``answer`` a legal answer to this decision?"""
        return self.problem(game, answer) is None


class Agent(Protocol):
    """Something that answers decisions for one player."""

    def choose(self, game: Game, decision: Decision) -> Sequence[Any]:
        """The options chosen for ``decision`` (as many as it allows, from its options)."""


class FirstLegalAgent:
    """Picks the first option (the first ``min`` options): deterministic and fast.

    At priority the first option is the first legal action listed, so this
    agent plays things; :class:`PassingAgent` passes instead.
    """

    def choose(self, game: Game, decision: Decision) -> Sequence[Any]:
        """The first option: at priority the first legal action listed, else the first ``min``
        options."""
        if decision.kind == "priority":
            return decision.options[:1]
        return decision.fewest()


class PassingAgent:
    """Passes priority whenever it has it; otherwise picks as few options as allowed."""

    def choose(self, game: Game, decision: Decision) -> Sequence[Any]:
        """Pass priority whenever it can; otherwise the fewest options allowed."""
        if decision.kind == "priority":

            passes = [o for o in decision.options if isinstance(o, PassPriority)]
            if passes:
                return (passes[0],)
        return decision.fewest()


class RandomAgent:
    """Picks uniformly among legal answers using the game's own generator.

    Using the game's generator keeps a game fully determined by its seed: a
    clone replays identically. For a choice of several options it draws a
    count, then that many options; when the decision has a ``check`` (combat
    declarations) it draws again until the answer is legal, up to ``tries``
    times, then falls back to the first legal answer among "the first
    ``min`` options" and "nothing".
    """

    def __init__(self, tries: int = 32) -> None:
        self.tries = tries

    def choose(self, game: Game, decision: Decision) -> Sequence[Any]:
        """A legal answer chosen with the game's seeded generator (so a seeded game repeats)."""
        rng = game.rng
        options = decision.options
        if not options:
            return ()
        if decision.min == decision.max == 1 and decision.check is None:
            return (options[rng.below(len(options))],)
        low = decision.min
        # CR 700.2d: an option that may be chosen again fills more choices than are offered
        high = min(decision.max, len(options) if not decision.repeats else max(low, len(options)))
        if high < low:
            raise NoLegalAnswerError(f"{decision.prompt}: {low} needed, {len(options)} offered")
        for _ in range(self.tries if decision.check is not None else 1):
            count = low + rng.below(high - low + 1)
            answer = tuple(rng.sample(options, count)) if count <= len(options) else \
                tuple(options[rng.below(len(options))] for _ in range(count))
            if decision.check is None or decision.check(game, answer) is None:
                return answer
        for answer in (decision.fewest(), ()):
            if decision.accepts(game, answer):
                return answer
        raise NoLegalAnswerError(f"{decision.prompt}: no legal answer found in {self.tries} draws")


class CallbackAgent:
    """Wraps a plain function ``(game, decision) -> answer``."""

    def __init__(self, function: Callable[[Game, Decision], Sequence[Any]]) -> None:
        self.function = function

    def choose(self, game: Game, decision: Decision) -> Sequence[Any]:
        """What the function answers."""
        return self.function(game, decision)


class NoLegalAnswerError(ManastackError):
    """An agent found no legal answer to a decision."""


class DecisionNeeded(BaseException):
    """Raised by ``Game.ask`` when the player who must answer has no agent and no scripted
    answer: the game undoes the action so far (CR 732) and waits for the answer as its
    pending decision. A ``BaseException`` so that no handler of errors swallows it."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.prompt)
        self.decision = decision


def _as_tuple(items: Iterable[Any]) -> tuple[Any, ...]:
    # refused here, where the script is written, not when a decision takes it
    return answer_items(items, "a scripted answer")


@frozen
class Answer:
    """A scripted answer: ``kind`` (or ``"*"``), the chosen options, and optionally whose.

    With ``player`` set, only a decision of that player takes it: the script
    of a test can answer the opponent's choices (SEED-16) without answering
    its own by mistake.
    """

    kind: str
    choice: tuple[Any, ...] = field(converter=_as_tuple)
    player: int | None = None


class Script:
    """A queue of scripted answers; each decision takes the first answer of its kind.

    Decisions of other kinds fall through to the player's agent, so a test
    scripts only what it cares about.
    """

    def __init__(self, answers: Iterable[Answer] = ()) -> None:
        self.queue: deque[Answer] = deque(answers)

    def take(self, decision: Decision) -> tuple[Any, ...] | None:
        """The first queued answer of the decision's kind (or ``"*"``) and player, removed."""
        for i, answer in enumerate(self.queue):
            if answer.player is not None and answer.player != decision.player:
                continue
            if answer.kind in (decision.kind, "*"):
                del self.queue[i]
                return answer.choice
        return None

    def __len__(self) -> int:
        return len(self.queue)
