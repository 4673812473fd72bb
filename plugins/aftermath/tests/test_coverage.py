"""Coverage of the printed aftermath cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. The corpus gives
only the first half of a split card: an aftermath card is read only when a card source
gives both halves (this plugin's pool does for the cards below); every other one is refused,
naming the half its data lacks.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 27  # cards whose MTGJSON keywords list Aftermath
PLAYABLE = 0  # README.md's figure from the corpus records (first halves only)

#: Given with both halves by this plugin's pool and read.
POOL = ("Cut // Ribbons", "Spring // Mind")


@pytest.mark.plugins("aftermath")
def test_coverage_of_the_printed_aftermath_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "aftermath")
    assert len(printed) == PRINTED
    print(f"aftermath: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(POOL) <= set(printed)
    for name in POOL:  # the pool's record, both halves, is the one a game uses
        assert rules.card(name).playable, name


@pytest.mark.plugins("aftermath")
def test_a_card_given_by_its_first_half_only_names_the_missing_half(rules: Any) -> None:
    from manastack.api import OracleCorpusSource

    printed, _ = corpus_coverage(rules, "aftermath")
    source = OracleCorpusSource(OracleCorpusSource.default_path())  # type: ignore[arg-type]
    for name in printed:
        first = source.get(name)
        assert first is not None and not first.faces
        second = name.split(" // ")[1]
        unread = rules.compile(first).unrecognized
        assert any("gives only the half" in u and f"not {second!r}" in u for u in unread), name


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
