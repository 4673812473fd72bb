"""Coverage of the printed emerge cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 15  # cards whose MTGJSON keywords list Emerge
PLAYABLE = 10  # README.md's figure (with emerge alone): it may only go up

#: Of the 8 printed cards whose only text the reader didn't understand before this plugin
#: was the keyword, those read with this plugin alone (Decimator of the Provinces also
#: needs haste: read with every plugin).
KEYWORD_ONLY = ("Abundant Maw", "Elder Deep-Fiend", "It of the Horrid Swarm", "Lashweed Lurker",
                "Mockery of Nature", "Vexing Scuttler", "Wretched Gryff")


@pytest.mark.plugins("emerge")
def test_coverage_of_the_printed_emerge_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "emerge")
    assert len(printed) == PRINTED
    print(f"emerge: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
