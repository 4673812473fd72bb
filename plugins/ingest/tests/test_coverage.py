"""Coverage of the printed ingest cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text: every
printed ingest card also has devoid, so none alone; with devoid's plugin too, six.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 9  # cards whose MTGJSON keywords list Ingest
PLAYABLE = 0  # README.md's figure (with ingest alone): every printed card has devoid too

#: The printed cards whose only text the reader didn't understand, devoid's plugin enabled,
#: before this plugin was the keyword: each is read with ingest and devoid.
WITH_DEVOID = ("Benthic Infiltrator", "Culling Drone", "Mist Intruder", "Ruination Guide",
               "Salvage Drone", "Sludge Crawler")


@pytest.mark.plugins("ingest")
def test_coverage_of_the_printed_ingest_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "ingest")
    assert len(printed) == PRINTED
    print(f"ingest: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE


@pytest.mark.plugins("ingest", "devoid")
def test_with_devoid_the_ingest_cards_are_read(rules: Any) -> None:
    _, playable = corpus_coverage(rules, "ingest")
    print(f"ingest with devoid: {len(playable)} printed cards playable")
    assert set(WITH_DEVOID) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
