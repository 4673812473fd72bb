"""Coverage of the printed rebound cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 36  # cards whose MTGJSON keywords list Rebound
PLAYABLE = 26  # README.md's figure (with rebound alone): it may only go up

#: Of the 26 printed cards whose only text the reader didn't understand before this plugin
#: was the keyword, those read with this plugin alone (Into the Time Vortex also needs
#: cascade).
KEYWORD_ONLY = ("Artful Maneuver", "Center Soul", "Distortion Strike", "Emerge Unscathed",
                "Ephemerate", "Faithless Salvaging", "Fantastic Elasticity", "Flame On!",
                "Great Teacher's Decree", "Invisible Force Field", "It's Clobberin' Time!",
                "Jeskai Baller", "Nomads' Assembly", "Ojutai's Breath", "Ojutai's Summons",
                "Prey's Vengeance", "Profound Journey", "Quantum Misalignment",
                "Sight Beyond Sight", "Staggershock", "Taigam's Strike", "Terramorph",
                "Trumpeting Herd", "Virulent Swipe", "Void Squall")


@pytest.mark.plugins("rebound")
def test_coverage_of_the_printed_rebound_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "rebound")
    assert len(printed) == PRINTED
    print(f"rebound: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
