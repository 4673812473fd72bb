"""Coverage of the printed entwine cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 33  # cards whose MTGJSON keywords list Entwine
PLAYABLE = 22  # README.md's figure (with entwine alone): it may only go up

#: Of the 18 printed cards whose only text the reader didn't understand before this plugin
#: was the keyword, those read with this plugin alone (Goblin War Party's "gain haste" also
#: needs haste).
KEYWORD_ONLY = ("Abuna's Chant", "Barbed Lightning", "Betrayal of Flesh", "Dream's Grip",
                "Flourishing Strike", "Incite War", "Mirage Mockery",
                "One Dozen Eyes", "Rain of Rust", "Reap and Sow", "Roar of the Kha",
                "Solar Tide", "Temporal Cascade", "Tooth and Nail", "Twisted Reflection",
                "Unbounded Potential", "Wail of the Nim")


@pytest.mark.plugins("entwine")
def test_coverage_of_the_printed_entwine_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "entwine")
    assert len(printed) == PRINTED
    print(f"entwine: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


@pytest.mark.plugins("entwine", "haste")
def test_with_haste_every_keyword_only_card_is_read(rules: Any) -> None:
    """With haste too, Goblin War Party is read: 18 of 18."""
    _, playable = corpus_coverage(rules, "entwine")
    assert {*KEYWORD_ONLY, "Goblin War Party"} <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
