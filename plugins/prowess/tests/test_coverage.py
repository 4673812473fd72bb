"""Coverage of the printed prowess cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 91  # cards whose MTGJSON keywords list Prowess
PLAYABLE = 60  # README.md's figure: it may only go up


@pytest.mark.plugins("prowess")
def test_coverage_of_the_printed_prowess_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "prowess")
    assert len(printed) == PRINTED
    print(f"prowess: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
