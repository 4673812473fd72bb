"""Two random agents play a game with the kernel's cards; print the result and the log.

    python examples/random_game.py [seed] [--json]
"""

from __future__ import annotations

import sys

from manastack.api import Game, RandomAgent, Rules, render_json_lines

DECK = ["Mountain"] * 9 + ["Forest"] * 8 + [
    "Grizzly Bears", "Savannah Lions", "Hill Giant", "Lightning Bolt", "Shock", "Giant Growth",
    "Llanowar Elves", "Typhoid Rats"] * 3


def main(argv: list[str]) -> int:
    seed = int(next((a for a in argv if a.isdigit()), "1"))
    rules = Rules.load()
    game = Game.from_decks(rules, [DECK, DECK], names=["Alice", "Bob"], seed=seed,
                           agents=[RandomAgent(), RandomAgent()])
    game.run(max_turns=40)
    print(render_json_lines(game.log) if "--json" in argv else game.log_text())
    print(f"result: {game.result()}  (log digest {game.log_digest()[:16]})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
