"""Coverage of the printed bloodthirst cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 23  # cards whose MTGJSON keywords list Bloodthirst
PLAYABLE = 17  # README.md's figure (with bloodthirst alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: "Bloodthirst N": each is read with this plugin alone.
KEYWORD_ONLY = ("Blood Ogre", "Bloodrage Vampire", "Bloodscale Prowler", "Carnage Wurm",
                "Duskhunter Bat", "Furyborn Hellkite", "Ghor-Clan Savage",
                "Gorehorn Minotaurs", "Rabble-Rouser", "Scab-Clan Mauler",
                "Skarrgan Skybreaker", "Stormblood Berserker", "Vampire Outcasts")


@pytest.mark.plugins("bloodthirst")
def test_coverage_of_the_printed_bloodthirst_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "bloodthirst")
    assert len(printed) == PRINTED
    print(f"bloodthirst: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


@pytest.mark.plugins("bloodthirst")
def test_bloodthirst_x_stays_unread(rules: Any) -> None:
    """CR 702.54b: "Bloodthirst X" is not read (README.md): Petrified Wood-Kin stays
    refused, naming the keyword item."""
    printed, playable = corpus_coverage(rules, "bloodthirst")
    assert "Petrified Wood-Kin" in printed and "Petrified Wood-Kin" not in playable
    from manastack.api import OracleCorpusSource

    path = OracleCorpusSource.default_path()
    assert path is not None
    card = rules.compile(OracleCorpusSource(path).get("Petrified Wood-Kin"))
    assert card.unrecognized == ("Bloodthirst X",)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
