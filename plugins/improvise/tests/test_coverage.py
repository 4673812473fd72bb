"""Coverage of the printed improvise cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 24  # cards whose MTGJSON keywords list Improvise
PLAYABLE = 18  # README.md's figure (with improvise alone): it may only go up

#: Of the 18 printed cards whose only text the reader didn't understand before this plugin
#: was the keyword, those read with this plugin alone (Enraged Giant and Kappa Cannoneer
#: also need haste and ward: read with every plugin).
KEYWORD_ONLY = ("Arc Reactor", "Barricade Breaker", "Bastion Inventor", "Battle at the Bridge",
                "Fen Hauler", "Foundry Assembler", "Freejam Regent", "Herald of Anguish",
                "Maverick Thopterist", "Metallic Rebuke", "Organic Extinction",
                "Reverse Engineer", "Sly Requisitioner", "Sweatworks Brawler",
                "Universal Surveillance", "Wind-Kin Raiders")


@pytest.mark.plugins("improvise")
def test_coverage_of_the_printed_improvise_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "improvise")
    assert len(printed) == PRINTED
    print(f"improvise: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
