"""The pytest plugin of pytest-manastack (entry point ``pytest11``): fixtures for plugin authors.

A plugin package's tests need no conftest::

    import pytest

    @pytest.mark.plugins("haste")
    def test_raging_goblin_attacks_at_once(table):
        table.battlefield(0, "Mountain")
        table.hand(0, "Raging Goblin")
        table.cast("Raging Goblin")
        table.resolve()
        table.attack("Raging Goblin")
        ...

Fixtures: ``rules`` (the :class:`~manastack.Rules` of the marker's
plugins), ``game`` (a :class:`~manastack.Game` in the precombat main
phase of turn 1, player 1 active), ``table`` (a
:class:`~manastack.Table` over that game: building positions by card
name, verbs, assertions), ``table_factory`` (more tables), ``fast_path`` (a
:class:`~pytest_manastack.FastPathCheck`: seeded games of every built-in deck, checking that
a fast path agrees with the full work it skips).

The marker ``@pytest.mark.plugins("a", "b", extra={"name": module})`` says
which plugins are enabled; only those (and what they declare they need) are
loaded, never other installed plugins, and the environment variables
``MANASTACK_PLUGINS`` / ``MANASTACK_DISABLE_PLUGINS`` are ignored. Without the
marker only the kernel and the base plugins (the card reader) are enabled.
``installed=("c",)`` names plugins the test needs installed but not enabled (a card
that needs their keyword is refused naming them).

Scenario files named ``scenario_*.toml`` (the ini option ``manastack_scenarios``) are
collected as tests, one per file (:mod:`pytest_manastack.scenarios`).

``--manastack-proofs=PATH`` records the printed cards each passing test plays and the
grammar rules they prove (:mod:`pytest_manastack.proofs`).

In a plugin package's tests (the nearest ``pyproject.toml`` above the test file declares
``manastack.plugins`` or ``manastack.base`` entry points), a plugin the marker names that
is not installed at all skips the test, saying which: the package is tested alone with what
it depends on.
A plugin of the package itself is never skipped: if it is not installed the test fails.
Elsewhere (no such ``pyproject.toml``) every name must be installed.

:func:`~pytest_manastack.plugin` and :func:`~pytest_manastack.card_pool` make the in-process
plugins a test needs (``extra={"cards": card_pool("my-kit", [CardDef(...)])}``);
:class:`~pytest_manastack.PluginConformance` is the suite every plugin package subclasses.

This module is what pytest loads in every run of an environment where pytest-manastack is
installed: it imports the engine only when a fixture is used.
"""

from __future__ import annotations

import importlib.metadata
import sys
import tomllib
from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from pytest_manastack import proofs, scenarios

if TYPE_CHECKING:
    from manastack import Game, Rules, Table
    from pytest_manastack.fast_paths import FastPathCheck


def pytest_addoption(parser: pytest.Parser) -> None:
    proofs.pytest_addoption(parser)
    scenarios.addini(parser)


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    """Scenario files (``scenario_*.toml``, the ini option ``manastack_scenarios``) are tests
    (:mod:`pytest_manastack.scenarios`)."""
    return scenarios.collect_file(file_path, parent)


def pytest_unconfigure(config: pytest.Config) -> None:
    proofs.unconfigure(config)


def pytest_configure(config: pytest.Config) -> None:
    proofs.configure(config)
    config.addinivalue_line(
        "markers",
        "plugins(*names, extra=None, installed=()): enable only these manastack plugins for "
        "the test; in a plugin package's tests, another plugin named that is not installed "
        "skips it",
    )
    config.addinivalue_line(
        "markers",
        "proves_nothing: the cards this test plays prove no rule (random play, recorded "
        "games: the test checks invariants or digests, not what each sentence does)",
    )


#: The entry-point groups that declare plugins (manastack.loading.discovery, docs/plugins.rst).
PLUGIN_GROUPS = ("manastack.plugins", "manastack.base")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark to skip each test whose ``plugins`` marker names another plugin that is not
    installed, in a plugin package's tests (the report then points at the test)."""
    for item in items:
        verdict = _absent_plugins(item)
        if verdict is not None and not verdict[0]:
            item.add_marker(pytest.mark.skip(reason=verdict[1]))


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Fail a test whose ``plugins`` marker names a plugin of the package under test that is
    not installed: a broken install is never skipped into a pass."""
    verdict = _absent_plugins(item)
    if verdict is not None and verdict[0]:
        pytest.fail(verdict[1], pytrace=False)


def _absent_plugins(item: pytest.Item) -> tuple[bool, str] | None:
    """``(own, message)`` when the test's ``plugins`` marker names plugins that are not
    installed, in a plugin package's tests: ``own`` if one is the package's own (the test
    fails), else the test is skipped. None otherwise (nothing missing, or not a plugin
    package's tests: loading the rules says what is missing)."""
    marker = item.get_closest_marker("plugins")
    if marker is None:
        return None
    found = own_plugins(item.path)
    if found is None:
        return None
    names, extra = _names(marker)
    wanted = [*names, *_flat(marker.kwargs.get("installed", ()))]
    installed = installed_plugins()
    absent = [n for n in dict.fromkeys(wanted) if n not in (extra or {}) and n not in installed]
    if not absent:
        return None
    pyproject, own = found
    mine = [n for n in absent if n in own]
    if mine:
        return True, (f"plugin {mine[0]!r} is declared by {pyproject} but is not installed: "
                      f"install that package (python -m pip install -e {pyproject.parent})")
    listed = ", ".join(repr(n) for n in absent)
    return False, (f"needs the plugin {listed}, which is not installed" if len(absent) == 1
                   else f"needs the plugins {listed}, which are not installed")


def installed_plugins() -> frozenset[str]:
    """The names of the installed plugins (entry points; ``core``, the kernel's own, too).
    Read once per ``sys.path``, as the kernel's discovery is."""
    return _installed(tuple(sys.path))


@lru_cache(maxsize=8)
def _installed(path: tuple[str, ...]) -> frozenset[str]:
    del path  # the cache key: what importlib.metadata sees
    eps = importlib.metadata.entry_points()
    return frozenset({"core", *(ep.name for group in PLUGIN_GROUPS
                                for ep in eps.select(group=group))})


def own_plugins(path: Path) -> tuple[Path, frozenset[str]] | None:
    """The plugins of the package whose tests ``path`` is: the nearest ``pyproject.toml``
    above it with a ``[project]`` table, and the plugins its entry points declare; None
    when there is none or it declares no plugin (not a plugin package)."""
    for folder in path.parents:
        candidate = folder / "pyproject.toml"
        if candidate.is_file():
            declared = _declared(candidate)
            if declared is not None:
                return (candidate, declared) if declared else None
    return None


@lru_cache(maxsize=64)
def _declared(pyproject: Path) -> frozenset[str] | None:
    """The plugin names the ``[project]`` of ``pyproject`` declares (None: no project)."""
    try:
        with pyproject.open("rb") as file:
            project = tomllib.load(file).get("project")
    except (OSError, tomllib.TOMLDecodeError):
        return None
    if not isinstance(project, dict):
        return None
    entry_points = project.get("entry-points", {})
    return frozenset(name for group in PLUGIN_GROUPS
                     for name in (entry_points.get(group) or {}))


def _flat(args: Iterable[Any]) -> list[str]:
    """Names given as strings ("a, b") or iterables of strings."""
    if isinstance(args, str):
        args = (args,)
    names: list[str] = []
    for arg in args:
        if isinstance(arg, str):
            names.extend(n.strip() for n in arg.split(",") if n.strip())
        else:
            names.extend(arg)
    return names


def _names(marker: pytest.Mark) -> tuple[list[str], dict[str, Any] | None]:
    """The plugins a ``plugins`` marker enables (in-process ones too) and its ``extra``."""
    names = _flat(marker.args)
    extra = marker.kwargs.get("extra")
    if extra:
        names.extend(n for n in extra if n not in names)
    return names, extra


def _selection(request: pytest.FixtureRequest) -> tuple[list[str], dict[str, Any] | None]:
    marker = request.node.get_closest_marker("plugins")
    return ([], None) if marker is None else _names(marker)


@pytest.fixture
def rules(request: pytest.FixtureRequest) -> Rules:
    """The rules with exactly the plugins of ``@pytest.mark.plugins`` and the base plugins (the
    card reader); the kernel and the base plugins only without the marker."""
    from manastack import Rules  # when a test uses it: every pytest run loads this module

    names, extra = _selection(request)
    return Rules.load(enable=names, env={}, extra=extra)


@pytest.fixture
def table_factory(request: pytest.FixtureRequest) -> Callable[..., Table]:
    """Make tables: ``table_factory(seed=3, step=Step.UPKEEP, active=1)``."""
    from manastack import Table  # when a test uses it: every pytest run loads this module

    names, extra = _selection(request)

    def make(**kwargs: Any) -> Table:
        return Table.new(names, extra=extra, **kwargs)

    return make


@pytest.fixture
def table(table_factory: Callable[..., Table]) -> Iterator[Table]:
    """A table in the precombat main phase of turn 1, player 1 (index 0) active."""
    yield table_factory()


@pytest.fixture
def game(table: Table) -> Game:
    """The game of the ``table`` fixture."""
    return table.game


@pytest.fixture
def fast_path(monkeypatch: pytest.MonkeyPatch) -> FastPathCheck:
    """Seeded games of every built-in deck, played with a module's verification flag on
    (``fast_path.verify(seed, (module, "VERIFY_SKIPS"))``) or fast and full
    (``fast_path.same_games(seed, switch_off)``); the flags are switched back after the
    test."""
    from pytest_manastack.fast_paths import FastPathCheck

    return FastPathCheck(monkeypatch)
