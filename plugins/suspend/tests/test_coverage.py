"""Coverage of the printed suspend cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone (with haste, which it requires) understand
every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 73  # cards whose MTGJSON keywords list Suspend
PLAYABLE = 38  # README.md's figure (with suspend alone): it may only go up

#: Of the 33 printed cards whose only text the reader didn't understand before this plugin
#: was the keyword, those read with this plugin alone (Corpulent Corpse, Infiltrator il-Kor,
#: Knight of Sursi and Star Whale also need fear, shadow, flanking or ward).
KEYWORD_ONLY = ("Ancestral Vision", "Atraxi Warden", "Crashing Footfalls", "Deep Dish Pizza",
                "Durkwood Baloth", "Duskrider Peregrine", "Errant Ephemeron", "Gargadon",
                "Giant Dustwasp", "Heroes Remembered", "Ivory Giant", "Keldon Halberdier",
                "Knight of Old Benalia", "Lotus Bloom", "Mindstab", "Mox Tantalite",
                "Petrified Plating", "Plunder", "Profane Tutor", "Resurgent Belief",
                "Rift Bolt", "Rift Sower", "Riftwing Cloudskate", "Search for Tomorrow",
                "Shade of Trokair", "Shivan Meteor", "Sol Talisman", "Viscerid Deepwalker",
                "Wheel of Fate")


@pytest.mark.plugins("suspend", "haste")
def test_coverage_of_the_printed_suspend_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "suspend")
    assert len(printed) == PRINTED
    print(f"suspend: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
