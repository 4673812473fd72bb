"""Coverage of the printed saddle cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 33  # cards whose MTGJSON keywords list Saddle
PLAYABLE = 19  # README.md's figure (with saddle alone): it may only go up

#: The printed cards read with this plugin alone: the keyword and "attacks while saddled".
READ = ("Alacrian Jaguar", "Autarch Mammoth", "Bridled Bighorn", "Stubborn Burrowfiend")


@pytest.mark.plugins("saddle")
def test_coverage_of_the_printed_saddle_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "saddle")
    assert len(printed) == PRINTED
    print(f"saddle: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(READ) <= set(playable)
    # "creature that saddled it this turn" is not read (never guessed)
    assert "Giant Beaver" not in playable


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
