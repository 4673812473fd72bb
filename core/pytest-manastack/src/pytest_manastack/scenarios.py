"""Scenario files collected as pytest tests, as pytest collects doctests from text files.

A file whose name matches one of the patterns of the ini option ``manastack_scenarios``
(default ``scenario_*.toml``; ``docs/testing.rst``) is one test: it is played by the
scenario runner (``manastack run``, ``docs/scenarios.rst``) and passes when every
expectation holds. A failure shows the format's differences, one ``FAIL`` line each; a bad
file shows its one-line error (file and line). Other TOML files (``pyproject.toml``) are
never collected. The file's ``plugins`` are the test's (as a ``plugins`` marker: a plugin
package's test of another plugin that is not installed is skipped); a file that names none
runs with the kernel and the base plugins alone, the environment ignored, as a test without
the marker does.
"""

from __future__ import annotations

import fnmatch
import tomllib
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from _pytest._code.code import ExceptionInfo, TerminalRepr

__all__ = ["INI_OPTION", "PATTERNS", "ScenarioFailed", "ScenarioFile", "ScenarioItem",
           "is_scenario"]

#: The ini option naming the files collected, and its default.
INI_OPTION = "manastack_scenarios"
PATTERNS = ("scenario_*.toml",)


def addini(parser: pytest.Parser) -> None:
    parser.addini(INI_OPTION, type="args", default=list(PATTERNS),
                  help="file name patterns of the scenario files collected as tests "
                       "(default: scenario_*.toml)")


def is_scenario(path: Path, patterns: Sequence[str]) -> bool:
    """Whether ``path`` is a scenario file to collect: a ``.toml`` file whose name matches."""
    return path.suffix == ".toml" and any(fnmatch.fnmatch(path.name, p) for p in patterns)


def collect_file(file_path: Path, parent: pytest.Collector) -> ScenarioFile | None:
    patterns: list[str] = parent.config.getini(INI_OPTION)
    if is_scenario(file_path, patterns):
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


class ScenarioFailed(Exception):
    """Expectations of a scenario file did not hold: ``failures`` are the differences."""

    def __init__(self, path: str, failures: Sequence[str]) -> None:
        super().__init__(f"{path}: {len(failures)} expectation(s) did not hold")
        self.failures = tuple(failures)


class ScenarioFile(pytest.File):
    """A scenario file: one test."""

    def collect(self) -> Iterator[ScenarioItem]:
        item: ScenarioItem = ScenarioItem.from_parent(self, name=self.path.name)
        plugins = _named_plugins(self.path)
        if plugins is not None:
            item.add_marker(pytest.mark.plugins(*plugins))
        yield item


def _named_plugins(path: Path) -> list[str] | None:
    """The file's ``plugins``, read without checking the rest (the run checks it)."""
    try:
        plugins = tomllib.loads(path.read_text("utf-8")).get("plugins")
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    if isinstance(plugins, list) and all(isinstance(p, str) for p in plugins):
        return [p.strip() for p in plugins]
    return None


class ScenarioItem(pytest.Item):
    """Plays the file; fails with its differences, or its one-line error for a bad file."""

    def runtest(self) -> None:
        # imported when a scenario runs: every pytest run loads this plugin
        from manastack_cli.scenario.files import load
        from manastack_cli.scenario.runner import run

        scenario = load(self.path)
        result = run(scenario, enable=(), env={})
        if not result.ok:
            raise ScenarioFailed(str(self.path), result.failures)

    def repr_failure(self, excinfo: ExceptionInfo[BaseException],
                     style: Any = None) -> str | TerminalRepr:
        from manastack import ScenarioError

        if isinstance(excinfo.value, ScenarioFailed):
            return "\n".join([str(excinfo.value), *(f"FAIL {f}" for f in excinfo.value.failures)])
        if isinstance(excinfo.value, ScenarioError):
            return str(excinfo.value)
        return super().repr_failure(excinfo, style=style)  # an internal error: its traceback

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, f"scenario {self.path.name}"
