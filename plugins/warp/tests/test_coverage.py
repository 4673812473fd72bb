"""Coverage of the printed warp cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 37  # cards whose MTGJSON keywords list Warp
PLAYABLE = 22  # README.md's figure (with warp alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword: each is read with this plugin alone.
KEYWORD_ONLY = ("All-Fates Stalker", "Bygone Colossus", "Eusocial Engineering",
                "Germinating Wurm", "Knight Luminary", "Mechanozoa", "Perigee Beckoner",
                "Pinnacle Emissary", "Rayblade Trooper", "Sinister Cryologist",
                "Starbreach Whale", "Starwinder", "Susurian Voidborn", "Weftblade Enhancer",
                "Weftstalker Ardent")


@pytest.mark.plugins("warp")
def test_coverage_of_the_printed_warp_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "warp")
    assert len(printed) == PRINTED
    print(f"warp: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)
    # "You may cast this card from your graveyard using its warp ability." is not read
    assert "Timeline Culler" not in set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
