"""Coverage of the printed devour cards (the figure in README.md), from the Oracle
corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 23  # cards whose MTGJSON keywords list Devour
PLAYABLE = 9  # README.md's figure (with devour alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword: each is read with this plugin alone (Predator Dragon and Feaster of Fools
#: also need other keyword plugins).
KEYWORD_ONLY = ("Caldera Hellion", "Gluttonous Slime", "Gorger Wurm", "Thorn-Thrash Viashino",
                "Thunder-Thrash Elder")


@pytest.mark.plugins("devour")
def test_coverage_of_the_printed_devour_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "devour")
    assert len(printed) == PRINTED
    print(f"devour: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
