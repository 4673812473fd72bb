"""The replay viewer without a browser: what is recorded at each step, the files
``manastack replay`` reads (and the one-line errors for those it can't), the page written
and its escaping. ``tests/test_replay_browser.py`` looks at the page in Chromium."""

from __future__ import annotations

import html
import json
import re
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from manastack_cli.main import main
from manastack_cli.replay.board import board
from manastack_cli.replay.command import default_output
from manastack_cli.replay.page import page, script_json
from manastack_cli.replay.record import Recorder, ReplayError, check, load, recipe_path
from manastack_cli.replay.scenario import RecordingReporter
from manastack_cli.scenario.files import load as load_scenario
from manastack_cli.scenario.runner import Reporter, run as run_scenario
from manastack_cli.simulate import SimConfig, game_seed, play_game

from manastack import Game, Rules, Table, Zone

ROOT = Path(__file__).resolve().parents[3]
COUNTERSPELL = ROOT / "examples" / "counterspell.toml"
EVIL = "</script><script>document.title='pwned'</script><img src=x onerror=alert(1)>"


def embedded(text: str) -> Any:
    """The record a page carries, read back from its data element."""
    found = re.search(r'<script type="application/json" id="replay-data">(.*?)</script>',
                      text, re.S)
    assert found is not None
    return json.loads(found.group(1))


def names(cards: list[dict[str, Any]]) -> list[str]:
    return [c["name"] for c in cards]


# --------------------------------------------------------------------------
# What a step records
# --------------------------------------------------------------------------


def test_a_board_shows_every_zone_counters_tapped_state_poison_and_the_command_zone() -> None:
    table = Table.new(players=("Ann", "Bo"))
    table.battlefield(0, "Grizzly Bears", tapped=True, counters={"+1/+1": 2})
    table.battlefield(1, "Mountain")
    table.hand(0, "Lightning Bolt")
    table.hand(1, "Shock", "Shock")
    table.graveyard(1, "Gray Ogre")
    table.exile(1, "Hill Giant")
    table.command(0, "Memnite")
    table.library(0, "Forest", "Forest", "Forest")
    table.game.add_poison(1, 3)
    shown = board(table.game)
    ann, bo = shown["players"]
    assert (ann["name"], ann["life"], bo["poison"]) == ("Ann", 20, 3)
    bears = ann["battlefield"][0]
    assert bears["name"] == "Grizzly Bears" and bears["tapped"] is True
    assert bears["counters"] == {"+1/+1": 2} and (bears["power"], bears["toughness"]) == (4, 4)
    assert bo["battlefield"] == [{"id": bo["battlefield"][0]["id"], "name": "Mountain",
                                  "tapped": False}]
    assert names(ann["hand"]) == ["Lightning Bolt"] and names(bo["hand"]) == ["Shock", "Shock"]
    assert names(bo["graveyard"]) == ["Gray Ogre"] and names(bo["exile"]) == ["Hill Giant"]
    assert names(ann["command"]) == ["Memnite"] and ann["exile"] == [] and bo["command"] == []
    assert (ann["library"], bo["library"]) == (3, 0)
    json.dumps(shown)  # plain data


def test_a_board_shows_attacking_and_blocking_creatures() -> None:
    table = Table.new(players=("Ann", "Bo"))
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Gray Ogre")
    table.attack("Grizzly Bears")
    table.block({"Gray Ogre": "Grizzly Bears"})
    ann, bo = board(table.game)["players"]
    assert ann["battlefield"][0].get("attacking") is True
    assert bo["battlefield"][0].get("blocking") is True
    assert "blocking" not in ann["battlefield"][0] and "attacking" not in bo["battlefield"][0]


def test_a_scenario_is_recorded_a_step_per_action_with_the_stack_and_its_targets() -> None:
    played: list[Game] = []

    class Keep(Reporter):
        def begin(self, scenario: Any, game: Game) -> None:
            played.append(game)

    reporter = RecordingReporter(Keep())
    assert run_scenario(load_scenario(COUNTERSPELL), reporter=reporter).ok
    record = reporter.recorder.record()
    steps = record["steps"]
    assert [s["label"] for s in steps] == [
        "the scenario's position is set up", "action 1: cast Lightning Bolt targeting Bob",
        "action 2: pass priority", "action 3: cast Counterspell targeting Lightning Bolt",
        "action 4: resolve the stack"]
    assert record["players"] == ["Alice", "Bob"]
    # the log is cut into the steps, in order, with nothing left out
    assert steps[0]["log"][0] == 0 and steps[-1]["log"][1] == len(record["log"])
    assert all(a["log"][1] == b["log"][0] for a, b in pairwise(steps))
    cast = record["log"][steps[1]["log"][0]:steps[1]["log"][1]]
    assert any(e["rule"] == "601.2i" and e["text"] == "Alice casts Lightning Bolt" for e in cast)
    stack = steps[3]["board"]["stack"]
    assert [(s["name"], s["targets"]) for s in stack] == [
        ("Lightning Bolt", ["Bob"]), ("Counterspell", [f"Lightning Bolt (#{stack[0]['id']})"])]
    alice = steps[1]["board"]["players"][0]
    assert alice["battlefield"][0]["name"] == "Mountain" and alice["battlefield"][0]["tapped"]
    end = steps[-1]["board"]
    assert end["stack"] == [] and end["players"][1]["life"] == 20
    assert names(end["players"][0]["graveyard"]) == ["Lightning Bolt"]
    assert board(played[0]) == end  # the game as it ended
    assert check(record, "x") is record


# --------------------------------------------------------------------------
# simulate --out, played again
# --------------------------------------------------------------------------


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("replay") / "runs.jsonl"
    assert main(["simulate", "--deck", "vanilla", "--games", "3", "--max-turns", "5",
                 "--seed", "11", "--out", str(out), "--quiet"]) == 0
    return out


def test_simulate_out_writes_the_recipe_of_its_games_beside_them(runs: Path) -> None:
    lines = [json.loads(line) for line in runs.read_text(encoding="utf-8").splitlines()]
    assert all("replay" not in line for line in lines)  # the results' lines are as they were
    how = json.loads(recipe_path(runs).read_text(encoding="utf-8"))
    assert recipe_path(runs).name == "runs.jsonl.replay.json"
    assert set(how) == {"format", "version", "decks", "deck_names", "agent", "plugins",
                        "max_turns", "max_actions"}
    assert (how["format"], how["agent"], how["max_turns"], how["deck_names"]) == (
        "manastack-simulate-recipe", "random", 5, ["vanilla", "vanilla"])
    assert "core" in how["plugins"] and how["plugins"] == sorted(how["plugins"])
    from manastack_cli.decks import load_deck
    deck = load_deck("vanilla").check(Rules.load()).cards()
    for played in how["decks"]:  # in library order
        assert [name for count, name in played for _ in range(count)] == list(deck)


def test_a_game_of_a_simulation_file_is_played_again_to_the_same_end(runs: Path) -> None:
    record = load(runs, 2)
    line = json.loads(runs.read_text(encoding="utf-8").splitlines()[2])
    seen: list[Game] = []
    from manastack_cli.decks import load_deck
    deck = tuple(load_deck("vanilla").check(Rules.load()).cards())
    result = play_game(SimConfig(decks=(deck, deck), deck_names=("vanilla", "vanilla"),
                                   seed=11, max_turns=5), 2,
                       watch=seen.append)
    assert result.seed == game_seed(11, 2) and result.digest == line["digest"]
    assert len(record["steps"]) == line["actions"] + 1 == len(seen)
    game = seen[-1]
    end = record["steps"][-1]["board"]
    for index, shown in enumerate(end["players"]):
        assert shown["life"] == game.player(index).life
        assert names(shown["battlefield"]) == [o.name for o in game.battlefield(index)]
        assert names(shown["hand"]) == [o.name for o in game.hand(index)]
        assert shown["library"] == len(game.library(index))
    assert [e["text"] for e in record["log"]] == [e.text for e in game.log]
    assert record["title"].startswith(f"game 2 (seed {game_seed(11, 2)})")


def test_replay_command_writes_the_page(runs: Path, tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "replay.html"
    assert main(["replay", str(runs), "--game", "1", "-o", str(out)]) == 0
    record = load(runs, 1)
    assert capsys.readouterr().out.startswith(f"wrote {out}: {len(record['steps'])} steps")
    text = out.read_text(encoding="utf-8")
    assert embedded(text) == record
    assert "http://" not in text and "https://" not in text and " src=" not in text


def test_default_output_names() -> None:
    assert default_output("dir/game.json", None) == Path("dir/game.html")
    assert default_output("runs.jsonl", 3) == Path("runs-game3.html")


def test_a_game_played_differently_is_refused_naming_file_and_line(
        runs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lines = runs.read_text(encoding="utf-8").splitlines()
    changed = json.loads(lines[1])
    changed["seed"] += 1  # another game than the one recorded
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join([lines[0], json.dumps(changed), lines[2]]) + "\n", encoding="utf-8")
    recipe_path(bad).write_bytes(recipe_path(runs).read_bytes())
    assert main(["replay", str(bad), "--game", "1"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"manastack: error: {bad}:2: the game played again differs")
    assert err.count("\n") == 1
    assert not (tmp_path / "bad-game1.html").exists()


@pytest.mark.parametrize(("recipe", "message"), [
    (None, "{path}: no in.jsonl.replay.json beside it, which 'manastack simulate --out' "
     "writes"),
    ("{", "{recipe}:1: not JSON: "),
    ('{"format": "x"}', "{recipe}: not the recipe of a simulation"),
    ('{"format": "manastack-simulate-recipe", "version": 1, "decks": 3}',
     "{path}:1: not a game of manastack simulate --out, or a recipe that is not one"),
])
def test_a_missing_or_bad_recipe_is_one_line(recipe: str | None, message: str, tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "in.jsonl"
    path.write_text('{"game": 0, "seed": 1, "digest": "x"}\n', encoding="utf-8")
    if recipe is not None:
        recipe_path(path).write_text(recipe, encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("manastack: error: " + message.format(
        path=path, recipe=recipe_path(path))), err
    assert err.count("\n") == 1


@pytest.mark.parametrize(("content", "argv", "message"), [
    ('{"game": 0, "seed": 1}\nnot json\n', [], "{path}:2: not JSON: "),
    ('{"game": 0, "seed": 1}\n{}\n', [], "{path}:2: neither a replay record nor a game"),
    ('{"turn": 1, "step": "", "kind": "cast", "rule": "601.2i", "text": "x", "data": {}}\n',
     [], "{path}:1: an event log (manastack run --json) has no board"),
    ('[1, 2]\n', [], "{path}:1: not a JSON object"),
    ('{"game": 0, "seed": 1}\n{"game": 1, "seed": 2}\n', [],
     "{path}: 2 games: choose one with --game N"),
    ('{"game": 0, "seed": 1}\n', ["--game", "7"], "{path}: no game 7"),
    ("", [], "{path}: empty: no game to replay"),
    ('{"format": "manastack-replay", "version": 9}', [], "{path}: not a replay record: version 9"),
    ('{"format": "manastack-replay", "version": 1, "log": [], "steps": [{"log": [0, 4], '
     '"board": {"players": []}}]}', [], "{path}: not a replay record: step 0: 'log'"),
    ('{"format": "manastack-replay", "version": 1, "log": [], "steps": []}', ["--game", "1"],
     "{path}: --game chooses a game of a simulate --out file"),
])
def test_a_file_that_cannot_be_shown_is_one_line_naming_it(
        content: str, argv: list[str], message: str, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "in.jsonl"
    path.write_text(content, encoding="utf-8")
    assert main(["replay", str(path), *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("manastack: error: " + message.format(path=path)), err
    assert err.count("\n") == 1


def test_a_missing_file_and_an_unwritable_page(tmp_path: Path, runs: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(tmp_path / "nope.json")]) == 2
    assert capsys.readouterr().err.startswith(f"manastack: error: {tmp_path / 'nope.json'}: "
                                              "cannot read")
    assert main(["replay", str(runs), "--game", "0", "-o", str(tmp_path)]) == 2
    assert capsys.readouterr().err.startswith(f"manastack: error: {tmp_path}: cannot write")


# --------------------------------------------------------------------------
# manastack run --replay-out
# --------------------------------------------------------------------------


def test_run_writes_a_replay_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "cs.json"
    assert main(["run", str(COUNTERSPELL), "--no-board", "--replay-out", str(out)]) == 0
    record = check(json.loads(out.read_text(encoding="utf-8")), str(out))
    assert record["title"] == f"Counterspell answers a Lightning Bolt ({COUNTERSPELL})"
    assert len(record["steps"]) == 5
    assert main(["replay", str(out)]) == 0
    assert embedded((tmp_path / "cs.html").read_text(encoding="utf-8")) == record
    capsys.readouterr()
    assert main(["run", str(COUNTERSPELL), str(COUNTERSPELL), "--replay-out", str(out)]) == 2
    assert "--replay-out records one game" in capsys.readouterr().err
    assert main(["run", str(COUNTERSPELL), "--replay-out", str(tmp_path)]) == 2
    assert capsys.readouterr().err.startswith(f"manastack: error: {tmp_path}: cannot write")


# --------------------------------------------------------------------------
# The page: self-contained, data never becomes code
# --------------------------------------------------------------------------


def evil_record() -> dict[str, Any]:
    table = Table.new(players=(EVIL, "Bo & <b>Co</b>"))
    card = table.card(EVIL, "Creature — Bear", "", "{1}{G}", "2", "2")
    table.game.put(card, Zone.BATTLEFIELD, 0, counters={EVIL: 1})
    table.game.log_event("note", f"a log line naming {EVIL}", rule="100.1")
    recorder = Recorder(EVIL)
    recorder.watch(table.game)
    return recorder.record()


def test_names_and_log_text_cannot_inject_markup() -> None:
    record = evil_record()
    text = page(record)
    assert EVIL not in text and "<img" not in text
    assert text.count("<script") == 2 and text.count("</script>") == 2
    assert f"<title>{html.escape(EVIL)}</title>" in text
    assert embedded(text) == record  # every text is still there, as data
    assert "\\u003c/script\\u003e" in script_json(EVIL)


def test_the_page_loads_nothing() -> None:
    text = page(evil_record())
    assert not re.search(r"<[^>]*\b(src|href)=", text)  # no element loads a resource
    assert "default-src 'none'" in text  # and forbids loading anything


def test_a_record_is_checked_before_it_is_shown() -> None:
    with pytest.raises(ReplayError, match=r"^f: not a replay record: 'format'"):
        check({"format": "other"}, "f")
    with pytest.raises(ReplayError, match="'board' must be an object with 'players'"):
        check({"format": "manastack-replay", "version": 1, "log": [],
               "steps": [{"log": [0, 0], "board": []}]}, "f")


def test_the_api_records_a_game_its_caller_drives(tmp_path: Path) -> None:
    """As docs/replay.rst shows: watch the game set up and after each action, write, replay."""
    from manastack_cli.decks import load_deck
    from manastack_cli.replay.command import write_page
    from manastack_cli.simulate import new_game

    from manastack import RandomAgent

    rules = Rules.load()
    deck = load_deck("vanilla").check(rules).cards()
    agents = [RandomAgent(), RandomAgent()]
    game = new_game(rules, [deck, deck], 5, agents, ("Ann", "Bo"))
    recorder = Recorder("my game")
    recorder.watch(game)
    actions = 0
    while (decision := game.pending()) is not None and game.state.turn.number <= 4:
        game.respond(agents[decision.player].choose(game, decision))
        recorder.watch(game)
        actions += 1
    recorder.write(tmp_path / "game.json")
    record = load(tmp_path / "game.json")
    assert record == json.loads(json.dumps(recorder.record()))
    assert record["title"] == "my game" and record["players"] == ["Ann", "Bo"]
    assert len(record["steps"]) == actions + 1 and actions > 10
    assert record["steps"][-1]["board"] == json.loads(json.dumps(board(game)))
    write_page(record, tmp_path / "game.html")
    assert embedded((tmp_path / "game.html").read_text(encoding="utf-8")) == record


@pytest.mark.parametrize("argv", [["--plugins", "haste", "replay"], ["--no-plugin", "x", "replay"]])
def test_options_that_would_change_the_game_are_refused_not_ignored(
        argv: list[str], runs: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*argv, str(runs), "--game", "0"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("manastack: error: --") and "replay" in err and err.count("\n") == 1


# --------------------------------------------------------------------------
# Card files (--cards-file): recorded by the recipe, found again by content
# --------------------------------------------------------------------------


def _ogre_file(path: Path, power: str = "3") -> Path:
    path.write_text(json.dumps({"meta": {}, "data": {"Quarry Ogre": [{
        "name": "Quarry Ogre", "manaCost": "{2}{R}", "type": "Creature \u2014 Ogre",
        "types": ["Creature"], "subtypes": ["Ogre"], "power": power, "toughness": "2",
        "text": "", "layout": "normal"}]}}))
    return path


@pytest.fixture
def ogre_runs(tmp_path: Path) -> tuple[Path, Path]:
    cards = _ogre_file(tmp_path / "cards.json")
    deck = tmp_path / "ogres.txt"
    deck.write_text("# name: ogres\n56 Mountain\n4 Quarry Ogre\n")
    out = tmp_path / "runs.jsonl"
    assert main(["--cards-file", str(cards), "simulate", "--deck", str(deck), "--games", "2",
                 "--max-turns", "6", "--seed", "5", "--out", str(out), "--quiet"]) == 0
    return out, cards


def test_a_game_played_with_a_cards_file_is_replayed_with_it(
        ogre_runs: tuple[Path, Path]) -> None:
    runs, cards = ogre_runs
    how = json.loads(recipe_path(runs).read_text(encoding="utf-8"))
    assert [f["path"] for f in how["card_files"]] == [str(cards.resolve())]
    record = load(runs, 1)  # played again to the recorded digest, else refused
    seen = {c["name"] for step in record["steps"] for p in step["board"]["players"]
            for c in p["hand"] + p["battlefield"] + p["graveyard"]}
    assert "Quarry Ogre" in seen


def test_a_moved_cards_file_is_named_then_found_by_content_with_cards_file(
        ogre_runs: tuple[Path, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    runs, cards = ogre_runs
    moved = tmp_path / "elsewhere.json"
    cards.rename(moved)
    assert main(["replay", str(runs), "--game", "0", "-o", str(tmp_path / "g.html")]) == 2
    err = capsys.readouterr().err
    assert f"the card file {cards.resolve()} is gone since the run" in err
    assert err.count("\n") == 1
    assert main(["--cards-file", str(moved), "replay", str(runs), "--game", "0", "-o",
                 str(tmp_path / "g.html")]) == 0
    assert (tmp_path / "g.html").is_file()


def test_a_changed_or_unrelated_cards_file_is_refused(
        ogre_runs: tuple[Path, Path], tmp_path: Path) -> None:
    runs, cards = ogre_runs
    other = _ogre_file(tmp_path / "other.json", power="4")
    with pytest.raises(ReplayError, match=r"--cards-file .*other\.json is none of the card "
                                          r"files the run was played with"):
        load(runs, 0, [str(other)])
    _ogre_file(cards, power="4")  # the same path, other cards: the games would differ
    with pytest.raises(ReplayError, match=r"the card file .*cards\.json has changed since"):
        load(runs, 0)


def test_cards_file_is_refused_for_a_record_that_holds_its_boards(
        ogre_runs: tuple[Path, Path], tmp_path: Path) -> None:
    runs, cards = ogre_runs
    write = tmp_path / "one.json"
    record = load(runs, 0)
    write.write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(ReplayError, match=r"--cards-file is for a simulate --out file"):
        load(write, None, [str(cards)])
