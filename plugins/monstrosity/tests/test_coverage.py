"""Coverage of the printed monstrosity cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 36  # cards whose MTGJSON keywords list Monstrosity
PLAYABLE = 19  # README.md's figure (with monstrosity alone): it may only go up

#: The pool's cards, whose only text the reader didn't understand before this plugin was
#: monstrosity's: all read with this plugin alone.
KEYWORD_ONLY = ("Arbor Colossus", "Chillerpillar", "Domesticated Hydra", "Ember Swallower",
                "Fleecemane Lion", "Gluttonous Cyclops", "Splitting Slime")


@pytest.mark.plugins("monstrosity")
def test_coverage_of_the_printed_monstrosity_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "monstrosity")
    assert len(printed) == PRINTED
    print(f"monstrosity: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
