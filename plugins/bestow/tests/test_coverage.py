"""Coverage of the printed bestow cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 43  # cards whose MTGJSON keywords list Bestow
PLAYABLE = 27  # README.md's figure (with bestow alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword, read with this plugin alone (the 20th, Cavern Lampad, also needs intimidate).
KEYWORD_ONLY = ("Baleful Eidolon", "Boon Satyr", "Celestial Archon", "Chromanticore",
                "Crystalline Nautilus", "Ghostblade Eidolon", "Herald of Torment",
                "Hopeful Eidolon", "Leafcrown Dryad", "Nimbus Naiad", "Nylea's Emissary",
                "Nyxborn Eidolon", "Nyxborn Rollicker", "Nyxborn Shieldmate", "Nyxborn Triton",
                "Nyxborn Wolf", "Observant Alseid", "Purphoros's Emissary", "Spearpoint Oread")


@pytest.mark.plugins("bestow")
def test_coverage_of_the_printed_bestow_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "bestow")
    assert len(printed) == PRINTED
    print(f"bestow: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
