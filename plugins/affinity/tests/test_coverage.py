"""Coverage of the printed affinity cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 77  # cards whose MTGJSON keywords list Affinity
PLAYABLE = 49  # README.md's figure (with affinity alone): it may only go up

#: Of the 46 printed cards whose only text the reader didn't understand before this plugin
#: was the keyword, those read with this plugin alone (Dross Golem, Oxidda Golem,
#: Sojourner's Companion and Thrumming Hivepool also need fear, haste or cycling: read with
#: every plugin; Banish to Another Universe's "historic permanents" and Sojourner's
#: Enforcermite's "Affinity for Affinity" are not read).
KEYWORD_ONLY = ("Angelic Observer", "Argivian Phalanx", "Blinkmoth Infusion", "Brine Giant",
                "Claws Out", "Frogmite", "Furnace Hellkite", "Gearseeker Serpent",
                "Hellspur Brute", "Into Thin Air", "Junk Winder", "Lens Flare",
                "Leonardo, Worldly Warrior", "Memory Guardian", "Myr Enforcer",
                "Oxidda Finisher", "Panther Robot", "Plated Onslaught", "Quicksilver Behemoth",
                "Qumulox", "Razor Golem", "Reality Heist", "Salt Road Packbeast",
                "Sapling Nursery", "Scale of Chiss-Goria", "Scales of Shale",
                "Sky-Blessed Samurai", "Slag Strider", "Somber Hoverguard", "Spire Golem",
                "Steelfin Whale", "Tangle Golem", "The Circle of Loyalty", "Thought Monitor",
                "Thoughtcast", "Tooth of Chiss-Goria", "Travel the Overworld", "Utrom Monitor",
                "Valkyrie Aerial Unit", "Voyage Home")


@pytest.mark.plugins("affinity")
def test_coverage_of_the_printed_affinity_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "affinity")
    assert len(printed) == PRINTED
    print(f"affinity: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
