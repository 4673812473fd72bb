"""Coverage of the printed split second cards (the figure in README.md), from the Oracle
corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 25  # cards whose MTGJSON keywords list Split second
PLAYABLE = 13  # README.md's figure (with split second alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword: each is read with this plugin alone.
KEYWORD_ONLY = ("Celestial Crusader", "Krosan Grip", "Legolas's Quick Reflexes",
                "Siege Smash", "Stonewood Invocation", "Sudden Death", "Sudden Edict",
                "Sudden Shock", "Sulfur Elemental", "Take Possession", "Wipe Away")


@pytest.mark.plugins("split_second")
def test_coverage_of_the_printed_split_second_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "split second")
    assert len(printed) == PRINTED
    print(f"split second: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
