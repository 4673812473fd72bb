"""Scenario files (manastack_cli.scenario) and ``manastack run`` through its real entry point."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from manastack_cli.scenario.expectations import mana_key, rule_matches
from manastack_cli.scenario.files import load, loads
from manastack_cli.scenario.runner import run
from manastack_cli.scenario.validation import schema, validate
from pytest_manastack import needs_corpus

from manastack.errors import ScenarioError
from manastack.loading.discovery import discover

ROOT = Path(__file__).resolve().parents[3]
EXAMPLES = sorted((ROOT / "examples").glob("*.toml"))
MANASTACK = Path(sys.executable).parent / "manastack"

BOLT = """
[[player]]
name = "Alice"
battlefield = ["Mountain"]
hand = ["Lightning Bolt"]

[[player]]
name = "Bob"
battlefield = ["Grizzly Bears"]
"""


def scenario(text: str, where: str = "test.toml"):  # type: ignore[no-untyped-def]
    return loads(textwrap.dedent(text), where)


def run_text(text: str):  # type: ignore[no-untyped-def]
    return run(scenario(text), env={})


def cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(MANASTACK), *args], capture_output=True, text=True, cwd=cwd,
                          check=False)


def write(tmp_path: Path, text: str, name: str = "s.toml") -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


# --------------------------------------------------------------------------
# The examples
# --------------------------------------------------------------------------


def _installed() -> set[str]:
    return {"core", *(p.name for p in discover())}


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_every_example_runs_and_holds(path: Path) -> None:
    s = load(path)
    missing = set(s.plugins or ()) - _installed()
    if missing:
        pytest.skip(f"needs plugins not installed here: {sorted(missing)}")
    result = run(s, env={})
    assert result.failures == []
    assert result.checked > 0, "an example must check something"


def test_there_are_examples() -> None:
    assert len(EXAMPLES) >= 8


KEYWORD_PLUGINS = ("haste", "earthbend", "flashback", "escape", "delve", "overload", "escalate",
                   "shadow", "kicker")


@pytest.mark.parametrize("keyword", KEYWORD_PLUGINS)
def test_two_examples_per_keyword_each_checking_something(keyword: str) -> None:
    """Issue 9: at least two example scenarios per keyword plugin, named after it, each
    enabling it and stating expectations (the run is test_every_example_runs_and_holds)."""
    mine = [p for p in EXAMPLES if p.stem.startswith(keyword + "-")]
    assert len(mine) >= 2, [p.name for p in mine]
    for path in mine:
        s = load(path)
        assert s.plugins is not None and keyword in s.plugins, path.name
        assert s.expect or any(a.expect or a.illegal for a in s.actions), path.name


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_every_example_fits_the_schema(path: Path) -> None:
    import tomllib

    assert validate(tomllib.loads(path.read_text(encoding="utf-8"))) is None


def test_the_schema_is_valid_json_schema_and_agrees_on_the_examples() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    import tomllib

    jsonschema.Draft202012Validator.check_schema(schema())
    validator = jsonschema.Draft202012Validator(schema())
    for path in EXAMPLES:
        validator.validate(tomllib.loads(path.read_text(encoding="utf-8")))


# --------------------------------------------------------------------------
# Setting up a position
# --------------------------------------------------------------------------


def test_position_states_are_set_up() -> None:
    result = run_text("""
        [turn]
        number = 4
        active = "Bob"
        step = "main2"

        [[player]]
        name = "Alice"
        life = 7
        poison = 2
        library = ["Island", "Forest", "Swamp"]
        graveyard = ["Shock", "Unsummon"]
        battlefield = [{ card = "Grizzly Bears", tapped = true, counters = { "+1/+1" = 2 } },
                       { card = "Mountain", count = 3 }]

        [[player]]
        name = "Bob"
        battlefield = [{ card = "Hill Giant", sick = true },
                       { card = "Gray Ogre", controller = "Alice" }]

        [expect]
        life = { Alice = 7 }
        poison = { Alice = 2 }
        library = { Alice = ["Island", "Forest", "Swamp"] }
        graveyard = { Alice = ["Unsummon", "Shock"] }
        battlefield.Alice = ["Grizzly Bears", "Mountain", "Mountain", "Mountain", "Gray Ogre"]
        battlefield.Bob = ["Hill Giant"]
        turn = 4
        step = "main2"
        active = "Bob"
        permanents."Grizzly Bears" = { tapped = true, power = 4, toughness = 4, counters = { "+1/+1" = 2 } }
        permanents."Hill Giant" = { summoning_sick = true, controller = "Bob" }
        permanents."Gray Ogre" = { controller = "Alice" }
    """)
    assert result.failures == []
    assert result.game.state.turn.number == 4


def test_library_order_is_top_first() -> None:
    result = run_text("""
        [turn]
        number = 2
        step = "upkeep"
        [[player]]
        library = ["Island", "Forest"]
        [[player]]
        library = ["Swamp"]
        [[action]]
        go_to = "main1"
        [expect]
        hand = { Alice = ["Island"] }
        library = { Alice = ["Forest"] }
    """)
    assert result.failures == []


# --------------------------------------------------------------------------
# Expectations: each kind can fail, and says how
# --------------------------------------------------------------------------


def test_failed_expectations_are_all_reported_with_the_difference() -> None:
    result = run_text(BOLT + """
        [[action]]
        cast = "Lightning Bolt"
        targets = ["Grizzly Bears"]
        expect.total_cost = { "Lightning Bolt" = "{1}{R}" }

        [[action]]
        resolve = true

        [expect]
        life = { Bob = 17 }
        zones = { "Grizzly Bears" = "battlefield" }
        graveyard = { Bob = [] }
        mana_spent = { "Lightning Bolt" = "{G}" }
        logged = ["702.10"]
        not_logged = ["704.5g"]
    """)
    failures = "\n".join(result.failures)
    assert len(result.failures) == 7, failures
    assert "total cost of Lightning Bolt: {R}, expected {1}{R}" in failures
    assert "Bob has 20 life, expected 17" in failures
    assert "Grizzly Bears is not in the battlefield (it is in: graveyard)" in failures
    assert "unexpected grizzly bears" in failures.lower()
    assert "mana spent on Lightning Bolt: {R}, expected {G}" in failures
    assert "no event cited CR 702.10" in failures
    assert "an event cited CR 704.5g" in failures


def test_expectations_after_an_action_are_checked_then() -> None:
    result = run_text(BOLT + """
        [[action]]
        cast = "Lightning Bolt"
        targets = ["Grizzly Bears"]
        expect = { stack = ["Lightning Bolt"], zones = { "Grizzly Bears" = "battlefield" } }

        [[action]]
        resolve = true
        expect.stack = ["Lightning Bolt"]
    """)
    assert result.failures == [
        "after action 2 (resolve the top of the stack): the stack is [], expected [Lightning Bolt]"
    ]


def test_permanent_expectations() -> None:
    result = run_text("""
        [[player]]
        battlefield = ["Glorious Anthem", "Air Elemental", "Grizzly Bears"]
        [[player]]
        [expect.permanents."Air Elemental"]
        power = 5
        toughness = 5
        keywords = ["flying"]
        lacks = ["vigilance"]
        tapped = false
        [expect.permanents."Grizzly Bears"]
        power = 2
        keywords = ["flying"]
        lacks = []
    """)
    assert result.failures == [
        "at the end: Grizzly Bears: power is 3, expected 2",
        "at the end: Grizzly Bears: doesn't have flying",
    ]


def test_mana_pool_and_tap_for_mana() -> None:
    result = run_text("""
        [[player]]
        battlefield = ["Mountain", "Llanowar Elves"]
        [[player]]
        [[action]]
        tap_for_mana = "Mountain"
        color = "R"
        [[action]]
        tap_for_mana = "Llanowar Elves"
        color = "G"
        [expect]
        mana_pool = { Alice = "{G}{R}" }
    """)
    assert result.failures == []


def test_mana_key_ignores_order_and_reads_life() -> None:
    assert mana_key("{U}{2}") == mana_key("{2}{U}")
    assert mana_key("{0}") == mana_key("")
    assert mana_key("{0} and 2 life") == ((), 2)
    assert mana_key("{R}") != mana_key("{R} and 2 life")


def test_rule_matching_is_by_rule_not_by_text() -> None:
    assert rule_matches("601.2c", "601.2")
    assert rule_matches("702.10", "702.10")
    assert rule_matches("702.10b", "702.10")
    assert not rule_matches("702.10", "702.1")
    assert not rule_matches("601.2", "601.2c")


# --------------------------------------------------------------------------
# Illegal actions
# --------------------------------------------------------------------------

SICK = """
    [[player]]
    name = "Alice"
    battlefield = [{ card = "Prodigal Pyromancer", sick = true }]
    [[player]]
    name = "Bob"
"""


def test_an_expected_refusal_with_its_rule_holds_and_changes_nothing() -> None:
    result = run_text(SICK + """
        [[action]]
        activate = "Prodigal Pyromancer"
        targets = ["Bob"]
        illegal = "302.6"
    """)
    assert result.failures == []
    assert result.checked == 1


def test_a_refusal_citing_another_rule_fails() -> None:
    result = run_text(SICK + """
        [[action]]
        activate = "Prodigal Pyromancer"
        targets = ["Bob"]
        illegal = "601.2h"
    """)
    assert len(result.failures) == 1
    assert "refused citing CR 302.6, expected CR 601.2h" in result.failures[0]


def test_an_allowed_action_expected_to_be_refused_fails() -> None:
    result = run_text(BOLT + """
        [[action]]
        cast = "Lightning Bolt"
        targets = ["Bob"]
        illegal = "601.2c"
    """)
    assert result.failures == [
        "after action 1 (cast Lightning Bolt targeting Bob): the action was allowed; "
        "expected it to be refused citing CR 601.2c"
    ]


def test_an_attack_refused_for_summoning_sickness() -> None:
    """SEED-22 (CR 508.1a): a creature that came under control this turn can't attack. The
    refused attack is undone whole (732), the passes to the declare-attackers step included:
    the game is still in the precombat main phase."""
    result = run_text(SICK + """
        [[action]]
        attack = ["Prodigal Pyromancer"]
        illegal = "508.1a"
        [expect]
        step = "main1"
    """)
    assert result.failures == []


# --------------------------------------------------------------------------
# Bad files: one line naming the file and the line or action, exit status 2
# --------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "expected"), [
    ('name = "x"\n[[player]]\nname =\n', "test.toml:3: not valid TOML"),
    ("[[player]]\n[[player]]\nhand = 3\n", "test.toml:3: player 2: hand: must be an array"),
    ("[[player]]\n", "player: needs at least 2 item(s), got 1"),
    ("[[player]]\n[[player]]\n[[action]]\ncast = 'Shock'\ntagets = ['Bob']\n",
     "test.toml:5: action 1: unknown field 'tagets'; did you mean 'targets'?"),
    ("[[player]]\n[[player]]\n[[action]]\ncast = 'Shock'\nresolve = true\n",
     "test.toml:3: action 1: has several verbs (cast, resolve)"),
    ("[[player]]\n[[player]]\n[[action]]\nnote = 'x'\n",
     "test.toml:3: action 1: an action needs exactly one verb"),
    ("[[player]]\n[[player]]\n[turn]\nstep = 'main'\n", "test.toml:4: turn.step: a step is one of"),
    ("[[player]]\n[[player]]\n[[action]]\npass = true\nillegal = 'sorcery'\n",
     "test.toml:5: action 1: illegal: \"sorcery\" is not well formed"),
    ("[[player]]\nname = 'A'\n[[player]]\nname = 'a'\n", "two players are called 'a'"),
    ("[[player]]\n[[player]]\n[expect]\nlife = { Carol = 3 }\n",
     "test.toml:4: expect.life.Carol: unknown player 'Carol' (players: Alice, Bob)"),
    ("[[player]]\nhand = [{ card = 'Shock', tapped = true }]\n[[player]]\n",
     "'tapped' applies only on the battlefield"),
    ("[[player]]\nbattlefield = [{ card = 'Mountain', count = 0 }]\n[[player]]\n",
     "player 1: battlefield[1].count: must be at least 1"),
    ("[[player]]\n[[player]]\n[[action]]\nresolve = 'yes'\n",
     "resolve is true (the top of the stack) or \"all\""),
    ("x = 1979-05-27\n[[player]]\n[[player]]\n", "test.toml:1: unknown field 'x'"),
])
def test_malformed_files_are_refused_in_one_line(text: str, expected: str) -> None:
    with pytest.raises(ScenarioError) as info:
        run(scenario(text), env={})
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith("test.toml")
    assert expected in message


@pytest.mark.parametrize(("extra", "expected"), [
    ('[[action]]\ncast = "Lightnig Bolt"\n',
     "action 1: cast: unknown card 'Lightnig Bolt'; did you mean 'Lightning Bolt'"),
    ('[[action]]\ncast = "Lightning Bolt"\ntargets = ["Serra Angel"]\n',
     "action 1 (cast Lightning Bolt targeting Serra Angel): illegal action: there is no 'Serra Angel'"),
    ('[[action]]\ncast = "Lightning Bolt"\ntargets = ["Mountain"]\n',
     "is not one of the legal options (CR 601.2c)"),
    ('[[action]]\ncast = "Lightning Bolt"\ntargets = ["Bob"]\nmodes = [2]\n',
     "the game never asked for 'modes': that choice does not fit this action"),
    ('[[action]]\ncast = "Lightning Bolt"\ntargets = ["Bob"]\nby = "Bob"\n',
     "Bob is not the one acting: Alice is"),
    ('[[action]]\nplay = "Lightning Bolt"\n', "is not a land (CR 305.1)"),
    ('[[action]]\ncast = "Lightning Bolt"\ntargets = ["Bob"]\npay_with.delve = ["Shock"]\n',
     "the game never asked for 'delve': that choice does not fit this action"),
    ('[[action]]\ncast = "Lightning Bolt"\ntargets = ["Bob"]\npay_with.delve = ["Shokc"]\n',
     "action 1: pay_with.delve: unknown card 'Shokc'"),
    ('[[action]]\nattack = ["Grizzly Bears"]\n', "no creature can attack (CR 508.1a)"),
])
def test_actions_that_do_not_fit_are_bad_input(extra: str, expected: str) -> None:
    with pytest.raises(ScenarioError) as info:
        run(scenario(BOLT + extra), env={})
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith("test.toml:")
    assert expected in message


def test_an_unknown_card_in_a_zone_is_named_with_its_line() -> None:
    text = "[[player]]\n[[player]]\nhand = ['Shock', 'Grizly Bears']\n"
    with pytest.raises(ScenarioError, match=r"^test.toml:3: player 2: hand: unknown card "
                                            r"'Grizly Bears'; did you mean 'Grizzly Bears'"):
        run(scenario(text), env={})


@needs_corpus
def test_a_card_not_all_read_is_refused_naming_its_sentence_and_line() -> None:
    """Chaos Orb's text is not read: set up as it is, it would silently do nothing."""
    text = "[[player]]\nbattlefield = ['Mountain', 'Chaos Orb']\n[[player]]\n"
    with pytest.raises(ScenarioError, match=r"^test.toml:2: .*'Chaos Orb': rules text not "
                                            r"understood: .*flip it onto the battlefield.*"
                                            r"inert = true"):
        run(scenario(text), env={})


@needs_corpus
def test_an_inert_card_is_a_placeholder_named_in_the_log() -> None:
    result = run(scenario("""
        [[player]]
        battlefield = ['Mountain', { card = 'Chaos Orb', inert = true }]
        [[player]]
        [[action]]
        activate = "Chaos Orb"
        illegal = "602.1"
    """), env={})
    assert result.failures == []
    (orb,) = [o for o in result.game.battlefield(0) if o.card.name == "Chaos Orb"]
    assert orb.card.abilities == ()
    assert any("Chaos Orb is an inert placeholder" in e.text for e in result.game.log)


def test_an_unknown_plugin_is_bad_input() -> None:
    with pytest.raises(ScenarioError, match=r"^test.toml:1: plugins: unknown plugin 'hast'"):
        run(scenario("plugins = ['hast']\n[[player]]\n[[player]]\n"), env={})


def test_a_file_that_is_not_text(tmp_path: Path) -> None:
    path = tmp_path / "b.toml"
    path.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(ScenarioError, match="not UTF-8"):
        load(path)
    path.write_bytes(b'[[player]]\nname = "Alice"\nhand = ["Lim-D\xfbl"]\n')
    with pytest.raises(ScenarioError, match=r"b\.toml:3: not UTF-8 text"):
        load(path)


# --------------------------------------------------------------------------
# The command line, through the installed console script
# --------------------------------------------------------------------------


def test_cli_exit_status_0_and_a_readable_log(tmp_path: Path) -> None:
    done = cli("run", str(ROOT / "examples" / "bolt-the-bear.toml"))
    assert done.returncode == 0, done.stderr
    assert "\033[" not in done.stdout  # piped: no colour
    assert "[CR 601.2c]" in done.stdout and "[CR 704.5g]" in done.stdout
    assert "== 1. cast Lightning Bolt targeting Grizzly Bears" in done.stdout
    # the board table after an action: one row per zone
    assert "  |   battlefield  Mountain (tapped)\n" in done.stdout
    assert done.stdout.rstrip().endswith("expectation(s) held")


def test_cli_colour_can_be_forced() -> None:
    done = cli("run", "--color", "always", str(ROOT / "examples" / "bolt-the-bear.toml"))
    assert done.returncode == 0
    assert "\033[" in done.stdout


def test_cli_exit_status_1_prints_the_difference(tmp_path: Path) -> None:
    path = write(tmp_path, BOLT + """
        [[action]]
        cast = "Lightning Bolt"
        targets = ["Bob"]
        [[action]]
        resolve = true
        [expect]
        life = { Bob = 18 }
    """)
    done = cli("run", "--no-board", str(path))
    assert done.returncode == 1
    assert "FAIL at the end: Bob has 17 life, expected 18" in done.stdout
    assert "|   battlefield" not in done.stdout


def test_cli_exit_status_2_is_one_line_never_a_traceback(tmp_path: Path) -> None:
    path = write(tmp_path, BOLT + '[[action]]\ncast = "Lightning Bolt"\ntargets = ["Island"]\n')
    done = cli("run", str(path))
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1
    assert "Traceback" not in done.stderr
    assert done.stderr.startswith(f"manastack: error: {path}:")
    missing = cli("run", str(tmp_path / "nope.toml"))
    assert missing.returncode == 2 and "cannot read" in missing.stderr


def test_cli_json_lines_are_the_event_log() -> None:
    done = cli("run", "--json", str(ROOT / "examples" / "bolt-the-bear.toml"))
    assert done.returncode == 0, done.stderr
    events = [json.loads(line) for line in done.stdout.splitlines()]
    assert events and all(set(e) == {"turn", "step", "kind", "rule", "text", "data"} for e in events)
    assert any(e["rule"] == "601.2i" and e["kind"] == "cast" for e in events)


def test_cli_output_is_deterministic() -> None:
    path = str(ROOT / "examples" / "counterspell.toml")
    first, second = cli("run", "--json", path), cli("run", "--json", path)
    assert first.stdout == second.stdout and first.stdout


def test_cli_plugin_selection_applies_when_the_file_names_none(tmp_path: Path) -> None:
    path = write(tmp_path, "[[player]]\n[[player]]\n")
    done = cli("--plugins", "no_such_plugin", "run", str(path))
    assert done.returncode == 2
    assert "unknown plugin 'no_such_plugin'" in done.stderr
    fixed = write(tmp_path, "plugins = []\n[[player]]\n[[player]]\n", "fixed.toml")
    assert cli("--plugins", "no_such_plugin", "run", str(fixed)).returncode == 0


def test_cli_several_files_give_the_worst_status(tmp_path: Path) -> None:
    good = str(ROOT / "examples" / "x-spell.toml")
    bad = write(tmp_path, "[[player]]\n")
    done = cli("run", "--no-board", good, str(bad))
    assert done.returncode == 2
    assert "ok: " in done.stdout
