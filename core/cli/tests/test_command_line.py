"""What every command shares: ``--version`` (manastack's and each enabled plugin's),
``NO_COLOR``, and ``--cards-file`` honoured by ``run`` and ``simulate`` as by the others;
``simulate`` with no ``--deck`` plays the vanilla mirror."""

from __future__ import annotations

import importlib.metadata
import io
import json
from pathlib import Path

import pytest
from manastack_cli.main import build_parser, main

import manastack

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"


def _commands() -> list[str]:
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    return sorted(sub.choices)  # type: ignore[arg-type]


def _version(capsys: pytest.CaptureFixture[str], *argv: str) -> list[str]:
    with pytest.raises(SystemExit) as stopped:
        main(list(argv))
    assert stopped.value.code == 0
    return capsys.readouterr().out.splitlines()


# --------------------------------------------------------------------------
# --version
# --------------------------------------------------------------------------


def test_version_names_manastack_and_every_enabled_plugin(
        capsys: pytest.CaptureFixture[str]) -> None:
    lines = _version(capsys, "--version")
    assert lines[0].startswith(f"manastack {manastack.__version__} (manastack-core "
                               f"{importlib.metadata.version('manastack-core')}, manastack-cli ")
    listed = {line.split()[0]: line for line in lines[1:]}
    assert listed["haste"] == f"  haste {importlib.metadata.version('manastack-haste')} " \
                              "(manastack-haste)"
    assert listed["grammar"].endswith("(manastack-grammar, base plugin)")
    assert {"flashback", "kicker", "earthbend"} <= set(listed)


@pytest.mark.parametrize("command", _commands())
def test_every_command_has_version(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    lines = _version(capsys, command, "--version")
    assert lines[0].startswith(f"manastack {manastack.__version__} ")
    assert any(line.split()[0] == "haste" for line in lines[1:])


def test_version_lists_the_plugins_the_options_enable(capsys: pytest.CaptureFixture[str]) -> None:
    names = {line.split()[0] for line in _version(capsys, "--plugins", "haste", "run",
                                                  "--version")[1:]}
    assert names == {"grammar", "haste"}  # the base plugin, and the one allowed
    names = {line.split()[0] for line in _version(capsys, "demo", "--no-plugin", "prowess",
                                                  "--version")[1:]}
    assert "prowess" not in names and "flashback" in names


def test_version_with_a_selection_that_cannot_load_says_why_in_one_line(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["demo", "--plugins", "earthbend", "--no-plugin", "haste", "--version"])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("manastack demo: error: earthbend needs haste, which is disabled")
    assert err.count("\n") == 1


# --------------------------------------------------------------------------
# NO_COLOR (https://no-color.org)
# --------------------------------------------------------------------------


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def _on_a_terminal(monkeypatch: pytest.MonkeyPatch, argv: list[str]) -> str:
    out, err = _Terminal(), _Terminal()
    monkeypatch.setattr("sys.stdout", out)
    monkeypatch.setattr("sys.stderr", err)
    monkeypatch.delenv("TERM", raising=False)
    main(argv)
    return out.getvalue() + err.getvalue()


COLOURED = [["run", "--no-board", str(EXAMPLES / "bolt-the-bear.toml")], ["demo", "--no-board"]]


@pytest.mark.parametrize("argv", COLOURED, ids=lambda a: a[0])
@pytest.mark.parametrize(("value", "coloured"), [(None, True), ("", True), ("1", False),
                                                 ("no", False)])
def test_no_color_with_any_value_turns_colour_off(
        monkeypatch: pytest.MonkeyPatch, argv: list[str], value: str | None,
        coloured: bool) -> None:
    if value is None:
        monkeypatch.delenv("NO_COLOR", raising=False)
    else:
        monkeypatch.setenv("NO_COLOR", value)
    assert ("\x1b[" in _on_a_terminal(monkeypatch, argv)) is coloured


@pytest.mark.parametrize("argv", [
    ["plugins"], ["cards", "--keyword", "haste"], ["explain", "Lightning Bolt"],
    ["simulate", "--games", "2", "--max-turns", "2"], *COLOURED], ids=lambda a: a[0])
def test_no_command_writes_an_escape_code_under_no_color(
        monkeypatch: pytest.MonkeyPatch, argv: list[str]) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    assert "\x1b" not in _on_a_terminal(monkeypatch, argv)


def test_color_always_wins_over_no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")  # the convention: a command-line flag overrides it
    assert "\x1b[" in _on_a_terminal(monkeypatch, [*COLOURED[0], "--color", "always"])


# --------------------------------------------------------------------------
# --cards-file with run and simulate; simulate's default deck
# --------------------------------------------------------------------------


def _cards_file(tmp_path: Path) -> Path:
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps({"meta": {}, "data": {"Quarry Ogre": [{
        "name": "Quarry Ogre", "manaCost": "{2}{R}", "type": "Creature — Ogre",
        "types": ["Creature"], "subtypes": ["Ogre"], "power": "3", "toughness": "2",
        "text": "", "layout": "normal"}]}}))
    return path


SCENARIO = '''name = "an Ogre from a card file"
plugins = []

[turn]
number = 3
active = "Alice"
step = "main1"

[[player]]
name = "Alice"
battlefield = ["Mountain", "Mountain", "Mountain"]
hand = ["Quarry Ogre"]

[[player]]
name = "Bob"

[[action]]
cast = "Quarry Ogre"

[[action]]
resolve = true

[expect]
battlefield = { Alice = ["Mountain", "Mountain", "Mountain", "Quarry Ogre"] }
'''


def test_run_reads_cards_from_cards_file(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    scenario = tmp_path / "ogre.toml"
    scenario.write_text(SCENARIO)
    assert main(["run", "--no-board", str(scenario)]) == 2  # unknown without the file
    assert "Quarry Ogre" in capsys.readouterr().err
    cards = str(_cards_file(tmp_path))
    assert main(["--cards-file", cards, "run", "--no-board", str(scenario)]) == 0
    assert "ok: " in capsys.readouterr().out
    # a folder is a suite, played in worker processes: they read the file too
    assert main(["--cards-file", cards, "run", "--workers", "2", str(tmp_path)]) == 0
    assert "ok:" in capsys.readouterr().out


def test_simulate_reads_cards_from_cards_file(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "ogres.txt"
    deck.write_text("# name: ogres\n56 Mountain\n4 Quarry Ogre\n")
    argv = ["simulate", "--deck", str(deck), "--games", "2", "--max-turns", "4", "--quiet"]
    assert main(argv) == 2
    assert "Quarry Ogre" in capsys.readouterr().err
    for workers in ("1", "2"):  # worker processes load the same cards
        assert main(["--cards-file", str(_cards_file(tmp_path)), *argv,
                     "--workers", workers]) == 0
        assert "2 games, ogres vs ogres" in capsys.readouterr().out


def test_the_replay_command_keeps_the_cards_file(tmp_path: Path) -> None:
    from manastack_cli.simulate import GameResult, SimConfig, replay_command

    config = SimConfig(decks=((), ()), card_files=(str(tmp_path / "my cards.json"),))
    result = GameResult(index=0, seed=7, outcome="error", winner=None, turns=1, actions=0,
                        decisions=0, rejected=0, digest="")
    assert replay_command(config, result, ["ogres.txt"]).startswith(
        f"manastack --cards-file '{tmp_path / 'my cards.json'}' simulate --deck ogres.txt "
        "--game-seed 7")


def test_simulate_without_a_deck_plays_the_vanilla_mirror(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "2", "--max-turns", "3", "--quiet"]) == 0
    assert "2 games, vanilla vs vanilla, agent random" in capsys.readouterr().out
