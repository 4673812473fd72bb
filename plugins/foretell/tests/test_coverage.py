"""Coverage of the printed foretell cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 52  # cards whose MTGJSON keywords list Foretell
PLAYABLE = 26  # README.md's figure (with foretell alone): it may only go up

#: Of the 21 printed cards whose only text the reader didn't understand before this plugin
#: was the keyword, those read with this plugin alone (Doomskar Titan and Vengeful Reaper
#: also need haste).
KEYWORD_ONLY = ("Alrund's Epiphany", "Augury Raven", "Battle Mammoth", "Behold the Multiverse",
                "Demon Bolt", "Depart the Realm", "Doomskar", "Dwarven Reinforcements",
                "Gods' Hall Guardian", "Iron Verdict", "Kaya's Onslaught", "Mammoth Growth",
                "Sarulf's Packmate", "Saw It Coming", "Scorn Effigy", "Shepherd of the Cosmos",
                "Struggle for Skemfar", "Tergrid's Shadow", "Warhorn Blast")


@pytest.mark.plugins("foretell")
def test_coverage_of_the_printed_foretell_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "foretell")
    assert len(printed) == PRINTED
    print(f"foretell: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
