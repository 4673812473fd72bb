"""Coverage of the printed crew cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install "manastack-core[oracle]"`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 199  # cards whose MTGJSON keywords list Crew
PLAYABLE = 107  # README.md"s figure (with crew alone): it may only go up

#: Of the 76 printed cards whose only text the reader didn"t understand before this plugin
#: was the keyword, those read with this plugin alone (the other 12 also need haste,
#: cycling or toxic: Bessie, the Doctor's Roadster, Clamorous Ironclad, Detention Chariot,
#: Fleetwheel Cruiser, Ovalchase Dragster, Ribskiff, Skybox Ferry, The Thanos-Copter,
#: Thundering Broodwagon, Thundering Chariot, Thundersteel Colossus, Unicycle). The two
#: "X // X" entries are the corpus's reversible printings of the same cards.
KEYWORD_ONLY = (
    "Adventurer's Airship", "Air Response Unit", "Apocalypse Runner", "Aradara Express",
    "Avengers Quinjet", "Ballista Charger", "Big Wheel", "Bomat Bazaar Barge", "Boosted Sloop",
    "Broadcast Rambler", "Brute Suit", "Burner Rocket", "Capenna Express",
    "Captain America's Motorcycle", "Careening Mine Cart", "Carrion Cruiser",
    "Consulate Dreadnought", "Cultivator's Caravan", "Debris Beetle", "Demolition Stomper",
    "Dependable Quinjet", "Dragonfly Suit", "Dreadmobile", "Dusk Legion Dreadnought",
    "Earthrumbler", "Enchanted Carriage", "Esika's Chariot", "Fire Nation Warship",
    "Funeral Longboat", "Futurist Sentinel", "Haunted Hellride", "High-Speed Hoverbike",
    "Hulldrifter", "Imperial Recovery Unit", "Irontread Crusher", "Jackdaw", "Magitek Armor",
    "Marshals' Pathcruiser", "Meldweb Strider", "Mizzium Tank", "Mobile Garrison",
    "Mole Module", "Peacewalker Colossus", "Peacewalker Colossus // Peacewalker Colossus",
    "Recon Craft Theta", "Renegade Freighter", "Ripclaw Wrangler", "Rocketeer Boostbuggy",
    "Rover Blades", "S.H.I.E.L.D. Flying Car", "S.H.I.E.L.D. Helicarrier", "Salvation Engine",
    "Sky Cycle", "Sky Skiff", "Skysovereign, Consul Flagship", "Sleek Schooner",
    "Smuggler's Copter", "Smuggler's Copter // Smuggler's Copter", "Spotcycle Scouter",
    "Strixhaven Skycoach", "Thunderhawk Gunship", "Turtle Blimp", "Untethered Express",
    "Veloheart Bike",
)


@pytest.mark.plugins("crew")
def test_coverage_of_the_printed_crew_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "crew")
    assert len(printed) == PRINTED
    print(f"crew: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
