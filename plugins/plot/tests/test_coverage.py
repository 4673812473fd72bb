"""Coverage of the printed plot cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 40  # cards whose MTGJSON keywords list Plot
PLAYABLE = 17  # README.md's figure (with plot alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword: each is read with this plugin alone (Cunning Coyote and Slickshot Show-Off
#: also need haste).
KEYWORD_ONLY = ("Beastbond Outcaster", "Demonic Ruckus", "Djinn of Fool's Fall",
                "Pillage the Bog", "Railway Brawler", "Rise of the Varmints",
                "Spinewoods Paladin", "Stagecoach Security")


@pytest.mark.plugins("plot")
def test_coverage_of_the_printed_plot_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "plot")
    assert len(printed) == PRINTED
    print(f"plot: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)
    # "When this card becomes plotted" and "it becomes plotted" (702.170c) are not read
    assert not {"Aloe Alchemist", "Longhorn Sharpshooter", "Kellan Joins Up"} & set(playable)


@pytest.mark.plugins("plot", "haste")
def test_with_haste_two_more_are_read(rules: Any) -> None:
    _, playable = corpus_coverage(rules, "plot")
    assert {"Cunning Coyote", "Slickshot Show-Off"} <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
