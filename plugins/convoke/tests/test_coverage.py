"""Coverage of the printed convoke cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 105  # cards whose MTGJSON keywords list Convoke
PLAYABLE = 73  # README.md's figure: it may only go up


@pytest.mark.plugins("convoke")
def test_coverage_of_the_printed_convoke_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "convoke")
    assert len(printed) == PRINTED
    print(f"convoke: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
