"""The README's Python example runs as written."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

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
