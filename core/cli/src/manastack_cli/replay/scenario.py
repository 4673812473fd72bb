"""Recording a scenario as it runs: ``manastack run SCENARIO --replay-out GAME.json``.

:class:`RecordingReporter` passes every report on to the reporter that prints the run and
records a step when the game is set up and after each ``[[action]]``, labelled with the
action (``action 2: cast Lightning Bolt``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from manastack_cli.replay.record import Recorder
from manastack_cli.scenario.runner import Reporter

if TYPE_CHECKING:
    from manastack import Game, IllegalActionError
    from manastack.api import Event
    from manastack_cli.scenario.files import Action, Scenario

__all__ = ["RecordingReporter"]


class RecordingReporter(Reporter):
    """``inner``'s reports, and a :class:`Recorder` of the game (``.recorder``)."""

    def __init__(self, inner: Reporter) -> None:
        self.inner = inner
        self.recorder = Recorder()
        self._refused = False

    def begin(self, scenario: Scenario, game: Game) -> None:
        self.recorder.title = f"{scenario.name} ({scenario.path})" if scenario.name \
            else str(scenario.path)
        self.recorder.watch(game, "the scenario's position is set up")
        self.inner.begin(scenario, game)

    def action(self, action: Action, game: Game, events: Sequence[Event]) -> None:
        refused = " (refused, CR 732: the game is as it was)" if self._refused else ""
        self._refused = False
        self.recorder.watch(game, f"action {action.number}: {action.describe()}{refused}")
        self.inner.action(action, game, events)

    def failure(self, message: str) -> None:
        self.inner.failure(message)

    def explain(self, difference: str, game: Game) -> None:
        self.inner.explain(difference, game)

    def refused(self, action: Action, error: IllegalActionError) -> None:
        self._refused = True
        self.inner.refused(action, error)

    def defaulted(self, action: Action, message: str) -> None:
        self.inner.defaulted(action, message)
