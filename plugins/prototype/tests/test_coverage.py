"""Coverage of the printed prototype cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 21  # cards whose MTGJSON keywords list Prototype
PLAYABLE = 11  # README.md's figure (with prototype alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword, read with this plugin alone (Blitz Automaton and Frogmyr Enforcer also need
#: haste and affinity).
KEYWORD_ONLY = ("Autonomous Assembler", "Combat Thresher", "Depth Charge Colossus",
                "Fallaji Dragon Engine", "Goring Warplow", "Iron-Craw Crusher", "Rust Goliath",
                "Spotter Thopter")


@pytest.mark.plugins("prototype")
def test_coverage_of_the_printed_prototype_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "prototype")
    assert len(printed) == PRINTED
    print(f"prototype: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
