"""Coverage of the printed cycling cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 397  # cards whose MTGJSON keywords list Cycling
PLAYABLE = 319  # README.md's figure (with cycling alone): it may only go up


@pytest.mark.plugins("cycling")
def test_coverage_of_the_printed_cycling_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "cycling")
    assert len(printed) == PRINTED
    print(f"cycling: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
