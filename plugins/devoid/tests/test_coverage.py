"""Coverage of the printed devoid cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 134  # cards whose MTGJSON keywords list Devoid
PLAYABLE = 75  # README.md's figure (with devoid alone): it may only go up


@pytest.mark.plugins("devoid")
def test_coverage_of_the_printed_devoid_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "devoid")
    assert len(printed) == PRINTED
    print(f"devoid: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
