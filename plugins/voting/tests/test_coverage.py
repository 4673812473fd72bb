"""Coverage of the printed cards whose players vote (the figure in README.md), from the Oracle
corpus: the cards whose text says "vote", "votes" or "voting" (CR 701.38; MTGJSON lists
the ability words "Will of the council" and "Council's dilemma", not the action).

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from manastack.api import OracleCorpusSource

PRINTED = 42  # cards whose text says "vote", "votes" or "voting"
PLAYABLE = 9  # README.md's figure (with voting alone): it may only go up

#: The pool's cards, read with this plugin alone.
KEYWORD_ONLY = ("Bite of the Black Rose", "Coercive Portal", "Council's Judgment",
                "Custodi Squire", "Grudge Keeper", "Lieutenants of the Guard",
                "Orchard Elemental", "Plea for Power", "Tyrant's Choice")

_VOTE = re.compile(r"\bvot(?:e|es|ing)\b")


def voting_cards() -> tuple[list[str], OracleCorpusSource]:
    path = OracleCorpusSource.default_path()
    if path is None or not path.is_file():
        pytest.skip("Oracle corpus not installed")
    source = OracleCorpusSource(path)
    names = []
    for name in source.names():
        card = source.get(name)
        text = (card.text or "").lower() if card is not None else ""
        if _VOTE.search(text):
            names.append(name)
    return names, source


@pytest.mark.plugins("voting")
def test_coverage_of_the_printed_voting_cards(rules: Any) -> None:
    printed, source = voting_cards()
    playable = [n for n in printed if rules.compile(source.get(n)).playable]
    print(f"voting: {len(playable)} / {len(printed)} printed cards playable")
    assert len(printed) == PRINTED
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
