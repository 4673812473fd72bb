"""Coverage of the printed cumulative upkeep cards (the figure in README.md), from the Oracle
corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 82  # cards whose MTGJSON keywords list Cumulative upkeep
PLAYABLE = 40  # README.md's figure (with cumulative_upkeep alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword: each is read with this plugin alone (Phobian Phantasm and Yavimaya Ants
#: also need fear and haste; Jötun Grunt and Toy Boat stay refused, see README.md).
KEYWORD_ONLY = ("Aboroth", "Arctic Wolves", "Arnjlot's Ascent", "Braid of Fire",
                "Firestorm Hellkite", "Flow of Maggots", "Fyndhorn Pollen", "Gallowbraid",
                "Illusionary Forces", "Illusionary Wall", "Illusions of Grandeur",
                "Mesmeric Trance", "Morinfen", "Mystic Might", "Phyrexian Soulgorger",
                "Polar Kraken", "Sheltering Ancient", "Soldevi Simulacrum", "Uktabi Efreet",
                "Wall of Shards")



@pytest.mark.plugins("cumulative_upkeep")
def test_coverage_of_the_printed_cumulative_upkeep_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "cumulative upkeep")
    assert len(printed) == PRINTED
    print(f"cumulative upkeep: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)
    assert not {"Jötun Grunt", "Toy Boat"} & set(playable)
    assert "Earthen Goo" in playable  # "Cumulative upkeep {R} or {G}" (702.24a)


@pytest.mark.plugins("cumulative_upkeep", "fear", "haste")
def test_with_fear_and_haste_two_more_are_read(rules: Any) -> None:
    _, playable = corpus_coverage(rules, "cumulative upkeep")
    assert {"Phobian Phantasm", "Yavimaya Ants"} <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
