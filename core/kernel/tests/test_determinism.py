"""Determinism: the same seed and the same answers give a byte-identical event log."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from manastack.engine.game import Game
from manastack.loading.rules import Rules
from manastack.model.decisions import RandomAgent
from manastack.model.events import render_json_lines

DECK = (["Mountain"] * 9 + ["Forest"] * 8 + ["Grizzly Bears", "Savannah Lions", "Hill Giant",
        "Lightning Bolt", "Shock", "Giant Growth", "Llanowar Elves", "Typhoid Rats"] * 3)


def random_game(rules: Rules, seed: int, turns: int = 12) -> Game:
    game = Game.from_decks(rules, [DECK, DECK], seed=seed,
                           agents=[RandomAgent(), RandomAgent()])
    game.run(max_turns=turns)
    return game


def test_two_runs_of_a_random_game_give_identical_logs(rules: Rules) -> None:
    first, second = random_game(rules, 4), random_game(rules, 4)
    assert len(first.log) > 200
    assert first.log_digest() == second.log_digest()
    assert render_json_lines(first.log) == render_json_lines(second.log)
    assert first.log_text() == second.log_text()
    assert first.state_digest() == second.state_digest()


def test_another_seed_gives_another_game(rules: Rules) -> None:
    assert random_game(rules, 4, turns=3).log_digest() != random_game(rules, 5, turns=3).log_digest()


def test_the_same_scripted_answers_give_the_same_log(rules: Rules) -> None:
    from manastack.driver import Table

    def scripted() -> str:
        table = Table.new(seed=9)
        table.lands(0, "Mountain", 2)
        table.battlefield(1, "Grizzly Bears")
        table.hand(0, "Lightning Bolt", "Shock")
        table.cast("Lightning Bolt", targets=["Grizzly Bears"])
        table.resolve()
        table.cast("Shock", targets=["Bob"])
        table.resolve()
        return table.game.log_digest()

    assert scripted() == scripted()


SCRIPT = textwrap.dedent("""
    from manastack import Game, RandomAgent, Rules
    deck = {deck!r}
    rules = Rules.load(enable=[], env={{}})
    game = Game.from_decks(rules, [deck, deck], seed=4, agents=[RandomAgent(), RandomAgent()])
    game.run(max_turns=12)
    print(game.log_digest())
""")


def test_logs_are_identical_across_processes_and_hash_seeds(rules: Rules) -> None:
    """Set and dict iteration order must never leak into the log (PYTHONHASHSEED)."""
    expected = random_game(rules, 4).log_digest()
    code = SCRIPT.format(deck=DECK)
    for hash_seed in ("1", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "MANASTACK_PLUGINS": ""}
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                             text=True, check=True, timeout=120)
        assert out.stdout.strip() == expected, out.stderr
