"""Coverage of the printed soulshift cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 26  # cards whose MTGJSON keywords list Soulshift
PLAYABLE = 24  # README.md's figure (with soulshift alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword: each is read with this plugin alone (fear aside, see README.md).
KEYWORD_ONLY = ("Body of Jukai", "Burr Grafter", "Deathknell Kami", "Forked-Branch Garami",
                "Gibbering Kami", "He Who Hungers", "Hundred-Talon Kami",
                "Kami of Empty Graves", "Kami of Lunacy", "Kami of the Palace Fields",
                "Kami of the Tended Garden", "Moonlit Strider", "Nightsoil Kami",
                "Promised Kannushi", "Pus Kami", "Rootrunner", "Scuttling Death",
                "Thief of Hope", "Thousand-legged Kami", "Torii Watchward", "Venerable Kumo",
                "Vine Kami")


@pytest.mark.plugins("soulshift")
def test_coverage_of_the_printed_soulshift_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "soulshift")
    assert len(printed) == PRINTED
    print(f"soulshift: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
