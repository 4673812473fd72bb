"""Scenario files collected as pytest tests (pytest_manastack.scenarios), run with pytester."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

PASSING = """
plugins = []
[[player]]
battlefield = ["Mountain"]
hand = ["Lightning Bolt"]
[[player]]
[[action]]
cast = "Lightning Bolt"
targets = ["Bob"]
[[action]]
resolve = true
[expect]
life = { Bob = 17 }
"""

FAILING = PASSING.replace("Bob = 17", "Bob = 16")
MALFORMED = "plugins = []\n[[player]]\nlife = 'twenty'\n[[player]]\n"


def write(pytester: pytest.Pytester, **files: str) -> None:
    for name, text in files.items():
        path = pytester.path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")


def run(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    # in a subprocess: an in-process run forgets the engine modules it imported (pytester
    # restores sys.modules), and the next run would import a second copy of them
    return pytester.runpytest_subprocess("-p", "no:cacheprovider", "-p", "no:randomly", *args)


def test_scenario_files_are_tests_that_pass_and_fail_with_the_differences(
        pytester: pytest.Pytester) -> None:
    write(pytester, **{"scenario_bolt.toml": PASSING, "tests/scenario_wrong.toml": FAILING,
                       "scenario_typo.toml": MALFORMED})
    result = run(pytester, "-v")
    result.assert_outcomes(passed=1, failed=2)
    result.stdout.fnmatch_lines_random([
        "scenario_bolt.toml::scenario_bolt.toml PASSED*",
        "tests/scenario_wrong.toml::scenario_wrong.toml FAILED*",
        "*scenario_wrong.toml: 1 expectation(s) did not hold",
        "FAIL at the end: Bob has 17 life, expected 16",
        "*scenario_typo.toml:3: player 1: life: must be an integer*",
    ])
    text = result.stdout.str()
    assert "Traceback" not in text and "runner.py" not in text  # the differences, not a traceback


def test_other_toml_files_are_not_collected(pytester: pytest.Pytester) -> None:
    write(pytester, **{"pyproject.toml": "[project]\nname = 'x'\n", "bolt.toml": PASSING,
                       "data/cards.toml": "[[card]]\nname = 'x'\n", "scenario_bolt.toml": PASSING})
    result = run(pytester, "--collect-only", "-q")
    result.stdout.fnmatch_lines(["scenario_bolt.toml::scenario_bolt.toml", "1 test collected*"])


def test_the_ini_option_names_other_patterns(pytester: pytest.Pytester) -> None:
    pytester.makeini("[pytest]\nmanastack_scenarios = *.scenario.toml checks_*.toml\n")
    write(pytester, **{"bolt.scenario.toml": PASSING, "checks_two.toml": FAILING,
                       "scenario_not_now.toml": MALFORMED})
    result = run(pytester)
    result.assert_outcomes(passed=1, failed=1)
    assert "scenario_not_now" not in result.stdout.str()


def test_a_named_plugin_that_is_not_installed_skips_a_plugin_packages_scenario(
        pytester: pytest.Pytester) -> None:
    write(pytester, **{
        "pyproject.toml": "[project]\nname = 'p'\n[project.entry-points.'manastack.plugins']\n"
                          "mine = 'p'\n",
        "tests/scenario_other.toml": "plugins = ['no_such_plugin']\n" + PASSING.replace(
            "plugins = []", "")})
    result = run(pytester, "-rs")
    result.assert_outcomes(skipped=1)
    result.stdout.fnmatch_lines(["*needs the plugin 'no_such_plugin', which is not installed*"])


def test_the_kickers_package_ships_a_scenario_that_is_collected() -> None:
    tests = Path(__file__).resolve().parents[3] / "plugins" / "kicker" / "tests"
    assert sorted(p.name for p in tests.glob("scenario_*.toml"))
