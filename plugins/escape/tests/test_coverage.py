"""Coverage of the printed escape cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 33  # cards whose MTGJSON keywords list Escape (Alchemy and back faces left out)
PLAYABLE = 23  # README.md's figure: it may only go up
WITH_HASTE = 27  # the figure with the haste plugin enabled too


@pytest.mark.plugins("escape")
def test_coverage_of_the_printed_escape_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "escape")
    assert len(printed) == PRINTED
    print(f"escape: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE


@pytest.mark.plugins("escape", "haste")
def test_coverage_with_the_haste_plugin(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "escape")
    print(f"escape with haste: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= WITH_HASTE


def test_the_readme_states_the_figures() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
    assert f"**{WITH_HASTE} / {PRINTED}**" in readme
