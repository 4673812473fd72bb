"""Coverage of the printed ward cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 206  # cards whose MTGJSON keywords list Ward
PLAYABLE = 61  # README.md's figure (with ward alone): it goes down only for a card read wrong

#: Of the 34 printed cards whose only text the reader didn't understand before this plugin
#: was the keyword, those read with this plugin alone (six more need another keyword
#: plugin; Axebane Ferox's and The Serpent Society's costs are not read, see README.md).
KEYWORD_ONLY = ("Abuelo, Ancestral Echo", "Ambling Stormshell", "Archive Dragon",
                "Armored Armadillo", "Captain America, Wings of Freedom", "Colossal Skyturtle",
                "Frostfist Strider", "Hoverstone Pilgrim", "Lionheart Glimmer",
                "Owlin Shieldmage", "Patchwork Automaton", "Punk Frogs",
                "Rimeshield Frost Giant", "Sire of Seven Deaths", "Spider-Rex, Daring Dino",
                "Sunset Saboteur", "Tangletrove Kelp", "Toadstool Admirer", "Tolarian Terror",
                "Tomakul Honor Guard", "Ulamog's Dreadsire", "Vein Ripper",
                "Voja, Jaws of the Conclave", "Waterfall Aerialist", "Westgate Regent")


@pytest.mark.plugins("ward")
def test_coverage_of_the_printed_ward_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "ward")
    assert len(printed) == PRINTED
    print(f"ward: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
