"""Hostile input: the limits on scenario files and deck lists, refused in one line naming the
file and the line before the slow work; quoting cut short; terminal escaping; byte-order marks.

The slow inputs run in a subprocess whose timeout only guards against hanging: the tests
assert the refusal, never a duration."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from manastack_cli.decks import DeckError, load_deck, parse_deck
from manastack_cli.limits import (
    MAX_CARDS_PER_ZONE,
    MAX_DECK_CARDS,
    MAX_KEY_PARTS,
    MAX_NESTING,
    scan_toml,
    terminal_text,
)
from manastack_cli.scenario.files import load, loads

from manastack import UnknownCardError, quoted
from manastack.errors import ScenarioError

ROOT = Path(__file__).resolve().parents[3]
MANASTACK = Path(sys.executable).parent / "manastack"
GUARD = 120  # seconds: only so that a regression hangs no one; never asserted

PLAYERS = '[[player]]\nname = "Alice"\n[[player]]\nname = "Bob"\n'


def manastack(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(MANASTACK), *args], capture_output=True, text=True,
                          timeout=GUARD, check=False)


def test_slow_scenario_files_are_refused_naming_file_and_line(tmp_path: Path) -> None:
    dotted = tmp_path / "dotted.toml"
    dotted.write_text(PLAYERS + "a." * 20_000 + "b = 1\n")
    library = tmp_path / "library.toml"
    entries = ",\n".join(['{ card = "Island", count = 100 }'] * 20_000)
    library.write_text(f'[[player]]\nname = "A"\nlibrary = [\n{entries}]\n[[player]]\n')
    mountains = tmp_path / "mountains.toml"
    lands = ", ".join(['{ card = "Mountain", count = 100 }'] * 50)
    mountains.write_text(f'plugins = []\n[[player]]\nname = "Alice"\nbattlefield = [{lands}]\n'
                         'hand = ["Blaze"]\n[[player]]\nname = "Bob"\n[[action]]\n'
                         'cast = "Blaze"\nx = 4999\ntargets = ["Bob"]\n')
    done = manastack("run", str(dotted), str(library), str(mountains))
    assert done.returncode == 2
    lines = done.stderr.splitlines()
    assert lines == [
        f"manastack: error: {dotted}:5: too large: a dotted key of more than {MAX_KEY_PARTS} "
        "parts (see 'Limits' in docs/scenarios.rst)",
        f"manastack: error: {library}:3: player 1: library: too large: 2000000 cards in one "
        f"zone; at most {MAX_CARDS_PER_ZONE} (see 'Limits' in docs/scenarios.rst)",
        f"manastack: error: {mountains}:4: player 1: battlefield: too large: 5000 cards in one "
        f"zone; at most {MAX_CARDS_PER_ZONE} (see 'Limits' in docs/scenarios.rst)",
    ]


def test_a_slow_deck_is_refused_naming_file_and_line(tmp_path: Path) -> None:
    deck = tmp_path / "islands.txt"
    deck.write_text("1000 Island\n" * 300)
    done = manastack("simulate", "--deck", str(deck), "--games", "1")
    assert done.returncode == 2
    assert done.stderr == (f"manastack: error: {deck}:3: too large: more than {MAX_DECK_CARDS} "
                           "cards in the deck (see 'Limits' in docs/scenarios.rst)\n")


def test_a_board_at_the_limit_pays_an_x_spell() -> None:
    lands = ", ".join(['{ card = "Mountain", count = 100 }'] * (MAX_CARDS_PER_ZONE // 100))
    from manastack_cli.scenario.runner import run

    result = run(loads(f'plugins = []\n[[player]]\nname = "Alice"\nbattlefield = [{lands}]\n'
                       'hand = ["Blaze"]\n[[player]]\nname = "Bob"\n[[action]]\n'
                       f'cast = "Blaze"\nx = {MAX_CARDS_PER_ZONE - 1}\ntargets = ["Bob"]\n'
                       f'[[action]]\nresolve = true\n[expect]\n'
                       f'life = {{ Bob = {20 - MAX_CARDS_PER_ZONE + 1} }}\n'), env={})
    assert result.ok, result.failures


@pytest.mark.parametrize(("text", "line", "problem"), [
    (PLAYERS + "x = " + "[" * 1000 + "]" * 1000 + "\n", 5,
     f"arrays and tables nested more than {MAX_NESTING} deep"),
    (PLAYERS + "x = " + "{a = " * 1000 + "1" + "}" * 1000 + "\n", 5,
     f"arrays and tables nested more than {MAX_NESTING} deep"),
    (PLAYERS + "seed = " + "9" * 5000 + "\n", 5, "a number of more than 24 digits"),
    ("seed = 1\n" + PLAYERS + "[expect]\n" + "a." * 40 + "b = 1\n", 7,
     f"a dotted key of more than {MAX_KEY_PARTS} parts"),
    (PLAYERS + 'name = "' + "x" * 30_000 + '"\n', 5, "a line of 30009 characters; at most 20000"),
])
def test_deep_nesting_huge_numbers_and_long_lines_are_refused_with_the_line(
        text: str, line: int, problem: str) -> None:
    with pytest.raises(ScenarioError) as info:
        loads(text, "hostile.toml")
    assert str(info.value) == (f"hostile.toml:{line}: too large: {problem} "
                               "(see 'Limits' in docs/scenarios.rst)")


def test_the_scan_skips_strings_comments_and_reads_ordinary_files() -> None:
    assert scan_toml('a = "1.2.3.4.5.6.7.8.9.0.1.2.3.4.5.6.7.8.9.0.1.2.3.4.5.6.7.8.9.0.1.2.3"\n'
                     "# [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ 12345678901234567890123456789\n"
                     "b = '''\n" + "[" * 100 + "\n'''\n" + 'c = """x\\\n' + "9" * 60 + '"""\n'
                     "[expect.permanents.\"A.B\"]\npower = 1.5\n") is None
    for example in sorted((ROOT / "examples").glob("*.toml")):
        assert scan_toml(example.read_text("utf-8")) is None, example
    # a line counted across a multi-line string still names the right line
    assert scan_toml('a = """\n\n\n"""\n' + "b." * 40 + "c = 1\n") == (
        5, f"a dotted key of more than {MAX_KEY_PARTS} parts")


def test_a_huge_deck_count_is_refused_with_its_line() -> None:
    with pytest.raises(DeckError) as info:
        parse_deck("4 Shock\n" + "9" * 5000 + " Island\n", source="deck.txt")
    assert str(info.value) == "deck.txt:2: a count of 5000 digits is more than 1000"


def test_a_byte_order_mark_is_accepted_in_scenarios_as_in_decks(tmp_path: Path) -> None:
    path = tmp_path / "bom.toml"
    path.write_bytes(b"\xef\xbb\xbf" + PLAYERS.encode())
    assert [p.name for p in load(path).players] == ["Alice", "Bob"]
    deck = tmp_path / "bom.txt"
    deck.write_bytes(b"\xef\xbb\xbf4 Shock\n")
    assert load_deck(deck).size == 4


def test_deck_errors_quote_only_files_that_look_like_decks(tmp_path: Path) -> None:
    scenario = tmp_path / "scenario.txt"
    scenario.write_text('name = "secret"\n[[player]]\nname = "Alice"\n')
    with pytest.raises(DeckError) as info:
        load_deck(scenario)
    assert str(info.value) == (f"{scenario}:1: not a deck list: no line reads 'COUNT CARD NAME' "
                               "(like '4 Lightning Bolt')")
    assert "secret" not in str(info.value)
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Shock\n" + "x" * 5000 + "\n")
    with pytest.raises(DeckError) as info:
        load_deck(deck)
    assert str(info.value) == (f"{deck}:2: expected 'COUNT CARD NAME' (like '4 Lightning Bolt'), "
                               f"got {quoted('x' * 5000)}")
    assert len(str(info.value)) - len(str(deck)) < 150


def test_a_huge_unknown_card_name_is_cut_in_the_message() -> None:
    name = "Q" * 10_000_000
    message = str(UnknownCardError(name))
    assert message == f"unknown card '{'Q' * 79}'\u2026" and len(message) < 100
    assert quoted("short") == "'short'"
    assert quoted("\x1b[2J\u202e") == "'\\x1b[2J\\u202e'"


def test_an_unknown_card_in_a_scenario_is_cut_in_the_one_line_error() -> None:
    from manastack_cli.scenario.runner import run

    name = "Z" * 15_000
    with pytest.raises(ScenarioError) as info:
        run(loads(f'plugins = []\n[[player]]\nhand = ["{name}"]\n[[player]]\n', "s.toml"),
            env={})
    assert str(info.value).startswith("s.toml:3: player 1: hand: unknown card 'ZZZ")
    assert len(str(info.value)) < 300


def test_terminal_text_escapes_controls_and_bidirectional_overrides() -> None:
    assert terminal_text("Alice casts Shock") == "Alice casts Shock"
    assert terminal_text("Ev\u202eil\x1b]0;x\x07 \u2066ok\u2069 Lim-D\u00fbl") == (
        "Ev\\u202eil\\u001b]0;x\\u0007 \\u2066ok\\u2069 Lim-D\u00fbl")
    assert terminal_text("tag\U000e0041") == "tag\\udb40\\udc41"  # a pair, as JSON writes it
    # with colour on, manastack's own colour codes stay; any other escape does not
    assert terminal_text("\x1b[1;32mok\x1b[0m \x1b[2J", colour=True) == (
        "\x1b[1;32mok\x1b[0m \\u001b[2J")


def test_player_names_reach_the_terminal_escaped(tmp_path: Path) -> None:
    path = tmp_path / "names.toml"
    path.write_text('plugins = []\n[[player]]\nname = "Ev\\u202eil\\u0085\\u001b[2J"\n'
                    'battlefield = ["Mountain"]\nhand = ["Shock"]\n[[player]]\nname = "Bob"\n'
                    '[[action]]\ncast = "Shock"\ntargets = ["Bob"]\n[[action]]\nresolve = true\n')
    done = manastack("run", "--color", "never", str(path))
    assert done.returncode == 0, done.stderr
    assert "\x1b" not in done.stdout and "\u202e" not in done.stdout
    assert "Ev\\u202eil\\u0085\\u001b[2J casts Shock" in done.stdout
    done = manastack("run", "--json", str(path))
    assert done.returncode == 0, done.stderr
    assert "\u202e" not in done.stdout and "\x85" not in done.stdout
    events = [json.loads(line) for line in done.stdout.splitlines()]  # still JSON, same text
    assert any("Ev\u202eil\x85\x1b[2J casts Shock" in e["text"] for e in events)
    bad = tmp_path / "bad.toml"
    bad.write_text('[[player]]\nname = "A"\n[[player]]\nname = "B"\n[turn]\n'
                   'active = "\\u202eX\\u001b[31m"\n')
    done = manastack("run", str(bad))
    assert done.returncode == 2
    assert "\x1b" not in done.stderr and "\u202e" not in done.stderr
    assert "unknown player '\\u202eX\\x1b[31m'" in done.stderr


def test_deck_names_reach_the_terminal_escaped(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("# name: Ev\u202eil\x1b[2J\n60 Mountain\n", encoding="utf-8")
    done = manastack("simulate", "--deck", str(deck), "--games", "1")
    assert done.returncode == 0, done.stderr
    assert "\x1b" not in done.stdout and "\u202e" not in done.stdout
    assert "Ev\\u202eil\\u001b[2J" in done.stdout


def test_every_command_escapes_what_it_prints(tmp_path: Path) -> None:
    """A card file's names reach `explain` and `cards` too: their output is escaped as
    `run`'s is (a terminal control or bidirectional-override character, never raw)."""
    name = "Ev\u202eil\x1b[2J Bear"
    cards = tmp_path / "AtomicCards.json"
    cards.write_text(json.dumps({"data": {name: [{
        "name": name, "manaCost": "{1}{G}", "type": "Creature — Bear", "text": "",
        "power": "2", "toughness": "2"}]}}), encoding="utf-8")
    for command in (["explain", name], ["cards", "--source", f"mtgjson:{cards.name}"]):
        done = manastack("--plugins", "", "--cards-file", str(cards), *command)
        assert "\x1b" not in done.stdout and "\u202e" not in done.stdout, command
        assert "Ev\\u202eil\\u001b[2J Bear" in done.stdout, (command, done.stdout, done.stderr)
