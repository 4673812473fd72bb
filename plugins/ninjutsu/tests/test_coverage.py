"""Coverage of the printed ninjutsu cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 37  # cards whose MTGJSON keywords list Ninjutsu
PLAYABLE = 20  # README.md's figure (with ninjutsu alone): it may only go up

#: The 13 printed cards whose only text the reader didn't understand before this plugin
#: was the keyword: all read with this plugin alone.
KEYWORD_ONLY = ("Azra Smokeshaper", "Blade-Blizzard Kitsune", "Dokuchi Shadow-Walker",
                "Higure, the Still Wind", "Ingenious Infiltrator", "Mist-Syndicate Naga",
                "Moonblade Shinobi", "Moonsnare Specialist", "Mukotai Ambusher",
                "Nezumi Prowler", "Ninja of the Deep Hours", "Ninja of the New Moon",
                "Spring-Leaf Avenger")


@pytest.mark.plugins("ninjutsu")
def test_coverage_of_the_printed_ninjutsu_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "ninjutsu")
    assert len(printed) == PRINTED
    print(f"ninjutsu: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
