"""Coverage of the printed flanking cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 30  # cards whose MTGJSON keywords list Flanking
PLAYABLE = 22  # README.md's figure (with flanking alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword, read with this plugin alone (Suq'Ata Lancer, the 14th, also needs haste).
KEYWORD_ONLY = ("Benalish Cavalry", "Blazing Blade Askari", "Burning Shield Askari",
                "Fallen Askari", "Femeref Knight", "Jolrael's Centaur", "Mtenda Herder",
                "Searing Spear Askari", "Shadow Rider", "Skulking Knight", "Telim'Tor",
                "Zhalfirin Commander", "Zhalfirin Knight")


@pytest.mark.plugins("flanking")
def test_coverage_of_the_printed_flanking_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "flanking")
    assert len(printed) == PRINTED
    print(f"flanking: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
