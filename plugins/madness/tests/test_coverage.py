"""Coverage of the printed madness cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 63  # cards whose MTGJSON keywords list Madness
PLAYABLE = 43  # README.md's figure (with madness alone): it may only go up

#: Of the 42 printed cards whose only text the reader didn't understand before this plugin
#: was the keyword, those read with this plugin alone (Ichor Slick, Incorrigible Youths,
#: Kitchen Imp, Malevolent Whispers and Markov Baron also need cycling, haste or convoke;
#: Blast from the Past cycling, kicker, flashback and buyback): all 42 with every plugin.
KEYWORD_ONLY = ("Abandon Reason", "Alchemist's Greeting", "Alms of the Vein", "Anje's Ravager",
                "Arrogant Wurm", "Basking Rootwalla", "Big Game Hunter", "Biting Rain",
                "Blazing Rootwalla", "Bloodhall Priest", "Bloodmad Vampire",
                "Broken Concentration", "Call to the Netherworld", "Chilling Grasp",
                "Dark Withering", "Distemper of the Blood", "Fiery Temper",
                "Frantic Purification", "Gisa's Bidding", "Hell Mongrel", "Insatiable Gorgers",
                "Just the Wind", "Murderous Compulsion", "Nagging Thoughts",
                "Obsessive Search", "Psychotic Haze", "Reckless Wurm", "Revolutionist",
                "Senseless Rage", "Stensia Masquerade", "Strength of Isolation",
                "Strength of Lunacy", "Terminal Agony", "Twins of Maurer Estate",
                "Violent Eruption", "Weirded Vampire")


@pytest.mark.plugins("madness")
def test_coverage_of_the_printed_madness_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "madness")
    assert len(printed) == PRINTED
    print(f"madness: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
