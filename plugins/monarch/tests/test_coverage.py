"""Coverage of the printed cards that mention the monarch (the figure in README.md), from the
Oracle corpus: the cards whose text says "monarch" (CR 724 is a designation: MTGJSON lists
no keyword for it).

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest

from manastack.api import OracleCorpusSource

PRINTED = 64  # cards whose text says "monarch"
PLAYABLE = 24  # README.md's figure (with monarch alone): it may only go up

#: The pool's cards, read with this plugin alone.
KEYWORD_ONLY = ("Court of Grace", "Denethor, Stone Seer", "Feast of Succession",
                "Palace Sentinels", "Skyline Despot", "Thorn of the Black Rose",
                "Throne of the High City")


def monarch_cards() -> tuple[list[str], OracleCorpusSource]:
    path = OracleCorpusSource.default_path()
    if path is None or not path.is_file():
        pytest.skip("Oracle corpus not installed")
    source = OracleCorpusSource(path)
    names = []
    for name in source.names():
        card = source.get(name)
        text = (card.text or "").lower() if card is not None else ""
        if "monarch" in text:
            names.append(name)
    return names, source


@pytest.mark.plugins("monarch")
def test_coverage_of_the_printed_monarch_cards(rules: Any) -> None:
    printed, source = monarch_cards()
    playable = [n for n in printed if rules.compile(source.get(n)).playable]
    print(f"monarch: {len(playable)} / {len(printed)} printed cards playable")
    assert len(printed) == PRINTED
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
