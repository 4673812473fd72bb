"""Simulation: deck lists, built-in decks, complete games, determinism, workers, the command."""

from __future__ import annotations

import io
import json
import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from manastack_cli.decks import DeckError, DeckNeedsPluginError, builtin_deck_names, load_deck, parse_deck
from manastack_cli.main import main
from manastack_cli.progress import Progress
from manastack_cli.simulate import (
    GameResult,
    SimConfig,
    _player as _PLAYER,
    game_seed,
    play_game,
    replay_command,
    simulate,
)
from manastack_cli.workers import Lost, in_order

from manastack.loading.rules import Rules

#: simulated games check the engine, not what each card's sentences do
pytestmark = pytest.mark.proves_nothing

BUILTIN = ("vanilla", "earthbend-haste", "overload", "escalate", "flashback", "escape", "delve")


@pytest.fixture(scope="module")
def everything() -> Rules:
    return Rules.load()


@pytest.fixture(scope="module")
def vanilla(everything: Rules) -> tuple[str, ...]:
    return tuple(load_deck("vanilla").check(everything).cards())


def small(cards: tuple[str, ...], **changes: object) -> SimConfig:
    settings: dict[str, object] = {"decks": (cards, cards), "games": 3, "max_turns": 8}
    settings.update(changes)
    return SimConfig(**settings)  # type: ignore[arg-type]


# --------------------------------------------------------------------------
# Deck lists
# --------------------------------------------------------------------------


def test_deck_text_format() -> None:
    deck = parse_deck(
        "# name: Burn\n"
        "# requires: haste\n"
        "4 Lightning Bolt\n"
        "4x Shock   # inline comment\n"
        "// a whole-line comment\n"
        "\n"
        "Deck\n"
        "2 Raging Goblin (M10) 146\n"
        "Sideboard\n"
        "3 Negate\n"
        "SB: 1 Counterspell\n",
        source="burn.txt",
    )
    assert deck.name == "Burn"
    assert deck.requires == ("haste",)
    assert [(e.count, e.name, e.line) for e in deck.main] == [
        (4, "Lightning Bolt", 3), (4, "Shock", 4), (2, "Raging Goblin", 8)]
    assert [(e.count, e.name) for e in deck.sideboard] == [(3, "Negate"), (1, "Counterspell")]
    assert deck.size == 10
    assert deck.cards()[:5] == ["Lightning Bolt"] * 4 + ["Shock"]


def test_split_card_names_keep_their_slashes() -> None:
    deck = parse_deck("1 Fire // Ice\n")
    assert deck.main[0].name == "Fire // Ice"


@pytest.mark.parametrize(("text", "message"), [
    ("4 Lightning Bolt\nfour Shock\n", "deck.txt:2: expected 'COUNT CARD NAME'"),
    ("0 Lightning Bolt\n", "deck.txt:1: a count must be at least 1"),
    ("99999 Island\n", "deck.txt:1: 99999 copies is more than"),
    ("# only a comment\n\n", "deck.txt: no cards in the main deck"),
    ("Sideboard\n4 Negate\n", "deck.txt: no cards in the main deck"),
    ("# requires: has space\n4 Shock\n", "deck.txt:1: bad plugin name"),
    ("4 Shock\x00\n", "deck.txt: not a text file"),
])
def test_malformed_deck_lists_give_one_line_errors(text: str, message: str) -> None:
    with pytest.raises(DeckError) as info:
        parse_deck(text, source="deck.txt")
    assert str(info.value).startswith(message)
    assert "\n" not in str(info.value)


def test_unknown_card_names_the_line_and_suggests(everything: Rules) -> None:
    deck = parse_deck("56 Mountain\n4 Lightnig Bolt\n", source="d.txt")
    with pytest.raises(DeckError, match=r"^d\.txt:2: unknown card 'Lightnig Bolt'; did you mean "
                                        r"'Lightning Bolt'"):
        deck.check(everything)


def test_card_names_are_canonicalised(everything: Rules) -> None:
    deck = parse_deck("56 mountain\n4 lightning bolt\n").check(everything)
    assert deck.cards()[-1] == "Lightning Bolt"


def test_constructed_minimum_is_sixty_cards_cr_100_2a(everything: Rules) -> None:
    deck = parse_deck("55 Mountain\n4 Lightning Bolt\n", source="d.txt")
    with pytest.raises(DeckError, match=r"59 cards; a constructed deck has at least 60 "
                                        r"\(CR 100\.2a\)"):
        deck.check(everything)
    assert deck.check(everything, constructed=False).size == 59


def test_at_most_four_copies_except_basic_lands_cr_100_2a(everything: Rules) -> None:
    parse_deck("56 Mountain\n4 Lightning Bolt\n").check(everything)  # 56 basics are fine
    deck = parse_deck("55 Mountain\n3 Lightning Bolt\n2 Lightning Bolt\n", source="d.txt")
    with pytest.raises(DeckError, match=r"5 copies of 'Lightning Bolt'; at most 4 .*100\.2a"):
        deck.check(everything)


def test_a_card_needing_a_disabled_plugin_is_refused_naming_it(tmp_path: Path) -> None:
    from manastack.api import TomlCardSource, hookimpl

    pool = tmp_path / "pool.toml"
    pool.write_text('[[card]]\nname = "Raging Goblin"\nmana_cost = "{R}"\n'
                    'type = "Creature — Goblin Berserker"\ntext = "Haste"\npower = "1"\n'
                    'toughness = "1"\n', encoding="utf-8")

    class Pool:
        @hookimpl
        def manastack_register_card_sources(self) -> list[TomlCardSource]:
            return [TomlCardSource("pool", pool)]

    # installed plugins are found (the card reader, haste's keyword metadata); only the pool
    # and the base plugins are enabled
    rules = Rules.load(enable=["pool"], env={}, extra={"pool": Pool()})
    deck = parse_deck("56 Mountain\n4 Raging Goblin\n", source="d.txt")
    with pytest.raises(DeckError, match=r"d\.txt:2: 'Raging Goblin' uses the keyword 'haste', "
                                        r"provided by the plugin 'haste', which is not enabled"):
        deck.check(rules)


def test_required_plugins_are_reported_before_cards() -> None:
    kernel = Rules.load(enable=[])
    deck = load_deck("earthbend-haste")
    with pytest.raises(DeckNeedsPluginError) as info:
        deck.check(kernel)
    assert info.value.plugins == ("earthbend", "haste")
    assert "needs plugin(s) earthbend (installed, not enabled)" in str(info.value)


def test_builtin_decks_are_listed() -> None:
    assert set(BUILTIN) <= set(builtin_deck_names())


@pytest.mark.parametrize("name", BUILTIN)
def test_each_builtin_deck_is_sixty_playable_cards_or_names_its_plugin(
        name: str, everything: Rules) -> None:
    deck = load_deck(name)
    assert deck.size == 60
    missing = deck.missing_plugins(everything)
    if missing:
        with pytest.raises(DeckNeedsPluginError) as info:
            deck.check(everything)
        assert info.value.plugins == tuple(missing)
        pytest.skip(f"deck {name!r} needs plugin(s) {', '.join(missing)}, not installed here")
    checked = deck.check(everything)
    assert checked.size == 60
    assert all(everything.card(n).playable for n in set(checked.cards()))


def test_load_deck_reads_files_and_refuses_unknown_names(tmp_path: Path) -> None:
    path = tmp_path / "mine.txt"
    path.write_text("60 Forest\n", encoding="utf-8")
    assert load_deck(path).name == "mine"
    assert load_deck(str(path)).source == str(path)
    with pytest.raises(DeckError, match=r"no deck file 'nope' and no built-in deck of that name "
                                        r"\(built-in: .*vanilla"):
        load_deck("nope")
    binary = tmp_path / "bin.txt"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(DeckError, match=r"bin\.txt:1: not UTF-8 text"):
        load_deck(binary)
    binary.write_bytes(b"4 Forest\n4 Island\n4 Lim-D\xfbl's Vault\n")  # Latin-1 on line 3
    with pytest.raises(DeckError, match=r"bin\.txt:3: not UTF-8 text \(.* at byte 25\)"):
        load_deck(binary)
    with pytest.raises(DeckError, match="not a file"):
        load_deck(tmp_path)


# --------------------------------------------------------------------------
# Sideboards: outside the game (CR 400.11a)
# --------------------------------------------------------------------------

WISHES = "# name: wishes\n56 Mountain\n4 Burning Wish\nSideboard\n2 Lava Axe\n1 Shock\n"


def test_an_unread_sideboard_card_is_refused_naming_its_line(
        tmp_path: Path, everything: Rules, capsys: pytest.CaptureFixture[str]) -> None:
    """An effect (learn, a wish) can bring a sideboard card into the game: one whose text is
    not all read is refused as a main-deck card is, naming its line, before any game."""
    deck = parse_deck("60 Mountain\nSideboard\n1 Clay Pigeon\n", source="d.txt")
    checked = deck.check(everything)  # the list itself is a legal deck
    with pytest.raises(DeckError, match=r"^d\.txt:3: 'Clay Pigeon' \(in the sideboard, .*"
                                        r"400\.11a\) is not playable: rules text not understood"):
        checked.playable_side_cards(everything)
    path = tmp_path / "pigeon.txt"
    path.write_text("60 Mountain\nSideboard\n1 Clay Pigeon\n", encoding="utf-8")
    out = tmp_path / "runs.jsonl"
    assert main(["simulate", "--deck", str(path), "--games", "1", "--out", str(out),
                 "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "pigeon.txt:3: 'Clay Pigeon' (in the sideboard" in err and len(err.splitlines()) == 1
    assert not out.exists() or not out.read_text(encoding="utf-8")


def test_every_simulated_game_puts_the_sideboards_outside_the_game(
        tmp_path: Path, everything: Rules) -> None:
    path = tmp_path / "wishes.txt"
    path.write_text(WISHES, encoding="utf-8")
    deck = load_deck(path).check(everything)
    assert deck.side_cards() == ["Lava Axe", "Lava Axe", "Shock"]
    cards, side = tuple(deck.cards()), tuple(deck.side_cards())
    seen: list[list[list[str]]] = []
    config = small(cards, sideboards=(side, ()), games=1, max_turns=3)
    play_game(config, 0, rules=everything,
              watch=lambda game: seen.append([[c.name for c in game.outside(p)]
                                              for p in (0, 1)]))
    assert seen[0] == [["Lava Axe", "Lava Axe", "Shock"], []]


def test_simulate_out_keeps_the_sideboards_for_the_replay(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The recipe beside ``--out`` holds each sideboard, so that a game is played again with
    the same cards outside it."""
    from manastack_cli import simulate
    from manastack_cli.replay.record import load, recipe_path

    path = tmp_path / "wishes.txt"
    path.write_text(WISHES, encoding="utf-8")
    out = tmp_path / "runs.jsonl"
    assert main(["simulate", "--deck", str(path), "--games", "2", "--max-turns", "6",
                 "--out", str(out), "--quiet"]) == 0
    how = json.loads(recipe_path(out).read_text(encoding="utf-8"))
    assert how["sideboards"] == [[[2, "Lava Axe"], [1, "Shock"]]] * 2
    played: list[tuple[tuple[str, ...], ...]] = []
    real = simulate.play_game

    def spy(config: SimConfig, index: int, **kwargs: Any) -> Any:
        played.append(config.sideboards)
        return real(config, index, **kwargs)

    monkeypatch.setattr(simulate, "play_game", spy)
    assert load(out, 1)["steps"]  # played again to the recorded digest, else refused
    assert played == [(("Lava Axe", "Lava Axe", "Shock"),) * 2]


# --------------------------------------------------------------------------
# Games
# --------------------------------------------------------------------------


def test_game_seeds_are_stable_and_distinct() -> None:
    seeds = [game_seed(0, i) for i in range(100)]
    assert len(set(seeds)) == 100
    assert game_seed(0, 0) == game_seed(0, 0) != game_seed(1, 0)
    assert all(0 <= s < 2 ** 64 for s in seeds)


def test_a_game_is_played_to_its_end(everything: Rules, vanilla: tuple[str, ...]) -> None:
    result = play_game(small(vanilla, max_turns=60), 0, rules=everything)
    assert result.outcome == "win"
    assert result.winner in (0, 1)
    assert result.turns > 1
    assert result.actions > 0
    assert result.decisions >= result.actions - result.rejected
    assert len(result.digest) == 64


def test_same_seed_same_log_digest(everything: Rules, vanilla: tuple[str, ...]) -> None:
    config = small(vanilla)
    first = [play_game(config, i, rules=everything) for i in range(3)]
    again = [play_game(config, i, rules=everything) for i in range(3)]
    assert first == again
    assert len({r.digest for r in first}) == 3


def test_workers_give_the_same_per_game_results(vanilla: tuple[str, ...]) -> None:
    config = small(vanilla, games=5, max_turns=6)
    one = simulate(config, workers=1)
    two = simulate(config, workers=2)
    assert [r.to_json() for r in one.results] == [r.to_json() for r in two.results]
    assert two.workers == 2


def test_caps_end_games_as_draws(everything: Rules, vanilla: tuple[str, ...]) -> None:
    capped = play_game(small(vanilla, max_turns=2), 0, rules=everything)
    assert capped.outcome == "turn-cap"
    assert capped.winner is None
    assert capped.turns == 3  # turn 2 was played to its end
    short = play_game(small(vanilla, max_actions=3), 0, rules=everything)
    assert short.outcome == "action-cap"
    assert short.actions == 3


def test_first_legal_agent_plays_deterministically(everything: Rules,
                                                  vanilla: tuple[str, ...]) -> None:
    config = small(vanilla, agent="first", max_turns=10)
    a, b = play_game(config, 0, rules=everything), play_game(config, 0, rules=everything)
    assert a == b
    assert a.outcome in ("win", "turn-cap")


def test_summary_figures(vanilla: tuple[str, ...]) -> None:
    summary = simulate(small(vanilla, games=4, max_turns=5))
    assert summary.games == 4
    assert summary.actions == sum(r.actions for r in summary.results)
    assert summary.mean_turns() == pytest.approx(sum(r.turns for r in summary.results) / 4)
    assert sum(summary.outcomes().values()) == 4
    text = summary.report()
    for figure in ("games/s", "actions/s", "mean turns", "win rate"):
        assert figure in text


def test_capped_games_count_as_draws_in_the_win_rates(vanilla: tuple[str, ...]) -> None:
    """The report says capped games are counted as draws: the three rates sum to 100%."""
    summary = simulate(small(vanilla, games=2, max_turns=2))
    assert summary.outcomes()["turn-cap"] == 2
    text = summary.report()
    assert "P1 (deck A) 0.0%, P2 (deck B) 0.0%, draws 100.0%" in text
    assert "stopped by a cap (counted as draws): 2 at turn 2" in text


def test_progress_is_reported_after_each_game(vanilla: tuple[str, ...]) -> None:
    seen: list[tuple[int, int]] = []
    simulate(small(vanilla, games=3, max_turns=3),
             progress=lambda done, total, elapsed: seen.append((done, total)))
    assert seen == [(1, 3), (2, 3), (3, 3)]


def test_the_progress_bar_is_redrawn_in_place_and_ends_its_line() -> None:
    stream = io.StringIO()
    now = [0.0]
    show = Progress(stream, 4, terminal=True, clock=lambda: now[0])
    now[0] = 0.5
    show(1, 4, 0.5)
    assert stream.getvalue() == ("\r[#######.......................] 1/4 games, 2.0 games/s, "
                                 "ETA 0:02")
    now[0] = 1.0
    show(4, 4, 1.0)
    assert stream.getvalue().endswith("\r[##############################] 4/4 games, 4.0 games/s, "
                                      "done in 0:01\n")


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize(("terminal", "quiet", "shown"), [
    (True, False, True), (True, True, False), (False, False, True), (False, True, False)])
def test_the_command_shows_progress_unless_quiet_on_a_terminal_or_not(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        terminal: bool, quiet: bool, shown: bool) -> None:
    err = _Terminal() if terminal else io.StringIO()
    monkeypatch.setattr("sys.stderr", err)
    argv = ["simulate", "--deck", "vanilla", "--games", "2", "--max-turns", "3"]
    assert main([*argv, "--quiet"] if quiet else argv) == 0
    assert ("2/2 games" in err.getvalue()) is shown
    # a bar redrawn in place on a terminal; whole lines elsewhere (a log, a file)
    assert ("\r" in err.getvalue()) is (shown and terminal)
    assert "games/s" in capsys.readouterr().out  # the summary is printed either way


# --------------------------------------------------------------------------
# The command
# --------------------------------------------------------------------------


def test_simulate_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "results.jsonl"
    code = main(["simulate", "--deck", "vanilla", "--games", "3", "--max-turns", "6",
                 "--seed", "5", "--out", str(out)])
    printed = capsys.readouterr().out
    assert code == 0
    assert "3 games, vanilla vs vanilla, agent random, seed 5" in printed
    assert "actions/s" in printed and "games/s" in printed and "win rate" in printed
    lines = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [line["game"] for line in lines] == [0, 1, 2]
    assert lines[0]["seed"] == game_seed(5, 0)
    assert set(lines[0]) >= {"seed", "winner", "turns", "actions", "digest", "outcome"}


def test_simulate_command_replays_one_game_with_its_log(capsys: pytest.CaptureFixture[str],
                                                        ) -> None:
    seed = game_seed(5, 1)
    assert main(["simulate", "--deck", "vanilla", "--game-seed", str(seed), "--max-turns", "6",
                 "--log", "--check"]) == 0
    printed = capsys.readouterr().out
    assert "the game begins  [CR 103.1]" in printed
    assert "1 games, vanilla vs vanilla" in printed and "invariants checked" in printed


@pytest.mark.parametrize(("argv", "message"), [
    (["--deck", "nope"], "no deck file 'nope'"),
    (["--deck", "vanilla", "--deck", "vanilla", "--deck", "vanilla"], "two-player games"),
    (["--deck", "vanilla", "--log"], "--log prints one game"),
])
def test_simulate_command_errors_are_one_line(argv: list[str], message: str,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", *argv]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert err.count("\n") == 1


def test_simulate_command_needs_the_decks_plugins(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--plugins", "", "simulate", "--deck", "earthbend-haste"]) == 2
    assert "needs plugin(s) earthbend" in capsys.readouterr().err


def test_a_failed_game_prints_its_seed_action_and_replay_command(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from manastack import invariants

    def broken(self: invariants.Checker, game: object, action: int) -> None:
        self.action = action
        if action == 3:
            raise self.fail("test", "broken on purpose")

    monkeypatch.setattr(invariants.Checker, "after_action", broken)
    assert main(["simulate", "--deck", "vanilla", "--games", "2", "--max-turns", "4",
                 "--check"]) == 1
    printed = capsys.readouterr().out
    seed = game_seed(0, 0)
    assert f"game 0 (seed {seed}) failed at action 3: invariant 'test' broken (seed {seed}, " \
           "action 3): broken on purpose" in printed
    assert f"replay: manastack simulate --deck vanilla --game-seed {seed} --agent random " \
           "--check --log" in printed


def test_replay_command_reproduces_the_game(everything: Rules, vanilla: tuple[str, ...]) -> None:
    config = small(vanilla, games=2)
    result = play_game(config, 1, rules=everything)
    command = replay_command(config, result, ["vanilla"])
    assert f"--game-seed {result.seed}" in command
    again = play_game(config, 0, rules=everything, seed=result.seed)
    assert again.digest == result.digest


def test_refused_answers_fall_back_to_a_legal_one_cr_508_1d(everything: Rules) -> None:
    # an agent that never attacks, facing a creature that must attack this turn: its answer
    # is refused, and the glue falls back to every creature attacking
    from manastack_cli.simulate import _answer, _Counting

    from manastack.engine.game import Game
    from manastack.model.continuous import ContinuousEffect, Restriction
    from manastack.model.decisions import CallbackAgent
    from manastack.model.objects import Zone
    from manastack.model.turns import Step

    game = Game(everything, ("Ann", "Ben"), seed=2)
    for player in (0, 1):
        game.put("Forest", Zone.LIBRARY, player)
    bears = game.put("Grizzly Bears", Zone.BATTLEFIELD, 0)
    game.add_effect(ContinuousEffect(parts=(Restriction("must_attack"),), objects=(bears.id,)))
    game.set_turn(active=0, step=Step.BEGIN_COMBAT, number=2)
    decision = game.pending()
    assert decision is not None and decision.kind == "attackers"
    agent = _Counting(CallbackAgent(lambda g, d: ()))
    refused = _answer(game, decision, agent)
    assert refused == 4  # three answers of the agent and the empty fallback
    assert game.player(1).life == 18  # it attacked (and the game went on to the next decision)


def test_refused_blocks_fall_back_to_a_legal_declaration_cr_509_1c(everything: Rules) -> None:
    # Breaker of Armies: "All creatures able to block Breaker of Armies do so." An agent that
    # never blocks is refused, so are the empty answer and "each blocker's first option" (both
    # Bears block the other attacker): the last fallback finds the legal declaration
    from manastack_cli.simulate import _answer, _Counting

    from manastack.engine.game import Game
    from manastack.model.decisions import CallbackAgent
    from manastack.model.objects import Zone
    from manastack.model.turns import Step

    game = Game(everything, ("Ann", "Ben"), seed=2)
    for player in (0, 1):
        game.put("Forest", Zone.LIBRARY, player)
    attacker = game.put("Grizzly Bears", Zone.BATTLEFIELD, 1)
    breaker = game.put("Breaker of Armies", Zone.BATTLEFIELD, 1)
    blockers = [game.put("Grizzly Bears", Zone.BATTLEFIELD, 0).id for _ in range(2)]
    game.set_turn(active=1, step=Step.BEGIN_COMBAT, number=2)
    decision = game.pending()
    assert decision is not None and decision.kind == "attackers"
    game.respond([o for o in decision.options
                  if getattr(o, "attacker", None) in (attacker.id, breaker.id)])
    decision = game.pending()
    while decision is not None and decision.kind == "priority":
        game.respond([o for o in decision.options if type(o).__name__ == "PassPriority"])
        decision = game.pending()
    assert decision is not None and decision.kind == "blockers"
    agent = _Counting(CallbackAgent(lambda g, d: ()))
    refused = _answer(game, decision, agent)
    assert refused == 5  # three answers of the agent and two fallbacks
    # both Bears block Breaker of Armies: its controller divides its damage between them
    pending = game.pending()
    assert pending is not None and pending.kind == "damage_assignment"
    assert pending.recipients == tuple(f"Grizzly Bears#{b}" for b in blockers)


# --------------------------------------------------------------------------
# Workers that die, and --out
# --------------------------------------------------------------------------


def _dies_at_three(arg: int) -> Callable[[int], int]:
    """A job runner whose process kills itself on job 3, as the out-of-memory killer would."""
    def run(index: int) -> int:
        if index == 3:
            os.kill(os.getpid(), signal.SIGKILL)
        return index * arg

    return run


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no SIGKILL here")
def test_a_dead_worker_loses_only_its_job_and_the_others_are_played_in_order() -> None:
    results = list(in_order(_dies_at_three, 10, 8, workers=2))
    assert [index for index, _ in results] == list(range(8))
    assert results[3] == (3, Lost(3, "was killed by signal 9 (SIGKILL)"))
    assert [value for index, value in results if index != 3] == [0, 10, 20, 40, 50, 60, 70]


def _player_dying_on_game_two(config: SimConfig) -> Callable[[int], GameResult]:
    """The worker's game player, but its process is killed by game 2."""
    play = _PLAYER(config)

    def run(index: int) -> GameResult:
        if index == 2:
            os.kill(os.getpid(), signal.SIGKILL)
        return play(index)

    return run


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no SIGKILL here")
def test_a_game_lost_with_its_worker_is_reported_at_once_and_the_run_goes_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--deck", "vanilla", "--games", "6", "--max-turns", "4", "--seed", "9"]
    one = tmp_path / "one.jsonl"
    assert main([*argv, "--out", str(one)]) == 0
    capsys.readouterr()
    monkeypatch.setattr("manastack_cli.simulate._player", _player_dying_on_game_two)
    out = tmp_path / "two.jsonl"
    assert main([*argv, "--workers", "2", "--out", str(out)]) == 1
    captured = capsys.readouterr()
    seed = game_seed(9, 2)
    progress = [line for line in captured.err.splitlines() if line.startswith("simulate: ")]
    assert progress and progress[-1].startswith("simulate: 6/6 games")  # the lost one counted
    assert [line for line in captured.err.splitlines() if line not in progress] == [
        f"manastack: game 2 (seed {seed}) lost: its worker process was killed by signal 9 "
        "(SIGKILL)",
        f"  replay: manastack simulate --deck vanilla --game-seed {seed} --agent random --check "
        "--log --max-turns 4 --max-actions 3000",
    ]
    assert "5 games, vanilla vs vanilla" in captured.out
    assert "LOST: 1 game(s) not played to the end: their worker process died" in captured.out
    played = one.read_text(encoding="utf-8").splitlines()
    assert out.read_text(encoding="utf-8").splitlines() == played[:2] + played[3:]


def test_results_are_streamed_in_game_order_whatever_the_workers(
        vanilla: tuple[str, ...]) -> None:
    config = small(vanilla, games=5, max_turns=4)
    streamed: dict[int, list[GameResult]] = {1: [], 2: []}
    for workers, seen in streamed.items():
        summary = simulate(config, workers=workers, on_result=seen.append)
        assert seen == list(summary.results)
    assert [r.to_json() for r in streamed[1]] == [r.to_json() for r in streamed[2]]
    assert [r.index for r in streamed[2]] == [0, 1, 2, 3, 4]


@pytest.mark.parametrize("where", ["a directory", "a missing directory"])
def test_an_unwritable_out_file_is_refused_before_the_first_game(
        where: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    played: list[int] = []
    monkeypatch.setattr("manastack_cli.simulate.play_game",
                        lambda config, index, **kw: played.append(index))
    out = tmp_path if where == "a directory" else tmp_path / "nowhere" / "out.jsonl"
    for extra in ([], ["--game-seed", "7"]):
        assert main(["simulate", "--deck", "vanilla", "--games", "3", "--out", str(out),
                     *extra]) == 2
        captured = capsys.readouterr()
        assert captured.err.startswith(f"manastack: error: {out}: cannot write: ")
        assert captured.err.count("\n") == 1
        assert captured.out == ""
    assert played == []


def _children(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (Linux: read from /proc)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            text = stat.read_text()
        except OSError:  # the process ended meanwhile
            continue
        if int(text.rpartition(")")[2].split()[1]) == pid:
            found.append(int(stat.parent.name))
    return found


def _kill_a_worker(tmp_path: Path, games: int) -> tuple[int, str, list[dict[str, Any]]]:
    """Run ``manastack simulate --workers 2``, SIGKILL one worker once a game is written to
    --out: (exit status, standard error, the JSON lines written)."""
    out = tmp_path / "results.jsonl"
    command = [sys.executable, "-m", "manastack_cli.main", "simulate", "--deck", "vanilla",
               "--games", str(games), "--max-turns", "30", "--workers", "2", "--seed", "4",
               "--out", str(out)]
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=True) as run:
        try:
            waited = 0
            while run.poll() is None and waited < 6000:  # at most a minute: then it fails
                if out.exists() and out.read_text(encoding="utf-8").strip():
                    break
                time.sleep(0.01)
                waited += 1
            workers = _children(run.pid)
            assert run.poll() is None and workers, "the run ended before a worker was killed"
            os.kill(workers[0], signal.SIGKILL)
            _, err = run.communicate(timeout=300)  # a dead worker used to hang the run
        finally:
            if run.poll() is None:
                run.kill()
    lines = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    return run.returncode, err, lines


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="finds workers through /proc")
def test_a_worker_killed_mid_run_is_reported_and_every_other_game_is_kept(
        tmp_path: Path, everything: Rules, vanilla: tuple[str, ...]) -> None:
    games = 24
    for _ in range(3):  # a worker killed between two games holds none: kill another run's
        code, err, lines = _kill_a_worker(tmp_path, games)
        if "lost" in err:
            break
    assert code == 1, err
    lost = [int(index) for index in re.findall(r"manastack: game (\d+) \(seed \d+\) lost: its "
                                               r"worker process was killed by signal 9", err)]
    assert len(lost) == 1, err
    seed = game_seed(4, lost[0])
    assert f"game {lost[0]} (seed {seed}) lost" in err
    assert f"replay: manastack simulate --deck vanilla --game-seed {seed} " in err
    # every game that finished is in --out, in game order, as one worker would play it
    assert [line["game"] for line in lines] == [i for i in range(games) if i not in lost]
    config = small(vanilla, seed=4, max_turns=30, deck_names=("vanilla", "vanilla"))
    for line in lines[:2]:
        assert line == play_game(config, line["game"], rules=everything).to_json()


# --------------------------------------------------------------------------
# --backend ray, without Ray (core/cli/tests/test_ray_backend.py runs it on Ray)
# --------------------------------------------------------------------------


def test_the_ray_backend_is_refused_in_one_line_when_ray_is_missing(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # `import ray` raises ImportError
    played: list[int] = []
    monkeypatch.setattr("manastack_cli.simulate.play_game",
                        lambda config, index, **kw: played.append(index))
    assert main(["simulate", "--deck", "vanilla", "--games", "2", "--backend", "ray"]) == 2
    captured = capsys.readouterr()
    assert captured.err == ("manastack: error: --backend ray needs Ray, which is not installed: "
                            "pip install 'manastack-cli[ray]'\n")
    assert captured.out == "" and played == []


def test_a_ray_address_without_the_ray_backend_is_refused(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--deck", "vanilla", "--ray-address", "auto"]) == 2
    assert capsys.readouterr().err == "manastack: error: --ray-address is for --backend ray\n"


def test_the_command_starts_without_importing_ray() -> None:
    # Ray is imported by the run that asks for it, never by parsing the command line
    program = ("import sys\nfrom manastack_cli.main import build_parser\n"
               "build_parser().parse_args(['simulate', '--deck', 'vanilla', '--backend', 'ray'])\n"
               "print(sorted(m for m in sys.modules if m == 'ray' or m.startswith('ray.')\n"
               "             or m == 'manastack_cli.ray_backend'))")
    out = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"
