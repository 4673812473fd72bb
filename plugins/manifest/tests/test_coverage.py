"""Coverage of the printed manifest cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 65  # cards whose MTGJSON keywords list Manifest (manifest dread's among them)
PLAYABLE = 24  # README.md's figure (with manifest alone): it may only go up

#: Cards whose only text the reader didn't understand before this plugin was "manifest the
#: top card of your library" or "manifest dread": all read with this plugin alone.
KEYWORD_ONLY = ("Soul Summons", "Sultai Emissary", "Formless Nurturing", "Manifest Dread",
                "Under the Skin", "Unsettling Twins", "Bashful Beastie", "Innocuous Rat",
                "Killer's Mask")


@pytest.mark.plugins("manifest")
def test_coverage_of_the_printed_manifest_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "manifest")
    assert len(printed) == PRINTED
    print(f"manifest: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
