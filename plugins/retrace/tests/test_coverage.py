"""Coverage of the printed retrace cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 18  # cards whose MTGJSON keywords list Retrace
PLAYABLE = 13  # README.md's figure (with retrace alone): it may only go up

#: The 11 printed cards whose only text the reader didn't understand before this plugin was
#: the keyword: all read with this plugin alone (the other seven have other unread
#: sentences, listed in README.md).
KEYWORD_ONLY = ("Call the Skybreaker", "Cenn's Enlistment", "Decaying Time Loop", "Flame Jab",
                "Monstrify", "Oona's Grace", "Raven's Crime", "Savage Conception",
                "Spitting Image", "Syphon Life", "Worm Harvest")


@pytest.mark.plugins("retrace")
def test_coverage_of_the_printed_retrace_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "retrace")
    assert len(printed) == PRINTED
    print(f"retrace: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
