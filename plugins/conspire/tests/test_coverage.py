"""Coverage of the printed conspire cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 11  # cards whose MTGJSON keywords list Conspire
PLAYABLE = 10  # README.md's figure (with conspire alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword; read with this plugin alone (Giantbaiting's token has haste: it needs the
#: haste plugin too).
KEYWORD_ONLY = ("Aethertow", "Barkshell Blessing", "Burn Trail", "Disturbing Plot",
                "Ghastly Discovery", "Gleeful Sabotage", "Memory Sluice", "Mine Excavation",
                "Rally the Galadhrim", "Traitor's Roar")


@pytest.mark.plugins("conspire")
def test_coverage_of_the_printed_conspire_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "conspire")
    assert len(printed) == PRINTED
    print(f"conspire: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
