"""Coverage of the printed mobilize cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 16  # cards whose MTGJSON keywords list Mobilize
PLAYABLE = 10  # README.md's figure (with mobilize alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword: each is read with this plugin alone.
KEYWORD_ONLY = ("Bone-Cairn Butcher", "Dalkovan Packbeasts", "Dragonback Lancer",
                "Nightblade Brigade", "Reigning Victor", "Shock Brigade",
                "Venerated Stormsinger")


@pytest.mark.plugins("mobilize")
def test_coverage_of_the_printed_mobilize_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "mobilize")
    assert len(printed) == PRINTED
    print(f"mobilize: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
