"""Coverage of the printed embalm cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 15  # cards whose MTGJSON keywords list Embalm
PLAYABLE = 13  # README.md's figure (with embalm alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword: each is read with this plugin alone (Oketra's Attendant also needs cycling).
KEYWORD_ONLY = ("Angel of Sanctions", "Anointer Priest", "Aven Initiate", "Aven Wind Guide",
                "Honored Hydra", "Labyrinth Guardian", "Sacred Cat", "Tah-Crop Skirmisher",
                "Temmet, Vizier of Naktamun", "Unwavering Initiate")


@pytest.mark.plugins("embalm")
def test_coverage_of_the_printed_embalm_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "embalm")
    assert len(printed) == PRINTED
    print(f"embalm: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)
    # "except if this creature was embalmed" (702.128b) is not read: embalmed isn't marked
    assert "Vizier of Many Faces" not in playable


@pytest.mark.plugins("embalm", "cycling")
def test_with_cycling_oketras_attendant_is_read(rules: Any) -> None:
    _, playable = corpus_coverage(rules, "embalm")
    assert "Oketra's Attendant" in playable


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
