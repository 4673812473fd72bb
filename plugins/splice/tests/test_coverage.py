"""Coverage of the printed splice cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 32  # cards whose MTGJSON keywords list Splice
PLAYABLE = 23  # README.md's figure (with splice alone): it may only go up

#: Of the 21 printed cards whose only text the reader didn't understand before this plugin
#: was the keyword, those read with this plugin alone (Lifening Elemental, a creature whose
#: splice adds its abilities to the spell, stays refused; Goryo's Vengeance and Through the
#: Breach also need haste).
KEYWORD_ONLY = ("Blessed Breath", "Consuming Vortex", "Dampen Thought", "Everdream",
                "Evermind", "Glacial Ray", "Hideous Laughter", "Horobi's Whisper",
                "Hundred-Talon Strike", "Into the Fray", "Kodama's Might", "Lifted by Clouds",
                "Soulless Revival", "Spiritual Visit", "Splicer's Skill", "Strange Inversion",
                "Torrent of Stone", "Veil of Secrecy", "Vital Surge", "Wear Away")


@pytest.mark.plugins("splice")
def test_coverage_of_the_printed_splice_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "splice")
    assert len(printed) == PRINTED
    print(f"splice: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
