"""Coverage of the printed kicker and multikicker cards (the figures in README.md), from the
Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

#: (cards whose MTGJSON keywords list it, README.md's figure of playable ones: may only go up)
FIGURES = {"kicker": (233, 126), "multikicker": (19, 8)}


@pytest.mark.plugins("kicker")
@pytest.mark.parametrize("keyword", sorted(FIGURES))
def test_coverage_of_the_printed_kicker_cards(rules: Any, keyword: str) -> None:
    printed, playable = corpus_coverage(rules, keyword)
    total, figure = FIGURES[keyword]
    assert len(printed) == total
    print(f"{keyword}: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= figure
