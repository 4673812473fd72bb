"""Coverage of the printed encore cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin (and haste, which it requires) understand every
line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 26  # cards whose MTGJSON keywords list Encore
PLAYABLE = 20  # README.md's figure (with encore alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword: each is read with this plugin alone (Belonging also needs changeling).
KEYWORD_ONLY = ("Angel of Indemnity", "Briarblade Adept", "Broodmate Tyrant",
                "Elvish Dreadlord", "Exquisite Huntmaster", "Fin-Clade Fugitives",
                "Impulsive Pilferer", "Jubilation", "Kangee's Lieutenant", "Kinsbaile Courier",
                "Lamentation", "Mist Dancer", "Phyrexian Triniform", "Subterfuge",
                "Trove Tracker")


@pytest.mark.plugins("encore")
def test_coverage_of_the_printed_encore_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "encore")
    assert len(printed) == PRINTED
    print(f"encore: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)
    # "has encore {X}, where X is its mana value" is not read
    assert "Sliver Gravemother" not in playable


@pytest.mark.plugins("encore", "changeling")
def test_with_changeling_belonging_is_read(rules: Any) -> None:
    _, playable = corpus_coverage(rules, "encore")
    assert "Belonging" in playable


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
