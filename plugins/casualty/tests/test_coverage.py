"""Coverage of the printed casualty cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 16  # cards whose MTGJSON keywords list Casualty
PLAYABLE = 10  # README.md's figure (with casualty alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword: all read with this plugin alone.
KEYWORD_ONLY = ("A Little Chat", "Cut of the Profits", "Dig Up the Body", "Illicit Shipment",
                "Join the Maestros", "Light 'Em Up", "Make Disappear", "Rooftop Nuisance")


@pytest.mark.plugins("casualty")
def test_coverage_of_the_printed_casualty_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "casualty")
    assert len(printed) == PRINTED
    print(f"casualty: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


@pytest.mark.plugins("casualty")
def test_casualty_x_stays_refused(rules: Any) -> None:
    """"Read means right": Ob Nixilis, the Adversary's "Casualty X" (X from its other text)
    is not read, so the card is refused naming its keyword line."""
    from manastack.api import OracleCorpusSource

    path = OracleCorpusSource.default_path()
    if path is None or not path.is_file():
        pytest.skip("Oracle corpus not installed")
    definition = OracleCorpusSource(path).get("Ob Nixilis, the Adversary")
    assert definition is not None
    card = rules.compile(definition)
    assert not card.playable
    assert "Casualty X." in card.unrecognized


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
