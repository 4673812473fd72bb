"""Coverage of the printed unearth cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin (and haste, which it requires) understand every
line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, corpus_coverage

from manastack.api import Zone

PRINTED = 58  # cards whose MTGJSON keywords list Unearth
PLAYABLE = 47  # README.md's figure (with unearth alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword: each is read with this plugin alone (Viscera Dragger also needs cycling;
#: Salvation Colossus's "Unearth—Pay eight {E}." needs the reader's energy cost: tested below).
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
    assert "Salvation Colossus" in playable  # "Unearth—Pay eight {E}.": an energy cost (107.14)


@pytest.mark.plugins("unearth", "oracle")
def test_702_84a_salvation_colossus_unearths_for_eight_energy(table: Table) -> None:
    """CR 702.84a, 107.14, 118.3: "Unearth—Pay eight {E}.": with seven energy counters the
    unearth is refused and the game is as it was (601.2h, 732); with eight it returns to the
    battlefield with haste and the counters are gone."""
    from manastack.api import OracleCorpusSource

    path = OracleCorpusSource.default_path()
    if path is None or not path.is_file():
        pytest.skip("Oracle corpus not installed")
    table.graveyard(0, "Salvation Colossus")
    table.game.update_player(0, counters=(("energy", 7),))
    table.refresh()
    table.assert_illegal(table.activate, "Salvation Colossus", rule="601.2h")
    table.game.update_player(0, counters=(("energy", 8),))
    table.refresh()
    table.activate("Salvation Colossus")
    assert table.game.player(0).counters == ()
    while table.game.ids_in(Zone.STACK):
        table.resolve()
    table.assert_zone("Salvation Colossus", Zone.BATTLEFIELD, 0)
    assert table.has_keyword("Salvation Colossus", "haste")


@pytest.mark.plugins("unearth", "cycling")
def test_with_cycling_viscera_dragger_is_read(rules: Any) -> None:
    _, playable = corpus_coverage(rules, "unearth")
    assert "Viscera Dragger" in playable


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
