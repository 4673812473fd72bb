"""Coverage of the printed morph cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 153  # cards whose MTGJSON keywords list Morph
PLAYABLE = 131  # README.md's figure (with morph alone): it may only go up

#: Of the 62 printed cards whose only text the reader didn't understand before this plugin
#: was the keyword, those read with this plugin alone (Gathan Raiders, Zombie Cutthroat,
#: Raven Guild Initiate and Putrid Raptor have a morph cost that is not mana: not read).
KEYWORD_ONLY = (
    "Abomination of Gudul", "Abzan Guide", "Ainok Tracker", "Akroma, Angel of Fury",
    "Aphetto Alchemist", "Ascending Aven", "Battering Craghorn", "Birchlore Rangers",
    "Boneknitter", "Branchsnap Lorian", "Canyon Lurkers", "Charging Slateback",
    "Crude Rampart", "Daru Healer", "Daru Lancer", "Disruptive Pitmage",
    "Dwarven Blastminer", "Fallen Cleric", "Fledgling Mawcor", "Foothill Guide",
    "Glacial Stalker", "Goblin Taskmaster", "Gravel Slinger", "Grim Haruspex",
    "Grinning Demon", "Haunted Cadaver", "Hystrodon", "Kin-Tree Warden", "Krosan Cloudscraper",
    "Krosan Colossus", "Krumar Bond-Kin", "Lumithread Field", "Monastery Flock",
    "Mystic of the Hidden Way", "Riptide Biologist", "Rockshard Elemental", "Sage-Eye Harrier",
    "Sagu Archer", "Sagu Mauler", "Scornful Egotist", "Sidisi's Pet", "Snarling Undorak",
    "Snowhorn Rider", "Sootfeather Flock", "Spined Basher", "Spitting Gourna",
    "Titanic Bulvox", "Towering Baloth", "Treespring Lorian", "Venomspout Brackus",
    "Voidmage Prodigy", "War Behemoth", "Whetwheel", "Whip-Spine Drake", "Whipcorder",
    "Witness of the Ages", "Woolly Loxodon", "Zoetic Cavern")


@pytest.mark.plugins("morph")
def test_coverage_of_the_printed_morph_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "morph")
    assert len(printed) == PRINTED
    print(f"morph: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


MEGAMORPH_PRINTED = 31  # cards whose MTGJSON keywords list Megamorph
MEGAMORPH_PLAYABLE = 27  # README.md's figure (with megamorph alone): it may only go up

#: The 11 printed cards whose only text the reader didn't understand before was megamorph:
#: all read with this plugin alone.
MEGAMORPH_KEYWORD_ONLY = (
    "Aerie Bowmasters", "Aven Sunstriker", "Dirgur Nemesis", "Gudul Lurker",
    "Marang River Skeleton", "Marsh Hulk", "Misthoof Kirin", "Ojutai Interceptor",
    "Sandstorm Charger", "Segmented Krotiq", "Stormcrag Elemental")


@pytest.mark.plugins("morph")
def test_coverage_of_the_printed_megamorph_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "megamorph")
    assert len(printed) == MEGAMORPH_PRINTED
    print(f"megamorph: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= MEGAMORPH_PLAYABLE
    assert set(MEGAMORPH_KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
    assert f"**{MEGAMORPH_PLAYABLE} / {MEGAMORPH_PRINTED}**" in readme
