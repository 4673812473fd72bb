"""Coverage of the printed flashback cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest

from manastack.cards import OracleCorpusSource

CORPUS = OracleCorpusSource.default_path()
PRINTED = 209  # cards whose MTGJSON keywords list Flashback (Alchemy and back faces left out)
PLAYABLE = 152  # README.md's figure: it may only go up


@pytest.mark.plugins("flashback")
@pytest.mark.skipif(CORPUS is None or not CORPUS.is_file(), reason="Oracle corpus not installed")
def test_coverage_of_the_printed_flashback_cards(rules: Any) -> None:
    source = OracleCorpusSource(CORPUS)
    printed = [n for n in source.names() if "Flashback" in (source.get(n).keywords or ())]  # type: ignore[union-attr]
    assert len(printed) == PRINTED
    playable = [n for n in printed if rules.compile(source.get(n)).playable]
    print(f"flashback: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
