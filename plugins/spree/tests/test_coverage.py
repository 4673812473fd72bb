"""Coverage of the printed spree cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 21  # cards whose MTGJSON keywords list Spree
PLAYABLE = 14  # README.md's figure (with spree alone): it may only go up

#: The printed cards read with this plugin alone, each mode read by the kernel's grammar.
READ = ("Caught in the Crossfire", "Explosive Derailment", "Insatiable Avarice", "Phantom Interference",
        "Requisition Raid", "Rustler Rampage", "Three Steps Ahead")


@pytest.mark.plugins("spree")
def test_coverage_of_the_printed_spree_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "spree")
    assert len(printed) == PRINTED
    print(f"spree: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(READ) <= set(playable)
    # "Choose a creature you control." inside a mode is not read: never guessed
    assert "Final Showdown" not in playable


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
