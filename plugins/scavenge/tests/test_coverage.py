"""Coverage of the printed scavenge cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 14  # cards whose MTGJSON keywords list Scavenge
PLAYABLE = 9  # README.md's figure (with scavenge alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword: each is read with this plugin alone (Dreg Mangler also needs haste, Sewer
#: Shambler landwalk).
KEYWORD_ONLY = ("Deadbridge Goliath", "Drudge Beetle", "Korozda Monitor", "Slitherhead",
                "Sluiceway Scorpion", "Terrus Wurm", "Thrashing Mossdog", "Zanikev Locust")


@pytest.mark.plugins("scavenge")
def test_coverage_of_the_printed_scavenge_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "scavenge")
    assert len(printed) == PRINTED
    print(f"scavenge: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


@pytest.mark.plugins("scavenge", "haste", "landwalk")
def test_with_haste_and_landwalk_two_more_are_read(rules: Any) -> None:
    _, playable = corpus_coverage(rules, "scavenge")
    assert {"Dreg Mangler", "Sewer Shambler"} <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
