"""Coverage of the printed exert cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 36  # cards whose MTGJSON keywords list Exert
PLAYABLE = 27  # README.md's figure (with exert alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: an exert sentence: each is read with this plugin alone.
KEYWORD_ONLY = ("Hooded Brawler", "Trueheart Twins", "Vizier of the True", "Devoted Crop-Mate",
                "Watchful Naga", "Gust Walker", "Combat Celebrant", "Resolute Survivors")


@pytest.mark.plugins("exert")
def test_coverage_of_the_printed_exert_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "exert")
    assert len(printed) == PRINTED
    print(f"exert: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
