"""Coverage of the printed evoke cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 37  # cards whose MTGJSON keywords list Evoke
PLAYABLE = 23  # README.md's figure (with evoke alone): it may only go up

#: Of the 25 printed cards whose only text the reader didn't understand before this plugin
#: was the keyword, those read with this plugin alone (Glarewielder, Inner-Flame Acolyte,
#: Nulldrifter and Shriekmaw also need haste, annihilator or fear; Grief's cost is not read).
KEYWORD_ONLY = ("Aethersnipe", "Briarhorn", "Cloudthresher", "Dawnfluke", "Faultgrinder",
                "Foundation Breaker", "Ingot Chewer", "Meadowboon", "Mournwhelk", "Mulldrifter",
                "Nevermaker", "Night Incarnate", "Offalsnout", "Reveillark",
                "Soul of Migration", "Spitebellows", "Vesperlark", "Walker of the Grove",
                "Wavesifter", "Wispmare")


@pytest.mark.plugins("evoke")
def test_coverage_of_the_printed_evoke_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "evoke")
    assert len(printed) == PRINTED
    print(f"evoke: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
