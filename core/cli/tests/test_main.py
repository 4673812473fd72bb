"""The ``manastack`` command line: plugin selection on every command, ``manastack plugins``,
one-line errors (exit status 2) and never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from manastack_cli import main as cli

from manastack.loading.discovery import ENTRY_POINT_GROUP, KEYWORDS_GROUP
from manastack.loading.ruleset import clear_cache

ALPHA = """
    import types
    from manastack import hookimpl
    MANASTACK_REQUIRES = ("kfbeta",)

    @hookimpl
    def manastack_register_keywords():
        return [types.SimpleNamespace(name="kfalpha-keyword")]
"""
BETA = """
    from manastack import hookimpl

    @hookimpl
    def manastack_game_setup(game):
        pass
"""
BOMB = "raise ImportError('kfbomb is broken')\n"


#: The keywords each fake distribution declares in its metadata (``manastack.keywords``).
KEYWORDS = {"kfalpha": ("kfalpha-keyword",)}


@pytest.fixture
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Three fake distributions on sys.path: kfalpha (needs kfbeta, declares the keyword
    kfalpha-keyword), kfbeta, kfbomb (broken)."""
    for dist, name, source in (("mstest-alpha", "kfalpha", ALPHA), ("mstest-beta", "kfbeta", BETA),
                               ("mstest-bomb", "kfbomb", BOMB)):
        info = tmp_path / f"{dist.replace('-', '_')}-2.5.dist-info"
        info.mkdir()
        (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: 2.5\n")
        points = f"[{ENTRY_POINT_GROUP}]\n{name} = mod_{name}\n"
        if name in KEYWORDS:
            points += f"[{KEYWORDS_GROUP}]\n" + "".join(f"{keyword} = mod_{name}\n"
                                                      for keyword in KEYWORDS[name])
        (info / "entry_points.txt").write_text(points)
        (tmp_path / f"mod_{name}.py").write_text(textwrap.dedent(source))
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delenv("MANASTACK_PLUGINS", raising=False)
    monkeypatch.delenv("MANASTACK_DISABLE_PLUGINS", raising=False)
    clear_cache()
    yield tmp_path
    for name in ("kfalpha", "kfbeta", "kfbomb"):
        sys.modules.pop(f"mod_{name}", None)
    clear_cache()


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def rows(out: str) -> dict[str, dict[str, Any]]:
    return {row["name"]: row for row in json.loads(out)["plugins"]}


def assert_one_line_error(err: str, *parts: str) -> None:
    assert err.count("\n") == 1 and err.startswith("manastack: error: "), err
    assert "Traceback" not in err
    for part in parts:
        assert part in err, err


def test_plugins_lists_name_version_distribution_keywords_hooks_and_why(
    site: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "plugins", "--no-plugin", "kfbomb", "--json")
    assert code == 0 and err == ""
    found = rows(out)
    assert found["kfalpha"] == {
        "name": "kfalpha", "version": "2.5", "distribution": "mstest-alpha",
        "module": "mod_kfalpha", "base": False, "enabled": True,
        "reason": "enabled (default: all installed)",
        "requires": ["kfbeta"], "keywords": ["kfalpha-keyword"],
        "hooks": ["manastack_register_keywords"], "broken": None,
    }
    assert found["kfbeta"]["hooks"] == ["manastack_game_setup"]
    assert found["kfbomb"]["enabled"] is False
    assert found["kfbomb"]["reason"] == "blocked by --no-plugin"
    core = found["core"]
    assert core["enabled"] and core["distribution"] == "manastack-core" and core["version"]
    assert not core["base"]
    # the kernel's flying and reach answer through its own hook (CR 702.9b)
    assert "manastack_block_restrictions" in core["hooks"]
    reader = found["grammar"]  # the card reader: a base plugin, enabled unless blocked
    assert reader["base"] and reader["enabled"] and reader["distribution"] == "manastack-grammar"
    assert reader["reason"] == "enabled (a base plugin: always, unless blocked)"
    assert "manastack_read_card" in reader["hooks"]


def test_plugins_as_text(site: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "plugins", "--plugins", "kfalpha")
    assert code == 0
    block = out[out.index("kfalpha "):]
    assert block.splitlines()[0].split() == ["kfalpha", "enabled", "mstest-alpha", "2.5"]
    assert "why: enabled (allow list: --plugins)" in block
    assert "needs: kfbeta" in block and "keywords: kfalpha-keyword" in block
    assert "hooks: manastack_register_keywords" in block
    bomb = out[out.index("kfbomb "):].splitlines()
    assert bomb[0].split()[:2] == ["kfbomb", "disabled"]
    assert "not in the allow list" in bomb[1]
    assert "note: kfbeta enabled: needed by kfalpha" in out  # dependency pulled in, visibly
    reader = out[out.index("grammar "):].splitlines()
    assert reader[0].split()[:3] == ["grammar", "enabled", "manastack-grammar"]
    assert reader[0].endswith("  (base plugin)")
    assert reader[1].split("why: ")[1] == "enabled (a base plugin: always, unless blocked)"
    assert out.splitlines()[-2].endswith(" enabled (1 base)")


def test_a_base_plugin_is_off_only_when_blocked(
    site: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, "plugins", "--json", "--plugins", "kfbeta", "--no-plugin", "grammar")
    assert code == 0
    reader = rows(out)["grammar"]
    assert reader["base"] and not reader["enabled"]
    assert reader["reason"] == "blocked by --no-plugin"


@pytest.mark.parametrize("argv", [
    ["--plugins", "kfbeta", "plugins", "--json"],
    ["plugins", "--plugins", "kfbeta", "--json"],
    ["--plugins", "kfalpha,kfbomb", "plugins", "--json", "--no-plugin", "kfbomb,kfalpha",
     "--plugins", "kfbeta"],
    ["--no-plugin", "kfalpha", "plugins", "--json", "--no-plugin", "kfbomb"],  # the union
])
def test_selection_flags_work_before_and_after_the_command(
    site: Path, capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    code, out, _ = run(capsys, *argv)
    assert code == 0
    enabled = {name for name, row in rows(out).items() if row["enabled"]}
    assert enabled & {"core", "grammar", "kfalpha", "kfbeta", "kfbomb"} == {"core", "grammar",
                                                                             "kfbeta"}


def test_environment_selection_and_flags_winning_over_it(
    site: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MANASTACK_PLUGINS", "kfbeta")
    code, out, _ = run(capsys, "plugins", "--json")
    assert code == 0
    # the card reader is a base plugin: enabled whatever the allow list
    assert {n for n, r in rows(out).items() if r["enabled"]} == {"core", "grammar", "kfbeta"}
    assert rows(out)["kfalpha"]["reason"] == "not in the allow list (MANASTACK_PLUGINS)"
    code, out, _ = run(capsys, "plugins", "--json", "--plugins", "kfalpha")
    assert {n for n, r in rows(out).items() if r["enabled"]} == {"core", "grammar", "kfalpha",
                                                                "kfbeta"}
    monkeypatch.delenv("MANASTACK_PLUGINS")
    monkeypatch.setenv("MANASTACK_DISABLE_PLUGINS", "kfbomb")
    code, out, _ = run(capsys, "plugins", "--json")
    assert code == 0 and not rows(out)["kfbomb"]["enabled"]
    monkeypatch.setenv("MANASTACK_PLUGINS", "")  # set but empty: the kernel and its base alone
    code, out, _ = run(capsys, "plugins", "--json")
    assert {n for n, r in rows(out).items() if r["enabled"]} == {"core", "grammar"}


def test_a_plugin_that_fails_to_import_is_named_in_one_line(
    site: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # a command using the plugins (``manastack plugins`` lists a broken one instead)
    code, out, err = run(capsys, "explain", "Grizzly Bears")
    assert code == 2 and out == ""
    assert_one_line_error(err, "'kfbomb'", "mstest-bomb 2.5", "kfbomb is broken",
                          "(to load without it: --no-plugin kfbomb or "
                          "MANASTACK_DISABLE_PLUGINS=kfbomb)")


def test_unknown_plugin_lists_the_installed_ones(
    site: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, "plugins", "--plugins", "kfalfa")
    assert code == 2
    assert_one_line_error(err, "unknown plugin 'kfalfa' in --plugins", "'kfalfa' -> 'kfalpha'",
                          "installed plugins: ")
    listed = err.split("installed plugins: ")[1].strip().split(", ")
    assert {"core", "kfalpha", "kfbeta", "kfbomb"} <= set(listed) and listed == sorted(listed)


def test_dependency_that_is_disabled_names_both(
    site: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, "plugins", "--plugins", "kfalpha", "--no-plugin", "kfbeta")
    assert code == 2
    assert_one_line_error(err, "kfalpha needs kfbeta", "disabled")


def test_core_cannot_be_disabled(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "plugins", "--no-plugin", "core")
    assert code == 2
    assert_one_line_error(err, "'core'", "--no-plugin")


def test_usage_errors_are_one_line_with_status_2(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["plugins", "--bogus"], [], ["nosuchcommand"]):
        with pytest.raises(SystemExit) as info:
            cli.main(argv)
        assert info.value.code == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "manastack: error:" in err, err


def test_unknown_card_names_the_closest(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "--plugins", "", "explain", "Grizly Bears")
    assert code == 2
    assert_one_line_error(err, "unknown card 'Grizly Bears'", "Grizzly Bears")


def test_a_bug_is_reported_in_one_line_unless_debugging(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(args: object) -> int:
        raise ZeroDivisionError("oops\nsecond line")

    monkeypatch.setattr(cli, "cmd_plugins", broken)
    monkeypatch.delenv(cli.DEBUG_ENV, raising=False)
    code, _, err = run(capsys, "plugins")
    assert code == 2 and err.count("\n") == 1
    assert "internal error: ZeroDivisionError: oops second line" in err
    monkeypatch.setenv(cli.DEBUG_ENV, "1")
    with pytest.raises(ZeroDivisionError):
        cli.main(["plugins"])


def test_the_installed_console_script(tmp_path: Path) -> None:
    script = Path(sys.executable).parent / "manastack"
    assert script.exists(), "manastack-core's console script is not installed"
    env = {**os.environ, "MANASTACK_PLUGINS": ""}
    done = subprocess.run([str(script), "plugins"], capture_output=True, text=True, env=env,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("core") and "enabled" in done.stdout
    done = subprocess.run([str(script), "plugins", "--plugins", "nope"], capture_output=True,
                          text=True, env=env, timeout=120)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


@pytest.mark.parametrize("where", ["before", "after"])
def test_trace_hooks_writes_every_hook_call_to_standard_error(where: str) -> None:
    """``--trace-hooks``, before or after the command's name, turns on the loader's tracing
    (pluggy's): each hook called while the command runs is written to standard error, and
    standard output is the command's own."""
    script = Path(sys.executable).parent / "manastack"
    env = {k: v for k, v in os.environ.items()
           if k not in ("MANASTACK_PLUGINS", "MANASTACK_DISABLE_PLUGINS", "MANASTACK_TRACE_HOOKS")}
    command = ["--plugins", "", "explain", "Grizzly Bears"]
    flag = ["--trace-hooks"]
    argv = flag + command if where == "before" else command + flag
    plain = subprocess.run([str(script), *command], capture_output=True, text=True, env=env,
                           timeout=120)
    traced = subprocess.run([str(script), *argv], capture_output=True, text=True, env=env,
                            timeout=120)
    assert plain.returncode == traced.returncode == 0, plain.stderr + traced.stderr
    assert plain.stderr == ""
    assert traced.stdout == plain.stdout  # the explanation itself is unchanged
    # reading the card calls the reader's hook, with the card as its argument, and its answer
    assert "  manastack_read_card [hook]" in traced.stderr
    assert "card: CardDef(name='Grizzly Bears'" in traced.stderr
    assert "finish manastack_read_card --> CardText(" in traced.stderr


def test_trace_hooks_reaches_a_scenario_naming_its_plugins(tmp_path: Path) -> None:
    """A scenario file naming its plugins ignores the environment's selection, not the
    request to trace."""
    script = Path(sys.executable).parent / "manastack"
    path = tmp_path / "hasty.toml"
    path.write_text('plugins = ["haste"]\n' + HASTY_ATTACK, encoding="utf-8")
    done = subprocess.run([str(script), "--trace-hooks", "run", "--no-board", str(path)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "manastack_ignores_summoning_sickness [hook]" in done.stderr  # haste answered 302.6


# --------------------------------------------------------------------------
# The selection on every command (the real plugins: haste, overload)
# --------------------------------------------------------------------------

HASTY_ATTACK = """\
[[player]]
name = "Alice"
battlefield = [{ card = "Raging Goblin", sick = true }]

[[player]]
name = "Bob"

[[action]]
attack = ["Raging Goblin"]
"""

#: command -> (its arguments, the plugins its success needs; blocking them must change it)
COMMANDS: dict[str, tuple[list[str], str]] = {
    "explain": (["explain", "Raging Goblin"], "haste,earthbend"),
    "cards": (["cards", "--source", "haste", "--keyword", "haste", "--coverage"], "haste,earthbend"),
    "run": (["run", "--no-board", "{scenario}"], "haste,earthbend"),
    "simulate": (["simulate", "--deck", "overload", "--games", "1", "--max-turns", "2",
                  "--quiet"], "overload"),
}
SELECTIONS = ("MANASTACK_PLUGINS", "MANASTACK_DISABLE_PLUGINS", "--plugins", "--no-plugin")


@pytest.mark.parametrize("selection", [None, *SELECTIONS])
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_every_command_takes_the_selection_from_the_environment_and_the_flags(
        command: str, selection: str | None, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 9: ``--plugins``, ``--no-plugin`` and ``MANASTACK_PLUGINS`` (with
    ``MANASTACK_DISABLE_PLUGINS``) apply to every command: each command below succeeds
    with every installed plugin and fails once the plugins it needs are deselected."""
    monkeypatch.delenv("MANASTACK_PLUGINS", raising=False)
    monkeypatch.delenv("MANASTACK_DISABLE_PLUGINS", raising=False)
    scenario = tmp_path / "hasty.toml"
    scenario.write_text(HASTY_ATTACK, encoding="utf-8")
    args, needed = COMMANDS[command]
    argv = [a.replace("{scenario}", str(scenario)) for a in args]
    others = "escalate"  # an allow list without what the command needs
    if selection == "MANASTACK_PLUGINS":
        monkeypatch.setenv("MANASTACK_PLUGINS", others)
    elif selection == "MANASTACK_DISABLE_PLUGINS":
        monkeypatch.setenv("MANASTACK_DISABLE_PLUGINS", needed)
    elif selection == "--plugins":
        argv += ["--plugins", others]
    elif selection == "--no-plugin":
        argv += ["--no-plugin", needed]
    clear_cache()
    try:
        code, out, err = run(capsys, *argv)
    finally:
        clear_cache()
    if selection is None:
        assert code == 0, out + err
    else:
        assert code in (1, 2), out + err
        assert "Traceback" not in out + err


# --------------------------------------------------------------------------
# Several broken plugins: all named; the others usable once they are disabled
# --------------------------------------------------------------------------

#: A second broken plugin, broken another way: an implementation of no hook (a typo).
TYPO = """
    from manastack import hookimpl

    @hookimpl
    def manastack_cost_increase(game, spell):
        return []
"""
BROKEN_LINES = [
    "manastack: error: 2 plugins failed to load (to load without them: --no-plugin "
    "kfbomb,kftypo or MANASTACK_DISABLE_PLUGINS=kfbomb,kftypo):",
    "  plugin 'kfbomb' (mstest-bomb 2.5) could not be imported from 'mod_kfbomb': "
    "ImportError: kfbomb is broken",
    "  plugin 'kftypo' (mstest-typo 2.5) implements unknown hook 'manastack_cost_increase'; "
    "did you mean 'manastack_cost_increases'?",
]


@pytest.fixture
def two_broken(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Three fake distributions on sys.path: kfbomb and kftypo (broken), kfbeta (sound)."""
    for dist, name, source in (("mstest-bomb", "kfbomb", BOMB), ("mstest-typo", "kftypo", TYPO),
                               ("mstest-beta", "kfbeta", BETA)):
        info = tmp_path / f"{dist.replace('-', '_')}-2.5.dist-info"
        info.mkdir()
        (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: 2.5\n")
        (info / "entry_points.txt").write_text(f"[{ENTRY_POINT_GROUP}]\n{name} = mod_{name}\n")
        (tmp_path / f"mod_{name}.py").write_text(textwrap.dedent(source))
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delenv("MANASTACK_PLUGINS", raising=False)
    monkeypatch.delenv("MANASTACK_DISABLE_PLUGINS", raising=False)
    clear_cache()
    yield tmp_path
    for name in ("kfbomb", "kftypo", "kfbeta"):
        sys.modules.pop(f"mod_{name}", None)
    clear_cache()


@pytest.mark.parametrize("command", [["explain", "Grizzly Bears"], ["cards", "--keyword", "haste"],
                                     ["demo"]])
def test_every_broken_plugin_is_named_one_line_each(
    two_broken: Path, capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    code, out, err = run(capsys, *command)
    assert code == 2 and out == ""
    assert err.splitlines() == BROKEN_LINES
    assert "Traceback" not in err


def test_plugins_lists_the_broken_plugins_as_broken_and_exits_1(
    two_broken: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "plugins")
    assert code == 1
    assert err.splitlines() == BROKEN_LINES
    for name, cause in (("kfbomb", BROKEN_LINES[1]), ("kftypo", BROKEN_LINES[2])):
        block = out[out.index(f"{name} "):].splitlines()
        assert block[0].split()[:3] == [name, "broken", f"mstest-{name[2:]}"]
        assert block[1].split("why: ")[1] == ("enabled (default: all installed), but it failed "
                                              "to load")
        assert block[2].split("error: ")[1] == cause.strip()
    beta = out[out.index("kfbeta "):].splitlines()
    assert beta[0].split()[:2] == ["kfbeta", "enabled"]  # the others are loaded and listed
    assert beta[3].split() == ["hooks:", "manastack_game_setup"]
    assert out.splitlines()[-1].endswith(" enabled (1 base), 2 broken")
    code, out, err = run(capsys, "plugins", "--json")
    assert code == 1 and err.splitlines() == BROKEN_LINES
    found = rows(out)
    assert found["kfbomb"]["broken"] == BROKEN_LINES[1].strip()
    assert found["kftypo"]["broken"] == BROKEN_LINES[2].strip()
    assert not found["kfbomb"]["enabled"] and not found["kftypo"]["enabled"]
    assert found["kfbeta"]["enabled"] and found["kfbeta"]["broken"] is None


@pytest.mark.parametrize("selection", ["--no-plugin", "MANASTACK_DISABLE_PLUGINS", "--plugins"])
@pytest.mark.parametrize("command", [["explain", "Raging Goblin"], ["cards", "--keyword", "haste"],
                                     ["run", "--no-board", "{scenario}"], ["plugins"]])
def test_disabling_the_broken_plugins_lets_every_command_run(
    two_broken: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path, command: list[str], selection: str
) -> None:
    scenario = tmp_path / "hasty.toml"
    scenario.write_text(HASTY_ATTACK, encoding="utf-8")
    argv = [a.replace("{scenario}", str(scenario)) for a in command]
    if selection == "--no-plugin":
        argv += ["--no-plugin", "kfbomb", "--no-plugin", "kftypo"]
    elif selection == "--plugins":  # an allow list without them
        argv += ["--plugins", "haste,kfbeta"]
    else:
        monkeypatch.setenv("MANASTACK_DISABLE_PLUGINS", "kftypo,kfbomb")
    code, out, err = run(capsys, *argv)
    assert code == 0, out + err
    assert err == ""
    if command == ["plugins"]:
        assert ["kfbeta", "enabled"] in [line.split()[:2] for line in out.splitlines()]
        assert "broken" not in out


CRASH = """
    from manastack import hookimpl

    @hookimpl
    def manastack_spell_cast(game, spell):
        raise ZeroDivisionError("kfcrash divides by zero")
"""


def test_a_plugin_crash_in_run_exits_3_naming_the_plugin(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    info = tmp_path / "mstest_crash-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: mstest-crash\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(f"[{ENTRY_POINT_GROUP}]\nkfcrash = mod_kfcrash\n")
    (tmp_path / "mod_kfcrash.py").write_text(textwrap.dedent(CRASH))
    monkeypatch.syspath_prepend(str(tmp_path))
    clear_cache()
    path = tmp_path / "crash.toml"
    path.write_text('plugins = ["kfcrash"]\n[[player]]\nname = "Alice"\nbattlefield = ["Mountain"]\n'
                    'hand = ["Shock"]\n[[player]]\nname = "Bob"\n\n[[action]]\ncast = "Shock"\n'
                    'targets = ["Bob"]\n')
    try:
        code, _, err = run(capsys, "run", "--no-board", str(path))
        assert code == 3
        assert err == (f"manastack: error: {path}: action 1 (cast Shock targeting Bob): plugin "
                       "'kfcrash' (mstest-crash 1.0) raised in manastack_spell_cast: "
                       "ZeroDivisionError: kfcrash divides by zero (a bug in manastack or a "
                       "plugin; --traceback shows it)\n")
        code, _, err = run(capsys, "run", "--no-board", "--traceback", str(path))
        assert code == 3
        assert "Traceback (most recent call last)" in err
        assert 'raise ZeroDivisionError("kfcrash divides by zero")' in err
        assert err.endswith("(a bug in manastack or a plugin)\n")
    finally:
        sys.modules.pop("mod_kfcrash", None)
        clear_cache()
