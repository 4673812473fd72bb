"""``manastack run DIR``: a folder of scenario files played in parallel, a summary, JUnit XML."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import xml.etree.ElementTree as ET
from pathlib import Path

from manastack_cli.scenario.junit import junit_xml
from manastack_cli.scenario.suite import collect, exit_status, run_suite
from pytest_manastack import needs_corpus

MANASTACK = Path(sys.executable).parent / "manastack"

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
UNSUPPORTED = "plugins = ['oracle']\n[[player]]\nbattlefield = ['Chaos Orb']\n[[player]]\n"


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(MANASTACK), *args], capture_output=True, text=True, check=False)


def folder(tmp_path: Path, **files: str) -> Path:
    for name, text in files.items():
        path = tmp_path / name.replace("__", "/")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
    return tmp_path


def test_a_folder_is_searched_recursively_for_toml_files_in_sorted_order(tmp_path: Path) -> None:
    folder(tmp_path, b_pass_toml="", a__pass="", **{
        "z.toml": PASSING, "a__deep__x.toml": PASSING, "notes.txt": "not a scenario",
        "m__pyproject.toml": "[project]\nname = 'm'\n",
        "cards__pool.toml": "[[card]]\nname = 'X'\ntype = 'Instant'\n",
        "broken.toml": "[[card]\n"})
    found = collect([str(tmp_path), str(tmp_path / "z.toml")])
    # a pyproject.toml and a card file are not scenarios; a file that is not TOML is kept
    assert found == [str(tmp_path / "a" / "deep" / "x.toml"), str(tmp_path / "broken.toml"),
                     str(tmp_path / "z.toml")]
    given = str(tmp_path / "cards" / "pool.toml")
    assert collect([given]) == [given]  # a file named is run, whatever it is


@needs_corpus
def test_cli_a_folder_gives_a_summary_the_worst_status_and_junit_xml(tmp_path: Path) -> None:
    suite = folder(tmp_path / "suite", **{"pass.toml": PASSING, "more__fail.toml": FAILING,
                                         "bad.toml": MALFORMED, "orb.toml": UNSUPPORTED})
    report = tmp_path / "report.xml"
    done = cli("run", str(suite), "--junit-xml", str(report), "--color", "never")
    assert done.returncode == 2, done.stderr  # a bad file is the worst outcome here
    lines = done.stdout.splitlines()
    assert lines[-1] == "4 file(s): 1 passed, 1 failed, 1 bad file, 1 unsupported"
    assert f"FAILED: {suite / 'more' / 'fail.toml'}: 1 expectation(s) did not hold" in lines
    assert "  FAIL at the end: Bob has 17 life, expected 16" in lines
    assert f"ok: {suite / 'pass.toml'}: 1 expectation(s) held" in lines
    assert any(line.startswith(f"BAD FILE: {suite / 'bad.toml'}:3: player 1: life: must be an "
                               "integer") for line in lines)
    assert any(line.startswith(f"UNSUPPORTED: {suite / 'orb.toml'}:3: ") and "Chaos Orb" in line
               for line in lines)

    root = ET.parse(report).getroot()
    assert root.tag == "testsuites"
    assert (root.get("tests"), root.get("failures"), root.get("errors")) == ("4", "1", "2")
    cases = {c.get("name"): c for c in root.iter("testcase")}
    assert sorted(cases) == ["bad.toml", "fail.toml", "orb.toml", "pass.toml"]
    assert list(cases["pass.toml"]) == []
    failure = cases["fail.toml"].find("failure")
    assert failure is not None and failure.text == "at the end: Bob has 17 life, expected 16"
    assert failure.get("message") == failure.text
    assert cases["fail.toml"].get("file") == (suite / "more" / "fail.toml").as_posix()
    bad = cases["bad.toml"].find("error")
    assert bad is not None and bad.get("type") == "bad file" and "must be an integer" in (
        bad.get("message") or "")
    orb = cases["orb.toml"].find("error")
    assert orb is not None and orb.get("type") == "unsupported" and "Chaos Orb" in (
        orb.get("message") or "")


def test_cli_exit_status_is_1_when_a_file_fails_and_0_when_all_pass(tmp_path: Path) -> None:
    suite = folder(tmp_path, **{"pass.toml": PASSING, "fail.toml": FAILING})
    assert cli("run", str(suite)).returncode == 1
    (suite / "fail.toml").unlink()
    done = cli("run", str(suite))
    assert done.returncode == 0, done.stdout
    assert done.stdout.splitlines()[-1] == "1 file(s): 1 passed, 0 failed"


def test_the_outcomes_do_not_depend_on_the_number_of_workers(tmp_path: Path) -> None:
    files = {f"s{i}.toml": (PASSING if i % 3 else FAILING) for i in range(7)}
    files["bad.toml"] = MALFORMED
    suite = folder(tmp_path, **files)
    paths = collect([str(suite)])
    one = run_suite(paths, workers=1, env={})
    three = run_suite(paths, workers=3, env={})
    assert one == three
    assert [o.path for o in one] == paths
    assert [o.kind for o in one] == ["bad file", *["failed" if i % 3 == 0 else "passed"
                                                   for i in range(7)]]
    assert junit_xml(one) == junit_xml(three)
    assert exit_status(one) == 2
    by_cli = [cli("run", str(suite), "--workers", n).stdout for n in ("1", "2")]
    assert by_cli[0] == by_cli[1] and by_cli[0]


def test_cli_workers_must_be_positive_and_json_is_for_one_game(tmp_path: Path) -> None:
    suite = folder(tmp_path, **{"pass.toml": PASSING})
    assert cli("run", str(suite), "--workers", "0").returncode == 2
    done = cli("run", "--json", str(suite))
    assert done.returncode == 2 and "--json" in done.stderr
