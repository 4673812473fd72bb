"""Coverage of the printed start your engines! cards (the figure in README.md), from the
Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 51  # cards whose MTGJSON keywords list Start your engines!
PLAYABLE = 33  # README.md's figure (with speed alone): it may only go up

#: The printed cards read with this plugin alone: the keyword and a max speed ability.
READ = ("Endrider Catalyzer", "Gastal Raider", "Risen Necroregent", "Amonkhet Raceway",
        "Leonin Surveyor", "Lightwheel Enhancements")


@pytest.mark.plugins("speed")
def test_coverage_of_the_printed_start_your_engines_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "start your engines!")
    assert len(printed) == PRINTED
    print(f"speed: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(READ) <= set(playable)
    # "... each player who doesn't have max speed": not read (never guessed)
    assert "Outpace Oblivion" not in playable


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
