"""Coverage of the printed dredge cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 14  # cards whose MTGJSON keywords list Dredge
PLAYABLE = 12  # README.md's figure (with dredge alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword: each is read with this plugin alone.
KEYWORD_ONLY = ("Greater Mossdog", "Grave-Shell Scarab", "Shenanigans")


@pytest.mark.plugins("dredge")
def test_coverage_of_the_printed_dredge_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "dredge")
    assert len(printed) == PRINTED
    print(f"dredge: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)
    # another sentence is not read: the card is refused whole
    assert "Golgari Brownscale" not in playable


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
