"""Coverage of the printed tiered cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 7  # cards whose MTGJSON keywords list Tiered
PLAYABLE = 4  # README.md's figure (with tiered alone): it may only go up

#: The printed cards read with this plugin alone, each mode read by the kernel's grammar.
READ = ("Fire Magic", "Ice Magic", "Restoration Magic", "Thunder Magic")


@pytest.mark.plugins("tiered")
def test_coverage_of_the_printed_tiered_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "tiered")
    assert len(printed) == PRINTED
    print(f"tiered: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(READ) <= set(playable)
    # "any number of target tapped creatures with different controllers": not read, never
    # guessed from the other modes
    assert "Cloud's Limit Break" not in playable


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
