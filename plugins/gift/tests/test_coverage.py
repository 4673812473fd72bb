"""Coverage of the printed gift cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 26  # cards whose MTGJSON keywords list Gift
PLAYABLE = 12  # README.md's figure (with gift alone): it may only go up

#: The printed gift cards read with this plugin alone: the keyword and "if the gift was
#: promised" (Jolly Gerbils, "Whenever you give a gift", has no gift of its own: not counted).
READ = ("Crumb and Get It", "Into the Flood Maw", "Kitnap", "Long River's Pull", "Mind Spiral",
        "Nocturnal Hunger", "Parting Gust", "Peerless Recycling", "Sazacap's Brew", "Scrapshooter",
        "Valley Rally", "Wear Down")


@pytest.mark.plugins("gift")
def test_coverage_of_the_printed_gift_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "gift")
    assert len(printed) == PRINTED
    print(f"gift: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(READ) <= set(playable)
    # "Then if the gift was promised and that creature isn't legendary" is not read
    assert "Coiling Rebirth" not in playable


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
