"""Coverage of the printed rampage cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 15  # cards whose MTGJSON keywords list Rampage
PLAYABLE = 11  # README.md's figure (with rampage alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword: each is read with this plugin alone (haste aside, see README.md).
KEYWORD_ONLY = ("Aerathi Berserker", "Chromium", "Craw Giant", "Eldest Dragon Highlander",
                "Frost Giant", "Horrible Hordes", "Hunding Gjornersen", "Marhault Elsdragon",
                "Teeka's Dragon", "Wolverine Pack")


@pytest.mark.plugins("rampage")
def test_coverage_of_the_printed_rampage_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "rampage")
    assert len(printed) == PRINTED
    print(f"rampage: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
