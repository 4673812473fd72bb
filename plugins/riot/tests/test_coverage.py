"""Coverage of the printed riot cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin (with haste, which it requires) understand
every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 13  # cards whose MTGJSON keywords list Riot
PLAYABLE = 8  # README.md's figure (with riot and haste): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: "Riot" (and other keywords it reads): each is read with this plugin.
KEYWORD_ONLY = ("Zhur-Taa Goblin", "Wrecking Beast", "Frenzied Arynx", "Clamor Shaman")


@pytest.mark.plugins("riot")
def test_coverage_of_the_printed_riot_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "riot")
    assert len(printed) == PRINTED
    print(f"riot: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
