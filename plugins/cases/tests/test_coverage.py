"""Coverage of the printed Case cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 15  # cards whose MTGJSON keywords list Solved
PLAYABLE = 6  # README.md's figure (with cases alone): it may only go up

#: The printed Cases read with this plugin alone: "To solve" and "Solved" read whole.
READ = ("Case of the Crimson Pulse", "Case of the Filched Falcon", "Case of the Ransacked Lab",
        "Case of the Shattered Pact", "Case of the Shifting Visage",
        "Case of the Trampled Garden")


@pytest.mark.plugins("cases")
def test_coverage_of_the_printed_case_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "solved")
    assert len(printed) == PRINTED
    print(f"cases: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(READ) <= set(playable)
    # "To solve — You control no suspected Skeletons": a condition not read (never guessed)
    assert "Case of the Stashed Skeleton" not in playable


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
