"""Coverage of the printed horsemanship cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 30  # cards whose MTGJSON keywords list Horsemanship
PLAYABLE = 25  # README.md's figure (with horsemanship alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword: each is read with this plugin alone (haste aside, see README.md).
KEYWORD_ONLY = ("Barbarian General", "Cao Ren, Wei Commander", "Herald of Hoofbeats",
                "Lady Zhurong, Warrior Queen", "Lu Meng, Wu General",
                "Lu Xun, Scholar General", "Shu Cavalry", "Shu Elite Companions",
                "Shu General", "Sun Ce, Young Conquerer", "Wei Elite Companions", "Wei Scout",
                "Wei Strike Force", "Wu Elite Cavalry", "Wu Light Cavalry", "Wu Scout",
                "Xiahou Dun, the One-Eyed", "Yellow Scarves Cavalry", "Yellow Scarves General",
                "Zhang Fei, Fierce Warrior", "Zhang He, Wei General",
                "Zhao Zilong, Tiger General")


@pytest.mark.plugins("horsemanship")
def test_coverage_of_the_printed_horsemanship_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "horsemanship")
    assert len(printed) == PRINTED
    print(f"horsemanship: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
