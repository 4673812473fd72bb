"""Coverage of the printed cards that mention the initiative, venturing or a dungeon (the figure
in README.md), from the Oracle corpus: the cards whose text says so (CR 725 is a designation,
309 a card type: found by their text).

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest

from manastack.api import OracleCorpusSource

PRINTED = 71  # cards whose text says "venture into", "initiative" or "dungeon"
PLAYABLE = 43  # README.md's figure (with dungeons alone): it may only go up

#: The pool's cards, read with this plugin alone.
KEYWORD_ONLY = ("Aarakocra Sneak", "Explore the Underdark", "Passageway Seer")


def dungeons_cards() -> tuple[list[str], OracleCorpusSource]:
    path = OracleCorpusSource.default_path()
    if path is None or not path.is_file():
        pytest.skip("Oracle corpus not installed")
    source = OracleCorpusSource(path)
    names = []
    for name in source.names():
        card = source.get(name)
        text = (card.text or "").lower() if card is not None else ""
        if any(word in text for word in ("venture into", "initiative", "dungeon")):
            names.append(name)
    return names, source


@pytest.mark.plugins("dungeons")
def test_coverage_of_the_printed_dungeons_cards(rules: Any) -> None:
    printed, source = dungeons_cards()
    playable = [n for n in printed if rules.compile(source.get(n)).playable]
    print(f"dungeons: {len(playable)} / {len(printed)} printed cards playable")
    assert len(printed) == PRINTED
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
