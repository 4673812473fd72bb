"""Coverage of the printed replicate cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 21  # cards whose MTGJSON keywords list Replicate
PLAYABLE = 11  # README.md's figure (with replicate alone): it may only go up

#: Of the 12 printed cards whose only text the reader didn't understand before this plugin
#: was the keyword, those read with this plugin alone (Reiterating Bolt's "Replicate—Pay
#: {E}{E}{E}." is a cost the reader's cost parser doesn't know: refused, naming the line).
KEYWORD_ONLY = ("Exterminate!", "Gigadrowse", "Leap of Flame", "Lose Focus", "Pyromatics",
                "Shattering Spree", "Siege of Towers", "Super Combo", "Thunderheads",
                "Train of Thought", "Vacuumelt")


@pytest.mark.plugins("replicate")
def test_coverage_of_the_printed_replicate_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "replicate")
    assert len(printed) == PRINTED
    print(f"replicate: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


@pytest.mark.plugins("replicate")
def test_a_replicate_cost_the_reader_does_not_know_stays_refused(rules: Any) -> None:
    """"Read means right": Reiterating Bolt's energy replicate cost is not read, so the card
    is refused naming its keyword line rather than played without it."""
    from pytest_manastack.conformance import OracleCorpusSource

    path = OracleCorpusSource.default_path()
    if path is None or not path.is_file():
        pytest.skip("Oracle corpus not installed")
    definition = OracleCorpusSource(path).get("Reiterating Bolt")
    assert definition is not None
    card = rules.compile(definition)
    assert not card.playable
    assert card.unrecognized == ("Replicate—Pay {E}{E}{E}.",)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
