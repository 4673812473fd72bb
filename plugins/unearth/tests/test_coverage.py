"""Coverage of the printed unearth cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin (and haste, which it requires) understand every
line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 58  # cards whose MTGJSON keywords list Unearth
PLAYABLE = 30  # README.md's figure (with unearth alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword: each is read with this plugin alone (Viscera Dragger also needs cycling;
#: Salvation Colossus's "Unearth—Pay eight {E}." stays refused, see README.md).
KEYWORD_ONLY = ("Archfiend of Sorrows", "Artificer's Dragon", "Ashnod's Harvester",
                "Brackwater Elemental", "Combat Courier", "Dregscape Zombie",
                "Etherium Abomination", "Fire-Field Ogre", "First-Sphere Gargantua",
                "Grixis Slavedriver", "Hell's Thunder", "Hellspark Elemental", "Kathari Bomber",
                "Kathari Screecher", "Kederekt Leviathan", "Mishra's Juggernaut",
                "Molten Gatekeeper", "Priest of Fell Rites", "Reconstructed Thopter",
                "Rotting Rats", "Scourge Devil", "Scrapwork Cohort", "Scrapwork Mutt",
                "Scrapwork Rager", "Shambling Remains", "Simian Simulacrum", "Tocasia's Onulet",
                "Undead Leotau", "Vithian Stinger", "Yotian Frontliner")


@pytest.mark.plugins("unearth")
def test_coverage_of_the_printed_unearth_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "unearth")
    assert len(printed) == PRINTED
    print(f"unearth: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)
    assert "Salvation Colossus" not in playable  # an energy cost the reader doesn't read


@pytest.mark.plugins("unearth", "cycling")
def test_with_cycling_viscera_dragger_is_read(rules: Any) -> None:
    _, playable = corpus_coverage(rules, "unearth")
    assert "Viscera Dragger" in playable


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
