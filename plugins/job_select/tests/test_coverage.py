"""Coverage of the printed job select cards (the figure in README.md), from the Oracle
corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 19  # cards whose MTGJSON keywords list Job select
PLAYABLE = 9  # README.md's figure (with job select alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword: each is read with this plugin alone (haste and ward aside, see README.md).
KEYWORD_ONLY = ("Bard's Bow", "Dragoon's Lance", "Monk's Fist", "Warrior's Sword")

#: Read once "has "[ability, with a comma]," and is a [type]" was read too.
QUOTED_GRANT = ("Black Mage's Rod", "Red Mage's Rapier", "Sage's Nouliths", "Thief's Knife",
                "White Mage's Staff")


@pytest.mark.plugins("job_select")
def test_coverage_of_the_printed_job_select_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "job select")
    assert len(printed) == PRINTED
    print(f"job select: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) | set(QUOTED_GRANT) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
