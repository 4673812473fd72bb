"""Coverage of the printed disguise cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel, this plugin and ward (which it requires) understand every
line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 47  # cards whose MTGJSON keywords list Disguise
PLAYABLE = 31  # README.md's figure (with disguise and ward): it may only go up

#: The 10 printed cards whose only text the reader didn't understand before this plugin
#: was the keyword: all read.
KEYWORD_ONLY = ("Arno Dorian", "Aveline de Grandpré", "Basilica Stalker",
                "Bolrac-Clan Basher", "Defenestrated Phantom", "Museum Nightwatch",
                "Nightdrinker Moroii", "Riftburst Hellion", "Shady Informant",
                "Undercover Crocodelf")


@pytest.mark.plugins("disguise", "ward")
def test_coverage_of_the_printed_disguise_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "disguise")
    assert len(printed) == PRINTED
    print(f"disguise: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
