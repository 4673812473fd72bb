"""Coverage of the printed overload cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as understood when the kernel and this plugin alone understand every line of its text;
Corporeal Projection grants myriad, the myriad plugin's keyword: it is understood with both.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 28  # cards whose MTGJSON keywords list Overload
UNDERSTOOD = 26  # with overload alone; it may only go up
WITH_MYRIAD = 27  # Corporeal Projection too, with the myriad plugin
PLAYABLE = 26  # README.md's figure: fully playable and tested (Corporeal Projection aside)


@pytest.mark.plugins("overload")
def test_coverage_of_the_printed_overload_cards(rules: Any) -> None:
    printed, understood = corpus_coverage(rules, "overload")  # skipped without the corpus
    assert len(printed) == PRINTED
    print(f"overload: {len(understood)} / {len(printed)} printed cards understood")
    assert len(understood) >= UNDERSTOOD
    assert "Corporeal Projection" not in understood  # CR 702.116: myriad is a plugin's keyword


@pytest.mark.plugins("overload", "myriad")
def test_with_myriad_corporeal_projection_is_understood(rules: Any) -> None:
    printed, understood = corpus_coverage(rules, "overload")  # skipped without the corpus
    assert len(printed) == PRINTED
    assert "Corporeal Projection" in understood
    assert len(understood) >= WITH_MYRIAD


def test_the_readme_states_the_figure() -> None:
    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} of {PRINTED}**" in readme
