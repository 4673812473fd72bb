"""Coverage of the printed delve cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 30  # cards whose MTGJSON keywords list Delve (Alchemy and back faces left out)
PLAYABLE = 27  # README.md's figure: it may only go up
WITH_HASTE = 28  # the figure with the haste plugin enabled too (Soulflayer)


@pytest.mark.plugins("delve")
def test_coverage_of_the_printed_delve_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "delve")
    assert len(printed) == PRINTED
    print(f"delve: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE


@pytest.mark.plugins("delve", "haste")
def test_coverage_with_the_haste_plugin(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "delve")
    print(f"delve with haste: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= WITH_HASTE


def test_the_readme_states_the_figures() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
    assert f"**{WITH_HASTE} / {PRINTED}**" in readme
