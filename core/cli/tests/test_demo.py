"""``manastack demo``: through the installed console script, the explained log of one turn
in which each of the seven keyword plugins acts, checked event by event."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from manastack_cli import demo
from manastack_cli.scenario.files import loads
from manastack_cli.scenario.validation import validate

from manastack.loading.discovery import discover

MANASTACK = Path(sys.executable).parent / "manastack"

pytestmark = pytest.mark.skipif(
    not set(demo.KEYWORD_PLUGINS) <= {p.name for p in discover()},
    reason="the demo needs the seven keyword plugins installed (requirements-dev.txt)")


def cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items()
               if k not in ("MANASTACK_PLUGINS", "MANASTACK_DISABLE_PLUGINS", "NO_COLOR")}
    return subprocess.run([str(MANASTACK), *args], capture_output=True, text=True, check=False,
                          env={**environ, **(env or {})})


@pytest.fixture(scope="module")
def plain() -> str:
    done = cli("demo")
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr
    assert done.stderr == ""
    return done.stdout


def action(log: str, number: int) -> str:
    """The part of the log under the heading of action ``number``."""
    m = re.search(rf"^== {number}\. .*?(?=^== \d+\. |^Where each keyword)", log, re.S | re.M)
    assert m, f"no action {number} in the log"
    return m.group(0)


def test_the_demo_is_plain_text_when_piped(plain: str) -> None:
    assert "\033[" not in plain
    assert plain.rstrip().endswith("expectation(s) held)")
    assert "ok: the game went as the demo expects" in plain


def test_every_keyword_plugin_is_enabled_and_named(plain: str) -> None:
    plugins = re.search(r"^  plugins: (.*)$", plain, re.M)
    assert plugins is not None
    assert set(demo.KEYWORD_PLUGINS) <= set(plugins.group(1).split(", "))
    summary = plain[plain.index("Where each keyword plugin acted:"):]
    for name in demo.KEYWORD_PLUGINS:
        line = re.search(rf"^  {name} +(.*)$", summary, re.M)
        assert line is not None and "nothing logged" not in line.group(1), name


def test_overload_total_cost_and_no_targets(plain: str) -> None:
    log = action(plain, 1)
    assert "(for its overload cost {1}{R})  [CR 601.2a]" in log
    assert "so it has no targets  [CR 702.96b]" in log
    assert "total cost of Electrickery: base {1}{R}; = {1}{R} (locked)  [CR 601.2f]" in log
    assert "targets" not in log.replace("no targets", "")  # 702.96b: nothing is targeted
    killed = action(plain, 2)
    for name in ("Llanowar Elves", "Savannah Lions", "Youthful Knight"):
        assert re.search(rf"{name}#\d+ is destroyed: lethal damage  \[CR 704\.5g\]", killed)


def test_flashback_total_cost_and_exile(plain: str) -> None:
    cast = action(plain, 3)
    assert "from graveyard (flashback Sacrifice a Mountain)  [CR 601.2a]" in cast
    assert ("total cost of Lava Dart: base Sacrifice a Mountain; = Sacrifice a Mountain "
            "(locked)  [CR 601.2f]") in cast
    assert re.search(r"Mountain#\d+ \(battlefield -> graveyard, now #\d+\) is put into a "
                     r"graveyard \[sacrifice\]", cast)
    resolved = action(plain, 4)
    assert "goes to exile instead of graveyard  [CR 702.34a]" in resolved
    assert "(stack -> exile, now" in resolved


def test_escape_total_cost_exiles_and_counter(plain: str) -> None:
    cast = action(plain, 5)
    assert ("total cost of Phoenix of Ash: base {2}{R}{R}, Exile three other cards from your "
            "graveyard; = {2}{R}{R}, Exile three other cards from your graveyard (locked)  "
            "[CR 601.2f]") in cast
    for name in ("Lightning Bolt", "Shock", "Grizzly Bears"):
        assert re.search(rf"{name}#\d+ \(graveyard -> exile, now #\d+\) is exiled \[cost\]", cast)
    resolved = action(plain, 6)
    assert "Phoenix of Ash escaped: it enters with 1 +1/+1 counter(s)  [CR 702.138c]" in resolved
    assert "layers: Phoenix of Ash#48 is now 3/3 creature  [CR 613.1]" in resolved
    assert "layer 7c  1 +1/+1 counter  [CR 613.4c]" in resolved


def test_earthbend_trigger_and_layer_effects(plain: str) -> None:
    entered = action(plain, 8)
    assert "Badgermole Cub triggers: When ~ enters, earthbend 1.  [CR 603.2]" in entered
    bent = action(plain, 9)
    assert "Alice earthbends 1: Snow-Covered Forest#16  [CR 701.66a]" in bent
    assert ("continuous effect: earthbend: a 0/0 land creature with haste to Snow-Covered "
            "Forest#16 (layer 4, 6, 7b)  [CR 701.66a]") in bent
    assert "layers: Snow-Covered Forest#16 is now 1/1 land creature, haste  [CR 613.1]" in bent
    assert re.search(r"layer 4, 6, 7b  earthbend: a 0/0 land creature with haste  "
                     r"\[CR 613\.1d, 613\.1f, 613\.4b\]", bent)
    assert re.search(r"layer 7c +1 \+1/\+1 counter  \[CR 613\.4c\]", bent)
    assert "delayed triggered ability created" in bent and "[CR 603.7a]" in bent
    returned = action(plain, 15)
    assert re.search(r"Snow-Covered Forest#\d+ \(graveyard -> battlefield, now #\d+\) enters the "
                     r"battlefield under Alice's control, tapped \[effect\]  \[CR 701\.66a\]",
                     returned)


def test_haste_creature_attacks_the_turn_it_entered(plain: str) -> None:
    entered = action(plain, 6)
    assert re.search(r"Phoenix of Ash#44 \(stack -> battlefield, now #48\) enters the battlefield",
                     entered)
    refused = action(plain, 10)
    assert "refused: Badgermole Cub#50 can't attack" in refused and "[CR 508.1a]" in refused
    assert "the game is exactly as it was before the attempt  [CR 732]" in refused
    attack = action(plain, 11)
    assert "-- turn 10" not in attack or "turn 11" not in attack
    assert "Phoenix of Ash#48 attacks Bob  [CR 508.1a]" in attack
    assert ("Phoenix of Ash#48 came under Alice's control this turn and attacks anyway: plugin "
            "'haste' lets it ignore summoning sickness  [CR 302.6]") in attack
    assert "Snow-Covered Forest#16 attacks Bob  [CR 508.1a]" in attack


def test_escalate_total_cost_and_the_opponent_chooses(plain: str) -> None:
    cast = action(plain, 13)
    assert "Bob begins to cast Blessed Alliance from hand  [CR 601.2a]" in cast
    assert "additional cost: escalate {2} ({2})  [CR 601.2b]" in cast
    assert ("total cost of Blessed Alliance: base {1}{W}; + additional {2}; = {3}{W} (locked)  "
            "[CR 601.2f]") in cast
    resolved = action(plain, 14)
    assert "Bob gains 4 life (9)  [CR 119.3]" in resolved
    assert "Alice chooses Snow-Covered Forest#16 (Sacrifice 1 attacking creature)" in resolved


def test_delve_exiles_and_reduces_what_is_paid(plain: str) -> None:
    cast = action(plain, 17)
    assert "total cost of Become Immense: base {5}{G}; = {5}{G} (locked)  [CR 601.2f]" in cast
    assert len(re.findall(r"is exiled \[cost\]  \[CR 702\.66a\]", cast)) == 5
    assert "5 generic mana paid by delve  [CR 601.2h]" in cast
    assert "Alice pays {G}  [CR 601.2h]" in cast
    assert "layers: Phoenix of Ash#48 is now 9/9 creature" in action(plain, 18)


def test_the_game_ends_and_a_board_table_follows_each_action(plain: str) -> None:
    end = action(plain, 19)
    assert "Phoenix of Ash#48 deals 9 damage to Bob (0)  [CR 120.3a]" in end
    assert "Bob loses the game: has 0 or less life  [CR 704.5a]" in end
    assert re.search(r"^  \| Bob +life 0 +library 2  LOST$", end, re.M)
    first = action(plain, 1)
    assert re.search(r"^  \|   battlefield  Mountain x2 \(tapped\), Mountain x3, Forest x4, "
                     r"Snow-Covered Forest$", first, re.M)
    assert re.search(r"^  \|   stack        Electrickery \(Alice\)  \(top first\)$", first, re.M)


def test_colour_on_request_and_json_lines() -> None:
    coloured = cli("demo", "--color", "always", "--no-board")
    assert coloured.returncode == 0
    assert "\033[" in coloured.stdout and "  | Alice" not in coloured.stdout
    lines = cli("demo", "--json").stdout.splitlines()
    events = [json.loads(line) for line in lines]
    assert {"turn", "step", "kind", "rule", "text"} <= set(events[0])
    assert any(e["rule"] == "702.34a" for e in events)


@pytest.mark.parametrize(("args", "env", "named"), [
    (["demo", "--no-plugin", "delve"], {}, "delve: blocked by --no-plugin"),
    (["--plugins", "haste,flashback", "demo"], {}, "overload, escape, earthbend, escalate, delve"),
    (["demo"], {"MANASTACK_PLUGINS": "escape"}, "not in the allow list (MANASTACK_PLUGINS)"),
    (["demo"], {"MANASTACK_DISABLE_PLUGINS": "escalate,overload"}, "overload, escalate: blocked"),
])
def test_a_missing_keyword_plugin_is_one_clean_line(args: list[str], env: dict[str, str],
                                                    named: str) -> None:
    done = cli(*args, env=env)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert done.stderr.startswith("manastack: error: the demo needs the seven keyword plugins")
    assert named in done.stderr


def test_a_plugin_that_is_not_installed_is_named() -> None:
    installed = [SimpleNamespace(name=n, enabled=True, reason="")
                 for n in demo.KEYWORD_PLUGINS if n != "escape"]
    rules: Any = SimpleNamespace(ruleset=SimpleNamespace(plugins=installed))
    assert demo.missing_plugins(rules) == {
        "not installed (python -m pip install -r requirements-dev.txt)": ["escape"]}


def test_the_demo_is_a_scenario_file_shipped_with_the_command() -> None:
    text = demo.scenario_text()
    assert validate(tomllib.loads(text)) is None
    scenario = loads(text, "demo.toml")
    verbs = {a.options.get("using") for a in scenario.actions if a.verb == "cast"}
    assert {"overload", "flashback", "escape"} <= verbs
    assert any("delve" in a.options.get("pay_with", {}) for a in scenario.actions)


def test_the_demo_log_is_deterministic() -> None:
    from manastack.loading.rules import Rules

    runs = []
    for _ in range(2):
        lines: list[str] = []
        code = demo.play(Rules.load(enable=None, env={}), lines.append, lines.append)
        assert code == 0
        runs.append("\n".join(lines))
    assert runs[0] == runs[1]
