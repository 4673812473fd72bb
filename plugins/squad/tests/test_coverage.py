"""Coverage of the printed squad cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 15  # cards whose MTGJSON keywords list Squad
PLAYABLE = 13  # README.md's figure (with squad alone): it may only go up

#: Of the 7 printed cards whose only text the reader didn't understand before this plugin
#: was the keyword, those read with this plugin alone (Zephyrim also needs miracle).
KEYWORD_ONLY = ("Galadhrim Brigade", "Powder Ganger", "Ruthless Radrat", "Securitron Squadron",
                "Ultramarines Honour Guard", "Wasteland Raider")


@pytest.mark.plugins("squad")
def test_coverage_of_the_printed_squad_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "squad")
    assert len(printed) == PRINTED
    print(f"squad: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
