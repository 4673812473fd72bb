"""Coverage of the printed toxic cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 45  # cards whose MTGJSON keywords list Toxic
PLAYABLE = 26  # README.md's figure (with toxic alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword, read with this plugin alone (Tyrranax Atrocity, the 14th, also needs haste).
KEYWORD_ONLY = ("Bilious Skulldweller", "Branchblight Stalker", "Duelist of Deep Faith",
                "Flensing Raptor", "Ichorspit Basilisk", "Jawbone Duelist", "Myr Convert",
                "Nimraiser Paladin", "Paladin of Predation", "Pestilent Syphoner",
                "Phyrexian Ornithopter", "Sheoldred's Headcleaver", "Slaughter Singer")


@pytest.mark.plugins("toxic")
def test_coverage_of_the_printed_toxic_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "toxic")
    assert len(printed) == PRINTED
    print(f"toxic: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
