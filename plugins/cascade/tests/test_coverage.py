"""Coverage of the printed cascade cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 37  # cards whose MTGJSON keywords list Cascade
PLAYABLE = 18  # README.md's figure (with cascade alone): it may only go up

#: Of the 23 printed cards whose only text the reader didn't understand before this plugin
#: was the keyword, those read with this plugin alone (Bloodbraid Elf, Bloodbraid
#: Challenger, Boarding Party, Maelstrom Wanderer and Ardent Plea also need haste, escape
#: or exalted).
KEYWORD_ONLY = ("Annoyed Altisaur", "Apex Devastator", "Bituminous Blast", "Captured Sunlight",
                "Demonic Dread", "Deny Reality", "Enlisted Wurm", "Etherium-Horn Sorcerer",
                "Forceful Denial", "Heralds of Tzeentch", "Ingenuity Engine", "Kathari Remnant",
                "Maelstrom Colossus", "Meteoric Mace", "Natural Reclamation", "Shardless Agent",
                "Stormcaller's Boon", "Violent Outburst")


@pytest.mark.plugins("cascade")
def test_coverage_of_the_printed_cascade_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "cascade")
    assert len(printed) == PRINTED
    print(f"cascade: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
