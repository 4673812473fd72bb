"""Coverage of the printed partner with cards (the figure in README.md), from the Oracle
corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 56  # cards whose MTGJSON keywords list Partner with
PLAYABLE = 24  # README.md's figure (with partner with alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword: each is read with this plugin alone.
KEYWORD_ONLY = ("Alisaie Leveilleur", "Alphinaud Leveilleur", "Blaring Captain",
                "Blaring Recruiter", "Brallin, Skyshark Rider", "Cazur, Ruthless Stalker",
                "Chakram Slinger", "Impetuous Protege", "Kamber, the Plunderer",
                "Krav, the Unredeemed", "Laurine, the Diversion", "Ley Weaver", "Lore Weaver",
                "Nikara, Lair Scavenger", "Shabraz, the Skyshark")

#: "Partner with itself" and "Partner with Knight" name no card to search for: refused.
NOT_A_NAME = ("Mothers Yamazaki", "The Knight of Land Drops")


@pytest.mark.plugins("partner")
def test_coverage_of_the_printed_partner_with_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "partner with")
    assert len(printed) == PRINTED
    print(f"partner with: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)
    assert not set(NOT_A_NAME) & set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
