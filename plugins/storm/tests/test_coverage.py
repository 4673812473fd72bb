"""Coverage of the printed storm cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 41  # cards whose MTGJSON keywords list Storm
PLAYABLE = 27  # README.md's figure (with storm alone): it may only go up

#: Of the 26 printed cards whose only text the reader didn't understand before this plugin
#: was the keyword, those read with this plugin alone (Spreading Insurrection and Elemental
#: Eruption also need haste or prowess; Haze of Rage needs buyback, which no plugin reads).
KEYWORD_ONLY = ("Astral Steel", "Brain Freeze", "Chatterstorm",
                "Chatterstorm and Awaken the Woods", "Dragonstorm", "Empty the Warrens",
                "Flusterstorm", "Grapeshot", "Ground Rift", "Hindering Touch", "Hunting Pack",
                "Krosan Adaptation", "Radstorm", "Reaping the Graves", "Scattershot",
                "Sprouting Vines", "Stormscale Scion", "Stormscale Wurm", "Temporal Fissure",
                "Tendrils of Agony", "Volcanic Awakening", "Weather the Storm", "Wing Shards")


@pytest.mark.plugins("storm")
def test_coverage_of_the_printed_storm_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "storm")
    assert len(printed) == PRINTED
    print(f"storm: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
