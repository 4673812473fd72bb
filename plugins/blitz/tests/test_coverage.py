"""Coverage of the printed blitz cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin (and haste, which it requires) understand every
line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 19  # cards whose MTGJSON keywords list Blitz
PLAYABLE = 9  # README.md's figure (with blitz alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword: each is read with this plugin alone.
KEYWORD_ONLY = ("Caldaia Guardian", "Caldaia Strongarm", "Girder Goons", "Mayhem Patrol",
                "Night Clubber", "Plasma Jockey", "Riveteers Requisitioner",
                "Workshop Warchief")


@pytest.mark.plugins("blitz")
def test_coverage_of_the_printed_blitz_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "blitz")
    assert len(printed) == PRINTED
    print(f"blitz: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)
    # "You may cast this card from your graveyard using its blitz ability." is not read
    assert not {"Sabin, Master Monk", "Tenacious Underdog"} & set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
