"""The README's Python example runs as written."""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from manastack import Rules

ROOT = Path(__file__).resolve().parents[1]


def test_the_ten_line_example_runs(capsys: pytest.CaptureFixture[str],
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    readme = (ROOT / "README.md").read_text()
    match = re.search(r"## Ten lines of Python\s+```python\n(.*?)```", readme, re.S)
    assert match, "README.md lost its example"
    code = match.group(1)
    assert len(code.strip().splitlines()) <= 10
    monkeypatch.delenv("MANASTACK_PLUGINS", raising=False)
    monkeypatch.delenv("MANASTACK_DISABLE_PLUGINS", raising=False)
    namespace: dict[str, object] = {}
    exec(compile(code, "README.md", "exec"), namespace)
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("won by player") or out[0] in ("draw", "in progress")
    assert "[CR " in out[1]
    game = namespace["game"]
    search = namespace["search"]
    assert search is not game and search.state_digest() == game.state_digest()  # type: ignore[attr-defined]


def test_the_example_script_plays_a_game() -> None:
    import os
    import subprocess
    import sys

    env = {**os.environ, "MANASTACK_PLUGINS": ""}
    done = subprocess.run([sys.executable, str(ROOT / "examples" / "random_game.py"), "3"],
                          capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1].startswith("result: ")
    assert "[CR 103.1]" in done.stdout


def test_the_package_docstring_example_runs() -> None:
    import doctest

    import manastack

    result = doctest.testmod(manastack, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 5 and result.failed == 0


#: Every plugin package of the repository: each has a row in README.md's table.
PLUGINS = tuple(sorted(p.name for p in (ROOT / "plugins").iterdir()
                       if (p / "pyproject.toml").is_file()))
FIGURE = re.compile(r"\*{0,2}(\d+) (?:/|of) (\d+)\*{0,2}")


def _plugin_figure(name: str) -> tuple[int, int]:
    """The first "N / M" or "N of M" of the coverage part of a plugin's README."""
    text = (ROOT / "plugins" / name / "README.md").read_text()
    start = re.search(r"^## Coverage|^Coverage:|^## Cards", text, re.M)
    assert start, f"plugins/{name}/README.md states no coverage"
    found = FIGURE.search(text, start.start())
    assert found, name
    return int(found.group(1)), int(found.group(2))


@pytest.mark.parametrize("name", PLUGINS)
def test_the_plugin_table_quotes_each_plugin_readme(name: str) -> None:
    """README.md's table of the keyword plugins gives the card coverage each plugin's README
    states (those figures are kept true by each plugin's own tests)."""
    readme = (ROOT / "README.md").read_text()
    row = re.search(rf"^\| \[{name}\]\(plugins/{name}/README\.md\) \|.*$", readme, re.M)
    assert row, f"README.md's plugin table has no row for {name}"
    cells = [c.strip() for c in row.group(0).strip("|").split("|")]
    figure = FIGURE.search(cells[2])
    assert figure, cells
    assert (int(figure.group(1)), int(figure.group(2))) == _plugin_figure(name)


# --- The verified figures: cards read with rules proven in play (manastack_grammar.proofs) -------

#: The sentence of a plugin's README giving its verified figure, from the command it names.
# a keyword of several words is quoted as the shell needs it: --keyword "cumulative upkeep"
VERIFIED = re.compile(r"Verified in play \(`manastack cards --keyword ([\w-]+|\"[\w !-]+\") "
                      r"--coverage`\): "
                      r"\*\*(\d+)\*\* of the (\d+) cards read are verified, (\d+) played card "
                      r"by card")

#: README.md's sentence for the whole corpus and the grammar's rules.
CORPUS = re.compile(r"\*\*(\d+) / (\d+)\*\* printed cards read, \*\*(\d+)\*\* verified, "
                    r"\*\*(\d+)\*\* played card by card in a passing test; \*\*(\d+) / (\d+)\*\* "
                    r"rules of the grammar")


@functools.cache
def _every_plugin() -> Rules:
    """Every installed plugin's rules, shared: compiling the corpus with them is the cost."""
    from manastack import Rules

    return Rules.load(env={})


def _needs_corpus() -> None:
    from manastack.api import OracleCorpusSource

    if not OracleCorpusSource.available():
        pytest.skip("Oracle corpus not installed: the figures are of its cards")


@pytest.mark.parametrize("name", PLUGINS)
def test_each_plugin_readme_quotes_its_verified_figure_and_readme_md_too(name: str) -> None:
    """The figure `manastack cards --keyword K --coverage` gives (every installed plugin,
    the committed proofs), in the plugin's README and in README.md's table."""
    from manastack_cli.explain import coverage


    text = " ".join((ROOT / "plugins" / name / "README.md").read_text().split())
    found = VERIFIED.search(text)
    assert found, f"plugins/{name}/README.md quotes no verified figure"
    verified, read, played = (int(found.group(i)) for i in (2, 3, 4))
    readme = (ROOT / "README.md").read_text()
    row = re.search(rf"^\| \[{name}\]\(plugins/{name}/README\.md\) \|.*$", readme, re.M)
    assert row
    cells = [c.strip() for c in row.group(0).strip("|").split("|")]
    assert cells[3] == f"{verified} of {read} read ({played} played)", cells
    _needs_corpus()
    [report] = coverage(_every_plugin(), [found.group(1).strip('"')])
    assert (verified, read, played) == (report.verified, report.playable, report.played)


def test_readme_quotes_the_corpus_figures_and_the_rules_proven() -> None:
    """`manastack cards --coverage --all` and `manastack cards --unproven-rules`, with every
    installed plugin and the committed proofs."""
    from manastack_cli.explain import overall, unproven_rules

    from manastack_grammar.api import grammar_of

    found = CORPUS.search(" ".join((ROOT / "README.md").read_text().split()))
    assert found, "README.md quotes no corpus figures"
    figures = tuple(int(found.group(i)) for i in range(1, 7))
    rules = _every_plugin()
    names = grammar_of(rules).rule_names
    assert figures[4:] == (len(names) - len(unproven_rules(rules)), len(names))
    _needs_corpus()
    total = overall(rules)
    assert figures[:4] == (total.playable, total.total, total.verified, total.played)
    share = f"**{100 * total.verified / total.total:.1f}%** of the corpus"
    assert share in " ".join((ROOT / "README.md").read_text().split()), share


def test_the_unread_table_in_the_docs_is_the_commands_output() -> None:
    """docs/unread.rst is what `manastack cards --coverage --all --unread --rst --top N`
    prints with every installed plugin: regenerate it when the reader changes."""
    from manastack_cli.explain import printed_cards
    from manastack_cli.unread import by_frequency, rst_page

    page = (ROOT / "docs" / "unread.rst").read_text()
    top = re.search(r"--unread --rst --top (\d+)", page)
    assert top, "docs/unread.rst does not say the command it was generated by"
    _needs_corpus()
    rules = _every_plugin()
    found = by_frequency(rules, [d.name for d in printed_cards(rules)])
    assert page == rst_page(found, int(top.group(1))), (
        "docs/unread.rst is out of date: manastack cards --coverage --all --unread --rst "
        f"--top {top.group(1)} > docs/unread.rst")
