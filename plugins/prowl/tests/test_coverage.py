"""Coverage of the printed prowl cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 10  # cards whose MTGJSON keywords list Prowl
PLAYABLE = 4  # README.md's figure (with prowl alone): it may only go up

#: The printed cards read with this plugin alone: the keyword and "if its prowl cost was paid".
READ = ("Latchkey Faerie", "Morsel Theft", "Thieves' Fortune")


@pytest.mark.plugins("prowl")
def test_coverage_of_the_printed_prowl_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "prowl")
    assert len(printed) == PRINTED
    print(f"prowl: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(READ) <= set(playable)
    # "Dinosaur spells you cast have prowl {2}{R}" grants prowl: not read (never guessed)
    assert "Hunting Velociraptor" not in playable


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
