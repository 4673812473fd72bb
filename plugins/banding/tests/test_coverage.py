"""Coverage of the printed banding cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 26  # cards whose MTGJSON keywords list Banding
PLAYABLE = 18  # README.md's figure (with banding alone): it may only go up

#: Printed cards whose only text is the keyword line, read with this plugin alone.
KEYWORD_ONLY = ("Benalish Hero", "Mesa Pegasus", "Pikemen", "Kjeldoran Skycaptain",
                "Noble Elephant", "Knights of Thorn", "Timber Wolves", "War Elephant")


@pytest.mark.plugins("banding")
def test_coverage_of_the_printed_banding_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "banding")
    assert len(printed) == PRINTED
    print(f"banding: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
