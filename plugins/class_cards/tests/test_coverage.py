"""Coverage of the printed Class cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text. MTGJSON
lists no keyword for the class level bars: the cards are those of the layout "class".
"""

from __future__ import annotations

from typing import Any

import pytest

from manastack.api import OracleCorpusSource

PRINTED = 35  # cards of the layout "class"
PLAYABLE = 9  # README.md's figure (with class_cards alone): it may only go up

KEYWORD_ONLY = ("Cleric Class", "Gossip's Talent", "Hunter's Talent", "Leader's Talent",
                "Wizard Class")


@pytest.mark.plugins("class_cards")
def test_coverage_of_the_printed_class_cards(rules: Any) -> None:
    path = OracleCorpusSource.default_path()
    if path is None or not path.is_file():
        pytest.skip("Oracle corpus not installed")
    source = OracleCorpusSource(path)
    printed = [n for n in source.names() if getattr(source.get(n), "layout", None) == "class"]
    playable = [n for n in printed if rules.compile(source.get(n)).playable]
    assert len(printed) == PRINTED
    print(f"class cards: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
