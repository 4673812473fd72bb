"""Coverage of the printed replicate cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, corpus_coverage

from manastack.api import Answer

PRINTED = 21  # cards whose MTGJSON keywords list Replicate
PLAYABLE = 14  # README.md's figure (with replicate alone): it may only go up

#: Of the 12 printed cards whose only text the reader didn't understand before this plugin
#: was the keyword, those read with this plugin alone (Reiterating Bolt's "Replicate—Pay
#: {E}{E}{E}." is read since the reader reads energy costs, CR 107.14: tested below).
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


@pytest.mark.plugins("replicate", "oracle")
def test_702_56a_reiterating_bolts_energy_replicate_cost_is_read_and_paid(table: Table) -> None:
    """CR 702.56a, 107.14, 601.2b: Reiterating Bolt's "Replicate—Pay {E}{E}{E}." is read; with
    seven energy counters it may be paid at most twice (the payments come from one supply of
    counters, 118.3), and paid twice it removes six of them and makes two copies."""
    from manastack.api import OracleCorpusSource

    path = OracleCorpusSource.default_path()
    if path is None or not path.is_file():
        pytest.skip("Oracle corpus not installed")
    table.battlefield(1, "Hill Giant")
    table.game.update_player(0, counters=(("energy", 7),))
    table.refresh()
    table.hand(0, "Reiterating Bolt")
    table.mana(0, "RR")
    seen = table.watch_decisions("replicate")
    table.cast("Reiterating Bolt", targets=["Hill Giant"], answers=[Answer("replicate", (2,))])
    assert [tuple(d.options) for d in seen] == [(0, 1, 2)]
    assert dict(table.game.player(0).counters) == {"energy": 1}
    table.resolve()
    table.assert_logged(rule="702.56a", contains="2 copies")


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
