"""Flat Monte Carlo search against the random agent on the vanilla deck.

    python core/gym/examples/search_vs_random.py [GAMES] [PLAYOUTS] [HORIZON]

Plays GAMES games (the searching agent first in even games, second in odd ones, so that
going first favours neither) and prints how many the search won.
"""

from __future__ import annotations

import sys
import time

from manastack_cli.decks import load_deck

from manastack import Game, RandomAgent, Rules
from manastack_gym.search import FlatMonteCarloAgent


def main(games: int = 200, playouts: int = 4, horizon: int = 2) -> None:
    rules = Rules.load(env={})
    deck = load_deck("vanilla").cards()
    wins = draws = 0
    started = time.perf_counter()
    for index in range(games):
        search = FlatMonteCarloAgent(playouts=playouts, horizon=horizon, seed=index)
        me = index % 2
        agents = [RandomAgent(), RandomAgent()]
        agents[me] = search  # type: ignore[call-overload]
        game = Game.from_decks(rules, [deck, deck], seed=index, agents=agents)
        game.run(max_turns=60)
        result = game.result()
        wins += me in result.winners
        draws += not result.over or result.draw
        print(f"game {index + 1}: {'won' if me in result.winners else 'lost or drawn'}",
              flush=True)
    seconds = time.perf_counter() - started
    print(f"search won {wins} of {games} games ({100 * wins / games:.1f}%), {draws} drawn or "
          f"unfinished; {playouts} playouts of {horizon} turns per option; {seconds:.0f} s")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:4]))
