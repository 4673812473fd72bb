"""Coverage of the printed graft cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 13  # cards whose MTGJSON keywords list Graft
PLAYABLE = 13  # README.md's figure (with graft alone): it may only go up

#: The printed cards read with this plugin alone (each was refused for "Graft N" before).
KEYWORD_ONLY = ("Aquastrand Spider", "Cytospawn Shambler", "Helium Squirter", "Llanowar Reborn",
                "Plaxcaster Frogling", "Simic Initiate", "Sporeback Troll", "Vigean Graftmage",
                "Vigean Hydropon")


@pytest.mark.plugins("graft")
def test_coverage_of_the_printed_graft_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "graft")
    assert len(printed) == PRINTED
    print(f"graft: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
