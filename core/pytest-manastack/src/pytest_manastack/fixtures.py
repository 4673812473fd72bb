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
name, verbs, assertions), ``table_factory`` (more tables).

The marker ``@pytest.mark.plugins("a", "b", extra={"name": module})`` says
which plugins are enabled; only those (and what they declare they need) are
loaded, never other installed plugins, and the environment variables
``MANASTACK_PLUGINS`` / ``MANASTACK_DISABLE_PLUGINS`` are ignored. Without the
marker only the kernel and the base plugins (the card reader) are enabled.

:func:`~pytest_manastack.plugin` and :func:`~pytest_manastack.card_pool` make the in-process
plugins a test needs (``extra={"cards": card_pool("my-kit", [CardDef(...)])}``);
:class:`~pytest_manastack.PluginConformance` is the suite every plugin package subclasses.

This module is what pytest loads in every run of an environment where pytest-manastack is
installed: it imports the engine only when a fixture is used.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from manastack import Game, Rules, Table


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "plugins(*names, extra=None): enable only these manastack plugins for the test",
    )


def _selection(request: pytest.FixtureRequest) -> tuple[list[str], dict[str, Any] | None]:
    marker = request.node.get_closest_marker("plugins")
    if marker is None:
        return [], None
    names: list[str] = []
    for arg in marker.args:
        if isinstance(arg, str):
            names.extend(n.strip() for n in arg.split(",") if n.strip())
        else:
            names.extend(arg)
    extra = marker.kwargs.get("extra")
    if extra:
        names.extend(n for n in extra if n not in names)
    return names, extra


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


