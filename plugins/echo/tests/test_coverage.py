"""Coverage of the printed echo cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 52  # cards whose MTGJSON keywords list Echo
PLAYABLE = 38  # README.md's figure (with echo alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword: each is read with this plugin alone (haste aside, see README.md).
KEYWORD_ONLY = ("Acridian", "Albino Troll", "Basalt Gargoyle", "Bone Shredder",
                "Citanul Centaurs", "Cradle Guard", "Crater Hellion", "Deranged Hermit",
                "Extruder", "Firemaw Kavu", "Flamecore Elemental", "Ghitu Slinger",
                "Goblin Marshal", "Goblin Patrol", "Hammerheim Deadeye", "Herald of Serra",
                "Hunting Moa", "Karmic Guide", "Keldon Vandals", "Lightning Dragon",
                "Mogg War Marshal", "Multani's Acolyte", "Orcish Hellraiser", "Pouncing Jaguar",
                "Radiant's Dragoons", "Raven Familiar", "Ring of Gix", "Simian Grunts",
                "Stingscourger", "Subterranean Shambler", "Tectonic Fiend", "Thran War Machine",
                "Ticking Gnomes", "Urza's Blueprints", "Viashino Outrider", "Winding Wurm",
                "Yavimaya Granger")

#: Read with haste's plugin too (their only other keyword; Vug Lizard needs landwalk's).
WITH_HASTE = ("Avalanche Riders", "Deepcavern Imp", "Goblin War Buggy", "Henchfiend of Ukor",
              "Keldon Champion", "Rakdos Headliner", "Shivan Raptor", "Skizzik Surger",
              "Timbermare", "Uktabi Drake")


@pytest.mark.plugins("echo")
def test_coverage_of_the_printed_echo_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "echo")
    assert len(printed) == PRINTED
    print(f"echo: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


@pytest.mark.plugins("echo", "haste")
def test_with_haste_the_hasty_echo_cards_are_read(rules: Any) -> None:
    _, playable = corpus_coverage(rules, "echo")
    assert set(WITH_HASTE) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
