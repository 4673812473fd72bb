"""Running a scenario: the position set up, each action taken, the expectations checked.

:func:`run` loads the rules (the file's ``plugins``, or the selection of the command line
and the environment), builds the position through :class:`manastack.Table`, then takes
each action by card name. An action the rules refuse, unless the file says it must be
refused (``illegal = "601.2c"``), is a bad file (:class:`~manastack.ScenarioError`), since
every later line would be about a different game. A failed expectation is not: it is
recorded in the :class:`Result` and the run goes on, so one run shows every difference
(:mod:`manastack_cli.scenario.expectations`). An unexpected exception is a bug in the
engine or a plugin: :class:`EngineCrash`, as is a :class:`~manastack.PluginCrashError` (a
plugin that raised in a hook: the message names it). A :class:`Reporter` is told of each step as it
happens.
"""

from __future__ import annotations

import os
import re
from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from attrs import define, field

from manastack import (
    Answer,
    Game,
    IllegalActionError,
    ManastackError,
    PluginCrashError,
    PluginError,
    Rules,
    Table,
    UnknownCardError,
    UnsupportedCardError,
    Zone,
    is_called,
)
from manastack_cli.options import TRACE_ENV
from manastack_cli.scenario.expectations import (
    CastRecord,
    check_expectations,
    count_expectations,
    rule_matches,
)
from manastack_cli.scenario.files import STEPS, ZONES, Action, Scenario
from manastack_cli.scenario.validation import FieldPath

if TYPE_CHECKING:
    from manastack.api import Card, Event

__all__ = ["EngineCrash", "Reporter", "Result", "run"]


@define
class Result:
    """The outcome of running a scenario."""

    scenario: Scenario
    game: Game
    failures: list[str] = field(factory=list)
    checked: int = 0

    @property
    def ok(self) -> bool:
        return not self.failures


class EngineCrash(Exception):
    """An unexpected exception while running a scenario: a bug, not a bad file (exit status 3)."""


class _RecordingQueue(deque[Answer]):
    """A script queue remembering what was left unused when the game cleared it."""

    def __init__(self) -> None:
        super().__init__()
        self.leftover: list[Answer] = []

    def clear(self) -> None:
        self.leftover = list(self)
        super().clear()


class Reporter:
    """Receives the run as it happens; the command line prints it
    (:mod:`manastack_cli.scenario.reporters`). This one ignores everything."""

    def begin(self, scenario: Scenario, game: Game) -> None:
        """The game is set up."""

    def action(self, action: Action, game: Game, events: Sequence[Event]) -> None:
        """``action`` was taken; ``events`` are the events it logged."""

    def failure(self, message: str) -> None:
        """An expectation did not hold."""

    def refused(self, action: Action, error: IllegalActionError) -> None:
        """``action``, which the file says is illegal, was refused with ``error`` (CR 732)."""


def run(
    scenario: Scenario,
    *,
    enable: Iterable[str] | None = None,
    disable: Iterable[str] = (),
    env: Mapping[str, str] | None = None,
    reporter: Reporter | None = None,
    rules: Rules | None = None,
) -> Result:
    """Set up and play ``scenario``; check its expectations.

    The plugins are the scenario's ``plugins`` when it names them (only those,
    the environment ignored); otherwise ``enable``/``disable`` and ``env``
    select them as everywhere else (``docs/plugins.rst``). ``rules``, when
    given, is used as it is (the caller selected the plugins: ``manastack
    demo``). Raises :class:`ScenarioError` for a bad file: unknown plugin,
    player or card, an action that is not legal at that point or a choice
    that does not fit.
    """
    try:
        return _run(scenario, enable, disable, env, reporter or Reporter(), rules)
    except PluginCrashError as exc:  # a bug in the plugin it names, not in the file
        raise EngineCrash(f"{scenario.path}: {exc}") from exc


def _run(scenario: Scenario, enable: Iterable[str] | None, disable: Iterable[str],
         env: Mapping[str, str] | None, reporter: Reporter, rules: Rules | None) -> Result:
    table = _setup(scenario, enable, disable, env, rules)
    result = Result(scenario=scenario, game=table.game)
    reporter.begin(scenario, table.game)
    queue = _RecordingQueue()
    table.game.script.queue = queue  # the game's own script, with a queue that keeps leftovers
    casts: dict[str, CastRecord] = {}
    for action in scenario.actions:
        _check_action_names(scenario, table, action)
        start = len(table.game.log)
        try:
            failures = _take(scenario, table, action, queue, casts, reporter)
        except PluginCrashError as exc:
            raise EngineCrash(f"{scenario.path}: action {action.number} ({action.describe()}): "
                              f"{exc}") from exc
        except ManastackError:
            raise
        except Exception as exc:  # a bug in the engine or a plugin, not in the file
            raise EngineCrash(f"{scenario.path}: action {action.number} ({action.describe()}): "
                              f"internal error: {type(exc).__name__}: {exc}") from exc
        reporter.action(action, table.game, table.game.log[start:])
        if action.expect is not None:
            failures += check_expectations(scenario, table.game, action.expect, casts,
                                           ("action", action.number - 1, "expect"))
        for message in failures:
            text = f"after action {action.number} ({action.describe()}): {message}"
            result.failures.append(text)
            reporter.failure(text)
        result.checked += 1 if action.illegal else 0
        result.checked += count_expectations(action.expect)
    if scenario.expect is not None:
        for message in check_expectations(scenario, table.game, scenario.expect, casts,
                                          ("expect",)):
            text = f"at the end: {message}"
            result.failures.append(text)
            reporter.failure(text)
        result.checked += count_expectations(scenario.expect)
    return result


def _setup(scenario: Scenario, enable: Iterable[str] | None, disable: Iterable[str],
           env: Mapping[str, str] | None, rules: Rules | None = None) -> Table:
    try:
        if rules is not None:
            pass
        elif scenario.plugins is not None:
            rules = Rules.load(enable=scenario.plugins, env=_tracing_only(env))
        else:
            rules = Rules.load(enable=enable, disable=disable, env=env)
    except PluginCrashError:
        raise
    except PluginError as exc:
        raise scenario.error(str(exc), ("plugins",) if scenario.plugins is not None else ()) from None
    game = Game(rules, [p.name for p in scenario.players], seed=scenario.seed)
    game.auto_pass = False  # the file says when each player passes
    for i, player in enumerate(scenario.players):
        game.update_player(i, life=player.life, poison=player.poison)
        for zone in ZONES:
            for spec in player.zones.get(zone, ()):
                path: FieldPath = ("player", i, zone)
                card = _known_card(scenario, rules, spec.name, path)
                controller = (scenario.player_index(spec.controller, path)
                              if spec.controller is not None else None)
                # the library is listed top first: each card goes below the previous one
                if not spec.inert and card.refusal() is not None:
                    raise scenario.error(f"{card.refusal()} (add inert = true to use it as a "
                                         "placeholder with no abilities)", path)
                game.put(card, Zone(zone), i, tapped=spec.tapped, sick=spec.sick,
                         counters=dict(spec.counters) or None, controller=controller,
                         inert=spec.inert)
    game.set_turn(active=scenario.player_index(scenario.active), step=STEPS[scenario.step],
                  number=scenario.turn_number)
    return Table(game)


def _tracing_only(env: Mapping[str, str] | None) -> dict[str, str]:
    """Of the environment, only the hook tracing switch: a file naming its plugins ignores the
    environment's selection, not a request to trace (``manastack --trace-hooks run``)."""
    environ = os.environ if env is None else env
    return {TRACE_ENV: environ[TRACE_ENV]} if TRACE_ENV in environ else {}


def _known_card(scenario: Scenario, rules: Rules, name: str, path: FieldPath) -> Card:
    try:
        return rules.card(name)
    except UnknownCardError as exc:
        raise scenario.error(str(exc), path) from None
    except PluginCrashError:
        raise
    except ManastackError as exc:
        raise scenario.error(f"card {name!r}: {exc}", path) from None


_PLAYER_WORDS = re.compile(r"(?i)you|me|opponent|them|player \d+")


def _is_player(scenario: Scenario, name: str) -> bool:
    return bool(_PLAYER_WORDS.fullmatch(name.strip())) or any(
        p.name.lower() == name.strip().lower() for p in scenario.players)


def _check_action_names(scenario: Scenario, table: Table, action: Action) -> None:
    """Every card an action names exists (tokens, "... Token", may not yet)."""
    base: FieldPath = ("action", action.number - 1)
    names: list[tuple[str, FieldPath]] = []
    if action.verb in ("cast", "activate", "play", "tap_for_mana"):
        names.append((action.value, (*base, action.verb)))
    elif action.verb == "attack":
        names += [(n, (*base, "attack")) for n in action.value]
    elif action.verb == "block":
        names += [(n, (*base, "block")) for pair in action.value.items() for n in pair]
    for key in ("exile", "sacrifice", "discard", "tap"):
        names += [(n, (*base, key)) for n in action.options.get(key, [])]
    for option, cards in action.options.get("pay_with", {}).items():
        names += [(n, (*base, "pay_with", option)) for n in cards]
    for target in action.options.get("targets", []):
        for n in target if isinstance(target, list) else [target]:
            if not _is_player(scenario, n):
                names.append((n, (*base, "targets")))
    for name, path in names:
        if name.endswith(" Token") or "#" in name:
            continue
        if name not in table.game.rules.cards:
            _known_card(scenario, table.game.rules, name, path)


def _take(scenario: Scenario, table: Table, action: Action, queue: _RecordingQueue,
          casts: dict[str, CastRecord], reporter: Reporter | None = None) -> list[str]:
    """Do ``action``; return failed expectations about its legality."""
    base: FieldPath = ("action", action.number - 1)
    where = f"action {action.number} ({action.describe()})"
    game = table.game
    if "by" in action.options:
        wanted = scenario.player_index(action.options["by"], (*base, "by"))
        decision = game.pending()
        actual = decision.player if decision is not None else None
        if actual != wanted:
            who = game.player(actual).name if actual is not None else "nobody (the game is over)"
            raise scenario.error(
                f"{where}: {scenario.players[wanted].name} is not the one acting: {who} is",
                line=action.line)
    if action.illegal is not None:
        return _take_illegal(scenario, table, action, where, reporter or Reporter())
    queue.leftover = []
    over_before = game.state.over
    try:
        _perform(scenario, table, action, casts)
    except IllegalActionError as exc:
        if action.verb in _PASSING and game.state.over and not over_before:
            return []  # the game ended on the way (CR 104): the action is done
        raise scenario.error(f"{where}: {exc}", line=action.line) from None
    except PluginCrashError:
        raise
    except (UnsupportedCardError, ManastackError) as exc:
        raise scenario.error(f"{where}: {exc}", line=action.line) from None
    if queue.leftover:
        unused = ", ".join(repr(kind) for kind in sorted({a.kind for a in queue.leftover}))
        raise scenario.error(
            f"{where}: the game never asked for {unused}: that choice does not fit this action",
            line=action.line)
    return []


#: Verbs that pass priority until something happens: the game may end on the way.
_PASSING = frozenset({"pass", "resolve", "go_to", "next_turn"})


def _take_illegal(scenario: Scenario, table: Table, action: Action, where: str,
                  reporter: Reporter) -> list[str]:
    game = table.game
    wanted = action.illegal
    assert wanted is not None
    # a refused attack or block is undone whole, the passes to its step included (CR 732)
    game.pending()  # settle the game first: the step's turn-based actions are not the action's
    before = game.state_digest()
    log_length = len(game.log)
    try:
        _perform(scenario, table, action, {})
    except IllegalActionError as exc:
        reporter.refused(action, exc)
        failures = []
        if not rule_matches(exc.rule, wanted):
            cited = f"CR {exc.rule}" if exc.rule else "no rule"
            failures.append(f"refused citing {cited}, expected CR {wanted}: {exc.reason}")
        if game.state_digest() != before or len(game.log) != log_length:
            failures.append("the refused action changed the game (CR 732)")
        return failures
    except PluginCrashError:
        raise
    except ManastackError as exc:
        raise scenario.error(f"{where}: {exc}", line=action.line) from None
    return [f"the action was allowed; expected it to be refused citing CR {wanted}"]


def _answers(scenario: Scenario, table: Table, raw: Sequence[Mapping[str, Any]]) -> list[Answer]:
    out = []
    for entry in raw:
        chosen: list[Any] = []
        for item in entry["choose"]:
            if isinstance(item, str):
                chosen.append(_choice(scenario, table, item, chosen))
            else:
                chosen.append(item)
        out.append(Answer(entry["kind"], tuple(chosen)))
    return out


def _choice(scenario: Scenario, table: Table, item: str, taken: Sequence[Any]) -> Any:
    if _is_player(scenario, item):
        decision = table.game.pending()
        return table.target(item, decision.player if decision is not None else 0)
    matches = [o.id for z in Zone for o in table.game.objects_in(z)
               if is_called(o.card, item.strip()) and o.id not in taken]
    return matches[0] if matches else item  # an option that is not an object (a key)


def _perform(scenario: Scenario, table: Table, action: Action,
             casts: dict[str, CastRecord]) -> None:
    o = action.options
    answers = _answers(scenario, table, o.get("answers", []))
    if action.verb == "cast":
        modes = [m - 1 for m in o["modes"]] if "modes" in o else None
        targets = [list(t) if isinstance(t, list) else t for t in o.get("targets", [])]
        obj = table.cast(
            action.value, using=o.get("using", "hand"), targets=targets, modes=modes,
            x=o.get("x"), exile=o.get("exile"), sacrifice=o.get("sacrifice"),
            discard=o.get("discard"), tap=o.get("tap"), pay=o.get("pay"),
            pay_with=o.get("pay_with"), answers=answers, zone=o.get("zone"),
        )
        spell = obj.spell if obj.zone is Zone.STACK else None
        if spell is not None:
            total = str(spell.total.mana) if spell.total is not None else ""
            casts[obj.card.name.lower()] = CastRecord(total=total, spent=spell.mana_spent)
    elif action.verb == "activate":
        table.activate(action.value, o.get("ability", 1) - 1, targets=o.get("targets", []),
                       x=o.get("x"), answers=answers)
    elif action.verb == "play":
        table.play(action.value)
    elif action.verb == "tap_for_mana":
        table.tap_for_mana(action.value, o["color"])
    elif action.verb == "attack":
        defender = o.get("defender")
        table.attack(*action.value, defender=defender)
    elif action.verb == "block":
        table.block(dict(action.value))
    elif action.verb == "pass":
        table.pass_priority(answers)
    elif action.verb == "resolve":
        if action.value == "all":
            table.resolve_all()
        else:
            table.resolve(answers)
    elif action.verb == "go_to":
        table.go_to(STEPS[action.value], turn=o.get("turn"))
    elif action.verb == "next_turn":
        table.next_turn()

