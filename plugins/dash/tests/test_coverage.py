"""Coverage of the printed dash cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin (and haste, which it requires) understand
every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 22  # cards whose MTGJSON keywords list Dash
PLAYABLE = 17  # README.md's figure (with dash alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword: each is read.
KEYWORD_ONLY = ("Alesha's Vanguard", "Ambuscade Shaman", "Goblin Heelcutter",
                "Kolaghan Skirmisher", "Kolaghan, the Storm's Fury", "Lightning Berserker",
                "Mardu Scout", "Mardu Shadowspear", "Mardu Strike Leader", "Pitiless Horde",
                "Reckless Imp", "Riders of Rohan", "Screamreach Brawler", "Sprinting Warbrute",
                "Treetop Ambusher", "Vaultbreaker")


@pytest.mark.plugins("dash")
def test_coverage_of_the_printed_dash_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "dash")
    assert len(printed) == PRINTED
    print(f"dash: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
