"""Coverage of the printed miracle cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 19  # cards whose MTGJSON keywords list Miracle
PLAYABLE = 15  # README.md's figure (with miracle alone): it may only go up

#: The printed cards read with this plugin alone, an {X} in the miracle cost included
#: (Entreat the Angels, Entreat the Dead, Bonfire of the Damned). Not read: miracle granted
#: by another card (Topdeck the Halls) and the other sentences of Blessings of Nature, Sister
#: Repentia, Triumph of Saint Katherine, Windmill Slam and Zephyrim.
READ = ("Banishing Stroke", "Bonfire of the Damned", "Devastation Tide", "Entreat the Angels",
        "Entreat the Dead", "Metamorphosis Fanatic", "Redress Fate", "Reforge the Soul",
        "Revenge of the Hunted", "Temporal Mastery", "Terminus", "Thunderous Wrath",
        "Vanishment")


@pytest.mark.plugins("miracle")
def test_coverage_of_the_printed_miracle_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "miracle")
    assert len(printed) == PRINTED
    print(f"miracle: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(READ) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
