"""Coverage of the printed level up cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 26  # cards whose MTGJSON keywords list Level Up
PLAYABLE = 23  # README.md's figure (with level_up alone): it may only go up

#: The pool's cards, whose only text the reader didn't understand before this plugin was
#: level up's and their level symbols: all read with this plugin alone.
KEYWORD_ONLY = ("Beastbreaker of Bala Ged", "Joraga Treespeaker", "Kargan Dragonlord",
                "Student of Warfare")


@pytest.mark.plugins("level_up")
def test_coverage_of_the_printed_level_up_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "level up")
    assert len(printed) == PRINTED
    print(f"level up: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
