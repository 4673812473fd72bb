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
    FirstLegalAgent,
    Game,
    IllegalActionError,
    ManastackError,
    PassPriority,
    PlayerRef,
    PluginCrashError,
    PluginError,
    Rules,
    ScenarioError,
    Step,
    Table,
    UnknownCardError,
    UnsupportedCardError,
    Zone,
)
from manastack.api import CardDataError, TomlCardSource
from manastack_cli.options import TRACE_ENV
from manastack_cli.scenario import choices, edits
from manastack_cli.scenario.cards import PLUGIN, card_files, cards_plugin
from manastack_cli.scenario.expectations import (
    CastRecord,
    a_face,
    check_expectations,
    count_expectations,
    rule_matches,
)
from manastack_cli.scenario.files import SIDEBOARD, STEPS, ZONES, Action, Scenario
from manastack_cli.scenario.offers import Offers, Statement
from manastack_cli.scenario.validation import FieldPath

if TYPE_CHECKING:
    from manastack.api import Card, Decision, Event

__all__ = ["DefaultingAgent", "EngineCrash", "Reporter", "Result", "UnsupportedCard",
           "default_message", "run"]


@define
class Result:
    """The outcome of running a scenario. ``defaults``: each decision that offered a choice
    and that the file gave no answer for, answered by the first legal option (one line
    each, naming the action)."""

    scenario: Scenario
    game: Game
    failures: list[str] = field(factory=list)
    checked: int = 0
    defaults: list[str] = field(factory=list)

    @property
    def ok(self) -> bool:
        return not self.failures


class EngineCrash(Exception):
    """An unexpected exception while running a scenario: a bug, not a bad file (exit status 3)."""


class UnsupportedCard(ScenarioError):
    """A bad file of one kind: it uses a card whose rules text the engine does not read all of
    (exit status 2, as any bad file; a suite counts these apart, ``manastack run DIR``)."""


class _RecordingQueue(deque[Answer]):
    """A script queue remembering what was left unused when the game cleared it."""

    def __init__(self) -> None:
        super().__init__()
        self.leftover: list[Answer] = []

    def clear(self) -> None:
        self.leftover = list(self)
        super().clear()


class DefaultingAgent(FirstLegalAgent):
    """Answers what the file leaves open with the first legal option, as it always did, and
    keeps each decision it answered in ``taken``: a real choice (the game asks an agent only
    when there is one: never a forced decision) the file did not state, so the run can say
    it was taken by default, or refuse it (``strict``)."""

    def __init__(self, taken: list[tuple[Decision, tuple[Any, ...]]]) -> None:
        self.taken = taken

    def choose(self, game: Game, decision: Decision) -> Sequence[Any]:
        answer = tuple(super().choose(game, decision))
        if decision.kind != "priority":  # the file's own actions, never a default
            self.taken.append((decision, answer))
        return answer


def _unstated(scenario: Scenario, game: Game, action: Action, decision: Decision,
              then: str = "") -> ScenarioError:
    """The error of a strict file that gives no answer for ``decision`` of ``action`` (CR
    104: every choice is the file's), ``then`` what followed."""
    asked = f"{decision.kind!r} ({game.player(decision.player).name}: {decision.prompt})"
    return scenario.error(
        f"action {action.number} ({action.describe()}): the file gives no answer for {asked}, "
        f"a choice (strict: state it, answers = [{{ kind = \"{decision.kind}\", choose = "
        f"[...] }}]){then}", line=action.line)


def default_message(game: Game, decision: Decision, answer: Sequence[Any]) -> str:
    """A decision answered by default, in words: its kind (what an answer is keyed on), whose
    it is, what it asks and what was taken."""
    shown = []
    for item in answer:
        index = decision.options.index(item) if item in decision.options else -1
        found = game.find(item) if isinstance(item, int) and not isinstance(item, bool) \
            and not decision.labels and not decision.numbers else None
        shown.append(str(found) if found is not None
                     else decision.label(index) if index >= 0 else str(item))
    return (f"no answer for {decision.kind!r} ({game.player(decision.player).name}: "
            f"{decision.prompt}): the first legal option was taken: "
            f"{', '.join(shown) or 'nothing'}")


class Reporter:
    """Receives the run as it happens; the command line prints it
    (:mod:`manastack_cli.scenario.reporters`). This one ignores everything."""

    def begin(self, scenario: Scenario, game: Game) -> None:
        """The game is set up."""

    def action(self, action: Action, game: Game, events: Sequence[Event]) -> None:
        """``action`` was taken; ``events`` are the events it logged."""

    def failure(self, message: str) -> None:
        """An expectation did not hold."""

    def explain(self, difference: str, game: Game) -> None:
        """After :meth:`failure`: the difference as checked (an
        :class:`~manastack_cli.scenario.expectations.Difference` naming what it is about)."""

    def refused(self, action: Action, error: IllegalActionError) -> None:
        """``action``, which the file says is illegal, was refused with ``error`` (CR 732)."""

    def defaulted(self, action: Action, message: str) -> None:
        """During ``action`` a choice the file gave no answer for was answered by the first
        legal option (:func:`default_message`)."""


def run(
    scenario: Scenario,
    *,
    enable: Iterable[str] | None = None,
    disable: Iterable[str] = (),
    env: Mapping[str, str] | None = None,
    reporter: Reporter | None = None,
    rules: Rules | None = None,
    card_files: Sequence[str] = (),
    strict: bool = False,
) -> Result:
    """Set up and play ``scenario``; check its expectations.

    The plugins are the scenario's ``plugins`` when it names them (only those,
    the environment ignored); otherwise ``enable``/``disable`` and ``env``
    select them as everywhere else (``docs/plugins.rst``). ``rules``, when
    given, is used as it is (the caller selected the plugins: ``manastack
    demo``). ``card_files`` are MTGJSON files cards are also read from (``manastack
    --cards-file``), whichever plugins are selected. A choice the file gives no answer for
    is answered by the first legal option and listed in ``Result.defaults``; with
    ``strict`` (or the file's ``strict = true``) it is a bad file instead. Raises
    :class:`ScenarioError` for a bad file: unknown plugin, player or card, an action that is
    not legal at that point or a choice that does not fit.
    """
    try:
        return _run(scenario, enable, disable, env, reporter or Reporter(), rules,
                    tuple(card_files), strict or scenario.strict)
    except PluginCrashError as exc:  # a bug in the plugin it names, not in the file
        raise EngineCrash(f"{scenario.path}: {exc}") from exc


def _run(scenario: Scenario, enable: Iterable[str] | None, disable: Iterable[str],
         env: Mapping[str, str] | None, reporter: Reporter, rules: Rules | None,
         card_files: tuple[str, ...] = (), strict: bool = False) -> Result:
    taken: list[tuple[Decision, tuple[Any, ...]]] = []
    table = _setup(scenario, enable, disable, env, rules, card_files, taken)
    result = Result(scenario=scenario, game=table.game)
    reporter.begin(scenario, table.game)
    queue = _RecordingQueue()
    table.game.script.queue = queue  # the game's own script, with a queue that keeps leftovers
    choices.install(table.game)  # triggered abilities ordered by their sources' names
    offers = Offers()  # what the file states a decision offers, checked as it is asked
    offers.install(table.game)
    casts: dict[str, CastRecord] = {}
    for action in scenario.actions:
        _check_action_names(scenario, table, action)
        start = len(table.game.log)
        taken.clear()  # what settling the game answered before the action is not the action's
        try:
            failures = _take(scenario, table, action, queue, casts, offers, reporter)
        except PluginCrashError as exc:
            raise EngineCrash(f"{scenario.path}: action {action.number} ({action.describe()}): "
                              f"{exc}") from exc
        except ManastackError as exc:
            if strict and taken:
                # the refusal may come of a choice taken by default (an optional kicker paid
                # without the mana): the file's missing answer is said first
                refusal = str(exc).removeprefix(f"{scenario.path}:{action.line}: action "
                                                f"{action.number} ({action.describe()}): ")
                raise _unstated(scenario, table.game, action, taken[0][0],
                                f"; the action was then refused: {refusal}") from exc
            raise
        except Exception as exc:  # a bug in the engine or a plugin, not in the file
            raise EngineCrash(f"{scenario.path}: action {action.number} ({action.describe()}): "
                              f"internal error: {type(exc).__name__}: {exc}") from exc
        if action.illegal is not None:
            taken.clear()  # a refused action's choices were undone with it (CR 732)
        for decision, answer in taken:
            message = default_message(table.game, decision, answer)
            if strict:  # the file must state every choice it makes
                raise _unstated(scenario, table.game, action, decision)
            result.defaults.append(f"action {action.number} ({action.describe()}): {message}")
            reporter.defaulted(action, message)
        taken.clear()
        reporter.action(action, table.game, table.game.log[start:])
        if action.expect is not None:
            failures += check_expectations(scenario, table.game, action.expect, casts,
                                           ("action", action.number - 1, "expect"))
        for message in failures:
            text = f"after action {action.number} ({action.describe()}): {message}"
            result.failures.append(text)
            reporter.failure(text)
            reporter.explain(message, table.game)
        result.checked += 1 if action.illegal else 0
        result.checked += offers.checked
        result.checked += count_expectations(action.expect)
    if scenario.expect is not None:
        for message in check_expectations(scenario, table.game, scenario.expect, casts,
                                          ("expect",)):
            text = f"at the end: {message}"
            result.failures.append(text)
            reporter.failure(text)
            reporter.explain(message, table.game)
        result.checked += count_expectations(scenario.expect)
    return result


def _setup(scenario: Scenario, enable: Iterable[str] | None, disable: Iterable[str],
           env: Mapping[str, str] | None, rules: Rules | None = None,
           card_files: tuple[str, ...] = (),
           taken: list[tuple[Decision, tuple[Any, ...]]] | None = None) -> Table:
    extra = _scenario_cards(scenario)
    try:
        if rules is not None:
            pass
        elif scenario.plugins is not None:
            rules = Rules.load(enable=[*scenario.plugins, *extra], env=_tracing_only(env),
                               extra=extra, card_files=card_files)
        else:
            rules = Rules.load(enable=None if enable is None else [*enable, *extra],
                               disable=disable, env=env, extra=extra, card_files=card_files)
    except PluginCrashError:
        raise
    except PluginError as exc:
        raise scenario.error(str(exc), ("plugins",) if scenario.plugins is not None else ()) from None
    # a choice the file states no answer for is the first legal option, as it always was,
    # and each is kept to be said (or refused under strict)
    answered = taken if taken is not None else []
    game = Game(rules, [p.name for p in scenario.players], seed=scenario.seed,
                agents=[DefaultingAgent(answered) for _ in scenario.players])
    game.auto_pass = False  # the file says when each player passes
    attached: list[tuple[int, str, FieldPath]] = []
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
                    raise UnsupportedCard(str(scenario.error(
                        f"{card.refusal()} (add inert = true to use it as a placeholder with no "
                        "abilities)", path)))
                put = game.put(card, Zone(zone), i, tapped=spec.tapped, sick=spec.sick,
                               counters=dict(spec.counters) or None, controller=controller,
                               inert=spec.inert)
                if spec.attached_to is not None:
                    attached.append((put.id, spec.attached_to, path))
        for k, spec in enumerate(player.sideboard):
            path = ("player", i, SIDEBOARD, k)
            card = _known_card(scenario, rules, spec.name, path)
            if not spec.inert and card.refusal() is not None:  # it could be brought in
                raise UnsupportedCard(str(scenario.error(
                    f"{card.refusal()} (add inert = true to use it as a placeholder with no "
                    "abilities)", path)))
            game.put_outside(card, i, inert=spec.inert)
    for obj_id, host, path in attached:  # once every permanent is there (CR 701.3a)
        _attach(scenario, game, obj_id, host, path)
    game.set_turn(active=scenario.player_index(scenario.active), step=STEPS[scenario.step],
                  number=scenario.turn_number)
    return Table(game)


def _attach(scenario: Scenario, game: Game, obj_id: int, host: str, path: FieldPath) -> None:
    """Attach the permanent ``obj_id`` to the player or the one permanent called ``host`` as
    the scenario begins (CR 701.3a); what couldn't be attached there is a bad file (701.3b)."""
    to: int | PlayerRef
    if scenario.names_player(host):
        to = PlayerRef(scenario.player_index(host, path))
    else:
        hosts = [o.id for o in game.objects_in(Zone.BATTLEFIELD)
                 if o.id != obj_id and game.called(o, host)]
        if len(hosts) != 1:
            what = "no permanent" if not hosts else f"{len(hosts)} permanents"
            raise scenario.error(f"attached_to: {what} called {host!r} on the battlefield "
                                 "(one is needed)", path)
        to = hosts[0]
    try:
        game.put_attached(obj_id, to)
    except IllegalActionError as exc:
        raise scenario.error(f"attached_to: {exc}", path) from None


def _scenario_cards(scenario: Scenario) -> dict[str, object]:
    """The plugin registering the file's ``cards`` (none without): each file read now, so a
    mistake in one is a bad scenario naming the ``cards`` line."""
    if not scenario.cards:
        return {}
    files = card_files(scenario.path, scenario.cards)
    for name, path in zip(scenario.cards, files):
        if not path.is_file():
            raise scenario.error(f"card file {name!r} not found ({path})", ("cards",))
        try:
            TomlCardSource(PLUGIN, path).load()
        except CardDataError as exc:
            raise scenario.error(f"card file {name!r}: {exc}", ("cards",)) from None
    return {PLUGIN: cards_plugin(files)}


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
    if action.verb in ("cast", "activate", "play", "special", "tap_for_mana"):
        names.append((action.value, (*base, action.verb)))
    elif action.verb in edits.EDIT_VERBS:
        names += edits.card_refs(scenario, action)
    elif action.verb == "attack":
        names += [(n, (*base, "attack")) for n in action.value]
        if isinstance(action.value, dict):  # a planeswalker attacked, by name
            names += [(d, (*base, "attack", n)) for n, d in action.value.items()
                      if not _is_player(scenario, d)]
    elif action.verb == "block":
        for key, value in action.value.items():
            if isinstance(value, dict):  # a defending player's own blocks (CR 802.4)
                scenario.player_index(key, (*base, "block", key))
                names += [(n, (*base, "block", key)) for blocker, attacked in value.items()
                          for n in (blocker, *_attacked(attacked))]
            else:
                names += [(n, (*base, "block")) for n in (key, *_attacked(value))]
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
        if name.lower().startswith("ability of "):  # an ability on the stack (CR 113.7, 115.1)
            name = name[len("ability of "):]
        if name not in table.game.rules.cards and not a_face(table.game, name):
            _known_card(scenario, table.game.rules, name, path)


def _attacked(value: str | list[str]) -> list[str]:
    """The attackers one blocker blocks: a name, or a list of them (CR 509.1a)."""
    return [value] if isinstance(value, str) else list(value)


def _take(scenario: Scenario, table: Table, action: Action, queue: _RecordingQueue,
          casts: dict[str, CastRecord], offers: Offers | None = None,
          reporter: Reporter | None = None) -> list[str]:
    """Do ``action``; return failed expectations about its legality and about what its
    decisions offered."""
    offers = offers if offers is not None else Offers()
    base: FieldPath = ("action", action.number - 1)
    where = f"action {action.number} ({action.describe()})"
    game = table.game
    if "by" in action.options:
        _check_by(scenario, game, action, scenario.player_index(action.options["by"],
                                                                (*base, "by")), where)
    if action.illegal is not None:
        return _take_illegal(scenario, table, action, where, offers, reporter or Reporter())
    if action.verb in edits.EDIT_VERBS:
        try:
            edits.perform(scenario, table, action)
        except ScenarioError:
            raise
        except ManastackError as exc:
            raise scenario.error(f"{where}: {exc}", line=action.line) from None
        return []
    queue.leftover = []
    over_before = game.state.over
    try:
        _perform(scenario, table, action, casts, offers)
    except IllegalActionError as exc:
        if action.verb in _PASSING and game.state.over and not over_before:
            return []  # the game ended on the way (CR 104): the action is done
        raise scenario.error(f"{where}: {exc}", line=action.line) from None
    except PluginCrashError:
        raise
    except UnsupportedCardError as exc:
        raise UnsupportedCard(str(scenario.error(f"{where}: {exc}", line=action.line))) from None
    except ManastackError as exc:
        raise scenario.error(f"{where}: {exc}", line=action.line) from None
    # answers given to the game, or still queued, unused (an optional one may stay unasked)
    left = [a for a in (*queue.leftover, *queue) if a not in _optional(action)]
    deque.clear(queue)
    queue.leftover = []
    if offers.pending:  # a statement about a decision never asked: as an unused answer
        unasked = ", ".join(s.describe() for s in offers.pending)
        offers.pending = []
        raise scenario.error(f"{where}: the game never asked a decision of the kind stated: "
                             f"{unasked}: that statement does not fit this action",
                             line=action.line)
    if left:
        unused = ", ".join(repr(kind) for kind in sorted({a.kind for a in left}))
        options = sorted({a.kind for a in left} & set(action.options.get("pay_with", {})))
        hint = (f" (no payment option called {options[0]!r} was offered for this spell, CR "
                "601.2h: is its plugin enabled, and can it pay this cost?)" if options else "")
        raise scenario.error(
            f"{where}: the game never asked for {unused}: that choice does not fit this action"
            + hint, line=action.line)
    return list(offers.failures)


def _check_by(scenario: Scenario, game: Game, action: Action, wanted: int, where: str) -> None:
    """``by``: the player who takes the action. ``attack`` and ``block`` pass priority to
    their step first, so they are checked against who declares there: the active player
    declares attackers (CR 508.1, 506.2), a defending player blockers (509.1, 802.2: each
    opponent of the attacking player still in the game). Any other verb is taken by the
    player the game waits for now (CR 117: priority, or the choice it asks)."""
    name = scenario.players[wanted].name
    active = game.state.turn.active
    if action.verb == "attack":
        if wanted != active:
            raise scenario.error(
                f"{where}: {name} is not the one acting: attackers are declared by the active "
                f"player, {game.player(active).name} (CR 508.1)", line=action.line)
        return
    if action.verb == "block":
        defending = game.opponents(active)  # CR 802.2: those still in the game
        if wanted not in defending:
            names = ", ".join(game.player(p).name for p in defending) or "nobody"
            raise scenario.error(
                f"{where}: {name} is not the one acting: blockers are declared by a defending "
                f"player ({names}), the opponents of the attacking player "
                f"{game.player(active).name} (CR 509.1, 506.2)", line=action.line)
        return
    decision = game.pending()
    actual = decision.player if decision is not None else None
    if actual != wanted:
        who = game.player(actual).name if actual is not None else "nobody (the game is over)"
        raise scenario.error(f"{where}: {name} is not the one acting: {who} is",
                             line=action.line)


#: ``targets = []``: an answer choosing no target, for a spell or ability with "up to N
#: target" (CR 115.1b, 601.2c); one with no target never asks, and the answer is unused.
_NO_TARGETS = Answer("targets", ())


def _optional(action: Action) -> tuple[Answer, ...]:
    """The answers an action scripts that the game may not ask for (``targets = []``)."""
    if action.verb in ("cast", "activate") and action.options.get("targets") == []:
        return (_NO_TARGETS,)
    return ()


#: Verbs that pass priority until something happens: the game may end on the way.
_PASSING = frozenset({"pass", "resolve", "go_to", "next_turn"})


def _take_illegal(scenario: Scenario, table: Table, action: Action, where: str,
                  offers: Offers, reporter: Reporter) -> list[str]:
    game = table.game
    wanted = action.illegal
    assert wanted is not None
    # a refused attack or block is undone whole, the passes to its step included (CR 732)
    game.pending()  # settle the game first: the step's turn-based actions are not the action's
    before = game.state_digest()
    log_length = len(game.log)
    queue = game.script.queue
    try:
        _perform(scenario, table, action, {}, offers)
    except IllegalActionError as exc:
        # the refusal restored the queue as the action began, its own answers in it: they
        # were the refused action's, not the next one's
        deque.clear(queue)
        reporter.refused(action, exc)
        # what its decisions offered before the refusal holds or not; one not reached is moot
        failures = list(offers.failures)
        offers.pending = []
        if not refusal_cites(exc, wanted):  # CR 732: any rule the refusal rests on
            cited = f"CR {exc.rule}" if exc.rule else "no rule"
            failures.append(f"refused citing {cited}, expected CR {wanted}: {exc.reason}"
                            + _also_cited(exc))
        if game.state_digest() != before or len(game.log) != log_length:
            failures.append("the refused action changed the game (CR 732)")
        return failures
    except PluginCrashError:
        raise
    except ManastackError as exc:
        raise scenario.error(f"{where}: {exc}", line=action.line) from None
    deque.clear(queue)
    return [f"the action was allowed; expected it to be refused citing CR {wanted}"]


def refusal_cites(error: IllegalActionError, wanted: str) -> bool:
    """Does the refusal ``error`` rest on the rule ``wanted`` (or a subrule of it)? Any of
    the rules it cites counts: the rule that forbids the action, the step of the sequence
    that found it, and the specific rules its reason names (a block refused at 509.1a
    because the attacker has flying, 702.9b; a spell refused at 601.2e for split second,
    702.61a)."""
    return any(rule_matches(rule, wanted) for rule in error.rules)


def _also_cited(error: IllegalActionError) -> str:
    """The rules a refusal cites besides its ``rule``, as a failure adds them."""
    others = [r for r in error.rules if r != error.rule]
    return f" (the refusal also cites CR {', '.join(others)})" if others else ""


def _answers(scenario: Scenario, table: Table,
             raw: Sequence[Mapping[str, Any]]) -> list[Answer]:
    """The scripted answers of an action. A card name stays a name: the game matches it
    among a decision's options when the decision is asked (``Game.match_names``), so it
    names a card of that decision (a card in the library looked at, not a permanent of the
    same name), one that may not exist yet when the action begins. A table with no
    ``choose`` (only ``unavailable`` or ``offered``) answers nothing."""
    out = []
    for entry in raw:
        if "choose" not in entry:
            continue
        player = (scenario.player_index(entry["player"]) if "player" in entry else None)
        chosen = [_item(scenario, table, item, player) for item in entry["choose"]]
        out += choices.expand(Answer(entry["kind"], tuple(chosen), player=player))
    return out


def _statements(scenario: Scenario, table: Table,
                raw: Sequence[Mapping[str, Any]]) -> list[Statement]:
    """What the answers of an action state their decision offers (``unavailable``,
    ``offered``), items named as ``choose`` names them."""
    out = []
    for entry in raw:
        if "unavailable" not in entry and "offered" not in entry:
            continue
        player = (scenario.player_index(entry["player"]) if "player" in entry else None)
        offered = entry.get("offered")
        out.append(Statement(
            entry["kind"], player,
            tuple(_item(scenario, table, i, player) for i in entry.get("unavailable", ())),
            None if offered is None else tuple(_item(scenario, table, i, player)
                                               for i in offered)))
    return out


def _item(scenario: Scenario, table: Table, item: Any, player: int | None) -> Any:
    """An item of an answer's list: a player named as the game's player, a table as the
    newest of a name or a division, anything else as it is."""
    if isinstance(item, str) and _is_player(scenario, item):
        return _player_choice(table, item, player)
    return choices.chosen_item(item)


def _player_choice(table: Table, item: str, player: int | None) -> Any:
    """A player named ("Bob", "you", "opponent"): "you" is the answering player, else the
    player acting as the action begins."""
    if player is None:
        decision = table.game.pending()
        player = decision.player if decision is not None else 0
    return table.target(item, player)


def _go_to_cleanup(table: Table, turn: int | None) -> None:
    """Pass priority until a player receives priority in the cleanup step of ``turn`` (the
    current turn by default): only when state-based actions are performed or triggered
    abilities wait to be put on the stack there (CR 514.3a). Normally no player does
    (514.3): then the action is refused, the game as it was (732)."""
    game = table.game
    wanted = game.state.turn.number if turn is None else turn
    with game.all_or_nothing():  # CR 732: refused as a whole, the passes included
        for _ in range(500):
            decision = game.pending()
            t = game.state.turn
            if decision is None:
                return  # the game ended on the way (CR 104): the action is done
            if t.number > wanted:
                raise IllegalActionError(
                    f"no player received priority in the cleanup step of turn {wanted}: "
                    "normally no player does, only when state-based actions are performed or "
                    "abilities trigger there (514.3a); expect its results in the next turn's "
                    "upkeep", rule="514.3")
            if t.number == wanted and t.step is Step.CLEANUP and decision.kind == "priority":
                return
            if decision.kind in ("attackers", "blockers"):
                game.respond([])  # no attack, no block: on to the end of the turn
                continue
            game.act(PassPriority())
        raise IllegalActionError(f"could not reach the cleanup step of turn {wanted}")


def _perform(scenario: Scenario, table: Table, action: Action,
             casts: dict[str, CastRecord], offers: Offers | None = None) -> None:
    o = action.options
    later = action.verb in ("go_to", "next_turn", "attack", "block") or (
        action.verb == "resolve" and action.value == "all")
    answers = _answers(scenario, table, o.get("answers", []))
    if offers is not None:
        offers.start(_statements(scenario, table, o.get("answers", [])))
    if later:
        # asked as the action goes on, each by the first decision of its kind; what is left
        # at the end was never asked (checked by _take)
        table.game.script.queue.extend(answers)
    if action.verb == "cast":
        modes = [m - 1 for m in o["modes"]] if "modes" in o else None
        targets = [list(t) if isinstance(t, list) else t for t in o.get("targets", [])]
        if _NO_TARGETS in _optional(action):  # targets = []: none chosen, if any are asked
            answers.append(_NO_TARGETS)
        obj = table.cast(
            action.value, using=o.get("using", "hand"), targets=targets, modes=modes,
            x=o.get("x"), exile=o.get("exile"), sacrifice=o.get("sacrifice"),
            discard=o.get("discard"), tap=o.get("tap"), pay=o.get("pay"),
            pay_with=o.get("pay_with"), answers=answers, zone=o.get("zone"), half=o.get("half"),
            face=o.get("face"),
        )
        spell = obj.spell if obj.zone is Zone.STACK else None
        if spell is not None:
            total = str(spell.total.mana) if spell.total is not None else ""
            casts[obj.card.name.lower()] = CastRecord(total=total, spent=spell.mana_spent)
    elif action.verb == "activate":
        answers += _optional(action)
        table.activate(action.value, o.get("ability", 1) - 1, targets=o.get("targets", []),
                       x=o.get("x"), sacrifice=o.get("sacrifice"), discard=o.get("discard"),
                       tap=o.get("tap"), exile=o.get("exile"), answers=answers)
    elif action.verb == "play":
        table.play(action.value, face=o.get("face"), answers=answers)
    elif action.verb == "special":  # CR 116.2: a keyword's special action (suspend, foretell)
        table.special(action.value, o["action"], answers=answers)
    elif action.verb == "tap_for_mana":
        table.tap_for_mana(action.value, o.get("color"), mana=o.get("mana"),
                           index=o["ability"] - 1 if "ability" in o else None,
                           sacrifice=o.get("sacrifice"),
                           discard=o.get("discard"), tap=o.get("tap"), exile=o.get("exile"),
                           answers=answers)
    elif action.verb == "attack":
        defender = o.get("defender")
        defenders = dict(action.value) if isinstance(action.value, dict) else None
        table.attack(*action.value, defender=defender, defenders=defenders)
    elif action.verb == "block":
        blocks = {b: a for b, a in action.value.items() if not isinstance(a, dict)}
        by = {scenario.player_index(p): dict(theirs) for p, theirs in action.value.items()
              if isinstance(theirs, dict)}
        table.block(blocks, by=by)
    elif action.verb == "pass":
        table.pass_priority(answers)
    elif action.verb == "resolve":
        if action.value == "all":
            table.resolve_all()
        else:
            table.resolve(answers)
    elif action.verb == "go_to":
        if STEPS[action.value] is Step.CLEANUP:
            _go_to_cleanup(table, o.get("turn"))
        else:
            table.go_to(STEPS[action.value], turn=o.get("turn"))
    elif action.verb == "next_turn":
        table.next_turn()

