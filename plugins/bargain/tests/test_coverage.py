"""Coverage of the printed bargain cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 22  # cards whose MTGJSON keywords list Bargain
PLAYABLE = 13  # README.md's figure (with bargain alone): it may only go up

#: The printed cards read with this plugin alone: the keyword and "if it was bargained".
READ = ("Archon's Glory", "Candy Grapple", "Farsight Ritual", "High Fae Negotiator", "Ice Out",
        "Kellan's Lightblades", "Stonesplitter Bolt", "Troublemaker Ouphe")


@pytest.mark.plugins("bargain")
def test_coverage_of_the_printed_bargain_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "bargain")
    assert len(printed) == PRINTED
    print(f"bargain: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(READ) <= set(playable)
    # CR 702.166d: a target chosen only if bargained is not read (never guessed)
    assert "Brave the Wilds" not in playable


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
