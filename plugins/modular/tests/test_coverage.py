"""Coverage of the printed modular cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 24  # cards whose MTGJSON keywords list Modular
PLAYABLE = 16  # README.md's figure (with modular alone): it may only go up

#: Of the 14 printed cards whose only text the reader didn't understand before this plugin
#: was the keyword, those read with this plugin alone (Arcbound Hybrid also needs haste).
KEYWORD_ONLY = ("Arcbound Bruiser", "Arcbound Condor", "Arcbound Crusher", "Arcbound Lancer",
                "Arcbound Mouser", "Arcbound Prototype", "Arcbound Ravager", "Arcbound Shikari",
                "Arcbound Slith", "Arcbound Stinger", "Arcbound Whelp", "Arcbound Worker",
                "Scrapyard Recombiner")


@pytest.mark.plugins("modular")
def test_coverage_of_the_printed_modular_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "modular")
    assert len(printed) == PRINTED
    print(f"modular: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


@pytest.mark.plugins("modular", "haste")
def test_with_haste_every_keyword_only_card_is_read(rules: Any) -> None:
    """With haste too, Arcbound Hybrid ("Haste", modular 2) is read: 14 of 14."""
    _, playable = corpus_coverage(rules, "modular")
    assert {*KEYWORD_ONLY, "Arcbound Hybrid"} <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
