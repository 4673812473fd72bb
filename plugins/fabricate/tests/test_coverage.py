"""Coverage of the printed fabricate cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 16  # cards whose MTGJSON keywords list Fabricate
PLAYABLE = 15  # README.md's figure (with fabricate alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword: each is read with this plugin alone (Iron League Steed also needs haste).
KEYWORD_ONLY = ("Accomplished Automaton", "Ambitious Aetherborn", "Angel of Invention",
                "Elegant Edgecrafters", "Glint-Sleeve Artisan", "Highspire Artisan",
                "Marionette Apprentice", "Maulfist Squad", "Peema Outrider",
                "Propeller Pioneer", "Visionary Augmenter", "Weaponcraft Enthusiast")


@pytest.mark.plugins("fabricate")
def test_coverage_of_the_printed_fabricate_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "fabricate")
    assert len(printed) == PRINTED
    print(f"fabricate: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
