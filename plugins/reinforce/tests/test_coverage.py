"""Coverage of the printed reinforce cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 11  # cards whose MTGJSON keywords list Reinforce
PLAYABLE = 10  # README.md's figure (with reinforce alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword: all read with this plugin alone.
KEYWORD_ONLY = ("Break Ties", "Brighthearth Banneret", "Burrenton Bombardier", "Earthbrawn",
                "Fowl Strike", "Hunting Triad", "Mosquito Guard", "Swell of Courage",
                "Wren's Run Hydra")


@pytest.mark.plugins("reinforce")
def test_coverage_of_the_printed_reinforce_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "reinforce")
    assert len(printed) == PRINTED
    print(f"reinforce: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
