"""Coverage of the printed exhaust cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 0  # set by the integrator
PLAYABLE = 0  # set by the integrator

#: Printed cards read with this plugin alone, their exhaust abilities included.
READ = ("Afterburner Expert", "Camera Launcher", "Draconautics Engineer", "Greenbelt Guardian",
        "Keen Buccaneer", "Skystreak Engineer")


@pytest.mark.plugins("exhaust")
def test_coverage_of_the_printed_exhaust_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "exhaust")
    assert len(printed) >= PRINTED
    print(f"exhaust: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(READ) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
