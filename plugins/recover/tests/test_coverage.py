"""Coverage of the printed recover cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 7  # cards whose MTGJSON keywords list Recover
PLAYABLE = 6  # README.md's figure (with recover alone): it may only go up

#: Every printed recover card whose cost is read; Garza's Assassin's "Pay half your life,
#: rounded up" is not.
READ = ("Controvert", "Grim Harvest", "Icefall", "Krovikan Rot", "Resize", "Sun's Bounty")


@pytest.mark.plugins("recover")
def test_coverage_of_the_printed_recover_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "recover")
    assert len(printed) == PRINTED
    print(f"recover: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(READ) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
